import type { BulkSession } from '../../db/bulk-session';

/** A table of the portal's schema as a backup carries it. */
export interface TableInfo {
  readonly name: string;
  /** The stored columns in their order (generated columns are left out: PostgreSQL computes them). */
  readonly columns: readonly string[];
  /** The primary key's columns with their SQL types, in key order; empty without one. */
  readonly key: readonly { readonly column: string; readonly type: string }[];
}

export interface SequenceInfo {
  readonly name: string;
  readonly lastValue: string;
  readonly isCalled: boolean;
}

/** The bookkeeping of applied migrations: the restore writes it by applying them, never copies it. */
export const MIGRATIONS_TABLE = 'schema_migrations';

/** A name as an SQL identifier (the catalog's names are the portal's own, quoted all the same). */
export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

interface ColumnRow {
  readonly table_name: string;
  readonly column_name: string;
  readonly type: string;
  readonly key_position: number | null;
}

interface ReferenceRow {
  readonly child: string;
  readonly parent: string;
}

/**
 * Orders tables so that every table comes after the tables it references (a restore loads them in
 * this order, foreign keys checked as rows arrive); names break ties, so the order is stable.
 */
export const loadOrder = (tables: readonly string[], references: readonly ReferenceRow[]): string[] => {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references)
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = [...parents.keys()]
      .filter((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)))
      .sort();
    if (ready.length === 0)
      throw new Error(`Foreign keys form a cycle among: ${tables.filter((t) => !placed.has(t)).join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
};

/**
 * The portal's tables in the public schema (partitioned tables once, as their parent), in load
 * order, without the migrations' bookkeeping.
 */
export const readTables = async (session: BulkSession): Promise<TableInfo[]> => {
  const columns = await session.query<ColumnRow>(
    `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
            array_position(k.conkey, a.attnum) AS key_position
       FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
       LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'p'
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND c.relname <> $1
      ORDER BY c.relname, a.attnum`,
    [MIGRATIONS_TABLE],
  );
  const references = await session.query<ReferenceRow>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint f
       JOIN pg_class child ON child.oid = f.conrelid
       JOIN pg_class parent ON parent.oid = f.confrelid
      WHERE f.contype = 'f' AND child.relnamespace = 'public'::regnamespace AND NOT child.relispartition`,
  );
  const byTable = new Map<string, ColumnRow[]>();
  for (const row of columns) byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row]);
  return loadOrder([...byTable.keys()], references).map((name) => {
    const rows = byTable.get(name) ?? [];
    const key = rows
      .filter((r) => r.key_position !== null)
      .sort((a, b) => (a.key_position ?? 0) - (b.key_position ?? 0))
      .map((r) => ({ column: r.column_name, type: r.type }));
    return { name, columns: rows.map((r) => r.column_name), key };
  });
};

/** The sequences of the public schema (identity columns' among them) and where each stands. */
export const readSequences = async (session: BulkSession): Promise<SequenceInfo[]> => {
  const names = await session.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY relname`,
  );
  const sequences: SequenceInfo[] = [];
  for (const { name } of names) {
    const [row] = await session.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${ident(name)}`,
    );
    if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return sequences;
};

/**
 * The row count and an order-free checksum of a table's stored columns: the sum of the first 60 bits
 * of each row's md5, as text. The same rows give the same figures on PostgreSQL 15 and PGlite (the
 * session's settings fix every value's text), whatever their physical order.
 */
export const tableFigures = async (
  session: BulkSession,
  table: Pick<TableInfo, 'name' | 'columns'>,
): Promise<{ rows: number; checksum: string }> => {
  const row = `ROW(${table.columns.map(ident).join(', ')})::text`;
  const [figures] = await session.query<{ rows: string; checksum: string }>(
    `SELECT count(*)::text AS rows,
            coalesce(sum(('x' || substr(md5(${row}), 1, 15))::bit(60)::bigint), 0)::text AS checksum
       FROM ${ident(table.name)}`,
  );
  return { rows: Number(figures?.rows ?? 0), checksum: figures?.checksum ?? '0' };
};

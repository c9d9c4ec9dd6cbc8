import { PRODUCT_VERSION } from '../../product-version';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  type BackupTable,
} from './backup-manifest';
import type { BulkDatabase, BulkSession } from '../../db/bulk-session';
import {
  ident,
  MIGRATIONS_TABLE,
  readSequences,
  readTables,
  tableFigures,
  type TableInfo,
} from './schema-catalog';

/** What a snapshot hands on, in order: the manifest, then each table's rows in chunks. */
export type BackupItem =
  | { readonly kind: 'manifest'; readonly manifest: BackupManifest }
  | {
      readonly kind: 'chunk';
      readonly tableIndex: number;
      readonly table: string;
      readonly chunk: number;
      /** COPY text of the table's manifest columns. */
      readonly data: Uint8Array;
    };

/** Where a backup or copy stands: after each chunk of a table. */
export interface BackupProgress {
  readonly table: string;
  readonly rowsDone: number;
  readonly rowsTotal: number;
}

export interface SnapshotOptions {
  /** Rows per data file (default 50,000: a few MB of COPY text each). */
  readonly chunkRows?: number;
  readonly onProgress?: (progress: BackupProgress) => void;
}

const DEFAULT_CHUNK_ROWS = 50_000;

/** The key values that end each chunk but the last, as typed SQL literals. */
const chunkEnds = async (session: BulkSession, table: TableInfo, chunkRows: number): Promise<string[][]> => {
  const keys = table.key.map((k) => ident(k.column)).join(', ');
  const literals = table.key.map((k, i) => `format('%L', ${ident(k.column)}::text) AS k${i}`).join(', ');
  const rows = await session.query<Record<string, string>>(
    `SELECT ${literals} FROM (
       SELECT ${keys}, row_number() OVER (ORDER BY ${keys}) AS n FROM ${ident(table.name)}
     ) numbered WHERE n % ${chunkRows} = 0 ORDER BY n`,
  );
  return rows.map((row) => table.key.map((k, i) => `${row[`k${i}`] ?? 'NULL'}::${k.type}`));
};

/** The COPY of one chunk: rows after `from` up to and including `to` (null: open end), in key order. */
const chunkCopy = (table: TableInfo, from: string[] | null, to: string[] | null): string => {
  const columns = table.columns.map(ident).join(', ');
  if (table.key.length === 0) return `COPY (SELECT ${columns} FROM ${ident(table.name)}) TO STDOUT`;
  const key = `(${table.key.map((k) => ident(k.column)).join(', ')})`;
  const where = [from && `${key} > (${from.join(', ')})`, to && `${key} <= (${to.join(', ')})`].filter(
    Boolean,
  );
  return (
    `COPY (SELECT ${columns} FROM ${ident(table.name)}` +
    `${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${key.slice(1, -1)}) TO STDOUT`
  );
};

/**
 * Reads one consistent moment of the database (one snapshot transaction) and hands `sink` the
 * manifest (migrations, tables with their row counts and checksums, sequences), then every table's
 * rows as COPY text in chunks of `chunkRows` in key order. `sink` is awaited: it sets the pace.
 */
export const readSnapshot = (
  db: BulkDatabase,
  sink: (item: BackupItem) => Promise<void>,
  options: SnapshotOptions = {},
): Promise<BackupManifest> =>
  db.session('snapshot', async (session) => {
    const chunkRows = options.chunkRows ?? DEFAULT_CHUNK_ROWS;
    const [moment] = await session.query<{ now: string }>(
      `SELECT to_char(now(), 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS now`,
    );
    const hasMigrations = await session.query(
      `SELECT 1 FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relname = $1`,
      [MIGRATIONS_TABLE],
    );
    if (hasMigrations.length === 0)
      throw new Error('The database holds no portal schema: nothing to back up.');
    const migrations = await session.query<{ id: string; checksum: string | null }>(
      `SELECT id, checksum FROM ${MIGRATIONS_TABLE} ORDER BY id`,
    );
    const tables = await readTables(session);
    const entries: BackupTable[] = [];
    for (const table of tables) {
      const figures = await tableFigures(session, table);
      const chunks = table.key.length === 0 ? Math.min(figures.rows, 1) : Math.ceil(figures.rows / chunkRows);
      entries.push({ name: table.name, columns: table.columns, ...figures, chunks });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      productVersion: PRODUCT_VERSION,
      takenAt: db.frozenAt ?? moment?.now ?? new Date().toISOString(),
      source: db.kind,
      migrations: migrations.map((m) => ({ id: m.id, checksum: m.checksum ?? '' })),
      tables: entries,
      sequences: await readSequences(session),
    };
    await sink({ kind: 'manifest', manifest });
    for (const [tableIndex, table] of tables.entries()) {
      const entry = entries[tableIndex];
      if (!entry || entry.rows === 0) continue;
      const ends = table.key.length === 0 ? [] : await chunkEnds(session, table, chunkRows);
      let rowsDone = 0;
      for (let chunk = 0; chunk < entry.chunks; chunk += 1) {
        const data = await session.copyOut(chunkCopy(table, ends[chunk - 1] ?? null, ends[chunk] ?? null));
        await sink({ kind: 'chunk', tableIndex, table: table.name, chunk, data });
        rowsDone = Math.min(entry.rows, rowsDone + chunkRows);
        options.onProgress?.({ table: table.name, rowsDone, rowsTotal: entry.rows });
      }
    }
    return manifest;
  });

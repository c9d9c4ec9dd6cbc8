import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { databaseKinds, openTestDatabase } from '../test-support/test-databases';
import {
  COORDINATOR_TABLES,
  DISTRIBUTED_TABLES,
  DISTRIBUTION_COLUMN,
  KEYS_TO_CHANGE,
  REFERENCE_TABLES,
  foreignKeyAllowed,
  placeOf,
} from './distribution-plan';

/** The schema's own tables (a partitioned table once, not its months). */
const tablesOf = async (db: Db): Promise<string[]> =>
  (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
    )
  ).map((row) => row.name);

const COLUMNS = (rel: string, keys: string) =>
  `array(SELECT a.attname::text FROM unnest(${keys}) WITH ORDINALITY k(attnum, ord)
     JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.attnum ORDER BY k.ord)`;

/** Every unique index (the primary key among them) of `table`, as its columns in order. */
const uniqueKeysOf = async (db: Db, table: string): Promise<string[][]> =>
  (
    await db.query<{ columns: string[] }>(
      `SELECT ${COLUMNS('i.indrelid', 'i.indkey')} AS columns FROM pg_index i
       WHERE i.indrelid = $1::regclass AND i.indisunique`,
      [table],
    )
  ).map((row) => row.columns);

interface ForeignKey {
  readonly from: string;
  readonly to: string;
  readonly fromColumns: string[];
  readonly toColumns: string[];
}

const foreignKeysOf = (db: Db): Promise<ForeignKey[]> =>
  db.query<ForeignKey>(
    `SELECT c.conrelid::regclass::text AS "from", c.confrelid::regclass::text AS "to",
       ${COLUMNS('c.conrelid', 'c.conkey')} AS "fromColumns", ${COLUMNS('c.confrelid', 'c.confkey')} AS "toColumns"
     FROM pg_constraint c JOIN pg_class r ON r.oid = c.conrelid
     WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND NOT r.relispartition`,
  );

for (const kind of databaseKinds()) {
  describe(`the schema against its plan for a distributed PostgreSQL [${kind}]`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ db, dispose } = await openTestDatabase(kind));
    });
    afterAll(() => dispose());

    it('gives every table of the migrated schema exactly one place, and names no table that is gone', async () => {
      const planned = [...DISTRIBUTED_TABLES, ...REFERENCE_TABLES, ...COORDINATOR_TABLES];
      expect(new Set(planned).size).toBe(planned.length);
      const tables = await tablesOf(db);
      expect(tables.filter((table) => placeOf(table) === undefined)).toEqual([]);
      expect(planned.filter((table) => !tables.includes(table))).toEqual([]);
    });

    it('keys every distributed table by vehicle_id first, but for the keys the plan changes', async () => {
      const leading: Record<string, boolean> = {};
      for (const table of DISTRIBUTED_TABLES) {
        const keys = await uniqueKeysOf(db, table);
        expect(keys.length, `${table} has a primary key`).toBeGreaterThan(0);
        leading[table] = keys.every((columns) => columns[0] === DISTRIBUTION_COLUMN);
      }
      expect(
        Object.keys(leading)
          .filter((table) => !leading[table])
          .sort(),
      ).toEqual(Object.keys(KEYS_TO_CHANGE).sort());
      // Issue 29's own keys: the positions of a vehicle by time, its daily figures by day.
      expect(await uniqueKeysOf(db, 'positions')).toEqual([['vehicle_id', 'ts']]);
      expect(await uniqueKeysOf(db, 'daily_figures')).toEqual([['vehicle_id', 'day']]);
    });

    it('has no foreign key that Citus could not keep', async () => {
      const keys = await foreignKeysOf(db);
      expect(keys.length).toBeGreaterThan(20);
      const refused = keys.filter(({ from, to, fromColumns, toColumns }) => {
        const [a, b] = [placeOf(from), placeOf(to)];
        if (a === undefined || b === undefined || !foreignKeyAllowed(a, b)) return true;
        // Between co-located distributed tables only along the distribution column.
        return (
          a === 'distributed' &&
          b === 'distributed' &&
          !(fromColumns.includes(DISTRIBUTION_COLUMN) && toColumns.includes(DISTRIBUTION_COLUMN))
        );
      });
      expect(refused).toEqual([]);
    });
  });
}

import { afterEach, describe, expect, it } from 'vitest';
import { seedEmptyTables } from '../demo/start-seeds';
import { keepPositionPartitions } from '../telemetry/partitions/position-partitions';
import { createTestClock } from '../test-support/test-clock';
import { databaseKinds, openTestDatabase } from '../test-support/test-databases';
import type { Db, Queryable } from './db';
import { migrate } from './migrate';
import { loadMigrations } from './migrations';

/** `db` with every statement it is asked (a transaction's BEGIN and COMMIT count as two) counted. */
const counting = (db: Db): { db: Db; statements: () => number } => {
  let statements = 0;
  const count = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      statements += 1;
      return q.query(sql, params);
    },
    exec: (sql) => {
      statements += 1;
      return q.exec(sql);
    },
  });
  const counted: Db = {
    ...db,
    ...count(db),
    transaction: (fn) => {
      statements += 2;
      return db.transaction((tx) => fn(count(tx)));
    },
  };
  return { db: counted, statements: () => statements };
};

/**
 * Issue 34 §1: what a restart on a current database asks before it serves. Each statement is a turn
 * of PGlite's thread (10–15 ms on a slow machine); the start asked about 25 before the checks learned
 * to answer "nothing to do" in one.
 */
describe('the start on a current database', () => {
  const disposals: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const dispose of disposals.splice(0)) await dispose();
  });

  it.each(databaseKinds())(
    '[%s] checks migrations, partitions and seeds in five statements',
    async (kind) => {
      const { db, dispose } = await openTestDatabase(kind);
      disposals.push(dispose);
      const clock = createTestClock();
      // The first start: partitions made, the FAQ seeded (the demo's seeds take the same one statement).
      await keepPositionPartitions(db, clock.now(), 24);
      await seedEmptyTables(db, clock, false);
      const phases: Record<string, number> = {};
      const timed = async (phase: string, run: (db: Db) => Promise<unknown>) => {
        const { db: counted, statements } = counting(db);
        await run(counted);
        phases[phase] = statements();
      };
      await timed('migrations', (d) => migrate(d, loadMigrations()));
      await timed('partitions', (d) => keepPositionPartitions(d, clock.now(), 24));
      await timed('seeds', (d) => seedEmptyTables(d, clock, false));
      // One read of the bookkeeping; the default partition's months and the partitions; which seeded
      // tables hold rows and which suppliers lack a logo.
      expect(phases).toEqual({ migrations: 1, partitions: 2, seeds: 2 });
    },
  );
});

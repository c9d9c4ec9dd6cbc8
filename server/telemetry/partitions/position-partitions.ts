import { positionsKeptFromMs } from '../../../src/api/contract';
import type { Db, Queryable } from '../../db/db';

/**
 * The monthly partitions of `positions` (migration 0022, issue 29 §1): months are UTC calendar months,
 * a partition is `positions_YYYY_MM`, rows of a month without one wait in `positions_default`.
 *
 * The upkeep, run at the server's start and then hourly (position-partition-job.ts):
 * - creates the months from `BEHIND_MONTHS` before the current one to `AHEAD_MONTHS` after it, so that
 *   ingestion, the simulator's history and late records write into a month of their own;
 * - moves rows that landed in the default partition into a month of their own (created for them);
 * - with a retention of N months (`POSITIONS_RETENTION_MONTHS`, 0: keep everything), drops every month
 *   that ended more than N months ago whole (detach, drop) and deletes the few such rows of the default
 *   partition; never creates such a month.
 * Each step is one transaction under an advisory lock, so instances sharing a PostgreSQL database take
 * turns and each sees what the other did. The statements that need the table for themselves (attach,
 * detach) wait at most `LOCK_WAIT_MS` for it and give up until the next run rather than hold ingestion
 * up behind a long report.
 */

export const AHEAD_MONTHS = 2;
export const BEHIND_MONTHS = 3;
/** Longest wait for a lock on `positions` before a step gives up until the next run. */
export const LOCK_WAIT_MS = 100;
/** The project's one-key advisory locks are a key space of their own (see leader-lock.ts). */
const UPKEEP_LOCK_KEY = 7_310_029;

/** A UTC month: its first instant. */
export interface Month {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
}

export const monthOf = (at: Date): Month => ({ year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 });

export const addMonths = ({ year, month }: Month, count: number): Month => {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

const compare = (a: Month, b: Month): number => a.year * 12 + a.month - (b.year * 12 + b.month);

const pad = (n: number) => String(n).padStart(2, '0');

export const partitionName = ({ year, month }: Month): string => `positions_${year}_${pad(month)}`;

/** The month's first instant as a PostgreSQL literal in UTC. */
const startLiteral = ({ year, month }: Month): string => `${year}-${pad(month)}-01 00:00:00+00`;

const PARTITION_NAME = /^positions_(\d{4})_(\d{2})$/;

/** The months that have a partition, oldest first. */
export const monthsWithPartition = async (q: Queryable): Promise<Month[]> => {
  const rows = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'positions'::regclass`,
  );
  return rows
    .flatMap(({ name }) => {
      const match = PARTITION_NAME.exec(name);
      return match ? [{ year: Number(match[1]), month: Number(match[2]) }] : [];
    })
    .sort(compare);
};

/**
 * The first month that is kept with a retention of `retentionMonths` at `now`: a month is expired once
 * it ended more than that many months ago. Null: everything is kept.
 */
export const firstKeptMonth = (now: Date, retentionMonths: number): Month | null => {
  const from = positionsKeptFromMs(now.getTime(), retentionMonths);
  return from === null ? null : monthOf(new Date(from));
};

/** What one upkeep run did. */
export interface UpkeepReport {
  readonly created: readonly string[];
  /** Rows moved out of the default partition into a month of their own. */
  readonly adopted: number;
  readonly dropped: readonly string[];
  /** Expired rows deleted from the default partition. */
  readonly deleted: number;
  /** Steps that did not get the table within `LOCK_WAIT_MS` (tried again at the next run). */
  readonly deferred: readonly string[];
}

const isLockTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '55P03';

/** One step in its own transaction, under the upkeep's lock, with a bounded wait for table locks. */
const step = <T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${UPKEEP_LOCK_KEY})`);
    await tx.query(`SET LOCAL lock_timeout = '${LOCK_WAIT_MS}ms'`);
    return fn(tx);
  });

/** Whether a table (a month's partition) of that name exists now. */
const tableExists = async (q: Queryable, name: string): Promise<boolean> =>
  (await q.query(`SELECT 1 FROM pg_class WHERE relname = $1 AND relkind = 'r'`, [name])).length > 0;

/**
 * Gives `month` its partition: a table of its own filled with the month's rows from the default
 * partition (none, usually), then attached. Nothing when another instance made it meanwhile.
 */
const createMonth = async (db: Db, month: Month): Promise<{ created: boolean; adopted: number }> =>
  step(db, async (tx) => {
    const name = partitionName(month);
    if (await tableExists(tx, name)) return { created: false, adopted: 0 };
    const [from, to] = [startLiteral(month), startLiteral(addMonths(month, 1))];
    await tx.query(`CREATE TABLE ${name} (LIKE positions INCLUDING ALL)`);
    // The bounds as a constraint first: attaching then needs no scan of the table to prove them.
    await tx.query(
      `ALTER TABLE ${name} ADD CONSTRAINT ${name}_bounds CHECK (ts >= '${from}' AND ts < '${to}')`,
    );
    const [moved] = await tx.query<{ n: number }>(
      `WITH moved AS (DELETE FROM positions_default WHERE ts >= '${from}' AND ts < '${to}' RETURNING *)
       , stored AS (INSERT INTO ${name} SELECT * FROM moved RETURNING 1)
       SELECT count(*)::int AS n FROM stored`,
    );
    await tx.query(`ALTER TABLE positions ATTACH PARTITION ${name} FOR VALUES FROM ('${from}') TO ('${to}')`);
    await tx.query(`ALTER TABLE ${name} DROP CONSTRAINT ${name}_bounds`);
    return { created: true, adopted: moved?.n ?? 0 };
  });

/** Whether `positions` is partitioned (migration 0022 applied), as a restore of an older backup's schema is not. */
export const positionsArePartitioned = async (q: Queryable): Promise<boolean> => {
  const [row] = await q.query<{ kind: string }>(
    `SELECT relkind AS kind FROM pg_class WHERE relname = 'positions' AND relnamespace = 'public'::regnamespace`,
  );
  return row?.kind === 'p';
};

/**
 * Gives each of `months` its partition where it has none, in the caller's transaction, as an empty
 * table: for a load whose default partition holds none of those months' rows (a restore, before it
 * copies them in: they then go straight into their month instead of being moved at the next start).
 * Expired months are made too; the upkeep drops them at its next run, as the retention says.
 * `existing`: the partitions' names as the caller knows them (a load of many chunks reads them once,
 * see {@link partitionNames}); the ones made here are added to it.
 */
export const createEmptyMonths = async (
  q: Queryable,
  months: readonly Month[],
  existing: Set<string>,
): Promise<string[]> => {
  const created: string[] = [];
  for (const month of months) {
    const name = partitionName(month);
    if (existing.has(name)) continue;
    await q.query(
      `CREATE TABLE ${name} PARTITION OF positions
         FOR VALUES FROM ('${startLiteral(month)}') TO ('${startLiteral(addMonths(month, 1))}')`,
    );
    existing.add(name);
    created.push(name);
  }
  return created;
};

/** The names of the months' partitions there are now. */
export const partitionNames = async (q: Queryable): Promise<Set<string>> =>
  new Set((await monthsWithPartition(q)).map(partitionName));

/** The months of rows waiting in the default partition. */
const monthsInDefault = async (q: Queryable): Promise<Month[]> => {
  const rows = await q.query<{ year: number; month: number }>(
    `SELECT DISTINCT extract(year FROM ts AT TIME ZONE 'UTC')::int AS year,
            extract(month FROM ts AT TIME ZONE 'UTC')::int AS month
       FROM positions_default`,
  );
  return rows.map(({ year, month }) => ({ year, month }));
};

/** One upkeep run at `now` (see the module's comment). */
export const keepPositionPartitions = async (
  db: Db,
  now: Date,
  retentionMonths: number,
): Promise<UpkeepReport> => {
  const created: string[] = [];
  const dropped: string[] = [];
  const deferred: string[] = [];
  let adopted = 0;
  let deleted = 0;
  const kept = firstKeptMonth(now, retentionMonths);
  const isKept = (month: Month) => kept === null || compare(month, kept) >= 0;
  const current = monthOf(now);
  const wanted = new Map<string, Month>();
  for (let offset = -BEHIND_MONTHS; offset <= AHEAD_MONTHS; offset += 1) {
    const month = addMonths(current, offset);
    wanted.set(partitionName(month), month);
  }
  const waiting = await monthsInDefault(db);
  for (const month of waiting) wanted.set(partitionName(month), month);
  const partitioned = await monthsWithPartition(db);
  const existing = new Set(partitioned.map(partitionName));
  for (const [name, month] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    if (existing.has(name) || !isKept(month)) continue;
    try {
      const outcome = await createMonth(db, month);
      if (outcome.created) created.push(name);
      adopted += outcome.adopted;
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
      deferred.push(`create ${name}`);
    }
  }
  if (kept !== null) {
    // The months created above are kept ones: the expired are among those that had a partition.
    for (const month of partitioned) {
      if (isKept(month)) continue;
      const name = partitionName(month);
      try {
        const gone = await step(db, async (tx) => {
          // Another instance may have dropped it since the list was read (it holds the lock in turn).
          if (!(await tableExists(tx, name))) return false;
          await tx.query(`ALTER TABLE positions DETACH PARTITION ${name}`);
          await tx.query(`DROP TABLE ${name}`);
          return true;
        });
        if (gone) dropped.push(name);
      } catch (error) {
        if (!isLockTimeout(error)) throw error;
        deferred.push(`drop ${name}`);
      }
    }
    // Expired rows in the default partition, when it held any month before the first kept one (a
    // restart usually finds it empty: no statement then).
    if (waiting.some((month) => !isKept(month))) {
      const [row] = await step(db, (tx) =>
        tx.query<{ n: number }>(
          `WITH gone AS (DELETE FROM positions_default WHERE ts < '${startLiteral(kept)}' RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
        ),
      );
      deleted = row?.n ?? 0;
    }
  }
  return { created, adopted, dropped, deleted, deferred };
};

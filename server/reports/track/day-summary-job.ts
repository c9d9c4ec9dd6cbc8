import { positionsKeptFromDay } from '../../../src/api/contract';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/db';
import { GAP_CAP_MS } from '../../telemetry/daily-attribution';
import { localDayOf, nextDay } from '../../telemetry/local-day';
import { buildDays } from './day-summaries';

/** A vehicle's local day. */
export interface VehicleDay {
  readonly vehicleId: number;
  readonly day: string;
}

/**
 * While a job builds a day it holds a transaction-level advisory lock on the pair (vehicle id, days
 * since 1970-01-01): instances sharing a PostgreSQL database pass over a day another one is building
 * instead of building it twice (the upsert would make that harmless, only wasted). The project's other
 * advisory locks use the one-key form, a key space of its own.
 */
const DAY_LOCK_SQL = `SELECT pg_try_advisory_xact_lock($1::int, ($2::date - date '1970-01-01')) AS locked`;
/** Days looked up per step. */
export const STEP_DAYS = 16;
/** The closed days every look covers: where late records mostly land. */
export const RECENT_DAYS = 7;
/** The older days each look covers besides, a range further back each time, round the whole history. */
export const SWEEP_DAYS = 28;
/** Pause when a step found nothing left to build. */
export const IDLE_MS = 60_000;
/** How long a day whose build failed is passed over by the job. */
export const FAILED_RETRY_MS = 3_600_000;
/** Least pause between two days' builds while catching up. */
const MIN_REST_MS = 10;

/**
 * The first day that is not closed yet. A day closes 10 minutes after its local midnight, not at it:
 * the records of those minutes still change it (the ingestion deletes the day before with them), so a
 * day built at once would be thrown away again.
 */
export const firstOpenDay = (now: Date): string => localDayOf(now.getTime() - GAP_CAP_MS);

/** Local days [from, to); from null: every day before `to`. */
export interface DayRange {
  readonly from: string | null;
  readonly to: string;
}

/**
 * Days of the ranges with data but no summary, newest first: every day with records has its row in
 * `daily_figures`, found by day (migration 0007) and anti-joined with `track_days` on its primary key;
 * `positions` is not read.
 */
export const findMissingDays = async (
  q: Queryable,
  ranges: readonly DayRange[],
  limit: number,
): Promise<VehicleDay[]> => {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = ranges.map(({ from, to }) =>
    from === null ? `f.day < ${param(to)}` : `(f.day >= ${param(from)} AND f.day < ${param(to)})`,
  );
  if (conditions.length === 0) return [];
  const rows = await q.query<{ vehicle_id: number; day: string }>(
    `SELECT f.vehicle_id, to_char(f.day, 'YYYY-MM-DD') AS day
     FROM daily_figures f
     WHERE (${conditions.join(' OR ')})
       AND NOT EXISTS (SELECT 1 FROM track_days t WHERE t.vehicle_id = f.vehicle_id AND t.day = f.day)
     ORDER BY f.day DESC, f.vehicle_id
     LIMIT ${param(limit)}`,
    params,
  );
  return rows.map((r) => ({ vehicleId: r.vehicle_id, day: r.day }));
};

/** The oldest day with data, or null. */
const oldestDay = async (q: Queryable): Promise<string | null> => {
  const [row] = await q.query<{ day: string | null }>(
    `SELECT to_char(min(day), 'YYYY-MM-DD') AS day FROM daily_figures`,
  );
  return row?.day ?? null;
};

/**
 * Builds one day in a transaction of its own, unless another instance is building it right now or it
 * was stored in the meantime (by a read or another instance).
 */
const buildOne = (db: Db, { vehicleId, day }: VehicleDay, now: Date): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(DAY_LOCK_SQL, [vehicleId, day]);
    if (!lock?.locked) return false;
    const stored = await tx.query('SELECT 1 FROM track_days WHERE vehicle_id = $1 AND day = $2', [
      vehicleId,
      day,
    ]);
    if (stored.length > 0) return false;
    return (await buildDays(tx, vehicleId, [day], now)) !== null;
  });

export interface StepOptions {
  /** The days to look in (default: every closed day). */
  readonly ranges?: readonly DayRange[];
  /** Days looked up (and built at most) in this step. */
  readonly days?: number;
  /** Awaited between two days' builds with how long the last one took (default: a turn of the event loop). */
  readonly rest?: (lastMs: number) => Promise<void>;
  /** Asked before each build: true ends the step early (the server stops). */
  readonly stopping?: () => boolean;
  /** Days to pass over (their build failed recently); default none. */
  readonly skip?: (day: VehicleDay) => boolean;
  /** A day whose build failed: the step goes on with the next (default: the error ends the step). */
  readonly onFailure?: (day: VehicleDay, error: unknown) => void;
  /**
   * `POSITIONS_RETENTION_MONTHS` (default 0: all kept): days before the first kept one are not built.
   * Their positions are gone while their daily figures stay, so a summary built now would be empty.
   */
  readonly retentionMonths?: number;
}

export interface StepResult {
  /** The days this step built. */
  readonly built: VehicleDay[];
  /** Every missing day of the ranges was found (fewer than asked for): the ranges are done. */
  readonly exhausted: boolean;
  /** The first day whose positions are kept at this step's moment (null: all are kept). */
  readonly keptFrom: string | null;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One step of the background build: looks up the newest closed days without a summary and builds each
 * in its own short transaction (one vehicle's day: at most 8,640 records at 10 s), resting between
 * them.
 */
export const buildMissingDays = async (db: Db, now: Date, options: StepOptions = {}): Promise<StepResult> => {
  const rest = options.rest ?? nextTurn;
  const open = firstOpenDay(now);
  const kept = positionsKeptFromDay(now.getTime(), options.retentionMonths ?? 0);
  // No range reaches into the days that are still open, nor before the positions kept.
  const ranges = (options.ranges ?? [{ from: null, to: open }])
    .map((r) => ({
      from: kept !== null && (r.from === null || r.from < kept) ? kept : r.from,
      to: r.to < open ? r.to : open,
    }))
    .filter((r) => r.from === null || r.from < r.to);
  const limit = options.days ?? STEP_DAYS;
  const found = await findMissingDays(db, ranges, limit);
  const missing = options.skip ? found.filter((day) => !options.skip!(day)) : found;
  const built: VehicleDay[] = [];
  for (const [i, day] of missing.entries()) {
    if (options.stopping?.()) return { built, exhausted: false, keptFrom: kept };
    const started = performance.now();
    try {
      if (await buildOne(db, day, now)) built.push(day);
    } catch (error) {
      if (!options.onFailure) throw error;
      options.onFailure(day, error);
    }
    if (i < missing.length - 1) await rest(performance.now() - started);
  }
  return { built, exhausted: found.length < limit, keptFrom: kept };
};

/**
 * Where each look of the job searches: the {@link RECENT_DAYS} before the open days, and the
 * {@link SWEEP_DAYS} before `sweepTo`, which moves back once a look found everything missing there and
 * starts over at the recent days when it has passed the oldest day with data. A look costs the same
 * however long the history: about 35 days of every vehicle's `daily_figures` rows.
 */
const lookRanges = (now: Date, sweepTo: string | null) => {
  const open = firstOpenDay(now);
  const recentFrom = nextDay(open, -RECENT_DAYS);
  const to = sweepTo !== null && sweepTo < recentFrom ? sweepTo : recentFrom;
  const from = nextDay(to, -SWEEP_DAYS);
  return {
    ranges: [
      { from: recentFrom, to: open },
      { from, to },
    ],
    sweepFrom: from,
  };
};

export interface DaySummaryJobOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  /** Pause before the first look (default {@link IDLE_MS}: the start-up and the simulator's history go first). */
  readonly startMs?: number;
  readonly idleMs?: number;
  readonly days?: number;
  /** Told each step's built days: how tests and the bench see the job work, without sleeping. */
  readonly onStep?: (built: readonly VehicleDay[]) => void;
  /** `POSITIONS_RETENTION_MONTHS` (see {@link StepOptions}). */
  readonly retentionMonths?: number;
}

export interface DaySummaryJob {
  /** Stops stepping and waits for the day being built. */
  stop(): Promise<void>;
}

/**
 * Builds the summaries of closed days in the background (see {@link buildMissingDays}), so that the
 * first read of a past period finds them stored: steps follow each other while there is work, resting
 * between builds as long as the last build took (at least 10 ms), so requests get the database
 * (PGlite runs one statement at a time) at least half of the time; with nothing left it looks again
 * every {@link IDLE_MS}, which also rebuilds days the ingestion deleted for late records. Each look
 * covers the recent days and one range of older ones ({@link lookRanges}).
 */
export const startDaySummaryJob = (options: DaySummaryJobOptions): DaySummaryJob => {
  const { db, clock, log } = options;
  const idleMs = options.idleMs ?? IDLE_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let burst = { days: 0, startedMs: 0 };
  const rest = (lastMs: number) =>
    new Promise<void>((resolve) => setTimeout(resolve, Math.max(MIN_REST_MS, lastMs)).unref());

  /** Exclusive end of the older days the next look searches besides the recent ones (null: just before them). */
  let sweepTo: string | null = null;
  /**
   * Days whose build failed, with when to try again: passed over for {@link FAILED_RETRY_MS} so that one
   * day that cannot be built does not hold up the days behind it (a first read would still try it).
   */
  const failed = new Map<string, number>();
  const keyOf = ({ vehicleId, day }: VehicleDay) => `${vehicleId}/${day}`;

  const look = async (): Promise<VehicleDay[]> => {
    const now = clock.now();
    const { ranges, sweepFrom } = lookRanges(now, sweepTo);
    const { built, exhausted, keptFrom } = await buildMissingDays(db, now, {
      ranges,
      ...(options.days === undefined ? {} : { days: options.days }),
      ...(options.retentionMonths === undefined ? {} : { retentionMonths: options.retentionMonths }),
      rest,
      stopping: () => stopped,
      skip: (day) => (failed.get(keyOf(day)) ?? 0) > Date.now(),
      onFailure: (day, error) => {
        failed.set(keyOf(day), Date.now() + FAILED_RETRY_MS);
        log(
          `Track summaries: vehicle ${day.vehicleId}, ${day.day} could not be built; passed over for an hour.`,
          error,
        );
      },
    });
    if (exhausted) {
      // The sweep goes back no further than the positions kept.
      const found = await oldestDay(db);
      const oldest = found !== null && keptFrom !== null && found < keptFrom ? keptFrom : found;
      sweepTo = oldest !== null && sweepFrom > oldest ? sweepFrom : null;
    }
    return built;
  };

  const step = async () => {
    const startedMs = Date.now();
    let built: VehicleDay[] = [];
    try {
      built = await look();
    } catch (error) {
      log('Track summaries: the background build failed; trying again later.', error);
    }
    options.onStep?.(built);
    if (built.length > 0) {
      if (burst.days === 0) burst = { days: 0, startedMs };
      burst.days += built.length;
      return schedule(MIN_REST_MS);
    }
    if (burst.days > 0)
      log(`Track summaries: built ${burst.days} closed days in ${Date.now() - burst.startedMs} ms.`);
    burst = { days: 0, startedMs: 0 };
    schedule(idleMs);
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    // A chain of timeouts, not an interval: a long catch-up delays the next look instead of piling up.
    timer = setTimeout(() => {
      running = step();
    }, ms);
    timer.unref();
  };

  schedule(options.startMs ?? idleMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};

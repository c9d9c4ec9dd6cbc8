import type { Db, Queryable } from '../../db/db';
import { localDay, nextDay } from '../../telemetry/local-day';
import { attributeToCells } from '../heatmap/heat-cells';
import { buildDayTrack, emptyDayTrack } from './day-track';
import { readDaySummaries, writeDaySummaries, type DaySummary } from './day-summary-store';
import { loadPositionSpan, type PositionRow } from './position-rows';
import { halfPixel, STORED_TRACK_ZOOM } from './simplify';

/** The local days first..last, inclusive. */
export const daysFrom = (first: string, last: string): string[] => {
  const days: string[] = [];
  for (let day = first; day <= last; day = nextDay(day)) days.push(day);
  return days;
};

/** Runs of consecutive days in a sorted list. */
const runsOf = (days: readonly string[]): string[][] => {
  const runs: string[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && nextDay(run.at(-1)!) === day) run.push(day);
    else runs.push([day]);
  }
  return runs;
};

/** Builds the summaries of consecutive days from the raw positions, tracks with `tolerance`. */
const buildRun = async (
  q: Queryable,
  vehicleId: number,
  days: readonly string[],
  tolerance: number,
): Promise<DaySummary[]> => {
  const span = await loadPositionSpan(q, vehicleId, localDay(days[0]!).startMs, localDay(days.at(-1)!).endMs);
  const heat = attributeToCells(span.previous, span.rows, span.next, new Set(days));
  const rowsByDay = new Map<string, PositionRow[]>(days.map((d) => [d, []]));
  let index = 0;
  for (const day of days) {
    const { endMs } = localDay(day);
    const rows = rowsByDay.get(day)!;
    while (index < span.rows.length && span.rows[index]!.ts < endMs) rows.push(span.rows[index++]!);
  }
  return days.map((day) => {
    const rows = rowsByDay.get(day)!;
    return {
      track: rows.length === 0 ? emptyDayTrack(day) : buildDayTrack(day, rows, tolerance),
      heat: heat.get(day) ?? new Map(),
    };
  });
};

/**
 * The summaries of the vehicle's days (sorted, consecutive or not), none after `today`. Closed days
 * come from `track_days`, missing ones are built and stored there; today's day is built from the raw
 * positions every time (it is still growing). The build holds a share lock on the vehicle, which the
 * ingestion's lock waits for and which waits for it: a build never stores a day from records read
 * before a batch that deleted it committed.
 */
export const daySummaries = async (
  db: Db,
  vehicleId: number,
  days: readonly string[],
  today: string,
  now: Date,
): Promise<Map<string, DaySummary>> => {
  const result = new Map<string, DaySummary>();
  if (days.length === 0) return result;
  const closed = days.filter((d) => d < today);
  const tolerance = halfPixel(STORED_TRACK_ZOOM);
  if (closed.length > 0) {
    const stored = await readDaySummaries(db, vehicleId, closed[0]!, closed.at(-1)!);
    const missing = closed.filter((d) => !stored.has(d));
    for (const [day, summary] of stored) if (closed.includes(day)) result.set(day, summary);
    if (missing.length > 0) {
      const built = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM vehicles WHERE id = $1 FOR SHARE', [vehicleId]);
        const summaries: DaySummary[] = [];
        for (const run of runsOf(missing)) summaries.push(...(await buildRun(tx, vehicleId, run, tolerance)));
        await writeDaySummaries(tx, vehicleId, summaries, now);
        return summaries;
      });
      for (const summary of built) result.set(summary.track.day, summary);
    }
  }
  if (days.includes(today)) {
    const [summary] = await buildRun(db, vehicleId, [today], tolerance);
    if (summary) result.set(today, summary);
  }
  return result;
};

/**
 * The day tracks of the days simplified straight from the raw positions with `tolerance`, nothing
 * stored: for zooms closer than the stored tracks serve.
 */
export const rawDayTracks = async (
  db: Db,
  vehicleId: number,
  days: readonly string[],
  tolerance: number,
): Promise<Map<string, DaySummary>> => {
  const result = new Map<string, DaySummary>();
  for (const run of runsOf(days))
    for (const summary of await buildRun(db, vehicleId, run, tolerance))
      result.set(summary.track.day, summary);
  return result;
};

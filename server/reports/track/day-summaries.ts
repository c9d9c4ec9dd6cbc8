import type { Db, Queryable } from '../../db/db';
import { localDay, nextDay } from '../../telemetry/local-day';
import { attributeToCells } from '../heatmap/heat-cells';
import { buildDayTrack, coarsen, emptyDayTrack, type DayTrack } from './day-track';
import { readDaySummaries, writeDaySummaries, type DaySummary, type StoredDay } from './day-summary-store';
import { loadPositionSpan, type PositionRow } from './position-rows';
import { halfPixel, secondPassTolerance, type StoredZoom } from './simplify';

/** The local days first..last, inclusive. */
export const daysFrom = (first: string, last: string): string[] => {
  const days: string[] = [];
  for (let day = first; day <= last; day = nextDay(day)) days.push(day);
  return days;
};

/**
 * Days read from `positions` at once: a week of records every 10 s is 60,480 records, read as one
 * text of a few MB; a year's heat map is built a week per transaction, so the ingestion of the vehicle
 * waits for one week's build at most.
 */
const RUN_DAYS = 7;

/** Runs of consecutive days in a sorted list, at most {@link RUN_DAYS} long. */
const runsOf = (days: readonly string[]): string[][] => {
  const runs: string[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.length < RUN_DAYS && nextDay(run.at(-1)!) === day) run.push(day);
    else runs.push([day]);
  }
  return runs;
};

/**
 * The tracks (simplified with `tolerance`) and heat cells of consecutive days from the raw positions:
 * one read of the days' records with the one before and the one after.
 */
const buildRun = async (
  q: Queryable,
  vehicleId: number,
  days: readonly string[],
  tolerance: number,
): Promise<{ day: string; track: DayTrack; heat: Map<number, number> }[]> => {
  const span = await loadPositionSpan(q, vehicleId, localDay(days[0]!).startMs, localDay(days.at(-1)!).endMs);
  const heat = attributeToCells(span.previous, span.rows, span.next, new Set(days));
  let index = 0;
  return days.map((day) => {
    const { endMs } = localDay(day);
    const from = index;
    while (index < span.rows.length && span.rows[index]!.ts < endMs) index++;
    const rows: PositionRow[] = span.rows.slice(from, index);
    return {
      day,
      track: rows.length === 0 ? emptyDayTrack(day) : buildDayTrack(day, rows, tolerance),
      heat: heat.get(day) ?? new Map(),
    };
  });
};

/** Builds the stored form of consecutive days: tracks for zoom 16, then 12 and 8 from them. */
const summariseRun = async (
  q: Queryable,
  vehicleId: number,
  days: readonly string[],
): Promise<DaySummary[]> =>
  (await buildRun(q, vehicleId, days, halfPixel(16))).map(({ day, track, heat }) => {
    const z12 = coarsen(track, secondPassTolerance(12, 16));
    return { day, heat, tracks: { 16: track, 12: z12, 8: coarsen(z12, secondPassTolerance(8, 12)) } };
  });

/**
 * Builds consecutive days (at most a week) of the vehicle from the raw positions and stores them, in
 * the caller's transaction: first a share lock on the vehicle, which the ingestion's lock waits for and
 * which waits for it, so a build never stores a day from records read before a batch that deleted the
 * day committed. Answers null when the vehicle is gone.
 */
export const buildDays = async (
  tx: Queryable,
  vehicleId: number,
  days: readonly string[],
  now: Date,
): Promise<DaySummary[] | null> => {
  const vehicle = await tx.query('SELECT id FROM vehicles WHERE id = $1 FOR SHARE', [vehicleId]);
  if (vehicle.length === 0) return null;
  const summaries = await summariseRun(tx, vehicleId, days);
  await writeDaySummaries(tx, vehicleId, summaries, now);
  return summaries;
};

/**
 * The stored days of the vehicle (sorted, none after today) with the track of `zoom` (null: heat
 * cells only). Days not stored yet are built from the raw positions and stored ({@link buildDays});
 * closed days are mostly built before by the background job (`day-summary-job.ts`). Today's day is
 * stored too: every batch the ingestion stores deletes it again, so it is built at most once per batch.
 * Days are built a run of at most a week per transaction.
 */
export const daySummaries = async (
  db: Db,
  vehicleId: number,
  days: readonly string[],
  zoom: StoredZoom | null,
  now: Date,
): Promise<Map<string, StoredDay>> => {
  if (days.length === 0) return new Map();
  const result = await readDaySummaries(db, vehicleId, days[0]!, days.at(-1)!, zoom);
  const wanted = new Set(days);
  for (const day of result.keys()) if (!wanted.has(day)) result.delete(day);
  const missing = days.filter((d) => !result.has(d));
  if (missing.length === 0) return result;
  for (const run of runsOf(missing)) {
    const built = await db.transaction((tx) => buildDays(tx, vehicleId, run, now));
    for (const s of built ?? [])
      result.set(s.day, { day: s.day, track: zoom === null ? null : s.tracks[zoom], heat: s.heat });
  }
  return result;
};

/**
 * The day tracks simplified straight from the raw positions with `tolerance`, nothing stored: for
 * zooms closer than the stored tracks serve.
 */
export const rawDayTracks = async (
  db: Db,
  vehicleId: number,
  days: readonly string[],
  tolerance: number,
): Promise<Map<string, StoredDay>> => {
  const result = new Map<string, StoredDay>();
  for (const run of runsOf(days))
    for (const built of await buildRun(db, vehicleId, run, tolerance)) result.set(built.day, built);
  return result;
};

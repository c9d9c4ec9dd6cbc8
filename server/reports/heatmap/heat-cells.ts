import { GAP_CAP_MS } from '../../telemetry/daily-attribution';
import { createDayFinder } from '../../telemetry/local-day';
import type { PositionRow } from '../track/position-rows';

/**
 * The heat map's grid in degrees: 0.005° of latitude (556 m) by 0.0075° of longitude (536 m at
 * 50° N, 479 m at 55° N, 570 m at 47° N): about half-kilometre squares over Germany and the Alps,
 * fine enough to tell a yard from the next station, coarse enough that a year stays a few thousand
 * cells.
 */
export const HEAT_CELL = { lat: 0.005, lng: 0.0075 } as const;

/** Seconds per cell; the key is {@link cellKey}. */
export type HeatCells = Map<number, number>;

const OFFSET = 50_000;

/** One number per cell (column and row both within ±50,000). */
export const cellKey = (lng: number, lat: number): number =>
  (Math.floor(lng / HEAT_CELL.lng) + OFFSET) * 2 * OFFSET + (Math.floor(lat / HEAT_CELL.lat) + OFFSET);

/** The centre of a cell, [lng, lat]. */
export const cellCentre = (key: number): [number, number] => {
  const column = Math.floor(key / (2 * OFFSET)) - OFFSET;
  const row = (key % (2 * OFFSET)) - OFFSET;
  return [(column + 0.5) * HEAT_CELL.lng, (row + 0.5) * HEAT_CELL.lat];
};

export const addCells = (into: HeatCells, from: ReadonlyMap<number, number>): void => {
  for (const [key, seconds] of from) into.set(key, (into.get(key) ?? 0) + seconds);
};

/**
 * Attributes time to cells exactly as the daily figures attribute it to statuses
 * (telemetry/daily-attribution.ts): the time from a record to the next (at most 10 minutes) counts
 * for the earlier record, split at local midnight; off time counts nothing. It counts in the cell of
 * the earlier record's position, or of the last position before it when it has none (time before
 * any known position counts in no cell). `previous` is the record before `rows`, `next` the one after;
 * the result holds the days of `days` only.
 */
export const attributeToCells = (
  previous: PositionRow | null,
  rows: readonly PositionRow[],
  next: PositionRow | null,
  days: ReadonlySet<string>,
): Map<string, HeatCells> => {
  const result = new Map<string, HeatCells>();
  for (const day of days) result.set(day, new Map());
  const dayOf = createDayFinder();
  const all = [...(previous ? [previous] : []), ...rows, ...(next ? [next] : [])];
  let key: number | null = null;
  for (let i = 0; i + 1 < all.length; i++) {
    const before = all[i]!;
    if (before.lat !== null && before.lng !== null) key = cellKey(before.lng, before.lat);
    if (before.status === 'off' || key === null) continue;
    let from = before.ts;
    const to = Math.min(all[i + 1]!.ts, before.ts + GAP_CAP_MS);
    while (from < to) {
      const day = dayOf(from);
      const until = Math.min(to, day.endMs);
      const cells = result.get(day.day);
      if (cells) cells.set(key, (cells.get(key) ?? 0) + (until - from) / 1000);
      from = until;
    }
  }
  return result;
};

import { Temporal } from 'temporal-polyfill';
import { REPLAY_LIMITS, type ReportPeriod, type VehicleId } from '../../api/contract';
import { ORGANISATION_TIME_ZONE } from '../../api/contract/time-zone';
import { REPLAY_TIMING, type LoadedChunk, type ReplayRange } from './replay.types';

/**
 * The replay's windows: the period as instants, the 6-hour chunk windows (aligned at the period's
 * start, so a moment always falls into the same window), the chunks kept, and the step sizes.
 */

const dayStart = (day: string, timeZone: string): number =>
  Temporal.PlainDate.from(day).toZonedDateTime({ timeZone }).epochMilliseconds;

/** A period's days in the organisation's zone as [first day's midnight, the day after the last's). */
export const rangeOfPeriod = (period: ReportPeriod, timeZone = ORGANISATION_TIME_ZONE): ReplayRange => ({
  from: dayStart(period.startDate, timeZone),
  to: dayStart(Temporal.PlainDate.from(period.endDate).add({ days: 1 }).toString(), timeZone),
});

/** `at` held inside the range (the last moment is `to` itself: the end of the replay). */
export const clampToRange = (range: ReplayRange, at: number): number =>
  Math.min(range.to, Math.max(range.from, Math.round(at)));

/** The chunk window holding `at` (the last window for `to`). */
export const windowAt = (range: ReplayRange, at: number): ReplayRange => {
  const size = REPLAY_LIMITS.maxWindowMs;
  const last = Math.max(0, Math.ceil((range.to - range.from) / size) - 1);
  const index = Math.min(last, Math.max(0, Math.floor((at - range.from) / size)));
  const from = range.from + index * size;
  return { from, to: Math.min(range.to, from + size) };
};

/** The window after the one holding `at`; null at the period's end. */
export const nextWindow = (range: ReplayRange, at: number): ReplayRange | null => {
  const current = windowAt(range, at);
  return current.to >= range.to ? null : windowAt(range, current.to);
};

const holds = (chunk: ReplayRange, window: ReplayRange) =>
  chunk.from === window.from && chunk.to === window.to;

/** The chosen vehicles whose positions in the window are not kept (all of them when the window is not). */
export const missingAt = (
  chunks: readonly LoadedChunk[],
  window: ReplayRange,
  vehicleIds: readonly VehicleId[],
): readonly VehicleId[] => {
  const kept = chunks.find((chunk) => holds(chunk, window));
  if (!kept) return vehicleIds;
  const have = new Set(kept.chunk.vehicles.map((v) => v.vehicleId));
  return vehicleIds.filter((id) => !have.has(id));
};

/** True when the window is kept for every chosen vehicle. */
export const hasWindow = (
  chunks: readonly LoadedChunk[],
  window: ReplayRange,
  vehicleIds: readonly VehicleId[],
): boolean => missingAt(chunks, window, vehicleIds).length === 0;

/**
 * Adds a chunk (merged into the one of the same window: the added vehicles' tracks join or replace
 * theirs) and keeps the {@link REPLAY_TIMING.keptChunks} nearest the cursor.
 */
export const keepChunk = (
  chunks: readonly LoadedChunk[],
  added: LoadedChunk,
  cursor: number,
): readonly LoadedChunk[] => {
  const distance = (c: ReplayRange) =>
    cursor < c.from ? c.from - cursor : cursor >= c.to ? cursor - c.to : 0;
  const same = chunks.find((c) => holds(c, added));
  const ids = new Set(added.chunk.vehicles.map((v) => v.vehicleId));
  const merged: LoadedChunk = same
    ? {
        ...added,
        chunk: {
          ...added.chunk,
          vehicles: [...same.chunk.vehicles.filter((v) => !ids.has(v.vehicleId)), ...added.chunk.vehicles],
        },
      }
    : added;
  return [...chunks.filter((c) => !holds(c, added)), merged]
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, REPLAY_TIMING.keptChunks)
    .sort((a, b) => a.from - b.from);
};

/**
 * The kept chunks narrowed to the chosen vehicles (a new choice reuses what is kept: only the vehicles
 * added are fetched); chunks left with no vehicle are dropped.
 */
export const narrowChunks = (
  chunks: readonly LoadedChunk[],
  vehicleIds: readonly VehicleId[],
): readonly LoadedChunk[] => {
  const chosen = new Set(vehicleIds);
  return chunks
    .map((c) => ({
      ...c,
      chunk: { ...c.chunk, vehicles: c.chunk.vehicles.filter((v) => chosen.has(v.vehicleId)) },
    }))
    .filter((c) => c.chunk.vehicles.length > 0);
};

/** One step of the step buttons: a second of playback at the speed, at least one 10 s data interval. */
export const stepMs = (speed: number): number => Math.max(REPLAY_TIMING.minStepMs, speed * 1000);

/** The vehicles a replay reads: the selection's first {@link REPLAY_LIMITS.maxVehicles}. */
export const replayVehicleIdsOf = (ids: readonly VehicleId[]): readonly VehicleId[] =>
  ids.length > REPLAY_LIMITS.maxVehicles ? ids.slice(0, REPLAY_LIMITS.maxVehicles) : ids;

import { REPLAY_LIMITS, type ReplayTrack, type VehicleId } from '../../api/contract';
import type { LoadedChunk } from './replay.types';

/** A vehicle where the replay shows it at the cursor. */
export interface ReplayPosition {
  readonly vehicleId: VehicleId;
  /** [lng, lat]: interpolated between the points around the cursor, held at the last one across a silence. */
  readonly coordinates: readonly [number, number];
  /** Degrees clockwise from north, of the stretch the vehicle is on (0 when standing). */
  readonly bearing: number;
  readonly speed: number;
  readonly statusCode: number;
  /** The position at or before the cursor arrived late (a device unloading what it kept offline). */
  readonly late: boolean;
  /** Its last position is more than 10 minutes before the cursor. */
  readonly stale: boolean;
  /** The time of the last position at or before the cursor. */
  readonly time: number;
}

/** The index of the last point at or before `at` (-1: none), by binary search on the increasing times. */
export const lastIndexAtOrBefore = (times: readonly number[], at: number): number => {
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) <= at) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
};

const toRad = Math.PI / 180;

/** The initial bearing from a to b, in degrees clockwise from north. */
export const bearingOf = (a: readonly [number, number], b: readonly [number, number]): number => {
  const [lng1, lat1] = [a[0] * toRad, a[1] * toRad];
  const [lng2, lat2] = [b[0] * toRad, b[1] * toRad];
  const y = Math.sin(lng2 - lng1) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(lng2 - lng1);
  if (x === 0 && y === 0) return 0;
  return (Math.atan2(y, x) / toRad + 360) % 360;
};

/**
 * One track's position at `at`, or null when the track has no point at or before it. Between two
 * points less than 10 minutes apart the vehicle moves linearly; across a longer silence it stays at
 * the last point (stale once that is more than 10 minutes old).
 */
export const trackPositionAt = (track: ReplayTrack, at: number): ReplayPosition | null => {
  const i = lastIndexAtOrBefore(track.times, at);
  if (i < 0) return null;
  const t0 = track.times[i] as number;
  const p0 = track.coordinates[i] as readonly [number, number];
  const t1 = track.times[i + 1];
  const p1 = track.coordinates[i + 1];
  const moving = t1 !== undefined && p1 !== undefined && t1 - t0 <= REPLAY_LIMITS.gapMs && at > t0;
  const f = moving ? (at - t0) / (t1 - t0) : 0;
  const coordinates: readonly [number, number] = moving
    ? [p0[0] + (p1[0] - p0[0]) * f, p0[1] + (p1[1] - p0[1]) * f]
    : p0;
  return {
    vehicleId: track.vehicleId,
    coordinates,
    bearing: moving ? bearingOf(p0, p1) : 0,
    speed: track.speeds[i] ?? 0,
    statusCode: track.statusCodes[i] ?? 0,
    late: track.late[i] === 1,
    stale: at - t0 > REPLAY_LIMITS.staleAfterMs,
    time: t0,
  };
};

/**
 * Every vehicle's position at `at` from the chunks kept: the chunk holding `at` first, then earlier
 * chunks for a vehicle without a point in it yet (its last position before the window). Vehicles with
 * no point at or before `at` in any kept chunk are left out.
 */
export const positionsAt = (chunks: readonly LoadedChunk[], at: number): readonly ReplayPosition[] => {
  const candidates = chunks.filter((c) => c.from <= at).sort((a, b) => b.from - a.from);
  const found = new Map<VehicleId, ReplayPosition>();
  for (const { chunk } of candidates)
    for (const track of chunk.vehicles) {
      if (found.has(track.vehicleId)) continue;
      const position = trackPositionAt(track, at);
      if (position) found.set(track.vehicleId, position);
    }
  return [...found.values()];
};

import type { FleetAt, VehicleId } from '../../../api/contract';
import type { ReplayPosition } from '../../../machines/replay/replay-interpolate';
import type { LoadedChunk } from '../../../machines/replay/replay.types';

/** One stretch of a replayed trail: on time or arrived late (drawn in another colour). */
export interface ReplayTrail {
  readonly vehicleId: VehicleId;
  readonly path: readonly (readonly [number, number])[];
  readonly late: boolean;
}

/** A point that arrived late, drawn hollow on the trail. */
export interface ReplayLatePoint {
  readonly vehicleId: VehicleId;
  readonly position: readonly [number, number];
}

/**
 * The trails of the chunks kept, split where the late flag changes (the point where it changes
 * belongs to both stretches, so the trail has no hole), and the late points. Built once per set of
 * chunks, not per frame.
 */
export const replayTrailsOf = (
  chunks: readonly LoadedChunk[],
): { readonly trails: readonly ReplayTrail[]; readonly latePoints: readonly ReplayLatePoint[] } => {
  const trails: ReplayTrail[] = [];
  const latePoints: ReplayLatePoint[] = [];
  for (const { chunk } of chunks)
    for (const track of chunk.vehicles) {
      let start = 0;
      const n = track.coordinates.length;
      for (let i = 1; i <= n; i++) {
        const flag = track.late[start];
        if (i === n || track.late[i] !== flag) {
          const path = track.coordinates.slice(start, Math.min(n, i + 1));
          if (path.length >= 2) trails.push({ vehicleId: track.vehicleId, path, late: flag === 1 });
          start = i;
        }
      }
      for (let i = 0; i < n; i++)
        if (track.late[i] === 1)
          latePoints.push({ vehicleId: track.vehicleId, position: track.coordinates[i] as [number, number] });
    }
  return { trails, latePoints };
};

/** "Fleet at"'s answer as replay positions (vehicles never seen are left out). */
export const fleetAtPositions = (fleetAt: FleetAt): readonly ReplayPosition[] =>
  fleetAt.vehicles.flatMap(({ vehicleId, position }) =>
    position
      ? [
          {
            vehicleId,
            coordinates: position.coordinates,
            bearing: position.bearing,
            speed: position.speed,
            statusCode: position.statusCode,
            late: position.late,
            stale: position.stale,
            time: position.time,
          },
        ]
      : [],
  );

type Rgba = [number, number, number, number];

/** Colours per machine-status code (1 off, 2 standby, 3 idle, 4 driving), as the live markers. */
const STATUS_COLOURS: Readonly<Record<number, [number, number, number]>> = {
  1: [120, 120, 120],
  2: [232, 163, 23],
  3: [41, 121, 255],
  4: [46, 160, 67],
};
/** Late data: orange-red, on the trail and as the ring of a vehicle whose position arrived late. */
export const LATE_COLOUR: Rgba = [230, 81, 0, 255];
export const ON_TIME_TRAIL: Rgba = [30, 90, 200, 200];
const STALE_ALPHA = 90;

/** A replayed vehicle's fill: its status colour, faded when stale. */
export const headFill = (p: ReplayPosition): Rgba => [
  ...(STATUS_COLOURS[p.statusCode] ?? STATUS_COLOURS[1] ?? [120, 120, 120]),
  p.stale ? STALE_ALPHA : 255,
];

/** Its outline: late-orange when its position arrived late, else white (faded when stale). */
export const headLine = (p: ReplayPosition): Rgba =>
  p.late ? LATE_COLOUR : [255, 255, 255, p.stale ? STALE_ALPHA : 255];

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

/** Trail points per vehicle and chunk drawn at most (a chunk has up to 400, simplified). */
export const TRAIL_POINTS = 100;

/**
 * The trails of the chunks given, split where the late flag changes (the point where it changes
 * belongs to both stretches, so the trail has no hole), and the late points. Built once per set of
 * chunks, not per frame.
 */
export const replayTrailsOf = (
  chunks: readonly LoadedChunk[],
  maxPointsPerTrack = TRAIL_POINTS,
): { readonly trails: readonly ReplayTrail[]; readonly latePoints: readonly ReplayLatePoint[] } => {
  const trails: ReplayTrail[] = [];
  const latePoints: ReplayLatePoint[] = [];
  for (const { chunk } of chunks)
    for (const track of chunk.vehicles) {
      // Every stride-th point, the last one and every change of the late flag: the trail's shape
      // at a quarter of the vertices (software GL draws 100 vehicles' trails every frame).
      const n = track.coordinates.length;
      const stride = Math.max(1, Math.ceil(n / maxPointsPerTrack));
      const kept = [];
      for (let i = 0; i < n; i++)
        if (i % stride === 0 || i === n - 1 || track.late[i] !== track.late[i - 1]) kept.push(i);
      let start = 0;
      for (let k = 1; k <= kept.length; k++) {
        const flag = track.late[kept[start] as number];
        if (k === kept.length || track.late[kept[k] as number] !== flag) {
          const path = kept
            .slice(start, Math.min(kept.length, k + 1))
            .map((i) => track.coordinates[i] as [number, number]);
          if (path.length >= 2) trails.push({ vehicleId: track.vehicleId, path, late: flag === 1 });
          start = k;
        }
      }
      for (const i of kept)
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

import type { FleetAt } from '../../../api/contract';
import type { ReplayPosition } from '../../../machines/replay/replay-interpolate';

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

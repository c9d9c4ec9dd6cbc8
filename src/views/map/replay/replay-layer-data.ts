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

/** The status a machine-status code stands for (1 off, 2 standby, 3 idle, 4 driving); else off. */
export type ReplayStatus = 'off' | 'standby' | 'idle' | 'driving';
const STATUS_OF_CODE: Readonly<Record<number, ReplayStatus>> = {
  1: 'off',
  2: 'standby',
  3: 'idle',
  4: 'driving',
};
export const replayStatusOf = (statusCode: number): ReplayStatus => STATUS_OF_CODE[statusCode] ?? 'off';

/**
 * Colours per status, the live markers' (`STATUS_COLORS`: green drives, amber stands with the engine
 * on, blue is equipped, grey off), so the replay's legend (replay-legend.css) reads as the live map.
 */
const STATUS_COLOURS: Readonly<Record<ReplayStatus, [number, number, number]>> = {
  off: [122, 130, 140],
  standby: [47, 116, 192],
  idle: [232, 147, 12],
  driving: [46, 157, 79],
};
/** Late data: orange-red, on the trail and as the ring of a vehicle whose position arrived late. */
export const LATE_COLOUR: Rgba = [230, 81, 0, 255];
export const ON_TIME_TRAIL: Rgba = [30, 90, 200, 200];
const STALE_ALPHA = 90;

/** A replayed vehicle's fill: its status colour, faded when stale. */
export const headFill = (p: ReplayPosition): Rgba => [
  ...STATUS_COLOURS[replayStatusOf(p.statusCode)],
  p.stale ? STALE_ALPHA : 255,
];

/** Its outline: late-orange when its position arrived late, else white (faded when stale). */
export const headLine = (p: ReplayPosition): Rgba =>
  p.late ? LATE_COLOUR : [255, 255, 255, p.stale ? STALE_ALPHA : 255];

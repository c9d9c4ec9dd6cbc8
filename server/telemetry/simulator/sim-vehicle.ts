import type { Route } from './route';

/** What the simulator needs to know of a vehicle; everything else follows from its seed. */
export interface SimVehicle {
  /** shunter: works one yard; line: runs between the corridor's stations; crane: works one site. */
  readonly role: 'shunter' | 'line' | 'crane';
  readonly electric: boolean;
  readonly route: Route;
  /** Index of the home station on the route. */
  readonly home: number;
  /** False: the device has no GPS fix, ever (lat/lng null, 0 satellites). */
  readonly reportsPosition: boolean;
  /** Odometer at the start of the simulated era (1 January 2024), km. */
  readonly odometerKm: number;
}

export type SimStatus = 'off' | 'standby' | 'idle' | 'driving';

/** A stretch of time with one status; runs move from `fromKm` to `toKm` along the route. */
export interface Phase {
  /** UTC ms, inclusive. */
  readonly start: number;
  /** UTC ms, exclusive. */
  readonly end: number;
  readonly status: SimStatus;
  readonly fromKm: number;
  readonly toKm: number;
  /** Acceleration and braking time of a run (a driving phase from one place to another), ms. */
  readonly rampMs: number;
  /**
   * Shunting (a driving phase that ends where it began): how far it moves out from `fromKm`, signed
   * along the route, and how many times it goes out and back. 0 for every other phase.
   */
  readonly shuntKm: number;
  readonly shuntCycles: number;
  /** Odometer at the start of the phase, km. */
  readonly odometerKm: number;
  /** Heading along the route (towards its end) during and after the last movement. */
  readonly forward: boolean;
}

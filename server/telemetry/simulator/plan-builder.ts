import { toUtcMs } from './berlin-time';
import type { Phase, SimStatus } from './sim-vehicle';

export const MINUTE_MS = 60_000;

/**
 * Appends phases one after another in local wall-clock time. Durations are whole seconds, so every
 * phase boundary is a whole-second timestamp (records at boundaries then never differ by rounding).
 */
export interface PlanBuilder {
  readonly phases: Phase[];
  /** Local ms of the end of the last phase. */
  t: number;
  km: number;
  odometerKm: number;
  forward: boolean;
}

export const newBuilder = (
  localStart: number,
  km: number,
  odometerKm: number,
  forward: boolean,
): PlanBuilder => ({
  phases: [],
  t: localStart,
  km,
  odometerKm,
  forward,
});

const wholeSeconds = (ms: number) => Math.max(1000, Math.round(ms / 1000) * 1000);

type Motion = Pick<Phase, 'toKm' | 'rampMs' | 'shuntKm' | 'shuntCycles'>;

const push = (b: PlanBuilder, status: SimStatus, durationMs: number, motion: Motion) => {
  const end = b.t + wholeSeconds(durationMs);
  b.phases.push({
    start: toUtcMs(b.t),
    end: toUtcMs(end),
    status,
    fromKm: b.km,
    ...motion,
    odometerKm: b.odometerKm,
    forward: motion.toKm === b.km ? b.forward : motion.toKm > b.km,
  });
  b.t = end;
};

const still = (km: number): Motion => ({ toKm: km, rampMs: 0, shuntKm: 0, shuntCycles: 0 });

/** Stands still with the given status. */
export const stay = (b: PlanBuilder, status: Exclude<SimStatus, 'driving'>, durationMs: number): void =>
  push(b, status, durationMs, still(b.km));

/** Stands still until the local time `untilLocal` (at least a second). */
export const stayUntil = (b: PlanBuilder, status: Exclude<SimStatus, 'driving'>, untilLocal: number): void =>
  stay(b, status, Math.max(1000, untilLocal - b.t));

/** Runs to `toKm` at `cruiseKmh`, accelerating and braking over `rampMs` each. */
export const drive = (b: PlanBuilder, toKm: number, cruiseKmh: number, rampMs: number): void => {
  const km = Math.abs(toKm - b.km);
  if (km === 0) return;
  push(b, 'driving', (km / cruiseKmh) * 3_600_000 + rampMs, { ...still(toKm), rampMs });
  b.forward = toKm > b.km;
  b.km = toKm;
  b.odometerKm += km;
};

/**
 * Shunts: moves `outKm` (signed) away and back `cycles` times in one driving phase, at an average of
 * `averageKmh` (the peak is π/2 times that), and ends where it began.
 */
export const shuntMoves = (b: PlanBuilder, outKm: number, cycles: number, averageKmh: number): void => {
  const km = 2 * cycles * Math.abs(outKm);
  if (km === 0) return;
  push(b, 'driving', (km / averageKmh) * 3_600_000, { ...still(b.km), shuntKm: outKm, shuntCycles: cycles });
  b.forward = outKm < 0;
  b.odometerKm += km;
};

import type { Phase, SimVehicle } from './sim-vehicle';
import { headingAt, pointAt, type LatLng } from './route';

/** Where a vehicle is and what it does at one instant inside a phase. */
export interface VehicleState {
  readonly status: Phase['status'];
  readonly km: number;
  readonly point: LatLng;
  /** km/h, before sensor noise. */
  readonly speedKmh: number;
  readonly bearing: number;
  readonly odometerKm: number;
}

/** Position offset (signed, km), speed (km/ms), distance covered (km) and heading of a movement. */
interface Movement {
  readonly offsetKm: number;
  readonly kmPerMs: number;
  readonly coveredKm: number;
  readonly forward: boolean;
}

/**
 * A run: constant acceleration over the ramp, cruise, constant braking over the ramp. The cruise
 * speed follows from the phase's length and duration, so the run ends exactly at its target.
 */
const run = (phase: Phase, elapsed: number): Movement => {
  const total = Math.abs(phase.toKm - phase.fromKm);
  const duration = phase.end - phase.start;
  const ramp = Math.min(phase.rampMs, duration / 2);
  const v = total / (duration - ramp);
  const [km, speed] =
    elapsed < ramp
      ? [(v * elapsed * elapsed) / (2 * ramp), (v * elapsed) / ramp]
      : elapsed <= duration - ramp
        ? [v * (elapsed - ramp / 2), v]
        : [total - (v * (duration - elapsed) ** 2) / (2 * ramp), (v * (duration - elapsed)) / ramp];
  return { offsetKm: phase.forward ? km : -km, kmPerMs: speed, coveredKm: km, forward: phase.forward };
};

/**
 * Shunting: out and back `shuntCycles` times as a cosine, so the speed falls to 0 at each reversal.
 * The distance covered is closed-form: `shuntKm` per half cycle plus the part of the current one.
 */
const shunting = (phase: Phase, elapsed: number): Movement => {
  const out = Math.abs(phase.shuntKm);
  const angle = (2 * Math.PI * phase.shuntCycles * elapsed) / (phase.end - phase.start);
  const halves = Math.floor(angle / Math.PI);
  const offset = (out * (1 - Math.cos(angle))) / 2;
  const rate = (out / 2) * Math.sin(angle) * ((2 * Math.PI * phase.shuntCycles) / (phase.end - phase.start));
  const outwards = phase.shuntKm > 0;
  return {
    offsetKm: outwards ? offset : -offset,
    kmPerMs: Math.abs(rate),
    coveredKm: halves * out + (out * (1 - Math.cos(angle - halves * Math.PI))) / 2,
    forward: rate >= 0 ? outwards : !outwards,
  };
};

export const stateAt = (vehicle: SimVehicle, phase: Phase, t: number): VehicleState => {
  if (phase.status !== 'driving') {
    return {
      status: phase.status,
      km: phase.fromKm,
      point: pointAt(vehicle.route, phase.fromKm),
      speedKmh: 0,
      bearing: headingAt(vehicle.route, phase.fromKm, phase.forward),
      odometerKm: phase.odometerKm,
    };
  }
  const elapsed = Math.min(Math.max(t - phase.start, 0), phase.end - phase.start);
  const move = phase.shuntCycles > 0 ? shunting(phase, elapsed) : run(phase, elapsed);
  const at = phase.fromKm + move.offsetKm;
  return {
    status: 'driving',
    km: at,
    point: pointAt(vehicle.route, at),
    speedKmh: move.kmPerMs * 3_600_000,
    bearing: headingAt(vehicle.route, at, move.forward),
    odometerKm: phase.odometerKm + move.coveredKm,
  };
};

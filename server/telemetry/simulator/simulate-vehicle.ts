import { localDay } from './berlin-time';
import { dayPlan } from './day-plan';
import { drivingSignals, engineStartSignals, type RuleSignals } from './rule-signals';
import { signalsAt, temperatureAt, voltageAt } from './signals';
import type { Phase, SimStatus, SimVehicle } from './sim-vehicle';
import { between } from './random';
import type { LatLng } from './route';
import { stateAt } from './vehicle-state';

/** One record as a device sends it to the ingestion operation (src/api/contract/telemetry.contract.ts). */
export interface SimRecord extends RuleSignals {
  readonly timestamp: string;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly speed: number;
  readonly bearing: number;
  readonly status: SimStatus;
  readonly gpsSatellites: number;
  readonly gsmSignal: number;
  readonly mileageKm: number;
  readonly externalPowerVoltage: number;
  readonly temperature: number;
}

/** Ingestion counts at most 10 minutes between two records; a coarser spacing would lose hours. */
export const MAX_STEP_MS = 10 * 60_000;
/** Switched-off devices send an hourly heartbeat (off time counts for nothing). */
const OFF_EVERY_MS = 60 * 60_000;

/**
 * Like real devices, standing vehicles report less often than driving ones: every minute live, every
 * 10 minutes in a coarse history (where driving is every 5). Never beyond the 10 minutes ingestion
 * counts, and each status change is a record of its own, so the hours stay exact.
 */
const standingEveryMs = (stepMs: number) => Math.max(60_000, Math.min(2 * stepMs, MAX_STEP_MS));

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** The fastest a vehicle runs: shunting 25 km/h, diesel line 100, electric 120. */
export const topSpeedKmh = (vehicle: SimVehicle): number =>
  vehicle.role !== 'line' ? 25 : vehicle.electric ? 120 : 100;

const everyMs = (status: SimStatus, stepMs: number) =>
  status === 'driving' ? stepMs : status === 'off' ? OFF_EVERY_MS : standingEveryMs(stepMs);

/**
 * The rule signals of a record: acceleration peaks while moving, coolant and the start flag at an
 * engine start (the first record of an idle or driving phase after off or standby).
 */
const ruleSignals = (
  vehicle: SimVehicle,
  seed: number,
  phase: Phase,
  t: number,
  speedKmh: number,
  point: LatLng,
  engineStarts: boolean,
  stepMs: number,
): RuleSignals => {
  if (engineStarts && t === phase.start) return engineStartSignals(seed, point, t);
  if (phase.status !== 'driving' || speedKmh <= 0) return {};
  return drivingSignals(vehicle, seed, speedKmh, t, everyMs(phase.status, stepMs));
};

const recordAt = (
  vehicle: SimVehicle,
  seed: number,
  phase: Phase,
  t: number,
  engineStarts: boolean,
  stepMs: number,
): SimRecord => {
  const state = stateAt(vehicle, phase, t);
  const moving = state.status === 'driving' && state.speedKmh > 3;
  const noise = moving ? between(-1.5, 1.5, seed, Math.floor(t / 10_000), 330) : 0;
  const speed = Math.min(Math.max(0, state.speedKmh + noise), topSpeedKmh(vehicle));
  const position = vehicle.reportsPosition;
  return {
    timestamp: new Date(t).toISOString(),
    lat: position ? round(state.point.lat, 6) : null,
    lng: position ? round(state.point.lng, 6) : null,
    speed: round(speed, 1),
    bearing: position ? round(state.bearing, 1) : 0,
    status: state.status,
    ...signalsAt(vehicle, seed, state.point, t),
    mileageKm: round(state.odometerKm, 3),
    externalPowerVoltage: voltageAt(vehicle, seed, state.status, t),
    temperature: temperatureAt(seed, state.status, state.point, t),
    ...ruleSignals(vehicle, seed, phase, t, speed, state.point, engineStarts, stepMs),
  };
};

/** Record times of one phase inside (fromMs, toMs]: its start (a status change) and a grid. */
const phaseTimes = (phase: Phase, fromMs: number, toMs: number, stepMs: number): number[] => {
  const times: number[] = [];
  if (phase.start > fromMs && phase.start <= toMs) times.push(phase.start);
  const every = everyMs(phase.status, stepMs);
  const first = Math.ceil(Math.max(fromMs + 1, phase.start + 1) / every) * every;
  for (let t = first; t < phase.end && t <= toMs; t += every) times.push(t);
  return times;
};

/**
 * The records a vehicle's device sends in the interval (fromMs, toMs]: one at every status change and
 * one per `stepMs` while driving (less often standing, hourly when off), on a grid of absolute
 * times. Pure and deterministic: the same interval gives the same records, and splitting an interval
 * gives the same records as generating it whole, so live ticks and a backfill fit together and a
 * repeated interval is a set of duplicates the ingestion stores once.
 */
export const simulateVehicle = (
  vehicle: SimVehicle,
  fromMs: number,
  toMs: number,
  stepMs: number,
  seed: number,
): SimRecord[] => {
  if (!(stepMs >= 1000 && stepMs <= MAX_STEP_MS))
    throw new Error(`stepMs must be 1 s to 10 min, got ${stepMs}`);
  const records: SimRecord[] = [];
  for (let day = localDay(fromMs + 1); day <= localDay(toMs); day++) {
    // Every vehicle is off at night, so a day's first engine phase is a start.
    let engineWasOff = true;
    for (const phase of dayPlan(vehicle, seed, day).phases) {
      const engineRuns = phase.status === 'idle' || phase.status === 'driving';
      const engineStarts = engineRuns && engineWasOff;
      engineWasOff = !engineRuns;
      if (phase.end <= fromMs + 1 || phase.start > toMs) continue;
      for (const t of phaseTimes(phase, fromMs, toMs, stepMs))
        records.push(recordAt(vehicle, seed, phase, t, engineStarts, stepMs));
    }
  }
  return records;
};

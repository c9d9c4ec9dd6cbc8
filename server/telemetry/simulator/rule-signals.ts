import { ambientTemperatureC } from '../weather/ambient-temperature';
import { between, unit } from './random';
import type { LatLng } from './route';
import type { SimStatus, SimVehicle } from './sim-vehicle';

/** The optional signals a device sends for the alert rules (src/api/contract/telemetry.contract.ts). */
export interface RuleSignals {
  readonly accelLongPeakG?: number;
  readonly accelLatPeakG?: number;
  readonly accelVertPeakG?: number;
  readonly flatSpotIndex?: number;
  readonly engineStart?: boolean;
  readonly coolantTemperature?: number;
}

const SLOT_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/**
 * Chances per 10 minutes of driving (per day for a flat spot), chosen so that the 55 demo vehicles
 * show every kind of alert a few times a month: a collision or derailment is rare, a hard coupling
 * in the yard or a harsh spell on the line less so.
 */
const CHANCE = {
  crash: 0.00004,
  derailment: 0.00004,
  shuntingImpact: 0.01,
  harshSpell: 0.002,
  flatSpotDay: 0.01,
};

const g = (value: number) => Math.round(value * 100) / 100;

/**
 * Acceleration peaks of a driving record: ordinary running, and now and then (one record of a
 * 10-minute slot, the first on the device's grid) a crash, a derailment or a shunting impact; for a
 * harsh spell every record of its half hour brakes or accelerates hard; a wheel with a flat spot
 * knocks all day until it is reprofiled.
 */
export const drivingSignals = (
  vehicle: SimVehicle,
  seed: number,
  speedKmh: number,
  t: number,
  everyMs: number,
): RuleSignals => {
  const slot = Math.floor(t / SLOT_MS);
  const firstOfSlot = t - slot * SLOT_MS < everyMs;
  let x = between(0.02, 0.09, seed, slot, t, 400);
  const y = between(0.01, 0.06, seed, slot, t, 401);
  let z = between(0.02, 0.2, seed, slot, t, 402);
  const harsh = unit(seed, Math.floor(t / (3 * SLOT_MS)), 403) < CHANCE.harshSpell;
  if (harsh) x = between(0.16, 0.3, seed, t, 404);
  if (firstOfSlot) {
    const roll = unit(seed, slot, 405);
    const shunting = vehicle.role !== 'line' || speedKmh <= 25;
    if (roll < CHANCE.crash) x = between(1.6, 2.6, seed, slot, 406);
    else if (roll < CHANCE.crash + CHANCE.derailment) z = between(1.1, 1.8, seed, slot, 407);
    else if (shunting && speedKmh <= 25 && roll < CHANCE.crash + CHANCE.derailment + CHANCE.shuntingImpact)
      x = between(0.55, 1.2, seed, slot, 408);
  }
  const flatDay = unit(seed, Math.floor(t / DAY_MS), 409) < CHANCE.flatSpotDay;
  const flatSpotIndex =
    flatDay && speedKmh >= 10 ? between(0.32, 0.6, seed, t, 410) : between(0, 0.08, seed, t, 411);
  return { accelLongPeakG: g(x), accelLatPeakG: g(y), accelVertPeakG: g(z), flatSpotIndex: g(flatSpotIndex) };
};

/**
 * The engine start record: coolant warm from the preheater, but one start in twenty is made cold
 * (preheater off or failed): the coolant is at the air temperature.
 */
export const engineStartSignals = (seed: number, point: LatLng, t: number): RuleSignals => {
  const air = ambientTemperatureC(point.lat, point.lng, t);
  const preheated = unit(seed, Math.floor(t / 60_000), 412) >= 0.05;
  const coolant = preheated ? between(38, 60, seed, t, 413) : air + between(0, 3, seed, t, 414);
  return { engineStart: true, coolantTemperature: Math.round(coolant * 10) / 10 };
};

/** A weak battery on one day in fifty: standing with the engine off, it sags to 19–21.5 V. */
export const batterySags = (seed: number, status: SimStatus, t: number): boolean =>
  (status === 'standby' || status === 'off') && unit(seed, Math.floor(t / DAY_MS), 415) < 0.02;

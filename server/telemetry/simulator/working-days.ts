import { DAY_MS } from './berlin-time';
import { intBetween, unit } from './random';
import type { SimVehicle } from './sim-vehicle';

/** Local day number of 1 January 2024: odometers and leg counts start there. */
export const EPOCH_DAY = Date.UTC(2024, 0, 1) / DAY_MS;

/** Days k in [a, b) with k ≡ r (mod 7). */
const countResidue = (a: number, b: number, r: number): number =>
  Math.floor((b - 1 - r) / 7) - Math.floor((a - 1 - r) / 7);

/** Weekdays (0 Sunday … 6 Saturday) on which the vehicle rests. */
export const restDays = (vehicle: SimVehicle, seed: number): readonly number[] =>
  vehicle.role === 'crane' || unit(seed, 1) < 0.4 ? [0, 6] : [0];

/** Working days from the epoch up to (not including) `day`; negative before the epoch. */
export const workingDaysBefore = (vehicle: SimVehicle, seed: number, day: number): number => {
  let rest = 0;
  for (const wd of restDays(vehicle, seed)) rest += countResidue(EPOCH_DAY, day, (wd + 3) % 7);
  return day - EPOCH_DAY - rest;
};

/** Shunting kilometres per working day: constant per vehicle, so the odometer has a closed form. */
export const shuntKmPerDay = (vehicle: SimVehicle, seed: number): number =>
  vehicle.role === 'shunter'
    ? Math.round(140 + 160 * unit(seed, 3)) / 10
    : vehicle.role === 'line'
      ? Math.round(20 + 40 * unit(seed, 3)) / 10
      : 0;

export const legsPerDay = (vehicle: SimVehicle, seed: number): number =>
  vehicle.role === 'line' ? (unit(seed, 2) < 0.5 ? 2 : 3) : 0;

/**
 * Line locomotives shuttle along their corridor: leg m runs from station tri(m) to tri(m + 1), a
 * triangle wave over the stations. The phase puts leg 0 at the home station, in a seeded direction.
 */
const legPhase = (vehicle: SimVehicle, seed: number): number => {
  const period = 2 * (vehicle.route.points.length - 1);
  return unit(seed, 4) < 0.5 ? vehicle.home : (period - vehicle.home) % period;
};

export const stationOfLeg = (vehicle: SimVehicle, seed: number, leg: number): number => {
  const period = 2 * (vehicle.route.points.length - 1);
  const m = (((leg + legPhase(vehicle, seed)) % period) + period) % period;
  return m <= period / 2 ? m : period - m;
};

/** Kilometres run by legs [0, leg), in closed form: whole shuttle cycles plus a partial one. */
export const corridorKmBefore = (vehicle: SimVehicle, seed: number, leg: number): number => {
  const km = vehicle.route.km;
  const period = 2 * (km.length - 1);
  const cycles = Math.floor(leg / period);
  let partial = 0;
  for (let m = cycles * period; m < leg; m++)
    partial += Math.abs(km[stationOfLeg(vehicle, seed, m + 1)]! - km[stationOfLeg(vehicle, seed, m)]!);
  return cycles * 2 * vehicle.route.lengthKm + partial;
};

/** Where the odometer stands at the start of the local day. */
export const odometerAtDayStart = (vehicle: SimVehicle, seed: number, day: number): number => {
  const worked = workingDaysBefore(vehicle, seed, day);
  const legs = legsPerDay(vehicle, seed);
  const km = worked * shuntKmPerDay(vehicle, seed) + corridorKmBefore(vehicle, seed, worked * legs);
  return Math.max(0, vehicle.odometerKm + km);
};

/** A crane's work site moves every couple of weeks (by night, on a transport): km along the route. */
export const craneSiteKm = (vehicle: SimVehicle, seed: number, day: number): number => {
  const site = Math.floor(workingDaysBefore(vehicle, seed, day) / intBetween(6, 12, seed, 5));
  return vehicle.route.lengthKm * (0.1 + 0.8 * unit(seed, 6, site));
};

import { DAY_MS, HOUR_MS, toUtcMs, weekday } from './berlin-time';
import { MINUTE_MS, drive, newBuilder, shuntMoves, stay, stayUntil, type PlanBuilder } from './plan-builder';
import { between, intBetween, unit } from './random';
import type { Phase, SimVehicle } from './sim-vehicle';
import {
  craneSiteKm,
  legsPerDay,
  odometerAtDayStart,
  restDays,
  shuntKmPerDay,
  stationOfLeg,
  workingDaysBefore,
} from './working-days';

/** The phases of one local day, covering it without gaps from local midnight to local midnight. */
export interface DayPlan {
  readonly day: number;
  readonly start: number;
  readonly end: number;
  readonly phases: readonly Phase[];
}

const min = (n: number) => n * MINUTE_MS;

/**
 * Shunting: one or two spells of moving wagons out along the track and back at 5–25 km/h, with a stop
 * after each. The distance is fixed (it feeds the closed-form odometer); how it is split varies.
 */
const shunt = (b: PlanBuilder, vehicle: SimVehicle, km: number, key: readonly number[]) => {
  const spells = intBetween(1, 2, ...key, 1);
  for (let i = 0; i < spells; i++) {
    // Whole cycles, so the spell ends where it began; at most 3 km out.
    const cycles = Math.max(intBetween(1, 3, ...key, 2, i), Math.ceil(km / spells / 6));
    const out = km / spells / (2 * cycles);
    const room = vehicle.route.lengthKm - b.km;
    const outwards = b.km < out ? true : room < out ? false : unit(...key, 3, i) < 0.5;
    shuntMoves(b, outwards ? out : -out, cycles, between(8, 15, ...key, 4, i));
    if (unit(...key, 5, i) < 0.2) stay(b, 'standby', between(min(5), min(15), ...key, 6, i));
    else stay(b, 'idle', between(min(2), min(8), ...key, 6, i));
  }
};

/** A line run between two stations, sometimes with a stop at a signal on the way. */
const runLeg = (b: PlanBuilder, vehicle: SimVehicle, toKm: number, key: readonly number[]) => {
  const cruise = vehicle.electric ? between(70, 120, ...key, 1) : between(45, 95, ...key, 1);
  const ramp = vehicle.electric ? 150_000 : 180_000;
  if (unit(...key, 2) < 0.5) {
    drive(b, b.km + (toKm - b.km) * between(0.3, 0.7, ...key, 3), cruise, ramp);
    stay(b, 'idle', between(min(3), min(12), ...key, 4));
  }
  drive(b, toKm, vehicle.electric ? cruise : between(40, 100, ...key, 5), ramp);
};

const lineDay = (b: PlanBuilder, vehicle: SimVehicle, seed: number, day: number, firstLeg: number) => {
  const half = shuntKmPerDay(vehicle, seed) / 2;
  const legs = legsPerDay(vehicle, seed);
  stay(b, 'standby', between(min(15), min(45), seed, day, 11));
  stay(b, 'idle', between(min(8), min(20), seed, day, 12));
  shunt(b, vehicle, half, [seed, day, 13]);
  for (let j = 0; j < legs; j++) {
    const to = vehicle.route.km[stationOfLeg(vehicle, seed, firstLeg + j + 1)]!;
    runLeg(b, vehicle, to, [seed, day, 20 + j]);
    stay(b, 'idle', between(min(5), min(15), seed, day, 30 + j));
    if (j < legs - 1) {
      stay(b, 'standby', between(min(30), min(120), seed, day, 40 + j));
      stay(b, 'idle', between(min(5), min(10), seed, day, 50 + j));
    }
  }
  shunt(b, vehicle, half, [seed, day, 14]);
};

const shunterDay = (b: PlanBuilder, vehicle: SimVehicle, seed: number, day: number) => {
  const block = shuntKmPerDay(vehicle, seed) / 3;
  stay(b, 'standby', between(min(10), min(30), seed, day, 11));
  stay(b, 'idle', between(min(8), min(15), seed, day, 12));
  for (let i = 0; i < 3; i++) {
    shunt(b, vehicle, block, [seed, day, 60 + i]);
    if (i < 2) {
      stay(b, 'standby', between(min(20), min(60), seed, day, 70 + i));
      stay(b, 'idle', between(min(5), min(10), seed, day, 80 + i));
    }
  }
};

/** A crane lifts (engine running: idle) and pauses (standby) at its site; it never drives. */
const craneDay = (b: PlanBuilder, dayStart: number, seed: number, day: number) => {
  stay(b, 'standby', between(min(20), min(40), seed, day, 11));
  const until = dayStart + between(15 * HOUR_MS, 17.5 * HOUR_MS, seed, day, 12);
  for (let i = 0; b.t < until; i++) {
    stay(b, 'idle', between(min(20), min(90), seed, day, 90, i));
    stay(b, 'standby', between(min(10), min(40), seed, day, 91, i));
  }
};

/** Rest days: mostly off; now and then a systems check, sometimes with the engine run up. */
const restDay = (b: PlanBuilder, dayStart: number, seed: number, day: number) => {
  const check = unit(seed, day, 100);
  if (check >= 0.35) return;
  stayUntil(b, 'off', dayStart + between(8 * HOUR_MS, 11 * HOUR_MS, seed, day, 101));
  stay(b, 'standby', between(min(30), min(120), seed, day, 102));
  if (check < 0.15) stay(b, 'idle', between(min(20), min(40), seed, day, 103));
};

/** Where the vehicle stands at the start of the day (km along the route). */
const startKm = (vehicle: SimVehicle, seed: number, day: number, firstLeg: number): number => {
  if (vehicle.role === 'crane') return craneSiteKm(vehicle, seed, day);
  if (vehicle.role === 'shunter') return vehicle.route.km[vehicle.home]!;
  return vehicle.route.km[stationOfLeg(vehicle, seed, firstLeg)]!;
};

/** Heading at the start of the day: a line locomotive faces the way it last ran. */
const startForward = (vehicle: SimVehicle, seed: number, firstLeg: number): boolean => {
  if (vehicle.role !== 'line') return unit(seed, 7) < 0.5;
  const km = vehicle.route.km;
  return km[stationOfLeg(vehicle, seed, firstLeg)]! >= km[stationOfLeg(vehicle, seed, firstLeg - 1)]!;
};

/** The whole local day `day` of a vehicle. A pure function of its arguments. */
export const dayPlan = (vehicle: SimVehicle, seed: number, day: number): DayPlan => {
  const dayStart = day * DAY_MS;
  const working = !restDays(vehicle, seed).includes(weekday(day));
  const firstLeg = workingDaysBefore(vehicle, seed, day) * legsPerDay(vehicle, seed);
  const km = startKm(vehicle, seed, day, firstLeg);
  const b = newBuilder(
    dayStart,
    km,
    odometerAtDayStart(vehicle, seed, day),
    startForward(vehicle, seed, firstLeg),
  );
  if (working) {
    const earliest = vehicle.role === 'crane' ? 6 : 5;
    stayUntil(b, 'off', dayStart + between(earliest * HOUR_MS, (earliest + 1.5) * HOUR_MS, seed, day, 10));
    if (vehicle.role === 'line') lineDay(b, vehicle, seed, day, firstLeg);
    else if (vehicle.role === 'shunter') shunterDay(b, vehicle, seed, day);
    else craneDay(b, dayStart, seed, day);
    if (vehicle.role !== 'crane') {
      stay(b, 'idle', between(min(5), min(10), seed, day, 15));
      stayUntil(b, 'standby', dayStart + between(18 * HOUR_MS, 21.75 * HOUR_MS, seed, day, 16));
    }
  } else restDay(b, dayStart, seed, day);
  const end = toUtcMs(dayStart + DAY_MS);
  const last = b.phases[b.phases.length - 1];
  if (!last || last.end < end) stayUntil(b, 'off', dayStart + DAY_MS);
  return { day, start: toUtcMs(dayStart), end, phases: b.phases };
};

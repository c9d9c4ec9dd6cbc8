import type { Queryable } from '../db/db';
import { VEHICLES_PER_SLICE } from '../http/heavy-turn';
import { windowContainsDay } from '../fleet/access-window';
import { readDayArrays } from './daily-figures-reader';
import { addSums, emptySums, type Sums } from './report-figures';
import { notificationCounts } from './report-notifications';
import { daysOf, type Period } from './report-period';
import type { ReportVehicle } from './report-vehicles';

/** A vehicle's period day by day (every day, zero where nothing was recorded or outside the window). */
export interface VehicleDays {
  readonly vehicle: ReportVehicle;
  readonly days: readonly { readonly date: string; readonly sums: Sums }[];
  readonly totals: Sums;
  /** The last record (status and mileage) in the period and window, epoch ms. */
  readonly lastTsMs: number | null;
  /** The last day with stored figures in the period and window. */
  readonly lastDataDate: string | null;
}

/**
 * The days of several vehicles over the period from the stored daily figures and notification
 * counts, in the order of `vehicles`; a crane's figures are not read.
 */
export const readVehicleDays = async (
  q: Queryable,
  vehicles: readonly ReportVehicle[],
  period: Period,
): Promise<VehicleDays[]> => {
  const measured = vehicles.filter((v) => v.rules.kind !== 'crane');
  const stored: Awaited<ReturnType<typeof readDayArrays>>[number][] = [];
  const counts = new Map<number, ReadonlyMap<string, number>>();
  // A few vehicles per statement: a year of a hundred vehicles is a heavy read, and where statements
  // wait for one another (the embedded database) an interactive one waits only for a short slice.
  for (let from = 0; from < measured.length; from += VEHICLES_PER_SLICE) {
    const slice = measured.slice(from, from + VEHICLES_PER_SLICE);
    const [arrays, notes] = await Promise.all([
      readDayArrays(q, slice, period),
      notificationCounts(
        q,
        slice.map((v) => v.id),
        period,
      ),
    ]);
    stored.push(...arrays);
    for (const [id, days] of notes) counts.set(id, days);
  }
  const byVehicle = new Map(stored.map((s) => [s.vehicle_id, s]));
  const calendar = daysOf(period);
  return vehicles.map((vehicle) => {
    if (vehicle.rules.kind === 'crane') {
      return { vehicle, days: [], totals: emptySums(), lastTsMs: null, lastDataDate: null };
    }
    const notes = counts.get(vehicle.id);
    const days = calendar.map((date) => ({
      date,
      sums: {
        ...emptySums(),
        notifications: windowContainsDay(vehicle.window, date) ? (notes?.get(date) ?? 0) : 0,
      },
    }));
    const arrays = byVehicle.get(vehicle.id);
    let lastTsMs: number | null = null;
    let lastDataDate: string | null = null;
    const offsets = arrays?.offsets ?? [];
    for (let i = 0; i < offsets.length; i++) {
      const day = days[offsets[i]!];
      if (!arrays || !day) continue;
      day.sums.standby = Math.max(0, arrays.standby[i] ?? 0);
      day.sums.idle = Math.max(0, arrays.idle[i] ?? 0);
      day.sums.driving = Math.max(0, arrays.driving[i] ?? 0);
      day.sums.km = Math.max(0, arrays.km[i] ?? 0);
      lastDataDate = day.date;
      const ts = arrays.last_ts_ms[i] ?? null;
      if (ts !== null && (lastTsMs === null || ts > lastTsMs)) lastTsMs = ts;
    }
    const totals = emptySums();
    for (const day of days) addSums(totals, day.sums);
    return { vehicle, days, totals, lastTsMs, lastDataDate };
  });
};

import type { Queryable } from '../db/db';
import { windowContainsDay } from '../fleet/access-window';
import { readDayRows, type DayRow } from './daily-figures-reader';
import { addSums, emptySums, sumsOf, type Sums } from './report-figures';
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
  const ids = measured.map((v) => v.id);
  const [rows, counts] = await Promise.all([
    readDayRows(q, measured, period),
    ids.length === 0 ? new Map<number, ReadonlyMap<string, number>>() : notificationCounts(q, ids, period),
  ]);
  const rowsByVehicle = new Map<number, Map<string, DayRow>>();
  for (const row of rows) {
    let days = rowsByVehicle.get(row.vehicle_id);
    if (!days) rowsByVehicle.set(row.vehicle_id, (days = new Map<string, DayRow>()));
    days.set(row.day, row);
  }
  const calendar = daysOf(period);
  return vehicles.map((vehicle) => {
    if (vehicle.rules.kind === 'crane') {
      return { vehicle, days: [], totals: emptySums(), lastTsMs: null, lastDataDate: null };
    }
    const stored = rowsByVehicle.get(vehicle.id) ?? new Map<string, DayRow>();
    const notes = counts.get(vehicle.id);
    const totals = emptySums();
    let lastTsMs: number | null = null;
    let lastDataDate: string | null = null;
    const days = calendar.map((date) => {
      const row = stored.get(date);
      const inWindow = windowContainsDay(vehicle.window, date);
      const sums = sumsOf(row, inWindow ? (notes?.get(date) ?? 0) : 0);
      addSums(totals, sums);
      if (row) {
        lastDataDate = date;
        if (row.last_ts_ms !== null && (lastTsMs === null || row.last_ts_ms > lastTsMs))
          lastTsMs = row.last_ts_ms;
      }
      return { date, sums };
    });
    return { vehicle, days, totals, lastTsMs, lastDataDate };
  });
};

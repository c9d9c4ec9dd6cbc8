import type { Queryable } from '../db/db';
import { VEHICLES_PER_SLICE } from '../http/heavy-turn';
import { windowContainsDay } from '../fleet/access-window';
import { readDayArrays, type VehicleDayArrays } from './daily-figures-reader';
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
 * A vehicle's period as columns: entry i of each is the period's day i (`calendar[i]`). A crane's are
 * empty (its figures are not read). What an export of a year of 100 vehicles walks through without an
 * object per day (issue 29 §4).
 */
export interface VehicleDayColumns {
  readonly vehicle: ReportVehicle;
  readonly standby: Float64Array;
  readonly idle: Float64Array;
  readonly driving: Float64Array;
  readonly km: Float64Array;
  readonly notifications: Float64Array;
  readonly lastTsMs: number | null;
  readonly lastDataDate: string | null;
}

/** The period's days and each vehicle's columns over them, in the order asked for. */
export interface PeriodColumns {
  readonly calendar: readonly string[];
  readonly vehicles: readonly VehicleDayColumns[];
}

const columnsOf = (
  vehicle: ReportVehicle,
  calendar: readonly string[],
  arrays: VehicleDayArrays | undefined,
  notes: ReadonlyMap<string, number> | undefined,
): VehicleDayColumns => {
  const length = vehicle.rules.kind === 'crane' ? 0 : calendar.length;
  const columns = {
    vehicle,
    standby: new Float64Array(length),
    idle: new Float64Array(length),
    driving: new Float64Array(length),
    km: new Float64Array(length),
    notifications: new Float64Array(length),
  };
  if (length === 0) return { ...columns, lastTsMs: null, lastDataDate: null };
  if (notes !== undefined) {
    for (let i = 0; i < length; i++) {
      const date = calendar[i]!;
      if (windowContainsDay(vehicle.window, date)) columns.notifications[i] = notes.get(date) ?? 0;
    }
  }
  let lastTsMs: number | null = null;
  let lastDataDate: string | null = null;
  const offsets = arrays?.offsets ?? [];
  for (let i = 0; i < offsets.length; i++) {
    const day = offsets[i]!;
    if (!arrays || day < 0 || day >= length) continue;
    columns.standby[day] = Math.max(0, arrays.standby[i] ?? 0);
    columns.idle[day] = Math.max(0, arrays.idle[i] ?? 0);
    columns.driving[day] = Math.max(0, arrays.driving[i] ?? 0);
    columns.km[day] = Math.max(0, arrays.km[i] ?? 0);
    lastDataDate = calendar[day]!;
    const ts = arrays.last_ts_ms[i] ?? null;
    if (ts !== null && (lastTsMs === null || ts > lastTsMs)) lastTsMs = ts;
  }
  return { ...columns, lastTsMs, lastDataDate };
};

/**
 * The columns of several vehicles over the period from the stored daily figures and notification
 * counts, in the order of `vehicles`; a crane's figures are not read.
 */
export const readVehicleDayColumns = async (
  q: Queryable,
  vehicles: readonly ReportVehicle[],
  period: Period,
): Promise<PeriodColumns> => {
  const measured = vehicles.filter((v) => v.rules.kind !== 'crane');
  const stored: VehicleDayArrays[] = [];
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
  return {
    calendar,
    vehicles: vehicles.map((v) => columnsOf(v, calendar, byVehicle.get(v.id), counts.get(v.id))),
  };
};

/** Day `i` of a vehicle's columns as sums (a new object). */
export const sumsAt = (columns: VehicleDayColumns, i: number): Sums => ({
  standby: columns.standby[i] ?? 0,
  idle: columns.idle[i] ?? 0,
  driving: columns.driving[i] ?? 0,
  km: columns.km[i] ?? 0,
  notifications: columns.notifications[i] ?? 0,
});

/** The days of several vehicles over the period, day by day (see {@link readVehicleDayColumns}). */
export const readVehicleDays = async (
  q: Queryable,
  vehicles: readonly ReportVehicle[],
  period: Period,
): Promise<VehicleDays[]> => {
  const { calendar, vehicles: columns } = await readVehicleDayColumns(q, vehicles, period);
  return columns.map((c) => {
    const days = c.standby.length === 0 ? [] : calendar.map((date, i) => ({ date, sums: sumsAt(c, i) }));
    const totals = emptySums();
    for (const day of days) addSums(totals, day.sums);
    return { vehicle: c.vehicle, days, totals, lastTsMs: c.lastTsMs, lastDataDate: c.lastDataDate };
  });
};

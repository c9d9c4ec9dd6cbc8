import type { Queryable } from '../db/db';
import type { AccessWindow } from '../fleet/access-window';
import type { Period } from './report-period';

/**
 * One vehicle's stored figures over a period (table daily_figures), as parallel arrays ordered by day:
 * one row per vehicle rather than per day, which both databases hand over many times faster (PGlite:
 * 36,600 day rows take seconds to convert, 100 rows of arrays a tenth of that).
 */
export interface VehicleDayArrays {
  readonly vehicle_id: number;
  /** Days after the period's first day (0 = the first day). */
  readonly offsets: number[];
  readonly standby: number[];
  readonly idle: number[];
  readonly driving: number[];
  readonly km: number[];
  /** The day's last record (status and mileage), epoch ms; null for a day of carried-over time only. */
  readonly last_ts_ms: (number | null)[];
}

/** The part of the period inside the window, or null when they do not overlap. */
export const clampToWindow = (period: Period, window: AccessWindow | null): Period | null => {
  const start = window?.start != null && window.start > period.start ? window.start : period.start;
  const end = window?.end != null && window.end < period.end ? window.end : period.end;
  return start <= end ? { start, end } : null;
};

/**
 * The stored daily figures of the vehicles over the period, each vehicle's days cut to the caller's
 * window on it (days outside are not read): one range scan of the primary key (vehicle_id, day) per
 * vehicle, never the raw positions. Vehicles without days in the range are left out.
 */
export const readDayArrays = async (
  q: Queryable,
  vehicles: readonly { readonly id: number; readonly window: AccessWindow | null }[],
  period: Period,
): Promise<VehicleDayArrays[]> => {
  const ranges = vehicles.flatMap((v) => {
    const range = clampToWindow(period, v.window);
    return range ? [{ id: v.id, ...range }] : [];
  });
  if (ranges.length === 0) return [];
  const rows = await q.query<{ vehicle_id: number; days: Uint8Array }>(
    `SELECT f.vehicle_id,
       string_agg(float8send((f.day - $4::date)::float8) || float8send(f.standby_seconds)
         || float8send(f.idle_seconds) || float8send(f.driving_seconds) || float8send(f.km_driven)
         || float8send(coalesce(extract(epoch FROM f.last_ts) * 1000, 'NaN')::float8), ''::bytea
         ORDER BY f.day) AS days
     FROM unnest($1::int[], $2::date[], $3::date[]) AS r (id, first_day, last_day)
     JOIN daily_figures f ON f.vehicle_id = r.id AND f.day BETWEEN r.first_day AND r.last_day
     GROUP BY f.vehicle_id`,
    [ranges.map((r) => r.id), ranges.map((r) => r.start), ranges.map((r) => r.end), period.start],
  );
  return rows.map((row) => unpackDays(row.vehicle_id, row.days));
};

/** Bytes of one day in the packed answer: six float8 values. */
const DAY_BYTES = 6 * 8;

/**
 * A vehicle's days as PostgreSQL packed them: per day the offset, standby, idle, driving, km and the
 * last record's epoch ms (NaN for none), each an IEEE 754 double in network byte order (`float8send`).
 * One bytea per vehicle instead of six arrays of text: node-postgres parsed those number by number,
 * about half a year's export's CPU (issue 29 §4).
 */
export const unpackDays = (vehicle_id: number, bytes: Uint8Array): VehicleDayArrays => {
  if (bytes.byteLength % DAY_BYTES !== 0) {
    throw new Error(`daily figures of vehicle ${vehicle_id}: ${bytes.byteLength} bytes is not whole days`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.byteLength / DAY_BYTES;
  const days: VehicleDayArrays = {
    vehicle_id,
    offsets: new Array<number>(count),
    standby: new Array<number>(count),
    idle: new Array<number>(count),
    driving: new Array<number>(count),
    km: new Array<number>(count),
    last_ts_ms: new Array<number | null>(count),
  };
  for (let i = 0, at = 0; i < count; i++, at += DAY_BYTES) {
    days.offsets[i] = view.getFloat64(at);
    days.standby[i] = view.getFloat64(at + 8);
    days.idle[i] = view.getFloat64(at + 16);
    days.driving[i] = view.getFloat64(at + 24);
    days.km[i] = view.getFloat64(at + 32);
    const ts = view.getFloat64(at + 40);
    days.last_ts_ms[i] = Number.isNaN(ts) ? null : ts;
  }
  return days;
};

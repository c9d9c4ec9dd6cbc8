import type { Queryable } from '../db/db';
import { windowContainsDay, type AccessWindow } from '../fleet/access-window';
import type { Period } from './report-period';

/** One vehicle's stored figures of one local day (table daily_figures). */
export interface DayRow {
  readonly vehicle_id: number;
  readonly day: string;
  readonly standby_seconds: number;
  readonly idle_seconds: number;
  readonly driving_seconds: number;
  readonly km_driven: number;
  /** The day's last record (status and mileage), epoch ms; null for a day of carried-over time only. */
  readonly last_ts_ms: number | null;
}

/** The part of the period inside the window, or null when they do not overlap. */
export const clampToWindow = (period: Period, window: AccessWindow | null): Period | null => {
  const start = window?.start != null && window.start > period.start ? window.start : period.start;
  const end = window?.end != null && window.end < period.end ? window.end : period.end;
  return start <= end ? { start, end } : null;
};

/**
 * The stored daily figures of the vehicles over the period, each vehicle's days cut to the caller's
 * window on it (days outside read as no data): one range scan of the primary key (vehicle_id, day)
 * per vehicle, never the raw positions. Ordered by vehicle, then day.
 */
export const readDayRows = async (
  q: Queryable,
  vehicles: readonly { readonly id: number; readonly window: AccessWindow | null }[],
  period: Period,
): Promise<DayRow[]> => {
  const visible = vehicles.filter((v) => clampToWindow(period, v.window) !== null);
  if (visible.length === 0) return [];
  const single = visible.length === 1 ? visible[0] : undefined;
  // One vehicle: ask only for the days in its window. Several: the period, cut per vehicle below.
  const range = single ? (clampToWindow(period, single.window) ?? period) : period;
  const rows = await q.query<DayRow>(
    `SELECT vehicle_id, to_char(day, 'YYYY-MM-DD') AS day, standby_seconds, idle_seconds, driving_seconds,
       km_driven, (extract(epoch FROM last_ts) * 1000)::float8 AS last_ts_ms
     FROM daily_figures
     WHERE vehicle_id = ANY($1::int[]) AND day BETWEEN $2::date AND $3::date
     ORDER BY vehicle_id, day`,
    [visible.map((v) => v.id), range.start, range.end],
  );
  if (single) return rows;
  const windows = new Map(visible.map((v) => [v.id, v.window]));
  return rows.filter((row) => windowContainsDay(windows.get(row.vehicle_id) ?? null, row.day));
};

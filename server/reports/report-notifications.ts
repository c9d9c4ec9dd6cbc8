import type { ReportingHoursData } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { instantInWindowSql, type AccessWindow } from '../fleet/access-window';
import { FLEET_TIME_ZONE, localDay, nextDay } from '../telemetry/local-day';
import type { Period } from './report-period';

/** The period's instants: from local midnight of its first day to local midnight after its last. */
const bounds = (period: Period): [string, string] => [
  new Date(localDay(period.start).startMs).toISOString(),
  new Date(localDay(nextDay(period.end)).startMs).toISOString(),
];

/**
 * Notifications per vehicle and local day in the period ('YYYY-MM-DD' → count; a missing day counts
 * 0), from `notification_events`. Days outside the caller's window are left out by the caller of
 * this function.
 */
export const notificationCounts = async (
  q: Queryable,
  vehicleIds: readonly number[],
  period: Period,
): Promise<ReadonlyMap<number, ReadonlyMap<string, number>>> => {
  const [from, to] = bounds(period);
  const rows = await q.query<{ vehicle_id: number; day: string; n: number }>(
    `SELECT vehicle_id, to_char((ts AT TIME ZONE '${FLEET_TIME_ZONE}')::date, 'YYYY-MM-DD') AS day,
       count(*)::float8 AS n
     FROM notification_events
     WHERE vehicle_id = ANY($1::int[]) AND ts >= $2::timestamptz AND ts < $3::timestamptz
     GROUP BY 1, 2`,
    [vehicleIds, from, to],
  );
  const counts = new Map<number, Map<string, number>>();
  for (const row of rows) {
    let days = counts.get(row.vehicle_id);
    if (!days) counts.set(row.vehicle_id, (days = new Map<string, number>()));
    days.set(row.day, Number(row.n));
  }
  return counts;
};

/** The notifications of one vehicle in the period and the caller's window, newest first. */
export const notificationList = async (
  q: Queryable,
  vehicle: { readonly id: number; readonly window: AccessWindow | null },
  period: Period,
): Promise<ReportingHoursData['notificationResponse']> => {
  const [from, to] = bounds(period);
  const window = vehicle.window;
  const rows = await q.query<{ ts_ms: number; type: string; note: string | null }>(
    `SELECT (extract(epoch FROM e.ts) * 1000)::float8 AS ts_ms, e.type, e.note
     FROM notification_events e
     CROSS JOIN (SELECT $4::date AS start_date, $5::date AS end_date) w
     WHERE e.vehicle_id = $1 AND e.ts >= $2::timestamptz AND e.ts < $3::timestamptz
       AND ($6::boolean OR (${instantInWindowSql('e.ts')}))
     ORDER BY e.ts DESC, e.id DESC`,
    [vehicle.id, from, to, window?.start ?? null, window?.end ?? null, window === null],
  );
  return rows.map((r) => ({
    timestamp: new Date(Number(r.ts_ms)).toISOString(),
    type: r.type,
    note: r.note,
  }));
};

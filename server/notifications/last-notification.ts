import type { Queryable } from '../db/db';
import { instantInWindowSql, type AccessWindow } from '../fleet/access-window';

/** Live data's "last notification" of a vehicle (spec 000 §7 notificationResp). */
export interface LastNotification {
  readonly timestamp: string;
  readonly type: string;
}

/**
 * The vehicle's newest notification the caller may see (inside its window, when it has one), or null:
 * one step down the events' (vehicle, time) index.
 */
export const lastNotification = async (
  q: Queryable,
  vehicleId: number,
  window: AccessWindow | null,
): Promise<LastNotification | null> => {
  const [row] = await q.query<{ ts_ms: number; type: string }>(
    `SELECT (extract(epoch FROM e.ts) * 1000)::float8 AS ts_ms, e.type
     FROM notification_events e
     CROSS JOIN (SELECT $2::date AS start_date, $3::date AS end_date) w
     WHERE e.vehicle_id = $1 AND ($4::boolean OR (${instantInWindowSql('e.ts')}))
     ORDER BY e.ts DESC, e.id DESC
     LIMIT 1`,
    [vehicleId, window?.start ?? null, window?.end ?? null, window === null],
  );
  return row ? { timestamp: new Date(Number(row.ts_ms)).toISOString(), type: row.type } : null;
};

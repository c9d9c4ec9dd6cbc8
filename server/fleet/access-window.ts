import { FLEET_TIME_ZONE, localDay, nextDay } from '../telemetry/local-day';

/**
 * A caller's limited-access window on a vehicle: local days start..end inclusive ('YYYY-MM-DD', null
 * open on that side). A caller without a window row is not limited (`window` null).
 */
export interface AccessWindow {
  readonly start: string | null;
  readonly end: string | null;
}

/** Whether an instant lies within the window's days (local midnight to local midnight). */
export const windowContainsInstant = (window: AccessWindow | null, ms: number): boolean => {
  if (!window) return true;
  if (window.start !== null && ms < localDay(window.start).startMs) return false;
  if (window.end !== null && ms >= localDay(nextDay(window.end)).startMs) return false;
  return true;
};

/** Whether a local day ('YYYY-MM-DD') lies within the window. */
export const windowContainsDay = (window: AccessWindow | null, day: string): boolean =>
  !window || ((window.start === null || day >= window.start) && (window.end === null || day <= window.end));

/** 'YYYY-MM-DD' as the spec shows dates: DD.MM.YYYY. */
export const germanDate = (day: string | null): string | null => {
  if (day === null) return null;
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
};

/**
 * SQL: whether the instant `at` lies in the window of the `vehicle_access_windows` row `w` (its local
 * days, inclusive; a NULL date is open on that side). The caller must check that `w` exists.
 */
export const instantInWindowSql = (at: string, w = 'w'): string =>
  `(${w}.start_date IS NULL OR ${at} >= (${w}.start_date::timestamp AT TIME ZONE '${FLEET_TIME_ZONE}'))
   AND (${w}.end_date IS NULL OR ${at} < ((${w}.end_date + 1)::timestamp AT TIME ZONE '${FLEET_TIME_ZONE}'))`;

/**
 * SQL: the fuel-consumption settings (JSON text; NULL for the defaults) of vehicle `v` as the caller
 * whose window row is `w` (LEFT JOINed, NULL when not limited) may see them. The settings are saved
 * with a dated comment, so a limited caller sees those saved with the newest comment in the window;
 * with none there, the stored settings only when no comment ever set them (seeded configuration),
 * else the defaults. Callers without a window read the column: the hot path of live data stays as is.
 */
export const visibleFuelConsumptionSql = (v = 'v', w = 'w'): string =>
  `CASE WHEN ${w}.account_id IS NULL THEN ${v}.fuel_consumption::text ELSE coalesce(
     (SELECT c.fuel_consumption::jsonb::text FROM vehicle_comments c
      WHERE c.vehicle_id = ${v}.id AND ${instantInWindowSql('c.created_at', w)}
      ORDER BY c.created_at DESC, c.id DESC LIMIT 1),
     CASE WHEN EXISTS (SELECT 1 FROM vehicle_comments c WHERE c.vehicle_id = ${v}.id) THEN NULL
          ELSE ${v}.fuel_consumption::text END) END`;

import type { Queryable } from '../db/db';
import { attributeToDays, emptyDay, type DayFigures } from './daily-attribution';
import { localDay } from './local-day';
import { loadSpan } from './position-store';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const columns = (days: readonly DayFigures[]) => [
  days.map((d) => d.day),
  days.map((d) => d.standbySeconds),
  days.map((d) => d.idleSeconds),
  days.map((d) => d.drivingSeconds),
  days.map((d) => d.kmDriven),
  days.map((d) => d.firstMileageKm),
  days.map((d) => d.lastMileageKm),
  days.map((d) => iso(d.firstTs)),
  days.map((d) => iso(d.lastTs)),
];

const UPSERT_HEAD = `INSERT INTO daily_figures (vehicle_id, day, standby_seconds, idle_seconds, driving_seconds,
    km_driven, first_mileage_km, last_mileage_km, first_ts, last_ts)
  SELECT $1::int, d.* FROM unnest($2::date[], $3::float8[], $4::float8[], $5::float8[], $6::float8[],
    $7::float8[], $8::float8[], $9::timestamptz[], $10::timestamptz[]) AS d
  ON CONFLICT (vehicle_id, day) DO UPDATE SET`;

/**
 * Adds what newer records contribute to their days (the usual path: records arrive in order). First
 * values stay unless the day had none; last values move forward.
 */
export const addToDailyFigures = async (
  q: Queryable,
  vehicleId: number,
  days: readonly DayFigures[],
): Promise<void> => {
  if (days.length === 0) return;
  await q.query(
    `${UPSERT_HEAD}
       standby_seconds = daily_figures.standby_seconds + EXCLUDED.standby_seconds,
       idle_seconds = daily_figures.idle_seconds + EXCLUDED.idle_seconds,
       driving_seconds = daily_figures.driving_seconds + EXCLUDED.driving_seconds,
       km_driven = daily_figures.km_driven + EXCLUDED.km_driven,
       first_mileage_km = CASE WHEN daily_figures.first_ts IS NULL OR EXCLUDED.first_ts < daily_figures.first_ts
         THEN EXCLUDED.first_mileage_km ELSE daily_figures.first_mileage_km END,
       first_ts = LEAST(daily_figures.first_ts, EXCLUDED.first_ts),
       last_mileage_km = CASE WHEN daily_figures.last_ts IS NULL OR EXCLUDED.last_ts >= daily_figures.last_ts
         THEN EXCLUDED.last_mileage_km ELSE daily_figures.last_mileage_km END,
       last_ts = GREATEST(daily_figures.last_ts, EXCLUDED.last_ts)`,
    [vehicleId, ...columns(days)],
  );
};

/** Overwrites whole days with figures computed from the raw records. */
const replaceDailyFigures = async (q: Queryable, vehicleId: number, days: readonly DayFigures[]) => {
  if (days.length === 0) return;
  await q.query(
    `${UPSERT_HEAD}
       standby_seconds = EXCLUDED.standby_seconds, idle_seconds = EXCLUDED.idle_seconds,
       driving_seconds = EXCLUDED.driving_seconds, km_driven = EXCLUDED.km_driven,
       first_mileage_km = EXCLUDED.first_mileage_km, last_mileage_km = EXCLUDED.last_mileage_km,
       first_ts = EXCLUDED.first_ts, last_ts = EXCLUDED.last_ts`,
    [vehicleId, ...columns(days)],
  );
};

/**
 * Computes whole days again from the raw records (the rare path of late arrivals): the records of the
 * day plus the one before (its time may run past midnight; its mileage is the base of the first
 * delta) and the one after (it ends the day's last interval).
 */
export const recomputeDays = async (
  q: Queryable,
  vehicleId: number,
  days: Iterable<string>,
): Promise<void> => {
  const figures: DayFigures[] = [];
  for (const day of days) {
    const { startMs, endMs } = localDay(day);
    const span = await loadSpan(q, vehicleId, startMs, endMs);
    const points = span.next ? [...span.points, span.next] : span.points;
    figures.push(attributeToDays(span.previous, points).get(day) ?? emptyDay(day));
  }
  await replaceDailyFigures(q, vehicleId, figures);
};

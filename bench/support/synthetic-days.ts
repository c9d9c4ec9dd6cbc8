import type { Db } from '../../server/db/db';

/**
 * A daily-figures row for each of `days` days up to `lastDay` ('YYYY-MM-DD') per vehicle, written
 * directly (a year of records through the ingestion would take hours), the figures varying by vehicle
 * and day: what the reports and exports read.
 */
export const insertSyntheticDays = async (
  db: Db,
  vehicleIds: readonly number[],
  lastDay: string,
  days: number,
): Promise<void> => {
  await db.query(
    `INSERT INTO daily_figures (vehicle_id, day, standby_seconds, idle_seconds, driving_seconds, km_driven,
       first_mileage_km, last_mileage_km, first_ts, last_ts)
     SELECT v, d::date, 3600 + (v * 7 + n * 13) % 7200, 1800 + (v * 11 + n * 5) % 5400,
       7200 + (v * 3 + n * 17) % 14400, (v + n) % 300, 1000 + n * 150, 1000 + n * 150 + (v + n) % 300,
       d + interval '5 hours', d + interval '20 hours'
     FROM unnest($1::int[]) AS v, generate_series(0, $3::int - 1) AS n,
       LATERAL (SELECT ($2::date - n)::timestamp AS d) AS day`,
    [vehicleIds, lastDay, days],
  );
};

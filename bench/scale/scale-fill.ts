import type { Db } from '../../server/db/db';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { insertVehicles } from '../../server/fleet/vehicle-store';
import { insertSyntheticDays } from '../support/synthetic-days';
import {
  addMonths,
  createEmptyMonths,
  monthOf,
  partitionNames,
  type Month,
} from '../../server/telemetry/partitions/position-partitions';

/** Seconds between two generated positions of a vehicle. */
export const STEP_SECONDS = 90;
const DAY_S = 86_400;

/** The generated fleet: ids of the vehicles with a year of positions and of all (live data reads). */
export interface ScaleFleet {
  readonly tracked: readonly number[];
  readonly all: readonly number[];
  /** The last generated position of every vehicle, epoch s: the ingestion writes after it. */
  readonly endS: number;
  /** The first day of the year of positions, epoch s. */
  readonly startS: number;
}

/** The months from the one of `fromS` to the one of `toS` (none when `toS` is before `fromS`). */
const monthsBetween = (fromS: number, toS: number): Month[] => {
  const months: Month[] = [];
  if (toS < fromS) return months;
  const last = monthOf(new Date(toS * 1000));
  for (let m = monthOf(new Date(fromS * 1000)); ; m = addMonths(m, 1)) {
    months.push(m);
    if (m.year === last.year && m.month === last.month) return months;
  }
};

/**
 * `count` vehicles in the first demo organisation, `tracked` of them to receive positions, each with a
 * live row at `endS` (the live data reads them) and a daily-figures row for each of the year's days
 * (the reports read those, not the positions). The months' partitions are made first: nothing lands in
 * the default partition.
 */
export const createScaleFleet = async (
  db: Db,
  count: number,
  tracked: number,
  endS: number,
): Promise<ScaleFleet> => {
  const startS = endS - 366 * DAY_S;
  const all = await insertVehicles(
    db,
    Array.from({ length: count }, (_, i) => ({
      organisationId: DEMO_ORGANISATIONS[0].id,
      image: null,
      model: 'G 1206',
      type: 'Lokomotive',
      engine: i % 4 === 0 ? 'electric' : 'diesel',
      wpId: 500_000 + i,
      name: `Skalenlok ${String(i + 1).padStart(4, '0')}`,
      fabricNr: `SK-${i + 1}`,
    })),
  );
  await createEmptyMonths(db, monthsBetween(startS, endS + 40 * DAY_S), await partitionNames(db));
  await db.query(
    `INSERT INTO vehicle_live (vehicle_id, ts, lat, lng, speed, bearing, status, gps_satellites, gsm_signal,
       mileage_km, external_voltage, temperature)
     SELECT v, to_timestamp($2), 53.5 + (v % 50) * 0.01, 10 + (v % 70) * 0.01, 0, 0, 2, 9, 20, 1000, 24.5, 12
     FROM unnest($1::int[]) AS v`,
    [all, endS],
  );
  await insertSyntheticDays(db, all.slice(0, tracked), new Date(endS * 1000).toISOString().slice(0, 10), 366);
  return { tracked: all.slice(0, tracked), all, endS, startS };
};

/**
 * Writes the positions of `vehicles` in [fromS, toS), one every STEP_SECONDS, month by month (each
 * statement fills one partition, vehicle after vehicle, time in order): a train's path near Hamburg,
 * status and speed changing through the day. Generated in the database: 100 million rows sent as text
 * would take the bench's own process longer than the database takes to store them. Answers the rows.
 */
export const fillPositions = async (
  db: Db,
  vehicles: readonly number[],
  fromS: number,
  toS: number,
  progress: (rows: number) => void = () => {},
): Promise<number> => {
  let rows = 0;
  for (const month of monthsBetween(fromS, toS - 1)) {
    const monthStart = Date.UTC(month.year, month.month - 1, 1) / 1000;
    const next = addMonths(month, 1);
    const monthEnd = Date.UTC(next.year, next.month - 1, 1) / 1000;
    const from = Math.max(fromS, monthStart);
    const to = Math.min(toS, monthEnd);
    if (from >= to) continue;
    // Aligned to the step, so that the same instant is generated once whichever range asks for it.
    const first = Math.ceil(from / STEP_SECONDS) * STEP_SECONDS;
    await db.query(
      `INSERT INTO positions (vehicle_id, ts, lat, lng, speed, bearing, status, gps_satellites, gsm_signal,
           mileage_km, external_voltage, temperature)
       SELECT v, to_timestamp(t), 53.5 + 0.3 * sin(t / 7200.0 + v), 10.0 + 0.5 * cos(t / 5400.0 + v),
           CASE WHEN (t / 3600 + v) % 4 = 3 THEN (t % 80) ELSE 0 END, t % 360, 1 + (t / 3600 + v) % 4,
           9, 20, (t - 1600000000) / 90.0 * 0.8, 24.5, 12
         FROM unnest($1::int[]) AS v
           CROSS JOIN LATERAL generate_series($2::bigint, $3::bigint - 1, ${STEP_SECONDS}) AS t`,
      [vehicles, first, to],
    );
    rows += vehicles.length * Math.ceil((to - first) / STEP_SECONDS);
    progress(rows);
  }
  return rows;
};

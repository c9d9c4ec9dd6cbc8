import type { Db, Queryable } from '../db/db';
import { telemetryRecord } from '../fleet/test-fleet';
import type { FigurePoint } from './daily-attribution';

export const point = (iso: string, status: FigurePoint['status'], mileageKm: number): FigurePoint => ({
  ts: Date.parse(iso),
  status,
  mileageKm,
});

/**
 * A synthetic stretch around two Berlin midnights (CET, UTC+1): midnight of 10 March is
 * 2026-03-09T23:00Z, of 11 March 2026-03-10T23:00Z.
 */
export const SYNTHETIC_DAY: readonly FigurePoint[] = [
  point('2026-03-09T22:55:00Z', 'standby', 1000), // 23:55 on the 9th
  point('2026-03-09T23:05:00Z', 'idle', 1000), // standby 5 min on the 9th, 5 min on the 10th
  point('2026-03-09T23:15:00Z', 'driving', 1000), // idle 10 min
  point('2026-03-09T23:45:00Z', 'driving', 1030), // driving 30 min capped at 10; +30 km
  point('2026-03-09T23:50:00Z', 'idle', 1032.5), // driving 5 min; +2.5 km
  point('2026-03-10T06:00:00Z', 'off', 1032.5), // idle 6 h 10 min capped at 10 min
  point('2026-03-10T06:30:00Z', 'off', 1032.5), // off counts nothing
  point('2026-03-10T22:58:00Z', 'driving', 1032.5), // 23:58 on the 10th
  point('2026-03-10T23:03:00Z', 'standby', 1040), // driving 2 min on the 10th, 3 on the 11th; +7.5 km
];

/** The figures of {@link SYNTHETIC_DAY}, computed by hand. */
export const SYNTHETIC_EXPECTED = {
  '2026-03-09': { standby: 300, idle: 0, driving: 0, km: 0, first: 1000, last: 1000 },
  '2026-03-10': { standby: 300, idle: 1200, driving: 1020, km: 32.5, first: 1000, last: 1032.5 },
  '2026-03-11': { standby: 0, idle: 0, driving: 180, km: 7.5, first: 1040, last: 1040 },
} as const;

/** {@link SYNTHETIC_DAY} as records a device sends. */
export const syntheticRecords = () =>
  SYNTHETIC_DAY.map((p) =>
    telemetryRecord(new Date(p.ts).toISOString(), { status: p.status, mileageKm: p.mileageKm }),
  );

/** The stored daily figures of a vehicle, keyed by day, as the tests compare them. */
export const storedFigures = async (db: Queryable, vehicleId: number) => {
  const rows = await db.query<{
    day: string;
    standby: number;
    idle: number;
    driving: number;
    km: number;
    first: number | null;
    last: number | null;
  }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, standby_seconds AS standby, idle_seconds AS idle,
       driving_seconds AS driving, round(km_driven::numeric, 6)::float8 AS km,
       first_mileage_km AS first, last_mileage_km AS last
     FROM daily_figures WHERE vehicle_id = $1 ORDER BY day`,
    [vehicleId],
  );
  return Object.fromEntries(rows.map(({ day, ...figures }) => [day, figures]));
};

/** A database whose transactions fail at the first statement matching `pattern` (an injected fault). */
export const failingAt = (db: Db, pattern: RegExp): Db => ({
  ...db,
  transaction: (fn) =>
    db.transaction((tx) =>
      fn({
        query: async <Row>(sql: string, params?: readonly unknown[]) => {
          if (pattern.test(sql)) throw new Error(`injected failure at ${pattern.source}`);
          return tx.query<Row>(sql, params);
        },
        exec: (sql) => tx.exec(sql),
      }),
    ),
});

import type { VehicleStatus } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import { statusOfCode } from '../../telemetry/telemetry-record';

/** What tracks and heat maps need of a stored record. */
export interface PositionRow {
  /** Epoch milliseconds. */
  readonly ts: number;
  readonly lat: number | null;
  readonly lng: number | null;
  /** km/h */
  readonly speed: number;
  readonly status: VehicleStatus;
}

interface Row {
  readonly part: number;
  readonly ts: Date;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly speed: number;
  readonly status: number;
}

const toRow = (r: Row): PositionRow => ({
  ts: r.ts.getTime(),
  lat: r.lat,
  lng: r.lng,
  speed: r.speed,
  status: statusOfCode(r.status) ?? 'off',
});

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The records of one vehicle in [startMs, endMs) with the one just before and the one just after
 * (the time attributed to a day starts at the record before it and ends at the one after its last):
 * served by the primary key of `positions`.
 */
export const loadPositionSpan = async (
  q: Queryable,
  vehicleId: number,
  startMs: number,
  endMs: number,
): Promise<{ previous: PositionRow | null; rows: PositionRow[]; next: PositionRow | null }> => {
  const rows = await q.query<Row>(
    `(SELECT 0 AS part, ts, lat, lng, speed, status FROM positions
       WHERE vehicle_id = $1 AND ts < $2 ORDER BY ts DESC LIMIT 1)
     UNION ALL
     (SELECT 1 AS part, ts, lat, lng, speed, status FROM positions
       WHERE vehicle_id = $1 AND ts >= $2 AND ts < $3)
     UNION ALL
     (SELECT 2 AS part, ts, lat, lng, speed, status FROM positions
       WHERE vehicle_id = $1 AND ts >= $3 ORDER BY ts LIMIT 1)
     ORDER BY ts`,
    [vehicleId, iso(startMs), iso(endMs)],
  );
  const previous = rows.find((r) => r.part === 0);
  const next = rows.find((r) => r.part === 2);
  return {
    previous: previous ? toRow(previous) : null,
    rows: rows.filter((r) => r.part === 1).map(toRow),
    next: next ? toRow(next) : null,
  };
};

import { arrivedLate, type VehicleStatus } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import { NEIGHBOUR_WINDOW_MS } from '../../telemetry/position-store';
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
  /** Arrived more than `lateArrivalMs` after its time (issue 30 §3); unknown arrival reads on time. */
  readonly late: boolean;
}

/** One record as text: epoch ms, lat, lng, speed, status code, received epoch ms (an empty field is NULL). */
const RECORD_TEXT = `concat((extract(epoch FROM ts) * 1000)::float8, ',', lat, ',', lng, ',', speed, ',', status, ',',
  (extract(epoch FROM received_at) * 1000)::float8)`;

const parse = (text: string): PositionRow => {
  const [ts, lat, lng, speed, status, received] = text.split(',');
  const tsMs = Number(ts);
  return {
    ts: tsMs,
    lat: lat ? Number(lat) : null,
    lng: lng ? Number(lng) : null,
    speed: Number(speed),
    status: statusOfCode(Number(status)) ?? 'off',
    late: arrivedLate(tsMs, received ? Number(received) : null),
  };
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The records of one vehicle in [startMs, endMs) with the one just before and the one just after
 * (the time attributed to a day starts at the record before it and ends at the one after its last):
 * served by the primary key of `positions`. The records travel as one text: decoding a row per record
 * costs PGlite about four times as much (a day at 10 s is 8,640 records).
 */
export const loadPositionSpan = async (
  q: Queryable,
  vehicleId: number,
  startMs: number,
  endMs: number,
): Promise<{ previous: PositionRow | null; rows: PositionRow[]; next: PositionRow | null }> => {
  const [row] = await q.query<{ previous: string | null; rows: string | null; next: string | null }>(
    // The neighbours within NEIGHBOUR_WINDOW_MS first, beyond it only when there is none (COALESCE
    // runs its second lookup only then): a read bounded by time reads only its months' partitions.
    `SELECT
       COALESCE(
         (SELECT ${RECORD_TEXT} FROM positions WHERE vehicle_id = $1 AND ts < $2 AND ts >= $4 ORDER BY ts DESC LIMIT 1),
         (SELECT ${RECORD_TEXT} FROM positions WHERE vehicle_id = $1 AND ts < $4 ORDER BY ts DESC LIMIT 1)) AS previous,
       (SELECT string_agg(${RECORD_TEXT}, ';' ORDER BY ts) FROM positions
         WHERE vehicle_id = $1 AND ts >= $2 AND ts < $3) AS rows,
       COALESCE(
         (SELECT ${RECORD_TEXT} FROM positions WHERE vehicle_id = $1 AND ts >= $3 AND ts < $5 ORDER BY ts LIMIT 1),
         (SELECT ${RECORD_TEXT} FROM positions WHERE vehicle_id = $1 AND ts >= $5 ORDER BY ts LIMIT 1)) AS next`,
    [
      vehicleId,
      iso(startMs),
      iso(endMs),
      iso(startMs - NEIGHBOUR_WINDOW_MS),
      iso(endMs + NEIGHBOUR_WINDOW_MS),
    ],
  );
  return {
    previous: row?.previous ? parse(row.previous) : null,
    rows: row?.rows ? row.rows.split(';').map(parse) : [],
    next: row?.next ? parse(row.next) : null,
  };
};

import { arrivedLate } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import { NEIGHBOUR_WINDOW_MS } from '../../telemetry/position-store';
import type { ReplayPoint } from './replay-simplify';

/** A vehicle's part of a read: the instants it may see, [fromMs, toMs). */
export interface VehicleSpan {
  readonly id: number;
  readonly fromMs: number;
  readonly toMs: number;
}

/** A stored position as the replay reads it, with its bearing (the fleet-at icon turns by it). */
export interface ReplayRecord extends ReplayPoint {
  readonly bearing: number;
}

const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/** One record as text: epoch ms, lat, lng, speed, bearing, status, received epoch ms (empty: unknown). */
const RECORD_TEXT = `concat(${epochMs('p.ts')}, ',', p.lat, ',', p.lng, ',', p.speed, ',', p.bearing, ',',
  p.status, ',', ${epochMs('p.received_at')})`;

const parse = (text: string): ReplayRecord => {
  const [ts, lat, lng, speed, bearing, status, received] = text.split(',');
  const tsMs = Number(ts);
  return {
    ts: tsMs,
    lat: Number(lat),
    lng: Number(lng),
    speed: Number(speed),
    bearing: Number(bearing),
    statusCode: Number(status),
    late: arrivedLate(tsMs, received ? Number(received) : null),
  };
};

const iso = (ms: number) => new Date(ms).toISOString();
/** An instant bound for SQL: ±infinity for an open side. */
const bound = (ms: number | null, open: 'infinity' | '-infinity') => (ms === null ? open : iso(ms));

/**
 * The positions with a fix of each vehicle in its span, all spans inside [fromMs, toMs), in time order.
 * One statement for all vehicles; each vehicle's records are read by the primary key (vehicle, time)
 * of the months [fromMs, toMs) touches (the constant bounds let PostgreSQL leave the other partitions
 * out) and travel as one text per vehicle (see `loadPositionSpan`: rows cost PGlite four times more).
 */
export const loadReplayPositions = async (
  q: Queryable,
  fromMs: number,
  toMs: number,
  spans: readonly VehicleSpan[],
): Promise<Map<number, ReplayRecord[]>> => {
  const found = new Map<number, ReplayRecord[]>();
  if (spans.length === 0) return found;
  const rows = await q.query<{ id: number; records: string | null }>(
    `SELECT v.id,
       (SELECT string_agg(${RECORD_TEXT}, ';' ORDER BY p.ts) FROM positions p
         WHERE p.vehicle_id = v.id AND p.ts >= $2 AND p.ts < $3 AND p.ts >= v.lower AND p.ts < v.upper
           AND p.lat IS NOT NULL AND p.lng IS NOT NULL) AS records
     FROM unnest($1::int[], $4::timestamptz[], $5::timestamptz[]) AS v (id, lower, upper)`,
    [
      spans.map((s) => s.id),
      iso(fromMs),
      iso(toMs),
      spans.map((s) => iso(s.fromMs)),
      spans.map((s) => iso(s.toMs)),
    ],
  );
  for (const row of rows) found.set(row.id, row.records ? row.records.split(';').map(parse) : []);
  return found;
};

/** A vehicle of a fleet-at read: the instants it may see, [fromMs, toMs), null open. */
export interface VehicleWindow {
  readonly id: number;
  readonly fromMs: number | null;
  readonly toMs: number | null;
}

/**
 * Each vehicle's last position with a fix at or before `atMs` that its window shows (null: none).
 * Looked for within {@link NEIGHBOUR_WINDOW_MS} before the moment first (the months of that week
 * only, by the primary key backwards), further back only for a vehicle without one there: the second
 * lookup runs only when the first found nothing (its condition on `near` is checked once per vehicle).
 */
export const loadFleetAt = async (
  q: Queryable,
  atMs: number,
  vehicles: readonly VehicleWindow[],
): Promise<Map<number, ReplayRecord | null>> => {
  const lookup = (extra: string) =>
    `SELECT ${RECORD_TEXT} AS record FROM positions p
     WHERE p.vehicle_id = v.id AND ${extra} AND p.ts >= v.lower AND p.ts < v.upper
       AND p.lat IS NOT NULL AND p.lng IS NOT NULL
     ORDER BY p.ts DESC LIMIT 1`;
  const rows = await q.query<{ id: number; record: string | null }>(
    `SELECT v.id, coalesce(near.record, far.record) AS record
     FROM unnest($1::int[], $4::timestamptz[], $5::timestamptz[]) AS v (id, lower, upper)
     LEFT JOIN LATERAL (${lookup('p.ts <= $2 AND p.ts > $3')}) near ON true
     LEFT JOIN LATERAL (${lookup('near.record IS NULL AND p.ts <= $3')}) far ON true`,
    [
      vehicles.map((v) => v.id),
      iso(atMs),
      iso(atMs - NEIGHBOUR_WINDOW_MS),
      vehicles.map((v) => bound(v.fromMs, '-infinity')),
      vehicles.map((v) => bound(v.toMs, 'infinity')),
    ],
  );
  return new Map(rows.map((r) => [r.id, r.record ? parse(r.record) : null]));
};

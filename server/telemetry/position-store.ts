import type { Queryable } from '../db/db';
import type { FigurePoint } from './daily-attribution';
import { positionArrays } from './position-arrays';
import { statusOfCode, type TelemetryRecord } from './telemetry-record';

/**
 * Rows per INSERT. The rows travel as one array per column (`unnest`), so a statement has 12
 * parameters whatever its size: no parameter limit, and the server parses one statement per chunk
 * instead of one per row (on PGlite one row per statement is about 7 times slower).
 */
const CHUNK = 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/** The columns of `positions` a record fills, in the order the ingestion writes them. */
export const POSITION_RECORD_COLUMNS =
  'vehicle_id, ts, lat, lng, speed, bearing, status, gps_satellites, gsm_signal, mileage_km, external_voltage, temperature';

/**
 * The rows of a chunk as the insert reads them: `$2`–`$12` are its columns, `$1` the vehicle. The
 * arrays are unnested in the select list, which steps through them together row by row; in `FROM`
 * each would first be copied into a tuple store of its own, about a quarter of the insert's CPU in the
 * database (2.4–3.1 µs a record against 1.1–1.7, issue 29 §2).
 */
const CHUNK_ROWS = `SELECT $1::int, to_timestamp(r.ms / 1000), r.lat, r.lng, r.speed, r.bearing, r.status,
    r.gps_satellites, r.gsm_signal, r.mileage_km, r.external_voltage, r.temperature, $13::timestamptz
  FROM (SELECT unnest($2::float8[]) AS ms, unnest($3::float8[]) AS lat, unnest($4::float8[]) AS lng,
    unnest($5::float4[]) AS speed, unnest($6::float4[]) AS bearing, unnest($7::int2[]) AS status,
    unnest($8::int2[]) AS gps_satellites, unnest($9::int2[]) AS gsm_signal,
    unnest($10::float8[]) AS mileage_km, unnest($11::float4[]) AS external_voltage,
    unnest($12::float4[]) AS temperature) AS r`;

/**
 * One chunk of time-sorted unique records in one statement. `top` is the newest record already stored
 * within the chunk's span ($14–$15, its first and last time): the records after it cannot be there yet
 * and are written by a plain insert (`fresh`); only those at or before it (a late or repeated batch)
 * take `ON CONFLICT DO NOTHING RETURNING`, whose check of the key before each row and answer per row
 * cost the database about a quarter more CPU per record (issue 29 §2); a one-time filter skips that
 * insert altogether when nothing is stored in the span, the usual case. Correct because the caller
 * holds the vehicle's row lock, as every writer of its positions does: no record can appear between
 * the read of `top` and the insert; were one to, the plain insert fails on the key and the whole
 * batch is refused, never half-stored or counted twice. Answers `top` in microseconds, exact (the
 * fresh records are the chunk's after it, counted by the caller: unnesting the times again to count
 * them cost the database about a tenth of the insert) and which of the others were inserted.
 */
const INSERT_CHUNK = `WITH top AS (
    SELECT max(ts) AS ts FROM positions
    WHERE vehicle_id = $1 AND ts >= to_timestamp($14::float8 / 1000) AND ts <= to_timestamp($15::float8 / 1000)),
  fresh AS (
    INSERT INTO positions (${POSITION_RECORD_COLUMNS}, received_at)
    ${CHUNK_ROWS}
    WHERE to_timestamp(r.ms / 1000) > COALESCE((SELECT ts FROM top), '-infinity')),
  older AS (
    INSERT INTO positions (${POSITION_RECORD_COLUMNS}, received_at)
    ${CHUNK_ROWS}
    WHERE (SELECT ts FROM top) IS NOT NULL AND to_timestamp(r.ms / 1000) <= (SELECT ts FROM top)
    ON CONFLICT (vehicle_id, ts) DO NOTHING
    RETURNING ts)
  SELECT (SELECT (extract(epoch FROM ts) * 1000000)::int8 FROM top) AS top_us, array_agg(ts) AS ts FROM older`;

/**
 * The index of the first of time-sorted records after `us` (microseconds since 1970; their length
 * when none is). A record's time in ms times 1,000 is exact in a double, as is the comparison.
 */
const firstAfter = (records: readonly TelemetryRecord[], us: number): number => {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (records[middle]!.ts * 1000 > us) high = middle;
    else low = middle + 1;
  }
  return low;
};

/**
 * Stores the records of one vehicle, sorted by time with one record per timestamp (as the ingestion
 * hands them over), under the vehicle's row lock; a record whose vehicle and timestamp are already
 * stored is kept as it was. Every record gets the batch's arrival time (`received_at`, migration 0024:
 * one parameter per statement, nothing per record), from which reads tell a late arrival. Answers the
 * timestamps actually inserted, or `all` when every record was (the usual case: then no timestamps
 * travel back).
 */
export const insertPositions = async (
  q: Queryable,
  kind: 'pglite' | 'postgres',
  vehicleId: number,
  records: readonly TelemetryRecord[],
  /** The batch's arrival; null for a history written as if it had come live (unknown, read as on time). */
  receivedAt: Date | null,
): Promise<Set<number> | 'all'> => {
  /** Per chunk: every record inserted (null), or the times of those inserted. */
  const chunks: { readonly records: readonly TelemetryRecord[]; readonly partly: number[] | null }[] = [];
  for (let start = 0; start < records.length; start += CHUNK) {
    const chunk = records.slice(start, start + CHUNK);
    // The times travel as epoch milliseconds; to_timestamp keeps them exact (microseconds rounded).
    const [row] = await q.query<{ top_us: number | null; ts: Date[] | null }>(INSERT_CHUNK, [
      vehicleId,
      ...positionArrays(chunk, kind),
      receivedAt?.toISOString() ?? null,
      chunk[0]!.ts,
      chunk.at(-1)!.ts,
    ]);
    const topUs = row ? (row.top_us ?? -Infinity) : Infinity;
    const fresh = chunk.length - firstAfter(chunk, topUs);
    const olderTimes = (row?.ts ?? []).map((ts) => ts.getTime());
    const partly =
      fresh + olderTimes.length === chunk.length
        ? null
        : [...olderTimes, ...chunk.slice(chunk.length - fresh).map((r) => r.ts)];
    chunks.push({ records: chunk, partly });
  }
  if (chunks.every((c) => c.partly === null)) return 'all';
  return new Set(chunks.flatMap((c) => c.partly ?? c.records.map((r) => r.ts)));
};

interface PointRow {
  readonly ts: Date;
  readonly status: number;
  readonly mileage_km: number;
}

const toPoint = (row: PointRow): FigurePoint => ({
  ts: row.ts.getTime(),
  status: statusOfCode(row.status) ?? 'off',
  mileageKm: row.mileage_km,
});

/**
 * How far from a stretch its neighbouring records are looked for first. `positions` is partitioned by
 * month (migration 0022): a lookup bounded by time reads only the partitions it names, and nearly every
 * vehicle has a record within a week. Only when there is none is the rest of the history searched
 * (a vehicle back after a long silence: its odometer delta still counts).
 */
export const NEIGHBOUR_WINDOW_MS = 7 * 86_400_000;

/**
 * The records of one vehicle in [startMs, endMs) with the one just before and the one just after:
 * everything the figures of that stretch depend on. Served by the primary key index of each month.
 */
export const loadSpan = async (
  q: Queryable,
  vehicleId: number,
  startMs: number,
  endMs: number,
): Promise<{ previous: FigurePoint | null; points: FigurePoint[]; next: FigurePoint | null }> => {
  const rows = await q.query<PointRow & { part: number }>(
    `(SELECT 0 AS part, ts, status, mileage_km FROM positions
       WHERE vehicle_id = $1 AND ts < $2 AND ts >= $4 ORDER BY ts DESC LIMIT 1)
     UNION ALL
     (SELECT 1 AS part, ts, status, mileage_km FROM positions
       WHERE vehicle_id = $1 AND ts >= $2 AND ts < $3)
     UNION ALL
     (SELECT 2 AS part, ts, status, mileage_km FROM positions
       WHERE vehicle_id = $1 AND ts >= $3 AND ts < $5 ORDER BY ts LIMIT 1)
     ORDER BY ts`,
    [
      vehicleId,
      iso(startMs),
      iso(endMs),
      iso(startMs - NEIGHBOUR_WINDOW_MS),
      iso(endMs + NEIGHBOUR_WINDOW_MS),
    ],
  );
  const previous = rows.find((r) => r.part === 0) ?? (await farNeighbour(q, vehicleId, 'before', startMs));
  const next = rows.find((r) => r.part === 2) ?? (await farNeighbour(q, vehicleId, 'after', endMs));
  return {
    previous: previous ? toPoint(previous) : null,
    points: rows.filter((r) => r.part === 1).map(toPoint),
    next: next ? toPoint(next) : null,
  };
};

/** The neighbour more than `NEIGHBOUR_WINDOW_MS` before `startMs` or after `endMs` (see there). */
const farNeighbour = async (
  q: Queryable,
  vehicleId: number,
  side: 'before' | 'after',
  ms: number,
): Promise<PointRow | undefined> => {
  const [row] = await q.query<PointRow>(
    side === 'before'
      ? `SELECT ts, status, mileage_km FROM positions WHERE vehicle_id = $1 AND ts < $2 ORDER BY ts DESC LIMIT 1`
      : `SELECT ts, status, mileage_km FROM positions WHERE vehicle_id = $1 AND ts >= $2 ORDER BY ts LIMIT 1`,
    [vehicleId, iso(side === 'before' ? ms - NEIGHBOUR_WINDOW_MS : ms + NEIGHBOUR_WINDOW_MS)],
  );
  return row;
};

/**
 * For each timestamp, the first stored record after it (null at the end), in the order given: looked
 * for within `NEIGHBOUR_WINDOW_MS` first, beyond it only when there is none (COALESCE evaluates the
 * second lookup only then).
 */
export const nextRecordTimes = async (
  q: Queryable,
  vehicleId: number,
  times: readonly number[],
): Promise<(number | null)[]> => {
  const rows = await q.query<{ next: Date | null }>(
    `SELECT COALESCE(
       (SELECT min(p.ts) FROM positions p WHERE p.vehicle_id = $1 AND p.ts > t.ts AND p.ts <= t.ts + $3::interval),
       (SELECT min(p.ts) FROM positions p WHERE p.vehicle_id = $1 AND p.ts > t.ts + $3::interval)) AS next
     FROM unnest($2::timestamptz[]) WITH ORDINALITY AS t (ts, n) ORDER BY t.n`,
    [vehicleId, times.map(iso), `${NEIGHBOUR_WINDOW_MS / 1000} seconds`],
  );
  return rows.map((r) => r.next?.getTime() ?? null);
};

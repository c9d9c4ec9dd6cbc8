import type { Queryable } from '../../db/db';
import { GAP_CAP_MS } from '../../telemetry/daily-attribution';
import { localDayOf } from '../../telemetry/local-day';
import type { HeatCells } from '../heatmap/heat-cells';
import type { DayTrack, TrackPoint } from './day-track';

/** What `track_days` keeps of a closed day: its fine track and its heat-map cells. */
export interface DaySummary {
  readonly track: DayTrack;
  readonly heat: HeatCells;
}

const floatsOf = (bytes: Uint8Array): Float64Array => {
  // Copied: the driver's buffer may start at an offset that is no multiple of 8.
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float64Array(copy.buffer);
};

/** Hex text: both drivers pass text arrays alike (the SQL decodes them). */
const hexOf = (floats: Float64Array): string => Buffer.from(floats.buffer).toString('hex');

const encodeTrack = (track: DayTrack) => {
  const count = track.segments.reduce((n, s) => n + s.length, 0);
  const floats = new Float64Array(count * 4);
  const breaks: number[] = [];
  let i = 0;
  for (const segment of track.segments) {
    breaks.push(i / 4);
    for (const p of segment) {
      floats[i++] = p.lng;
      floats[i++] = p.lat;
      floats[i++] = p.t;
      floats[i++] = p.speed;
    }
  }
  return { points: hexOf(floats), breaks };
};

const decodeTrack = (day: string, row: Row): DayTrack => {
  const floats = floatsOf(row.track_points);
  const count = floats.length / 4;
  const segments: TrackPoint[][] = [];
  const breaks = [...row.track_breaks, count];
  for (let s = 0; s + 1 < breaks.length; s++) {
    const segment: TrackPoint[] = [];
    for (let k = breaks[s]!; k < breaks[s + 1]!; k++)
      segment.push({
        lng: floats[4 * k]!,
        lat: floats[4 * k + 1]!,
        t: floats[4 * k + 2]!,
        speed: floats[4 * k + 3]!,
      });
    segments.push(segment);
  }
  return { day, segments, openStart: row.open_start, openEnd: row.open_end };
};

const encodeHeat = (heat: HeatCells): string => {
  const floats = new Float64Array(heat.size * 2);
  let i = 0;
  for (const [key, seconds] of heat) {
    floats[i++] = key;
    floats[i++] = seconds;
  }
  return hexOf(floats);
};

const decodeHeat = (bytes: Uint8Array): HeatCells => {
  const floats = floatsOf(bytes);
  const heat: HeatCells = new Map();
  for (let i = 0; i < floats.length; i += 2) heat.set(floats[i]!, floats[i + 1]!);
  return heat;
};

interface Row {
  readonly day: string;
  readonly track_points: Uint8Array;
  readonly track_breaks: number[];
  readonly open_start: boolean;
  readonly open_end: boolean;
  readonly heat_cells: Uint8Array;
}

/** The stored summaries of the vehicle's days first..last (inclusive), by day. */
export const readDaySummaries = async (
  q: Queryable,
  vehicleId: number,
  first: string,
  last: string,
): Promise<Map<string, DaySummary>> => {
  const rows = await q.query<Row>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, track_points, track_breaks, open_start, open_end, heat_cells
     FROM track_days WHERE vehicle_id = $1 AND day BETWEEN $2 AND $3`,
    [vehicleId, first, last],
  );
  return new Map(rows.map((r) => [r.day, { track: decodeTrack(r.day, r), heat: decodeHeat(r.heat_cells) }]));
};

/** Stores built summaries (a concurrent build of the same day writes the same content). */
export const writeDaySummaries = async (
  q: Queryable,
  vehicleId: number,
  summaries: readonly DaySummary[],
  now: Date,
): Promise<void> => {
  if (summaries.length === 0) return;
  const tracks = summaries.map((s) => encodeTrack(s.track));
  await q.query(
    `INSERT INTO track_days (vehicle_id, day, track_points, track_breaks, open_start, open_end, heat_cells, built_at)
     SELECT $1::int, d.day, decode(d.points, 'hex'), string_to_array(d.breaks, ',')::int[], d.open_start,
       d.open_end, decode(d.heat, 'hex'), $8
     FROM unnest($2::date[], $3::text[], $4::text[], $5::bool[], $6::bool[], $7::text[])
       AS d (day, points, breaks, open_start, open_end, heat)
     ON CONFLICT (vehicle_id, day) DO UPDATE SET track_points = EXCLUDED.track_points,
       track_breaks = EXCLUDED.track_breaks, open_start = EXCLUDED.open_start, open_end = EXCLUDED.open_end,
       heat_cells = EXCLUDED.heat_cells, built_at = EXCLUDED.built_at`,
    [
      vehicleId,
      summaries.map((s) => s.track.day),
      tracks.map((t) => t.points),
      tracks.map((t) => t.breaks.join(',')),
      summaries.map((s) => s.track.openStart),
      summaries.map((s) => s.track.openEnd),
      summaries.map((s) => encodeHeat(s.heat)),
      now.toISOString(),
    ],
  );
};

/**
 * Forgets the summaries of the days that records first..last (epoch ms, sorted batch) change: their
 * own days, the day the interval before the first may start on, and the day the last one's interval
 * may run into. Called by the ingestion in its transaction, after the vehicle's lock.
 */
export const forgetDaySummaries = async (
  q: Queryable,
  vehicleId: number,
  firstMs: number,
  lastMs: number,
): Promise<void> => {
  await q.query('DELETE FROM track_days WHERE vehicle_id = $1 AND day BETWEEN $2 AND $3', [
    vehicleId,
    localDayOf(firstMs - GAP_CAP_MS),
    localDayOf(lastMs + GAP_CAP_MS),
  ]);
};

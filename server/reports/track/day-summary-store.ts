import type { Queryable } from '../../db/db';
import { GAP_CAP_MS } from '../../telemetry/daily-attribution';
import { localDayOf } from '../../telemetry/local-day';
import type { HeatCells } from '../heatmap/heat-cells';
import type { DayTrack, TrackPoint } from './day-track';
import type { StoredZoom } from './simplify';

/** A day's tracks for the stored zooms, and its heat-map cells. */
export interface DaySummary {
  readonly day: string;
  readonly tracks: Readonly<Record<StoredZoom, DayTrack>>;
  readonly heat: HeatCells;
}

/** What a read of stored days answers: one zoom's track (or none) and the heat-map cells. */
export interface StoredDay {
  readonly day: string;
  readonly track: DayTrack | null;
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

/** Floats per stored position: lng, lat, t, speed, late (1 or 0). */
const POINT_FLOATS = 5;

/** [stretches, length of each, then lng, lat, t, speed, late per position]. */
const encodeTrack = (track: DayTrack): string => {
  const count = track.segments.reduce((n, s) => n + s.length, 0);
  const floats = new Float64Array(1 + track.segments.length + count * POINT_FLOATS);
  floats[0] = track.segments.length;
  let i = 1;
  for (const segment of track.segments) floats[i++] = segment.length;
  for (const segment of track.segments)
    for (const p of segment) {
      floats[i++] = p.lng;
      floats[i++] = p.lat;
      floats[i++] = p.t;
      floats[i++] = p.speed;
      floats[i++] = p.late ? 1 : 0;
    }
  return hexOf(floats);
};

/**
 * The stored track, or null when it was stored before positions carried their late flag (four floats
 * a position): such a day is built again from the raw positions on its next read, as if missing, so
 * no track shows late data as on time. The length tells the two forms apart.
 */
const decodeTrack = (
  day: string,
  bytes: Uint8Array,
  openStart: boolean,
  openEnd: boolean,
): DayTrack | null => {
  const floats = floatsOf(bytes);
  const count = floats[0] ?? 0;
  let points = 0;
  for (let s = 0; s < count; s++) points += floats[1 + s]!;
  if (floats.length !== 1 + count + points * POINT_FLOATS) return null;
  const segments: TrackPoint[][] = [];
  let i = 1 + count;
  for (let s = 0; s < count; s++) {
    const segment: TrackPoint[] = [];
    for (let k = 0; k < floats[1 + s]!; k++, i += POINT_FLOATS)
      segment.push({
        lng: floats[i]!,
        lat: floats[i + 1]!,
        t: floats[i + 2]!,
        speed: floats[i + 3]!,
        late: floats[i + 4] === 1,
      });
    segments.push(segment);
  }
  return { day, segments, openStart, openEnd };
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
  readonly track: Uint8Array | null;
  readonly open_start: boolean;
  readonly open_end: boolean;
  readonly heat_cells: Uint8Array;
}

/** The stored days first..last (inclusive) of the vehicle, with the track of `zoom` (null: none). */
export const readDaySummaries = async (
  q: Queryable,
  vehicleId: number,
  first: string,
  last: string,
  zoom: StoredZoom | null,
): Promise<Map<string, StoredDay>> => {
  const track = zoom === null ? 'NULL::bytea' : `track_z${zoom}`;
  const rows = await q.query<Row>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${track} AS track, open_start, open_end, heat_cells
     FROM track_days WHERE vehicle_id = $1 AND day BETWEEN $2 AND $3`,
    [vehicleId, first, last],
  );
  const result = new Map<string, StoredDay>();
  for (const r of rows) {
    const track = r.track ? decodeTrack(r.day, r.track, r.open_start, r.open_end) : null;
    // A track stored in the form before the late flag reads as missing, so it is built again.
    if (r.track && track === null) continue;
    result.set(r.day, { day: r.day, track, heat: decodeHeat(r.heat_cells) });
  }
  return result;
};

/** Stores built summaries (a concurrent build of the same day writes the same content). */
export const writeDaySummaries = async (
  q: Queryable,
  vehicleId: number,
  summaries: readonly DaySummary[],
  now: Date,
): Promise<void> => {
  if (summaries.length === 0) return;
  await q.query(
    `INSERT INTO track_days (vehicle_id, day, track_z8, track_z12, track_z16, open_start, open_end, heat_cells,
       built_at)
     SELECT $1::int, d.day, decode(d.z8, 'hex'), decode(d.z12, 'hex'), decode(d.z16, 'hex'), d.open_start,
       d.open_end, decode(d.heat, 'hex'), $9
     FROM unnest($2::date[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::bool[], $8::text[])
       AS d (day, z8, z12, z16, open_start, open_end, heat)
     ON CONFLICT (vehicle_id, day) DO UPDATE SET track_z8 = EXCLUDED.track_z8, track_z12 = EXCLUDED.track_z12,
       track_z16 = EXCLUDED.track_z16, open_start = EXCLUDED.open_start, open_end = EXCLUDED.open_end,
       heat_cells = EXCLUDED.heat_cells, built_at = EXCLUDED.built_at`,
    [
      vehicleId,
      summaries.map((s) => s.day),
      summaries.map((s) => encodeTrack(s.tracks[8])),
      summaries.map((s) => encodeTrack(s.tracks[12])),
      summaries.map((s) => encodeTrack(s.tracks[16])),
      summaries.map((s) => s.tracks[16].openStart),
      summaries.map((s) => s.tracks[16].openEnd),
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

import { GAP_CAP_MS } from '../../telemetry/daily-attribution';
import type { PositionRow } from './position-rows';
import { mercator, simplifyIndices } from './simplify';

/** A kept position of a track: WGS 84 degrees, epoch seconds, km/h, whether it arrived late. */
export interface TrackPoint {
  readonly lng: number;
  readonly lat: number;
  readonly t: number;
  readonly speed: number;
  readonly late: boolean;
}

/**
 * One local day of a vehicle's track: its stretches (split where the vehicle was off or silent for
 * more than {@link GAP_CAP_MS}, as the daily figures count), each simplified with a tolerance; a
 * stretch may have a single point (it may go on the next day). `openStart`: no off record before the
 * first stretch in the day, so it may continue the previous day's last one; `openEnd`: the last
 * stretch was still going at midnight.
 */
export interface DayTrack {
  readonly day: string;
  readonly segments: readonly (readonly TrackPoint[])[];
  readonly openStart: boolean;
  readonly openEnd: boolean;
}

export const emptyDayTrack = (day: string): DayTrack => ({
  day,
  segments: [],
  openStart: true,
  openEnd: false,
});

/**
 * Where the stretch must be cut before simplifying: its ends and both sides of every change of the
 * late flag, so a late stretch keeps its exact first and last position (as the replay's chunks do).
 */
const lateBoundaries = (points: readonly TrackPoint[]): number[] => {
  const cuts = [0];
  for (let i = 1; i < points.length; i++) if (points[i]!.late !== points[i - 1]!.late) cuts.push(i - 1, i);
  cuts.push(points.length - 1);
  return [...new Set(cuts)];
};

/**
 * Simplifies one stretch with a Mercator tolerance: start, end and every change of the late flag kept,
 * each piece between them simplified on its own (so the tolerance still holds for every position).
 */
export const simplifyPoints = (points: readonly TrackPoint[], tolerance: number): TrackPoint[] => {
  if (points.length <= 2) return [...points];
  const xs = new Float64Array(points.length);
  const ys = new Float64Array(points.length);
  points.forEach((p, i) => {
    [xs[i], ys[i]] = mercator(p.lng, p.lat);
  });
  const cuts = lateBoundaries(points);
  const kept: TrackPoint[] = [points[0]!];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [from, to] = [cuts[k]!, cuts[k + 1]!];
    const piece = simplifyIndices(xs.subarray(from, to + 1), ys.subarray(from, to + 1), tolerance);
    for (const i of piece.slice(1)) kept.push(points[from + i]!);
  }
  return kept;
};

/**
 * The track of one day from its records (sorted, all of that day): records without a position are
 * passed over (they neither add nor split), an off record ends the stretch, a silence of more than
 * 10 minutes between two positions starts a new one.
 */
export const buildDayTrack = (day: string, rows: readonly PositionRow[], tolerance: number): DayTrack => {
  const segments: TrackPoint[][] = [];
  let current: TrackPoint[] = [];
  let openStart = true;
  let lastMs = 0;
  const close = () => {
    if (current.length > 0) segments.push(simplifyPoints(current, tolerance));
    current = [];
  };
  for (const row of rows) {
    if (row.status === 'off') {
      if (segments.length === 0 && current.length === 0) openStart = false;
      close();
      continue;
    }
    if (row.lat === null || row.lng === null) continue;
    if (current.length > 0 && row.ts - lastMs > GAP_CAP_MS) close();
    lastMs = row.ts;
    current.push({
      lng: row.lng,
      lat: row.lat,
      t: Math.floor(row.ts / 1000),
      speed: row.speed,
      late: row.late,
    });
  }
  const openEnd = current.length > 0;
  close();
  return { day, segments, openStart, openEnd };
};

/** The day's track simplified again with a further tolerance (its stretches' ends stay). */
export const coarsen = (track: DayTrack, tolerance: number): DayTrack => ({
  ...track,
  segments: track.segments.map((s) => simplifyPoints(s, tolerance)),
});

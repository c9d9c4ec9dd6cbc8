import type { TrackFeature } from '../../../src/api/contract';
import { GAP_CAP_MS } from '../../telemetry/daily-attribution';
import { simplifyPoints, type DayTrack, type TrackPoint } from './day-track';

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/**
 * Joins the stretches of consecutive days that go on over midnight (the earlier day's last stretch
 * still going, the later day's first one not after an off record, at most 10 minutes apart): the
 * stretches a single pass over the raw records would find.
 */
export const joinDays = (days: readonly DayTrack[]): TrackPoint[][] => {
  const stretches: TrackPoint[][] = [];
  let previous: DayTrack | null = null;
  for (const day of days) {
    day.segments.forEach((segment, i) => {
      const last = stretches.at(-1);
      const joins =
        i === 0 &&
        previous?.openEnd === true &&
        day.openStart &&
        last !== undefined &&
        segment.length > 0 &&
        (segment[0]!.t - last.at(-1)!.t) * 1000 <= GAP_CAP_MS;
      if (joins) last.push(...segment);
      else stretches.push([...segment]);
    });
    previous = day;
  }
  return stretches;
};

/** The [first, last] indexes of each run of late positions (empty: none arrived late). */
export const lateRuns = (stretch: readonly TrackPoint[]): [number, number][] => {
  const runs: [number, number][] = [];
  stretch.forEach((p, i) => {
    if (!p.late) return;
    const run = runs.at(-1);
    if (run && run[1] === i - 1) run[1] = i;
    else runs.push([i, i]);
  });
  return runs;
};

const featureOf = (stretch: readonly TrackPoint[]): TrackFeature => {
  const late = lateRuns(stretch);
  const times = stretch.map((p) => p.t);
  const speeds = stretch.map((p) => round(p.speed, 1));
  return {
    type: 'Feature' as const,
    geometry: {
      type: 'LineString' as const,
      coordinates: stretch.map((p) => [round(p.lng, 5), round(p.lat, 5)] as const),
    },
    // `late` only where there is some: an on-time track answers as before.
    properties: late.length > 0 ? { times, speeds, late } : { times, speeds },
  };
};

/**
 * The GeoJSON features of a track: the joined stretches, each simplified again with `tolerance`
 * (null or 0: as they are; every change of the late flag kept), coordinates rounded to 5 decimals
 * (about a metre), speeds to 0.1 km/h, runs of late positions as index ranges; a stretch of a single
 * position is no line and is left out.
 */
export const trackFeatures = (days: readonly DayTrack[], tolerance: number | null): TrackFeature[] =>
  joinDays(days)
    .map((stretch) => (tolerance ? simplifyPoints(stretch, tolerance) : stretch))
    .filter((stretch) => stretch.length >= 2)
    .map(featureOf);

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

/**
 * The GeoJSON features of a track: the joined stretches, each simplified again with `tolerance`
 * (null or 0: as they are), coordinates rounded to 5 decimals (about a metre), speeds to 0.1 km/h; a
 * stretch of a single position is no line and is left out.
 */
export const trackFeatures = (days: readonly DayTrack[], tolerance: number | null): TrackFeature[] =>
  joinDays(days)
    .map((stretch) => (tolerance ? simplifyPoints(stretch, tolerance) : stretch))
    .filter((stretch) => stretch.length >= 2)
    .map((stretch) => ({
      type: 'Feature' as const,
      geometry: {
        type: 'LineString' as const,
        coordinates: stretch.map((p) => [round(p.lng, 5), round(p.lat, 5)] as const),
      },
      properties: { times: stretch.map((p) => p.t), speeds: stretch.map((p) => round(p.speed, 1)) },
    }));

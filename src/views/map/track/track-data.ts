import type { HeatmapData, TrackData, TrackFeature } from '../../../api/contract/reports.contract';
import { LATE_COLOUR } from '../replay/replay-layer-data';
import { speedColor, type Rgba } from './speed-scale';

export type LngLat = readonly [number, number];

/** One piece of the track between two recorded positions, coloured by its speed. */
export interface TrackSegment {
  readonly path: readonly [LngLat, LngLat];
  /** Epoch seconds at both ends. */
  readonly times: readonly [number, number];
  /** km/h at both ends. */
  readonly speeds: readonly [number, number];
  /** Whether each end arrived late. */
  readonly lates: readonly [boolean, boolean];
  /**
   * The replay's late colour when its first position arrived late (as the replay's trails, a late run
   * is drawn up to the next position), else the colour of the mean of both speeds.
   */
  readonly color: Rgba;
}

/** A recorded position of the track: what the hover tooltip shows. */
export interface TrackPoint {
  readonly position: LngLat;
  /** Epoch seconds. */
  readonly time: number;
  /** km/h. */
  readonly speed: number;
  /** Arrived late (issue 30 §3): a device unloading what it kept offline. */
  readonly late: boolean;
}

/** The first and last recorded position of the whole track (its start and end markers). */
export interface TrackEnd extends TrackPoint {
  readonly kind: 'start' | 'end';
}

export interface TrackLayerData {
  readonly segments: readonly TrackSegment[];
  readonly ends: readonly TrackEnd[];
  /** [west, south, east, north] of every position; null for a track without positions. */
  readonly bounds: readonly [number, number, number, number] | null;
  /** Some positions arrived late: the legend names the late colour. */
  readonly hasLate: boolean;
}

/** Per position of the feature, whether it arrived late (from the contract's index ranges). */
export const lateFlags = (feature: TrackFeature, count: number): boolean[] => {
  const flags = new Array<boolean>(count).fill(false);
  for (const [first, last] of feature.properties.late ?? [])
    for (let i = Math.max(0, first); i <= Math.min(last, count - 1); i += 1) flags[i] = true;
  return flags;
};

/**
 * The track's layer data: each stretch (feature) cut into segments between consecutive positions,
 * so that each is drawn in the colour of its speed; stretches stay apart (no line across a stop
 * where the vehicle was off or silent). Positions without time or speed (a malformed feature) are
 * left out rather than guessed.
 */
export const toTrackLayerData = (data: TrackData): TrackLayerData => {
  const segments: TrackSegment[] = [];
  const points: TrackPoint[] = [];
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  let hasLate = false;
  for (const feature of data.track.features) {
    const { coordinates } = feature.geometry;
    const { times, speeds } = feature.properties;
    const count = Math.min(coordinates.length, times.length, speeds.length);
    const late = lateFlags(feature, count);
    for (let i = 0; i < count; i += 1) {
      const position = coordinates[i]!;
      points.push({ position, time: times[i]!, speed: speeds[i]!, late: late[i]! });
      hasLate ||= late[i]!;
      west = Math.min(west, position[0]);
      east = Math.max(east, position[0]);
      south = Math.min(south, position[1]);
      north = Math.max(north, position[1]);
      if (i === 0) continue;
      const speedsHere = [speeds[i - 1]!, speeds[i]!] as const;
      segments.push({
        path: [coordinates[i - 1]!, position],
        times: [times[i - 1]!, times[i]!],
        speeds: speedsHere,
        lates: [late[i - 1]!, late[i]!],
        color: late[i - 1] ? LATE_COLOUR : speedColor((speedsHere[0] + speedsHere[1]) / 2),
      });
    }
  }
  const first = points[0];
  const last = points[points.length - 1];
  return {
    segments,
    ends:
      first && last
        ? [
            { ...first, kind: 'start' },
            { ...last, kind: 'end' },
          ]
        : [],
    bounds: first ? [west, south, east, north] : null,
    hasLate,
  };
};

/** The recorded position of a segment nearest to `coordinate` (where the pointer is on it). */
export const nearestTrackPoint = (segment: TrackSegment, coordinate: readonly number[]): TrackPoint => {
  const [a, b] = segment.path;
  const distance = (p: LngLat) => (p[0] - (coordinate[0] ?? 0)) ** 2 + (p[1] - (coordinate[1] ?? 0)) ** 2;
  return distance(a) <= distance(b)
    ? { position: a, time: segment.times[0], speed: segment.speeds[0], late: segment.lates[0] }
    : { position: b, time: segment.times[1], speed: segment.speeds[1], late: segment.lates[1] };
};

/** A heat map cell as the contract gives it: [longitude, latitude, seconds]. */
export type HeatmapCell = HeatmapData['cells'][number];

/** The heat map layer's data accessors: each cell weighs its seconds. */
export const heatmapPosition = (cell: HeatmapCell): [number, number] => [cell[0], cell[1]];
export const heatmapWeight = (cell: HeatmapCell): number => cell[2];

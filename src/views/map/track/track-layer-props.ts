import type { HeatmapData } from '../../../api/contract/reports.contract';
import type { Rgba } from './speed-scale';
import {
  heatmapPosition,
  heatmapWeight,
  type HeatmapCell,
  type LngLat,
  type TrackEnd,
  type TrackLayerData,
  type TrackSegment,
} from './track-data';

export const TRACK_LAYER_ID = 'track';
export const TRACK_ENDS_LAYER_ID = 'track-ends';
export const TRACK_LATE_LAYER_ID = 'track-late';
export const HEATMAP_LAYER_ID = 'heatmap';

/** The start marker's and end marker's fill (the legend shows them too). */
export const TRACK_END_COLORS: Readonly<Record<TrackEnd['kind'], Rgba>> = {
  start: [21, 128, 61, 255],
  end: [17, 24, 39, 255],
};
const WHITE: Rgba = [255, 255, 255, 255];
/** The track and its markers are flat on a flat map: no depth test. */
const FLAT = { depthCompare: 'always', depthWriteEnabled: false } as const;

/**
 * The deck.gl props of the track's path layer (without its event handlers): one path per segment in
 * the colour of its speed, 5 px wide at every zoom; a late segment orange and wider, for its white
 * core (`trackLateProps`).
 */
export const trackPathProps = (data: TrackLayerData) => ({
  id: TRACK_LAYER_ID,
  data: data.segments,
  getPath: (s: TrackSegment) => s.path as unknown as [number, number][],
  getColor: (s: TrackSegment) => s.color as unknown as [number, number, number, number],
  getWidth: (s: TrackSegment) => (s.lates[0] ? TRACK_LATE_WIDTHS.path : 5),
  widthUnits: 'pixels' as const,
  capRounded: true,
  jointRounded: true,
  pickable: true,
  parameters: FLAT,
});

/**
 * A late stretch's white core, drawn over the path: late stretches read as hollow lines (as the
 * replay's late points are hollow rings). By colour alone they were not told apart: the late orange is
 * also the speed scale's colour at 120 km/h, a freight train's usual speed. The width of the path's
 * late segments, so that an orange edge stays on each side of the core.
 */
export const TRACK_LATE_WIDTHS = { path: 7, core: 3 } as const;

/** The deck.gl props of the late stretches' white core (not pickable: the path under it is). */
export const trackLateProps = (data: TrackLayerData) => ({
  id: TRACK_LATE_LAYER_ID,
  data: data.segments.filter((s) => s.lates[0]),
  getPath: (s: TrackSegment) => s.path as unknown as [number, number][],
  getColor: WHITE as unknown as [number, number, number, number],
  getWidth: TRACK_LATE_WIDTHS.core,
  widthUnits: 'pixels' as const,
  capRounded: true,
  jointRounded: true,
  pickable: false,
  parameters: FLAT,
});

/** The deck.gl props of the start and end markers: discs with a white rim. */
export const trackEndsProps = (data: TrackLayerData) => ({
  id: TRACK_ENDS_LAYER_ID,
  data: data.ends,
  getPosition: (e: TrackEnd) => e.position as unknown as [number, number],
  getFillColor: (e: TrackEnd) => TRACK_END_COLORS[e.kind] as unknown as [number, number, number, number],
  getLineColor: WHITE as unknown as [number, number, number, number],
  getRadius: 8,
  radiusUnits: 'pixels' as const,
  stroked: true,
  getLineWidth: 3,
  lineWidthUnits: 'pixels' as const,
  pickable: true,
  parameters: FLAT,
});

/**
 * The deck.gl props of the heat map: every cell weighs the seconds spent in it, summed where cells
 * meet. A smaller weights texture than deck.gl's default (2048²) costs software rendering far less
 * and looks the same at these radii.
 */
export const heatmapLayerProps = (data: HeatmapData) => ({
  id: HEATMAP_LAYER_ID,
  data: data.cells,
  getPosition: heatmapPosition,
  getWeight: heatmapWeight,
  aggregation: 'SUM' as const,
  radiusPixels: 40,
  weightsTextureSize: 512,
});

export type { HeatmapCell, LngLat };

/** [west, south, east, north] in degrees. */
export type Bounds = readonly [number, number, number, number];

/**
 * The area whose markers are handed to deck.gl: the view and a quarter of it on every side. Markers
 * outside the view cost the software renderer (llvmpipe: the test and benchmark browsers, machines
 * without a GPU) a vertex pass each per frame for nothing. The margin lets panning go on for a while
 * without a change of data (a quarter view: about 50 frames of a brisk pan) and covers the markers
 * whose icon reaches into the view from outside; once the view leaves the area, a new one is taken
 * around it. With a whole view on every side (before issue 28 §3's second step) deck.gl drew 9 views'
 * markers at zoom 8 with 20,000 vehicles; a quarter hands it a fourth of them.
 */
const MARGIN = 0.25;

export const cullingArea = (view: Bounds): Bounds => {
  const width = (view[2] - view[0]) * MARGIN;
  const height = (view[3] - view[1]) * MARGIN;
  return [view[0] - width, Math.max(-90, view[1] - height), view[2] + width, Math.min(90, view[3] + height)];
};

/**
 * An area is given up for a new one when it is wider than this many views: zoomed in, an area taken
 * around the wider view before would hand deck.gl markers far out of sight (after a zoom from 5 to
 * 8, all 20,000 of the benchmark's instead of a few hundred; issue 28 §3). An area is 1.5 views wide
 * when taken, 3 after one zoom step in, 2.1 after half a step (kept).
 */
const MAX_AREA_VIEWS = 2.25;

/** Whether `area` still serves `view`: the view lies inside it, and it was not taken for a much wider one. */
export const areaServes = (area: Bounds, view: Bounds): boolean =>
  containsBounds(area, view) && area[2] - area[0] <= MAX_AREA_VIEWS * (view[2] - view[0]);

/** Whether `inner` lies wholly inside `outer`. */
export const containsBounds = (outer: Bounds, inner: Bounds): boolean =>
  inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];

/** Whether a position lies inside `area` (null: no area, everything does). */
export const inArea = (area: Bounds | null, lng: number, lat: number): boolean =>
  area === null || (lng >= area[0] && lng <= area[2] && lat >= area[1] && lat <= area[3]);

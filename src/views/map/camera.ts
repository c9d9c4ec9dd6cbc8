import type { GeoPoint } from './clustering';
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  FOCUS_ZOOM,
  INITIAL_ZOOM_CAP,
  MAX_ZOOM,
  MIN_ZOOM,
  ZOOM_CAPPED_VIEWS,
} from './map.constants';

/** [west, south, east, north] in degrees. */
export type Bounds = readonly [number, number, number, number];

/** Where the camera should go: a centre and zoom, or bounds to fit into the viewport. */
export type CameraTarget =
  | { readonly kind: 'center'; readonly center: readonly [number, number]; readonly zoom: number }
  | { readonly kind: 'bounds'; readonly bounds: Bounds };

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/**
 * The zoom the map opens at once it has loaded (spec 000 §4 Map frame): capped at 6 on the
 * dashboard, live data and tracking map, so a single vehicle does not open at street level.
 */
export const capInitialZoom = (view: string, zoom: number): number =>
  clampZoom(ZOOM_CAPPED_VIEWS.has(view) ? Math.min(zoom, INITIAL_ZOOM_CAP) : zoom);

/** The bounds of the given positions; null when none has a position. */
export const boundsOf = (points: readonly (GeoPoint | null)[]): Bounds | null => {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const p of points) {
    if (!p) continue;
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
  }
  return west === Infinity ? null : [west, south, east, north];
};

/**
 * The recenter button's target: every vehicle with a position in view. Without any, the default
 * centre and zoom; one vehicle (or all on one spot) is shown at the focus zoom, as fitting empty
 * bounds would zoom to the maximum.
 */
export const recenterTarget = (points: readonly (GeoPoint | null)[]): CameraTarget => {
  const bounds = boundsOf(points);
  if (!bounds) return { kind: 'center', center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  const [west, south, east, north] = bounds;
  if (east - west < 1e-6 && north - south < 1e-6)
    return { kind: 'center', center: [west, south], zoom: FOCUS_ZOOM };
  return { kind: 'bounds', bounds };
};

/**
 * The zoom a click on a cluster goes to: where its members fit, but always at least one step
 * closer, so a click never leaves the cluster as it was.
 */
export const clusterClickZoom = (currentZoom: number, fittedZoom: number): number =>
  clampZoom(Math.max(fittedZoom, Math.floor(currentZoom) + 1));

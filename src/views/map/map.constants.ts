/** Map constants of spec 000 §2 Map view and §9 (zoom, marker sizes, cluster grid, timings). */

export const MIN_ZOOM = 4;
export const MAX_ZOOM = 21;
export const DEFAULT_ZOOM = 5;
/** Zoom a focused vehicle is shown at. */
export const FOCUS_ZOOM = 12;
/** Initial zoom cap once the map has loaded, on the views in `ZOOM_CAPPED_VIEWS` (spec 000 §4 Map frame). */
export const INITIAL_ZOOM_CAP = 6;
export const ZOOM_CAPPED_VIEWS: ReadonlySet<string> = new Set(['dashboard', 'livedata', 'trackingmap']);
/** [lng, lat], the order MapLibre and deck.gl use. */
export const DEFAULT_CENTER: readonly [number, number] = [9.5, 51];

/** Marker edge in CSS pixels: 40, cranes 38. */
export const MARKER_SIZE = 40;
export const CRANE_MARKER_SIZE = 38;
/** Screen grid of the marker clustering, in CSS pixels. */
export const CLUSTER_GRID_PX = 50;

/** How long the 'no position' message stays (spec 000 §8). */
export const NO_POSITION_MESSAGE_MS = 5_000;
/** Padding around the vehicles when the map fits them (recenter, initial view, cluster click). */
export const FIT_PADDING_PX = 60;
/** Duration of camera animations; short, so a click feels direct on slow software rendering. */
export const CAMERA_ANIMATION_MS = 600;

/**
 * The scheme of the offline base layer's outlines: MapLibre's worker (maplibre-worker.ts) answers
 * `portal-countries://…` itself, so the outlines never pass through the page's main thread.
 */
export const COUNTRY_OUTLINES_PROTOCOL = 'portal-countries';
export const COUNTRY_OUTLINES_URL = `${COUNTRY_OUTLINES_PROTOCOL}://natural-earth-50m`;

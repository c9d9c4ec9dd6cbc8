import type { MapView } from './map-toggles.types';

/**
 * The public interface of the map frame machine (per map instance): loading until the map reports
 * loaded, 500 ms later the initial zoom (capped at 6 on dashboard, livedata and trackingmap), 750 ms
 * later the loading indicator cleared; afterwards busy phases the map reports (tiles and sources
 * loading: the busy indicator, shown until the map reports the work processed, 2 s at most) and data
 * changes applied debounced by 300 ms (spec 000 §4 Map frame). Commands to the map
 * component are emitted (`actor.on('mapFrame.zoomTo', ...)`).
 */

/** Map zoom limits and defaults (spec 000 §2 Map view, §9). */
export const MAP_ZOOM = { min: 4, max: 21, default: 5, focus: 12, loadCap: 6 } as const;

/** Default map centre (spec 000 §2 Map view). */
export const MAP_DEFAULT_CENTER = { lat: 51, lng: 9.5 } as const;

/** Views where the initial zoom is capped at {@link MAP_ZOOM.loadCap}. */
export const ZOOM_CAPPED_VIEWS: ReadonlySet<MapView> = new Set(['dashboard', 'livedata', 'trackingmap']);

/** Timing of the map frame in milliseconds (spec 000 §4 Map frame, §9). */
export const MAP_FRAME_TIMING = {
  /** After the map reports loaded, wait this long before setting the initial zoom. */
  zoomDelayMs: 500,
  /** After the initial zoom, the loading indicator is cleared this much later. */
  clearLoadingDelayMs: 750,
  /** A busy phase the map reports (`map.busy`) shows the busy indicator at most this long. */
  busyTimeoutMs: 2_000,
  /** Map updates are applied once no new one was requested for this long. */
  updateDebounceMs: 300,
} as const;

/** The initial zoom for a view: the zoom the map fitted, within the limits, capped at 6 where the spec says. */
export const initialZoomFor = (view: MapView, fittedZoom: number): number => {
  const limited = Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, fittedZoom));
  return ZOOM_CAPPED_VIEWS.has(view) ? Math.min(limited, MAP_ZOOM.loadCap) : limited;
};

/** What the map frame machine knows. */
export interface MapFrameContext {
  readonly view: MapView;
  /** The zoom the map fitted to its content when it loaded; null before. */
  readonly fittedZoom: number | null;
  /** The initial zoom applied (see {@link initialZoomFor}); null before it was applied. */
  readonly initialZoom: number | null;
  /** How many debounced updates were applied (the map component re-reads its data on change). */
  readonly updateRevision: number;
  /** Data changed while the map was loading or busy: applied (debounced) once it is ready again. */
  readonly updatePending: boolean;
}

/** What the screen hands in. */
export interface MapFrameInput {
  readonly view: MapView;
}

/** Events, named by who speaks. */
export type MapFrameEvent =
  /** The map finished loading; `zoom` is the zoom it fitted to the vehicles (default 5 without any). */
  | { readonly type: 'map.loaded'; readonly zoom: number }
  /**
   * The map reports work in progress (MapLibre's `dataloading`: tiles, sources): the busy indicator
   * shows, and data changes are held back, until `map.processed`, 2 s at most. Ignored while loading.
   */
  | { readonly type: 'map.busy' }
  /** The map reports the work done (MapLibre's `idle`). */
  | { readonly type: 'map.processed' }
  /**
   * Data for the map changed (positions, selection); applied after 300 ms without another change, or
   * after loading / a busy phase ended.
   */
  | { readonly type: 'data.changed' };

/** Emitted as commands to the map component (`actor.on(...)`). */
export type MapFrameEmitted =
  | { readonly type: 'mapFrame.zoomTo'; readonly zoom: number }
  | { readonly type: 'mapFrame.applyUpdate'; readonly revision: number };

/**
 * Tags:
 * - `loading`: show the map's loading indicator (it covers the map until it is ready)
 * - `busy`: the ready map is busy (a busy phase, 2 s at most): show the busy indicator
 * - `ready`: the initial zoom is set and the loading indicator cleared at least once
 * - `updatePending`: an update waits for its 300 ms debounce
 */
export type MapFrameTag = 'loading' | 'busy' | 'ready' | 'updatePending';

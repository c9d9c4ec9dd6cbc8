/**
 * The public interface of the map toggles machine (per view: the map toolbar's screen creates it):
 * railway, satellite and railation switches, and the tracking map and heat map, which cover each other
 * (spec 000 §2 Map toolbar, §4 Map toggles).
 */

/** The current view (route id or map experiment), as in the fleet machines. */
export type MapView = string;

/** The map experiment views (spec 000 §2 Routes). */
export const MAP_EXPERIMENT_VIEWS: readonly MapView[] = [
  'mapbox',
  'mapbox-vs-google',
  'mapbox-vehicles-vs-google',
  'google-maps',
];

/** Views whose toolbar shows the railway, satellite and railation switches. */
export const LAYER_SWITCH_VIEWS: ReadonlySet<MapView> = new Set([
  'trackingmap',
  'dashboard',
  'livedata',
  'railation',
  ...MAP_EXPERIMENT_VIEWS,
]);

/** Views whose toolbar shows the tracking map and heat map switches (trackingmap only). */
export const TRACKING_SWITCH_VIEWS: ReadonlySet<MapView> = new Set(['trackingmap']);

/** Which switches the toolbar of a view shows. */
export interface MapSwitchVisibility {
  readonly railway: boolean;
  readonly satellite: boolean;
  readonly railation: boolean;
  readonly trackingMap: boolean;
  readonly heatMap: boolean;
}

/** The switches the toolbar of `view` shows (spec 000 §2 Map toolbar). */
export const visibleMapSwitches = (view: MapView): MapSwitchVisibility => {
  const layers = LAYER_SWITCH_VIEWS.has(view);
  const tracking = TRACKING_SWITCH_VIEWS.has(view);
  return { railway: layers, satellite: layers, railation: layers, trackingMap: tracking, heatMap: tracking };
};

/** The switches' values. */
export interface MapToggleValues {
  readonly railway: boolean;
  readonly satellite: boolean;
  readonly railation: boolean;
  readonly trackingMap: boolean;
  readonly heatMap: boolean;
}

/** What the map toggles machine knows besides its states. */
export interface MapTogglesContext {
  readonly view: MapView;
  /** Tracking is disabled for the selected vehicle (a crane): the tracking/heat switches are locked. */
  readonly trackingDisabled: boolean;
}

/** What the screen hands in. */
export interface MapTogglesInput {
  readonly view: MapView;
  readonly trackingDisabled: boolean;
}

/** Events, named by who speaks. */
export type MapTogglesEvent =
  | { readonly type: 'user.toggleRailway' }
  | { readonly type: 'user.toggleSatellite' }
  | { readonly type: 'user.toggleRailation' }
  /** Switching the tracking map off switches the heat map on. */
  | { readonly type: 'user.toggleTrackingMap' }
  /** Switching the heat map off switches the tracking map on. */
  | { readonly type: 'user.toggleHeatMap' }
  | { readonly type: 'view.changed'; readonly view: MapView }
  /**
   * The selected vehicle changed; `trackingDisabled` for cranes. When true, the tracking map goes off
   * and the heat map on.
   */
  | { readonly type: 'view.vehicleChanged'; readonly trackingDisabled: boolean }
  /** The toolbar went away: the railation switch goes off. */
  | { readonly type: 'view.toolbarHidden' };

/**
 * Tags, one per switch that is on: `railway`, `satellite`, `railation`, `trackingMap`, `heatMap`.
 * `snapshot.can({ type: 'user.toggleTrackingMap' })` tells whether a switch is enabled.
 */
export type MapTogglesTag = 'railway' | 'satellite' | 'railation' | 'trackingMap' | 'heatMap';

/** The switches' values of a snapshot (any snapshot of the machine). */
export const selectMapToggleValues = (snapshot: {
  hasTag(tag: MapTogglesTag): boolean;
}): MapToggleValues => ({
  railway: snapshot.hasTag('railway'),
  satellite: snapshot.hasTag('satellite'),
  railation: snapshot.hasTag('railation'),
  trackingMap: snapshot.hasTag('trackingMap'),
  heatMap: snapshot.hasTag('heatMap'),
});

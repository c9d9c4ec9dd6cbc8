/**
 * The public interface of the map toggles machine (app-wide: created once by the composition root, so
 * the switches are app state and keep their values from one map view to the next, spec 000 §3 App
 * state flags): railway, satellite and railation switches, and the tracking map and heat map, which
 * cover each other (spec 000 §2 Map toolbar, §4 Map toggles). It follows the route and the selected
 * vehicle itself, through the selection's fact watchers.
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

/** What the composition root hands in: the view at start and whether its vehicle has tracking. */
export interface MapTogglesInput {
  readonly view: MapView;
  readonly trackingDisabled: boolean;
}

/**
 * The route changed (sent by the `watchView` watcher over the selection's view). A view whose toolbar
 * has no layer switches means the toolbar went away: the railation switch goes off; entering the
 * railation view switches it on.
 */
export interface MapViewChanged {
  readonly type: 'view.changed';
  readonly view: MapView;
}

/**
 * The selected vehicle changed (sent by the `watchTracking` watcher over the selection's last active
 * vehicle); `trackingDisabled` for cranes. When true, the tracking map goes off and the heat map on.
 */
export interface MapVehicleChanged {
  readonly type: 'view.vehicleChanged';
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
  | MapViewChanged
  | MapVehicleChanged;

/** Tracking is disabled for a selected vehicle that is a crane (spec 000 §2 Tracking map). */
export const trackingDisabledFor = (vehicle: { readonly isCrane: boolean } | null): boolean =>
  vehicle?.isCrane ?? false;

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

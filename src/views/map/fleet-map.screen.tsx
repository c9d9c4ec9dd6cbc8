import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { HeatmapData, TrackData } from '../../api/contract';
import type { ClientConfig } from '../../api/contract/app-config.contract';
import type { VehicleId } from '../../api/contract/fleet.contract';
import type { FleetVehicle } from '../../machines/fleet/fleet.types';
import {
  selectActiveList,
  selectFocusedVehicle,
  type VehicleSelectionContext,
} from '../../machines/fleet/vehicle-selection.types';
import { mapFrameMachine } from '../../machines/map/map-frame.machine';
import {
  selectMapToggleValues,
  visibleMapSwitches,
  type MapToggleValues,
  type MapTogglesEvent,
  type MapTogglesTag,
} from '../../machines/map/map-toggles.types';
import type { RailationDeps } from '../../machines/railation/railation-machines';
import {
  selectRestrictionsByVehicle,
  type FleetRestrictionsContext,
  type RestrictionsByVehicle,
} from '../../machines/restrictions/fleet-restrictions.types';
import { wantsMapDebug } from './debug-handle';
import { useRailationMarkers } from './use-railation-markers';
import type { FleetMapProps } from './fleet-map.types';
import { FleetMap } from './fleet-map.view';
import { fromSelectedVehicle, type MapVehicle } from './map-vehicle';
import { MapToolbarView, type MapSwitch } from './map-toolbar.view';

/** The selection actor as the map reads it (the app-wide vehicle selection). */
export type SelectionActorLike = Pick<
  ActorRef<Snapshot<unknown> & { readonly context: VehicleSelectionContext }, EventObject>,
  'getSnapshot' | 'subscribe'
>;

/** The app-wide map toggles actor as the map reads it (`services.fleet.mapToggles`). */
export type MapTogglesActorLike = Pick<
  ActorRef<
    Snapshot<unknown> & { hasTag(tag: MapTogglesTag): boolean; can(event: MapTogglesEvent): boolean },
    MapTogglesEvent
  >,
  'getSnapshot' | 'subscribe' | 'send'
>;

/** The app-wide fleet restrictions actor as the map reads it (`services.fleet.restrictions`). */
export type RestrictionsActorLike = Pick<
  ActorRef<Snapshot<unknown> & { readonly context: FleetRestrictionsContext }, EventObject>,
  'getSnapshot' | 'subscribe'
>;

export interface FleetMapScreenProps {
  /** The app-wide vehicle selection: the map draws its active vehicles and flies to the focused one. */
  readonly selection: SelectionActorLike;
  /**
   * The app-wide map switches (`services.fleet.mapToggles`): app state, so they keep their values
   * from one map view to the next (spec 000 §3); the actor follows route and vehicle itself.
   */
  readonly toggles: MapTogglesActorLike;
  /** The current view (route id): initial zoom cap, which toolbar switches show. */
  readonly view: string;
  /** The fleet's active restrictions (issue 30 §2): badges on the restricted markers. */
  readonly restrictions?: RestrictionsActorLike;
  /** The site configuration's tile sources (`services.config.mapTiles`). */
  readonly tiles: ClientConfig['mapTiles'];
  readonly onVehicleClick?: (vehicleId: VehicleId) => void;
  /** The toolbar's date-range picker, on the views that have one (`DATE_RANGE_VIEWS`). */
  readonly period?: ReactNode;
  /** The tracking map's layers, shown per the toggles' tracking map and heat map switches. */
  readonly track?: TrackData | null;
  readonly heatmap?: HeatmapData | null;
  /** The fleet replay on the tracking map (issue 30 §3). */
  readonly replay?: FleetMapProps['replay'];
  /** The railation points' calls: with them the toolbar's railation switch draws the places. */
  readonly railation?: RailationDeps;
  /**
   * The railation view: the ticked categories filter the points (none: all),
   * and a click on a point opens the place.
   */
  readonly railationView?: {
    readonly categories: readonly number[];
    readonly onPlaceClick: (placeId: string) => void;
  };
}

const ALL_CATEGORIES: readonly number[] = [];
const NO_RESTRICTIONS: RestrictionsByVehicle = {};

/** Without the railation calls the switch has nothing to draw (stories of other views). */
const NO_RAILATION: RailationDeps = {
  api: { call: () => Promise.reject(new Error('No railation calls were handed to this map')) },
  getAccessToken: () => null,
};

const sameVehicles = (a: readonly FleetVehicle[], b: readonly FleetVehicle[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);
const sameIds = (ids: readonly VehicleId[], vehicles: readonly MapVehicle[]) =>
  ids.length === vehicles.length && vehicles.every((v, i) => v.vehicleId === ids[i]);
const sameToggles = (a: MapToggleValues, b: MapToggleValues) =>
  a.railway === b.railway &&
  a.satellite === b.satellite &&
  a.railation === b.railation &&
  a.trackingMap === b.trackingMap &&
  a.heatMap === b.heatMap;

const TOGGLE_EVENTS = {
  railway: 'user.toggleRailway',
  satellite: 'user.toggleSatellite',
  railation: 'user.toggleRailation',
  trackingMap: 'user.toggleTrackingMap',
  heatMap: 'user.toggleHeatMap',
} as const satisfies Record<MapSwitch, string>;

/**
 * The fleet map of a page (dashboard, live data): the selection's active vehicles on the map, the
 * map frame's loading and zoom rules and 300 ms update debounce, and the toolbar bound to the
 * app-wide map toggles.
 */
export function FleetMapScreen({
  selection,
  toggles,
  view,
  restrictions,
  tiles,
  onVehicleClick,
  period,
  track = null,
  heatmap = null,
  replay = null,
  railation,
  railationView,
}: FleetMapScreenProps) {
  const active = useSelector(selection, selectActiveList, sameVehicles);
  const focusedId = useSelector(selection, (s) => selectFocusedVehicle(s)?.vehicleId ?? null);
  const latest = useMemo(() => active.map(fromSelectedVehicle), [active]);

  // Map updates wait for the map frame: held while it loads, then applied 300 ms after the last change.
  const frame = useActorRef(mapFrameMachine, { input: { view } });
  const loading = useSelector(frame, (s) => s.hasTag('loading'));
  const busy = useSelector(frame, (s) => s.hasTag('busy'));
  const onBusy = useCallback(() => frame.send({ type: 'map.busy' }), [frame]);
  const onProcessed = useCallback(() => frame.send({ type: 'map.processed' }), [frame]);
  const [applied, setApplied] = useState<readonly MapVehicle[]>(latest);
  const [initialZoom, setInitialZoom] = useState<number | null>(null);
  const applyLatest = useEffectEvent(() => setApplied(latest));
  useEffect(() => {
    const update = frame.on('mapFrame.applyUpdate', () => applyLatest());
    const zoom = frame.on('mapFrame.zoomTo', (event) => setInitialZoom(event.zoom));
    return () => {
      update.unsubscribe();
      zoom.unsubscribe();
    };
  }, [frame]);
  useEffect(() => frame.send({ type: 'data.changed' }), [frame, latest]);
  // The same array while the same vehicles are applied: the map's attention (and what depends on it)
  // does not change with every position update.
  const [activeIds, setActiveIds] = useState<readonly VehicleId[]>(() => applied.map((v) => v.vehicleId));
  if (!sameIds(activeIds, applied)) setActiveIds(applied.map((v) => v.vehicleId));

  const restricted = useSelector(restrictions, (s) => (s ? selectRestrictionsByVehicle(s) : NO_RESTRICTIONS));
  const values = useSelector(toggles, selectMapToggleValues, sameToggles);
  const trackingEnabled = useSelector(toggles, (s) => s.can({ type: 'user.toggleTrackingMap' }));
  const heatMapEnabled = useSelector(toggles, (s) => s.can({ type: 'user.toggleHeatMap' }));

  const places = useRailationMarkers(
    railation ?? NO_RAILATION,
    railation !== undefined && values.railation,
    railationView?.categories ?? ALL_CATEGORIES,
  );

  const [debug] = useState(() => wantsMapDebug(window.location.search));
  return (
    <div className="fleet-map-screen">
      <FleetMap
        vehicles={applied}
        activeVehicleIds={activeIds}
        focusedVehicleId={focusedId}
        restrictions={restricted}
        toggles={values}
        tiles={tiles}
        view={view}
        loading={loading}
        busy={busy}
        onBusy={onBusy}
        onProcessed={onProcessed}
        initialZoom={initialZoom}
        onLoaded={(zoom) => frame.send({ type: 'map.loaded', zoom })}
        debug={debug}
        track={track}
        heatmap={heatmap}
        replay={replay}
        railation={places.markers}
        railationTruncated={places.truncated}
        onAreaChange={places.onAreaChange}
        {...(railationView ? { onPlaceClick: railationView.onPlaceClick } : {})}
        {...(onVehicleClick ? { onVehicleClick } : {})}
      />
      <MapToolbarView
        visible={visibleMapSwitches(view)}
        values={values}
        disabled={{ trackingMap: !trackingEnabled, heatMap: !heatMapEnabled }}
        onToggle={(name) => toggles.send({ type: TOGGLE_EVENTS[name] })}
        period={period}
      />
    </div>
  );
}

import { Callout } from '@radix-ui/themes';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleId } from '../../api/contract/fleet.contract';
import type { RailationMarker } from '../../api/contract/railation.contract';
import { createClusterStore } from './cluster-store';
import type { Cluster } from './clustering';
import { installMapDebug } from './debug-handle';
import '../shared/visually-hidden.css';
import './fleet-map.css';
import type { FleetMapProps } from './fleet-map.types';
import { InfoWindow } from './info-window.view';
import { ClusterMarkersLayer } from './layers/cluster-markers.layer';
import { FocusRingLayer } from './layers/focus-ring.layer';
import { HeatmapCellsLayer } from './layers/heatmap.layer';
import { OfflineBaseLayer } from './layers/offline-base.layer';
import { RailationMarkersLayer } from './layers/railation-markers.layer';
import { RasterTilesLayer } from './layers/raster-tiles.layer';
import { RestrictionBadgesLayer } from './layers/restriction-badges.layer';
import { SatelliteLayers } from './layers/satellite.layer';
import { ReplayLayer } from './layers/replay.layer';
import { TrackLayer } from './layers/track.layer';
import { VehicleMarkersLayer } from './layers/vehicle-markers.layer';
import { MapContext } from './map-context';
import { MapBusy, MapControls, MapLoading, NoPositionMessage } from './map-overlays.view';
import { MapTooltip, type HoverTarget } from './map-tooltip.view';
import type { MapVehicle } from './map-vehicle';
import { DEFAULT_ZOOM } from './map.constants';
import { createMarkerStore, type MarkerDatum } from './marker-store';
import { useNoPositionMessage } from './no-position';
import { createRenderClock } from './render-clock';
import { toTrackLayerData, type TrackPoint } from './track/track-data';
import { TrackLegend } from './track/track-legend.view';
import { useFitTrack } from './use-fit-track';
import { useMapLeave } from './use-map-leave';
import { useMapCamera } from './use-map-camera';
import { useMapLibre, type MapListeners } from './use-maplibre';
import { areaServes, cullingArea, type Bounds } from './view-culling';

/**
 * The fleet map (spec 000 §2 Map view): MapLibre with an offline base layer and the configured tile
 * layers, deck.gl markers by type and status, clustered on a 50 px grid, hover tooltip, pinned info
 * window, recenter and zoom buttons, the 'no position' message; on the tracking map a vehicle's
 * track coloured by speed and the heat map of where it spent its time. Purely props-driven; fills its
 * parent.
 */
export function FleetMap(props: FleetMapProps) {
  const { vehicles, activeVehicleIds, focusedVehicleId, toggles, tiles, onVehicleClick } = props;
  const { t } = useTranslation('map');
  const alternativeId = useId();
  const container = useRef<HTMLDivElement>(null);
  const listeners = useRef<MapListeners>({});
  const [clock] = useState(createRenderClock);
  const instance = useMapLibre(container, listeners);
  const map = instance?.handle.map ?? null;

  const shown = useMemo(() => activeOnly(vehicles, activeVehicleIds), [vehicles, activeVehicleIds]);
  const [store] = useState(createMarkerStore);
  const markers = useMemo(() => store.update(shown), [store, shown]);
  // The camera reads the positions when it fits them (load, recenter), not on every update.
  const points = useCallback(
    () => markers.data.map((d) => ({ lng: d.position[0], lat: d.position[1] })),
    [markers.data],
  );
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  // Only markers around the view go to deck.gl (see view-culling.ts); a new area once the view leaves it.
  const [area, setArea] = useState<Bounds | null>(null);
  const areaRef = useRef<Bounds | null>(null);
  const [clusterStore] = useState(createClusterStore);
  const clustering = useMemo(() => clusterStore.cluster(markers.points, zoom), [clusterStore, markers, zoom]);

  const focused = useMemo(
    () =>
      focusedVehicleId === null ? null : (markers.data.find((d) => d.vehicleId === focusedVehicleId) ?? null),
    [markers, focusedVehicleId],
  );
  const attention = useMemo(
    () => [...(activeVehicleIds ?? []), ...(focusedVehicleId === null ? [] : [focusedVehicleId])],
    [activeVehicleIds, focusedVehicleId],
  );
  const noPosition = useNoPositionMessage(attention, vehicles);

  const { recenter, zoomIntoCluster } = useMapCamera({
    map,
    view: props.view,
    points,
    hasPoints: markers.data.length > 0,
    focusedVehicleId,
    focusedPosition: focused ? { lng: focused.position[0], lat: focused.position[1] } : null,
    initialZoom: props.initialZoom ?? null,
    onLoaded: props.onLoaded,
  });

  const trackData = useMemo(() => (props.track ? toTrackLayerData(props.track) : null), [props.track]);
  useFitTrack(map, trackData);
  const showTrack = trackData !== null && toggles.trackingMap !== false;
  const heatmap = toggles.heatMap !== false ? (props.heatmap ?? null) : null;

  const [hoverVehicle, setHoverVehicle] = useState<HoverTarget | null>(null);
  const [hoverCluster, setHoverCluster] = useState<HoverTarget | null>(null);
  const [hoverTrack, setHoverTrack] = useState<HoverTarget | null>(null);
  const [hoverPlace, setHoverPlace] = useState<HoverTarget | null>(null);
  const clearHover = useCallback(() => {
    setHoverVehicle(null);
    setHoverCluster(null);
    setHoverTrack(null);
    setHoverPlace(null);
  }, []);
  useMapLeave(map, clearHover);
  const [pinnedId, setPinnedId] = useState<VehicleId | null>(null);
  const pinned =
    pinnedId === null ? null : (markers.data.find((d) => d.vehicleId === pinnedId)?.vehicle ?? null);

  // deck.gl picks for hover a frame after the pointer moved: during a camera movement that pick
  // describes the map as it was, so it is dropped (the tooltip returns with the next pointer move).
  const onVehicleHover = useCallback(
    (d: MarkerDatum | null, x: number, y: number) =>
      setHoverVehicle(d && !map?.isMoving() ? { kind: 'vehicle', vehicle: d.vehicle, x, y } : null),
    [map],
  );
  const onClusterHover = useCallback(
    (c: Cluster | null, x: number, y: number) =>
      setHoverCluster(c && !map?.isMoving() ? { kind: 'cluster', count: c.count, x, y } : null),
    [map],
  );
  const onMarkerClick = useCallback(
    (d: MarkerDatum) => {
      setPinnedId(d.vehicleId);
      onVehicleClick?.(d.vehicleId);
    },
    [onVehicleClick],
  );
  const onTrackHover = useCallback(
    (point: TrackPoint | null, x: number, y: number) =>
      setHoverTrack(point && !map?.isMoving() ? { kind: 'track', point, x, y } : null),
    [map],
  );
  const { onPlaceClick } = props;
  const onPlaceHover = useCallback(
    (m: RailationMarker | null, x: number, y: number) =>
      setHoverPlace(m && !map?.isMoving() ? { kind: 'place', name: m.name, x, y } : null),
    [map],
  );
  const onPlaceClusterHover = useCallback(
    (c: Cluster | null, x: number, y: number) =>
      setHoverPlace(c && !map?.isMoving() ? { kind: 'placeCluster', count: c.count, x, y } : null),
    [map],
  );
  const onPlaceMarkerClick = useCallback((m: RailationMarker) => onPlaceClick?.(m.id), [onPlaceClick]);
  const railation = props.railation ?? null;
  const hover =
    hoverVehicle ?? hoverCluster ?? (railation ? hoverPlace : null) ?? (showTrack ? hoverTrack : null);

  const { onViewChange, onAreaChange, onBusy, onProcessed } = props;
  useEffect(() => {
    listeners.current = {
      onEmptyClick: () => setPinnedId(null),
      onZoomEnd: setZoom,
      onMoveStart: clearHover,
      onMoveEnd: (center, z) => onViewChange?.({ lng: center.lng, lat: center.lat, zoom: z }),
      onAfterRender: clock.tick,
      ...(onBusy ? { onBusy } : {}),
      ...(onProcessed ? { onProcessed } : {}),
      onView: (view) => {
        if (areaRef.current && areaServes(areaRef.current, view)) return;
        areaRef.current = cullingArea(view);
        setArea(areaRef.current);
        onAreaChange?.(areaRef.current);
      },
    };
  }, [onViewChange, onAreaChange, onBusy, onProcessed, clock, clearHover]);

  useEffect(() => {
    if (map) map.getCanvas().style.cursor = hover ? 'pointer' : '';
  }, [map, hover]);

  useEffect(() => {
    if (!props.debug || !instance) return undefined;
    return installMapDebug({
      map: instance.handle.map,
      overlay: instance.overlay,
      ownCanvas: instance.ownCanvas,
      renders: clock.frames,
      waitForRender: clock.next,
    });
  }, [props.debug, instance, clock]);

  return (
    <div
      className="fleet-map"
      role="region"
      aria-label={t('label')}
      aria-describedby={alternativeId}
      data-testid="fleet-map"
    >
      {/* The map's text alternative is the vehicle list and the live data table (issue 36): say so. */}
      <p id={alternativeId} className="visually-hidden">
        {t('textAlternative')}
      </p>
      <div ref={container} className="fleet-map-canvas" />
      {instance && (
        <MapContext.Provider value={instance.handle}>
          <OfflineBaseLayer />
          <RasterTilesLayer
            id="base-tiles"
            {...tiles.base}
            visible={!(toggles.satellite && tiles.satellite.url)}
          />
          <SatelliteLayers tiles={tiles} visible={toggles.satellite} />
          <RasterTilesLayer id="railway-tiles" {...tiles.railway} visible={toggles.railway} />
          {heatmap && <HeatmapCellsLayer data={heatmap} />}
          {showTrack && <TrackLayer data={trackData} onHover={onTrackHover} />}
          {railation && (
            <RailationMarkersLayer
              markers={railation}
              zoom={zoom}
              area={area}
              onHover={onPlaceHover}
              onClusterHover={onPlaceClusterHover}
              onClick={onPlaceMarkerClick}
              onClusterClick={zoomIntoCluster}
            />
          )}
          <FocusRingLayer markers={markers} focused={focused} />
          <VehicleMarkersLayer
            markers={markers}
            inCluster={clustering.inCluster}
            area={area}
            onHover={onVehicleHover}
            onClick={onMarkerClick}
          />
          {props.restrictions && (
            <RestrictionBadgesLayer
              markers={markers}
              inCluster={clustering.inCluster}
              area={area}
              restrictions={props.restrictions}
            />
          )}
          <ClusterMarkersLayer
            clusters={clustering}
            area={area}
            onHover={onClusterHover}
            onClick={zoomIntoCluster}
          />
          {props.replay && <ReplayLayer replay={props.replay} />}
          {pinned?.position && (
            <InfoWindow
              vehicle={pinned as PositionedVehicle}
              onClose={() => setPinnedId(null)}
              restrictions={props.restrictions?.[pinned.vehicleId]}
            />
          )}
        </MapContext.Provider>
      )}
      {hover && (
        <MapTooltip
          target={hover}
          restrictions={hover.kind === 'vehicle' ? props.restrictions?.[hover.vehicle.vehicleId] : undefined}
        />
      )}
      {showTrack && <TrackLegend late={trackData.hasLate} />}
      {railation && props.railationTruncated === true && (
        <Callout.Root className="fleet-map-message" color="blue" variant="surface" role="status" size="1">
          <Callout.Text>{t('railationTruncated')}</Callout.Text>
        </Callout.Root>
      )}
      <MapControls onZoomIn={() => map?.zoomIn()} onZoomOut={() => map?.zoomOut()} onRecenter={recenter} />
      {noPosition && <NoPositionMessage />}
      {props.loading === true || !instance ? <MapLoading /> : props.busy === true && <MapBusy />}
    </div>
  );
}

/**
 * The vehicles whose ids are active (null: all). The screen hands over exactly its active vehicles,
 * in order: that is recognised without building a set of every id on each update.
 */
const activeOnly = (
  vehicles: readonly MapVehicle[],
  activeVehicleIds: readonly VehicleId[] | null,
): readonly MapVehicle[] => {
  if (activeVehicleIds === null) return vehicles;
  if (
    activeVehicleIds.length === vehicles.length &&
    vehicles.every((v, i) => v.vehicleId === activeVehicleIds[i])
  )
    return vehicles;
  const active = new Set(activeVehicleIds);
  return vehicles.filter((v) => active.has(v.vehicleId));
};

type PositionedVehicle = MapVehicle & { readonly position: NonNullable<MapVehicle['position']> };

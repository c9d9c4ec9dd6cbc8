import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { VehicleId } from '../../api/contract/fleet.contract';
import { capInitialZoom, clusterClickZoom, recenterTarget, type CameraTarget } from './camera';
import type { Cluster, GeoPoint } from './clustering';
import { CAMERA_ANIMATION_MS, DEFAULT_ZOOM, FIT_PADDING_PX, FOCUS_ZOOM, MAX_ZOOM } from './map.constants';

export interface CameraInputs {
  readonly map: MapLibreMap | null;
  /** The current view (route id): decides the initial zoom cap. */
  readonly view: string;
  /**
   * Positions of the drawn vehicles, read when the camera fits them (the initial view, recenter):
   * a function, so that position updates need not build them (a new function when the vehicles change).
   */
  readonly points: () => readonly GeoPoint[];
  /** Whether any vehicle has a position. */
  readonly hasPoints: boolean;
  readonly focusedVehicleId: VehicleId | null;
  /** The focused vehicle's position, null without one. */
  readonly focusedPosition: GeoPoint | null;
  /** A zoom command of the map frame; null: none. */
  readonly initialZoom: number | null;
  /** Called once per map, when it has loaded: with the zoom that fits the vehicles (uncapped). */
  readonly onLoaded?: ((fittedZoom: number) => void) | undefined;
}

/** Resolves a target into a centre and zoom for the map's current size. */
const resolveTarget = (map: MapLibreMap, target: CameraTarget) => {
  if (target.kind === 'center') return { center: [...target.center] as [number, number], zoom: target.zoom };
  const camera = map.cameraForBounds([...target.bounds], { padding: FIT_PADDING_PX, maxZoom: MAX_ZOOM });
  return camera?.center !== undefined && camera.zoom !== undefined
    ? { center: camera.center, zoom: camera.zoom }
    : null;
};

/**
 * The map's camera rules (spec 000 §2 Map view, §4 Map frame): the initial view fits the vehicles
 * (capped at zoom 6 on dashboard, live data and tracking map) once the map has loaded, or once the
 * first positions arrive after that; a newly focused vehicle is flown to at zoom 12; the recenter
 * button fits all vehicles; a cluster click zooms in on its members.
 */
export const useMapCamera = (inputs: CameraInputs) => {
  const { map, focusedVehicleId } = inputs;
  const { hasPoints } = inputs;
  const focusedHere = inputs.focusedPosition !== null;
  const fittedMap = useRef<MapLibreMap | null>(null);
  const loadedMap = useRef<MapLibreMap | null>(null);
  /** The map whose camera moved after the load-time fit (late data, focus, the user). */
  const movedMap = useRef<MapLibreMap | null>(null);

  const fitInitially = useEffectEvent((target: MapLibreMap) => {
    let fittedZoom = DEFAULT_ZOOM;
    // Not once the camera moved since the load (a track fitted, the user zoomed): positions arriving
    // after that must not undo it (the tracking map's vehicle applies 300 ms after its track can fit).
    if (fittedMap.current !== target && movedMap.current !== target && inputs.hasPoints) {
      const camera = resolveTarget(target, recenterTarget(inputs.points()));
      if (camera) {
        fittedZoom = camera.zoom;
        target.jumpTo({ center: camera.center, zoom: capInitialZoom(inputs.view, camera.zoom) });
      }
      fittedMap.current = target;
    }
    if (loadedMap.current !== target) {
      loadedMap.current = target;
      // Registered after the fit's own jump: any later movement counts.
      target.once('movestart', () => (movedMap.current = target));
      inputs.onLoaded?.(fittedZoom);
    }
  });
  useEffect(() => {
    if (map) fitInitially(map);
  }, [map, hasPoints]);

  // The map frame's zoom command arrives 500 ms after loading. The map opened at the same capped zoom
  // already, so it matters only when the frame decided differently, and it must not undo what
  // happened since (a fit to data that arrived late, a focused vehicle, the user's own zooming).
  const { initialZoom } = inputs;
  useEffect(() => {
    if (!map || initialZoom === null || movedMap.current === map) return;
    if (Math.abs(map.getZoom() - initialZoom) > 0.01) map.jumpTo({ zoom: initialZoom });
  }, [map, initialZoom]);

  const flyToFocused = useEffectEvent((target: MapLibreMap) => {
    const p = inputs.focusedPosition;
    if (p) target.flyTo({ center: [p.lng, p.lat], zoom: FOCUS_ZOOM, duration: CAMERA_ANIMATION_MS * 2 });
  });
  useEffect(() => {
    if (map && focusedVehicleId !== null && focusedHere) flyToFocused(map);
  }, [map, focusedVehicleId, focusedHere]);

  const { points } = inputs;
  const recenter = useCallback(() => {
    if (!map) return;
    const camera = resolveTarget(map, recenterTarget(points()));
    if (camera) map.easeTo({ ...camera, duration: CAMERA_ANIMATION_MS });
  }, [map, points]);

  const zoomIntoCluster = useCallback(
    (cluster: Cluster) => {
      if (!map) return;
      const fitted = resolveTarget(map, { kind: 'bounds', bounds: cluster.bounds });
      const zoom = clusterClickZoom(map.getZoom(), fitted?.zoom ?? map.getZoom());
      map.easeTo({
        center: fitted?.center ?? [cluster.lng, cluster.lat],
        zoom,
        duration: CAMERA_ANIMATION_MS,
      });
    },
    [map],
  );

  return { recenter, zoomIntoCluster };
};

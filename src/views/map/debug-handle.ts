import type { PickingInfo } from '@deck.gl/core';
import type { MapboxOverlay } from '@deck.gl/mapbox';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { VehicleId } from '../../api/contract/fleet.contract';
import type { Cluster } from './clustering';
import type { RailationMarker } from '../../api/contract/railation.contract';
import { CLUSTER_LAYER_ID } from './layers/cluster-markers.layer';
import { COUNTRIES_SOURCE_ID } from './layers/offline-base.layer';
import { RAILATION_CLUSTER_LAYER_ID, RAILATION_LAYER_ID } from './layers/railation-markers.layer';
import { REPLAY_VEHICLES_LAYER_ID } from './layers/replay.layer';
import { VEHICLE_LAYER_ID } from './layers/vehicle-markers.layer';
import type { ReplayPosition } from '../../machines/replay/replay-interpolate';
import type { MarkerDatum } from './marker-store';
import type { OwnCanvasOverlay } from './own-canvas-overlay';
import { nearestTrackPoint, type TrackEnd, type TrackSegment } from './track/track-data';
import { TRACK_ENDS_LAYER_ID, TRACK_LAYER_ID } from './track/track-layer-props';

/**
 * What deck.gl drew at a point: a vehicle marker, a cluster disc, the track or its ends, a railation
 * point or cluster, or nothing.
 */
export type PickedMarker =
  | {
      readonly kind: 'vehicle';
      readonly vehicleId: VehicleId;
      readonly name: string;
      readonly status: string;
    }
  | { readonly kind: 'cluster'; readonly count: number; readonly lng: number; readonly lat: number }
  /** A railation point (its id and category) or a cluster of them. */
  | { readonly kind: 'place'; readonly id: string; readonly category: number }
  | { readonly kind: 'place-cluster'; readonly count: number }
  /** The track: the nearest recorded position's time (epoch seconds) and speed (km/h). */
  | { readonly kind: 'track'; readonly time: number; readonly speed: number }
  | { readonly kind: 'track-start' | 'track-end'; readonly time: number }
  /** A vehicle of the fleet replay at the cursor. */
  | { readonly kind: 'replay-vehicle'; readonly vehicleId: VehicleId }
  | null;

/**
 * `window.__fleetMapDebug`: a read-mostly window into what the map drew, for the end-to-end test and
 * the map benchmark. It exists only while a FleetMap with `debug` is mounted (the screen sets it for
 * a `?debug-map` query), never otherwise, and reveals nothing the page does not show. Coordinates
 * are page (viewport) pixels, as Playwright's mouse uses them.
 */
export interface FleetMapDebug {
  /** Where a position is on the page. */
  project(lng: number, lat: number): { x: number; y: number };
  /** deck.gl's picking at a page point (it renders the picking buffer: what was really drawn). */
  pick(x: number, y: number): PickedMarker;
  /** Everything deck.gl drew in view, found by picking the whole map area (clusters, lone vehicles). */
  drawn(): PickedMarker[];
  zoom(): number;
  /** The map is loaded and not moving. */
  idle(): boolean;
  /** Country outlines of the offline base layer in the loaded tiles (0 while none are there). */
  countries(): number;
  /**
   * Whether the outlines' whole data reached the page (MapLibre keeps what its worker answers to a
   * GeoJSON source's load; outlines-in-worker.ts leaves it out). Reads a MapLibre internal.
   */
  countriesDataOnPage(): boolean;
  /**
   * Frames drawn so far: the map's (deck.gl draws its markers inside each) and those the replay's own
   * canvas draws without a map frame (see own-canvas-overlay.ts).
   */
  renders(): number;
  /** Resolves after the next drawn map frame. */
  nextRender(): Promise<number>;
  /** Draws the map again without any change (the benchmark's baseline frame). */
  redraw(): void;
  /** Moves the map by pixels without animation (the benchmark pans with it). */
  panBy(dx: number, dy: number): void;
  jumpTo(lng: number, lat: number, zoom: number): void;
}

declare global {
  interface Window {
    __fleetMapDebug?: FleetMapDebug;
  }
}

/** Whether the page asked for the debug handle (`?debug-map`). */
export const wantsMapDebug = (search: string): boolean => new URLSearchParams(search).has('debug-map');

export interface DebugHandleSource {
  readonly map: MapLibreMap;
  readonly overlay: MapboxOverlay;
  /** The replay's own canvas, drawn above the overlay: picked first. */
  readonly ownCanvas: OwnCanvasOverlay;
  readonly renders: () => number;
  readonly waitForRender: () => Promise<number>;
}

const describe = (info: PickingInfo | null): PickedMarker => {
  if (!info?.object) return null;
  if (info.layer?.id === VEHICLE_LAYER_ID) {
    const { vehicle } = info.object as MarkerDatum;
    return { kind: 'vehicle', vehicleId: vehicle.vehicleId, name: vehicle.name, status: vehicle.status };
  }
  if (info.layer?.id === CLUSTER_LAYER_ID) {
    const { count, lng, lat } = info.object as Cluster;
    return { kind: 'cluster', count, lng, lat };
  }
  if (info.layer?.id === RAILATION_LAYER_ID) {
    const { id, category } = info.object as RailationMarker;
    return { kind: 'place', id, category };
  }
  if (info.layer?.id === RAILATION_CLUSTER_LAYER_ID)
    return { kind: 'place-cluster', count: (info.object as Cluster).count };
  if (info.layer?.id === TRACK_LAYER_ID) {
    const { time, speed } = nearestTrackPoint(info.object as TrackSegment, info.coordinate ?? []);
    return { kind: 'track', time, speed };
  }
  if (info.layer?.id === TRACK_ENDS_LAYER_ID) {
    const end = info.object as TrackEnd;
    return { kind: end.kind === 'start' ? 'track-start' : 'track-end', time: end.time };
  }
  if (info.layer?.id === REPLAY_VEHICLES_LAYER_ID)
    return { kind: 'replay-vehicle', vehicleId: (info.object as ReplayPosition).vehicleId };
  return null;
};

/** Installs the handle on `window`; returns its removal. */
export const installMapDebug = (source: DebugHandleSource): (() => void) => {
  const { map, overlay, ownCanvas } = source;
  const origin = () => map.getContainer().getBoundingClientRect();
  const handle: FleetMapDebug = {
    project(lng, lat) {
      const point = map.project([lng, lat]);
      const rect = origin();
      return { x: rect.left + point.x, y: rect.top + point.y };
    },
    pick(x, y) {
      const rect = origin();
      const [px, py] = [x - rect.left, y - rect.top];
      const top = ownCanvas.pickObject(px, py);
      return describe(top?.object ? top : overlay.pickObject({ x: px, y: py, radius: 2 }));
    },
    drawn() {
      const { width, height } = origin();
      return [...ownCanvas.pickObjects(width, height), ...overlay.pickObjects({ x: 0, y: 0, width, height })]
        .map(describe)
        .filter((m) => m !== null);
    },
    zoom: () => map.getZoom(),
    idle: () => map.loaded() && !map.isMoving(),
    countries: () =>
      map.getSource(COUNTRIES_SOURCE_ID) ? map.querySourceFeatures(COUNTRIES_SOURCE_ID).length : 0,
    countriesDataOnPage: () =>
      (map.getSource(COUNTRIES_SOURCE_ID) as { _data?: { geojson?: unknown } } | undefined)?._data
        ?.geojson !== undefined,
    renders: source.renders,
    nextRender: source.waitForRender,
    redraw: () => map.triggerRepaint(),
    panBy: (dx, dy) => void map.panBy([dx, dy], { animate: false }),
    jumpTo: (lng, lat, zoom) => void map.jumpTo({ center: [lng, lat], zoom }),
  };
  window.__fleetMapDebug = handle;
  return () => {
    if (window.__fleetMapDebug === handle) delete window.__fleetMapDebug;
  };
};

import type { Layer, PickingInfo } from '@deck.gl/core';
import { MapboxOverlay } from '@deck.gl/mapbox';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useState, type RefObject } from 'react';
import { runDeckOnDemand } from './deck-on-demand';
import { DECK_LAYER_ORDER, OWN_CANVAS_OWNERS, type DeckLayerOwner, type MapHandle } from './map-context';
import { createOwnCanvasOverlay, noHoverPickWhileMoving, type OwnCanvasOverlay } from './own-canvas-overlay';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM } from './map.constants';
import workerUrl from './maplibre-worker?worker&url';

// MapLibre 6 starts no worker (and so never loads) without its URL, in dev and in the build alike;
// ours is MapLibre's with the country outlines' protocol (maplibre-worker.ts).
maplibregl.setWorkerUrl(workerUrl);

/** Sea and land colours of the style: the offline base layer draws the countries on top. */
const SEA_COLOR = '#b8d5e3';
const STYLE: maplibregl.StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': SEA_COLOR } }],
};

/**
 * deck.gl 9.4 draws interleaved layers through `map.transform`, which MapLibre 6 moved to
 * `map._camera.transform`; the old property is restored as a getter (see the toolchain notes).
 * Interleaved drawing shares MapLibre's WebGL context: one context instead of two, which halves the
 * drawing work under software rendering.
 */
const restoreTransform = (map: maplibregl.Map): void => {
  if ('transform' in map) return;
  const camera = (map as unknown as { _camera: { transform: unknown } })._camera;
  Object.defineProperty(map, 'transform', { configurable: true, get: () => camera.transform });
};

/**
 * MapLibre 6 draws a sky pass over the whole canvas on every frame, even when the sky is transparent
 * and the map cannot tilt (the sky shows only above a pitched horizon). On a GPU that is free; under
 * software rendering (llvmpipe, the test and benchmark browsers, machines without a GPU) that one
 * per-pixel shader took most of each frame: panning ran at about 15 instead of 60 frames per second.
 * This map never tilts, so the pass is skipped. Internal API: if MapLibre changes it, nothing happens.
 */
const skipInvisibleSky = (map: maplibregl.Map): void => {
  const painter = (map as unknown as { painter?: { drawFunctions?: Record<string, unknown> } }).painter;
  if (painter?.drawFunctions && 'sky' in painter.drawFunctions)
    painter.drawFunctions = { ...painter.drawFunctions, sky: () => undefined };
};

/** What the map reports to its owner; read at call time, so the owner may change them freely. */
export interface MapListeners {
  /** A click that picked no deck.gl object (an empty spot of the map). */
  onEmptyClick?: () => void;
  onZoomEnd?: (zoom: number) => void;
  onMoveStart?: () => void;
  onMoveEnd?: (center: { lng: number; lat: number }, zoom: number) => void;
  /** On every camera change (and once loaded): the view's [west, south, east, north]. */
  onView?: (bounds: readonly [number, number, number, number]) => void;
  /** After every drawn map frame, markers included (measurements, the debug handle). */
  onAfterRender?: () => void;
  /** Data began loading (tiles, sources): the map is busy. */
  onBusy?: () => void;
  /** Nothing left to load or draw: the map has processed its work. */
  onProcessed?: () => void;
}

export interface MapLibreInstance {
  readonly handle: MapHandle;
  readonly overlay: MapboxOverlay;
  /** The layers drawn in a canvas of their own (the replay's), on top of the overlay's. */
  readonly ownCanvas: OwnCanvasOverlay;
}

/**
 * Creates the MapLibre map in `container` with the deck.gl overlay, once the style has loaded (layer
 * components can then add sources at once), and removes both on unmount.
 */
export const useMapLibre = (
  container: RefObject<HTMLDivElement | null>,
  listeners: RefObject<MapListeners>,
): MapLibreInstance | null => {
  const [instance, setInstance] = useState<MapLibreInstance | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let alive = true;
    const map = new maplibregl.Map({
      container: element,
      style: STYLE,
      center: [DEFAULT_CENTER[0], DEFAULT_CENTER[1]],
      zoom: DEFAULT_ZOOM,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
    });
    skipInvisibleSky(map);
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new maplibregl.AttributionControl({ compact: false }), 'bottom-right');
    // Unreachable tile servers are expected here (no internet): log once per source, never throw.
    const reported = new Set<string>();
    map.on('error', (event: maplibregl.ErrorEvent & { sourceId?: string }) => {
      const key = event.sourceId ?? event.error.message;
      if (reported.has(key)) return;
      reported.add(key);
      console.warn('[map]', event.sourceId ?? '', event.error.message);
    });

    const byOwner = new Map<DeckLayerOwner, readonly Layer[]>();
    const ownCanvas = createOwnCanvasOverlay(map, () => listeners.current.onAfterRender?.());
    const overlay = new MapboxOverlay({
      interleaved: true,
      layers: [],
      onClick: (info: PickingInfo) => {
        // A click on a replayed vehicle (its own canvas) is no click on an empty spot either.
        if (!info.object && !ownCanvas.pickObject(info.x, info.y)?.object) listeners.current.onEmptyClick?.();
      },
    });
    // One event per drawn map frame, deck.gl's markers included (deck's own onAfterRender fires twice
    // per frame in interleaved mode, once per layer group and once after the frame).
    map.on('render', () => listeners.current.onAfterRender?.());
    map.on('zoomend', () => listeners.current.onZoomEnd?.(map.getZoom()));
    map.on('movestart', () => listeners.current.onMoveStart?.());
    map.on('dataloading', () => listeners.current.onBusy?.());
    map.on('idle', () => listeners.current.onProcessed?.());
    map.on('moveend', () => listeners.current.onMoveEnd?.(map.getCenter(), map.getZoom()));
    const reportView = () => {
      const b = map.getBounds();
      listeners.current.onView?.([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]);
    };
    map.on('move', reportView);
    map.once('load', () => {
      if (!alive) return;
      restoreTransform(map);
      reportView();
      map.addControl(overlay);
      const deck = (overlay as unknown as { _deck?: unknown })._deck;
      noHoverPickWhileMoving(deck, map);
      // deck.gl's loop runs only while it has work: an idle map keeps the main thread idle too.
      runDeckOnDemand(deck);
      setInstance({
        overlay,
        ownCanvas,
        handle: {
          map,
          isAlive: () => alive,
          setDeckLayers: (owner, layers) => {
            if (!alive) return;
            byOwner.set(owner, layers);
            const own = (o: DeckLayerOwner) => OWN_CANVAS_OWNERS.includes(o);
            if (own(owner))
              ownCanvas.setLayers(DECK_LAYER_ORDER.filter(own).flatMap((o) => byOwner.get(o) ?? []));
            else
              overlay.setProps({
                layers: DECK_LAYER_ORDER.filter((o) => !own(o)).flatMap((o) => byOwner.get(o) ?? []),
              });
          },
        },
      });
    });
    return () => {
      // Layer components clean up after this runs; `alive` tells them the map is gone already.
      alive = false;
      setInstance(null);
      ownCanvas.remove();
      map.remove();
    };
  }, [container, listeners]);

  return instance;
};

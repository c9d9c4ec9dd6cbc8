import type { Layer, PickingInfo } from '@deck.gl/core';
import { MapboxOverlay } from '@deck.gl/mapbox';
import type * as maplibregl from 'maplibre-gl';
import { runDeckOnDemand } from './deck-on-demand';

/**
 * deck.gl picks what lies under the pointer on every pointer move: a render of every pickable layer
 * into its picking buffer. MapLibre forwards its moves while the map is dragged too (deck.gl's own
 * check for a pressed button does not see them), so a drag rendered the markers twice per frame, and
 * the hover those picks found is dropped anyway while the camera moves (see FleetMap). No hover pick
 * while the map moves, then (issue 28 §3); the pointer leaving still clears the hover. Internal API
 * (`_onPointerMove`), guarded: if deck.gl changes it, nothing happens.
 */
export const noHoverPickWhileMoving = (deck: unknown, map: maplibregl.Map): void => {
  const target = deck as { _onPointerMove?: (event: { type?: string }) => void } | undefined;
  const original = target?._onPointerMove;
  if (!target || typeof original !== 'function') return;
  target._onPointerMove = (event) => {
    if (event.type !== 'pointerleave' && map.isMoving()) return;
    original(event);
  };
};

/**
 * What deck.gl's `Deck` (internal to MapboxOverlay) does in its loop's frame: apply the layers given
 * last (`setProps` only notes them), then draw if anything changed. Guarded: without them, the loop
 * draws in its next frame as before.
 */
interface DeckRedraw {
  layerManager?: { updateLayers?: () => void } | null;
  redraw?: () => void;
}

/** deck.gl layers in a canvas of their own over the map (see `createOwnCanvasOverlay`). */
export interface OwnCanvasOverlay {
  /** Draws these layers; an empty list removes the canvas (and its WebGL context) altogether. */
  setLayers(layers: readonly Layer[]): void;
  /** What the canvas drew at a map point (page pixels relative to the map), null without a canvas. */
  pickObject(x: number, y: number): PickingInfo | null;
  /** Everything it drew within the rectangle. */
  pickObjects(width: number, height: number): PickingInfo[];
  /** Removes the canvas (the map is being removed). */
  remove(): void;
}

/**
 * The fleet replay's layers (issue 30 §3) animate every frame while it plays. Interleaved in
 * MapLibre's context (as every other deck.gl layer is), each such frame made MapLibre redraw the whole
 * base map as well: under software rendering that redraw was most of the frame, and the replay could
 * not run faster than the bare map redrawn per frame (~26–29 fps on llvmpipe). Here they are drawn by
 * a deck.gl of their own (`interleaved: false`) into a transparent canvas stacked right above
 * MapLibre's canvas (below its popups and the page's controls): a replay frame redraws that canvas
 * only, and the base map is redrawn only when the view moves (both are then redrawn, in the same
 * frame, from MapLibre's `render` event). The canvas exists only while it has layers, so a map
 * without a replay keeps its single context.
 *
 * `onFrame` is called after each frame this canvas draws on its own (not after the ones drawn with a
 * map frame, which the map's own `render` event counts already).
 */
export const createOwnCanvasOverlay = (map: maplibregl.Map, onFrame: () => void): OwnCanvasOverlay => {
  let current: { overlay: MapboxOverlay; element: HTMLElement; deck: DeckRedraw | undefined } | null = null;
  // Set while MapLibre draws a frame: the overlay redraws inside that frame (it follows the camera
  // from the same `render` event), and that frame is the map's.
  let inMapFrame = false;
  const onMapRender = () => {
    inMapFrame = true;
    queueMicrotask(() => {
      inMapFrame = false;
    });
  };
  map.on('render', onMapRender);

  const add = (layers: readonly Layer[]) => {
    const overlay = new MapboxOverlay({
      interleaved: false,
      layers: [...layers],
      onAfterRender: () => {
        if (!inMapFrame) onFrame();
      },
    });
    // Added by hand, not with `addControl`: a control sits in MapLibre's control corner (z-index 2),
    // above the info window (a MapLibre popup). Right after the map's canvas it covers the base map only.
    const element = overlay.onAdd(map);
    map.getCanvas().after(element);
    const deck = (overlay as unknown as { _deck?: DeckRedraw })._deck;
    noHoverPickWhileMoving(deck, map);
    runDeckOnDemand(deck);
    current = { overlay, element, deck };
  };
  const drop = () => {
    if (!current) return;
    current.overlay.onRemove();
    current.element.remove();
    current = null;
  };

  return {
    setLayers(layers) {
      if (layers.length === 0) drop();
      else if (current) {
        current.overlay.setProps({ layers: [...layers] });
        // Drawn now, not in deck.gl's next loop frame: new layers come from the replay's clock, itself
        // a frame callback, and a frame requested from there runs only in the frame after. The loop
        // then drew every other frame (measured: 15.6 replay frames for 29.8 browser frames a second).
        current.deck?.layerManager?.updateLayers?.();
        current.deck?.redraw?.();
      } else add(layers);
    },
    pickObject: (x, y) => current?.overlay.pickObject({ x, y, radius: 2 }) ?? null,
    pickObjects: (width, height) => current?.overlay.pickObjects({ x: 0, y: 0, width, height }) ?? [],
    remove() {
      map.off('render', onMapRender);
      drop();
    },
  };
};

import type { Layer } from '@deck.gl/core';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { createContext, useContext } from 'react';

/** What the map's layer components reach the map through. */
export interface MapHandle {
  readonly map: MapLibreMap;
  /**
   * Sets the deck.gl layers owned by one component (`owner`); all owners' layers are drawn together,
   * in the order of `DECK_LAYER_ORDER`. An empty list removes the owner's layers.
   */
  readonly setDeckLayers: (owner: DeckLayerOwner, layers: readonly Layer[]) => void;
  /** False once the map is being torn down: layer components then have nothing left to remove. */
  readonly isAlive: () => boolean;
}

/** The deck.gl layer components, bottom to top: railation points under the vehicles. */
export const DECK_LAYER_ORDER = [
  'heatmap',
  'track',
  'railation',
  'focus',
  'vehicles',
  // A restricted vehicle's badge on its marker (issue 30 §2); clusters cover it.
  'restrictions',
  'clusters',
  // The fleet replay's vehicles on top of the live ones (issue 30 §3).
  'replay',
] as const;
export type DeckLayerOwner = (typeof DECK_LAYER_ORDER)[number];

/**
 * The owners whose layers are drawn in a deck.gl canvas of their own over the map, not interleaved in
 * MapLibre's (see own-canvas-overlay.ts): the replay animates every frame while it plays, and that must
 * not redraw the base map each time. They are drawn above all interleaved layers, so only owners at the
 * top of `DECK_LAYER_ORDER` belong here.
 */
export const OWN_CANVAS_OWNERS: readonly DeckLayerOwner[] = ['replay'];

export const MapContext = createContext<MapHandle | null>(null);

/** The map of the enclosing `FleetMap`; layer components render only inside it. */
export const useMapHandle = (): MapHandle => {
  const handle = useContext(MapContext);
  if (!handle) throw new Error('A map layer component must be rendered inside FleetMap');
  return handle;
};

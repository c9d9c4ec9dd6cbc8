import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';

/**
 * Calls `onLeave` when the pointer leaves the map's canvas (MapLibre's `mouseout`), for the hover
 * tooltips to go. deck.gl is told of the leave as well, but its pick for it calls no layer's `onHover`
 * (deck.gl 9.4): a pointer that went from a marker straight off the map, with no move over empty map
 * between, left the marker's tooltip standing (issue 30 review; replay.spec leaves the map so).
 */
export const useMapLeave = (map: MapLibreMap | null, onLeave: () => void): void => {
  useEffect(() => {
    if (!map) return undefined;
    map.on('mouseout', onLeave);
    return () => {
      map.off('mouseout', onLeave);
    };
  }, [map, onLeave]);
};

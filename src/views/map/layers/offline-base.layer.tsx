import { useEffect } from 'react';
import { useMapHandle } from '../map-context';
import { COUNTRY_OUTLINES_URL } from '../map.constants';
import { beforeIdFor } from './layer-order';

/** The outlines' MapLibre source (the map's debug handle counts its features). */
export const COUNTRIES_SOURCE_ID = 'countries';
export const LAND_COLOR = '#f1efe8';
export const BORDER_COLOR = '#a8a195';

/**
 * The offline base layer: country areas and borders under everything, so the map is readable
 * without any tile server (these machines and Storybook have no internet). Its data is made in
 * MapLibre's worker from a chunk loaded there, so the markers do not wait for it. Renders nothing;
 * removes its source and layers on unmount.
 */
export function OfflineBaseLayer() {
  const { map, isAlive } = useMapHandle();
  useEffect(() => {
    // 1:50m outlines hold no detail beyond zoom 7: higher zooms reuse (overzoom) those tiles
    // instead of cutting the whole world again in the worker for every deep tile.
    // A coarser simplification than MapLibre's default and a small tile buffer: fewer vertices per
    // frame, which software rendering (llvmpipe) feels while panning; 1:50m data loses nothing.
    map.addSource(COUNTRIES_SOURCE_ID, {
      type: 'geojson',
      // MapLibre's worker makes them (maplibre-worker.ts): nothing of them passes the main thread.
      data: COUNTRY_OUTLINES_URL,
      attribution: '© Natural Earth',
      maxzoom: 7,
      tolerance: 1,
      buffer: 16,
    });
    const ids = () => map.getLayersOrder();
    map.addLayer(
      {
        id: 'countries-fill',
        type: 'fill',
        source: COUNTRIES_SOURCE_ID,
        // The border line layer draws the outlines; the fill's own antialiased outline would be a
        // second pass over the same edges.
        paint: { 'fill-color': LAND_COLOR, 'fill-antialias': false },
      },
      beforeIdFor(ids(), 'countries-fill'),
    );
    map.addLayer(
      {
        id: 'countries-line',
        type: 'line',
        source: COUNTRIES_SOURCE_ID,
        paint: {
          'line-color': BORDER_COLOR,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 10, 1.6],
        },
      },
      beforeIdFor(ids(), 'countries-line'),
    );
    return () => {
      if (!isAlive() || !map.getSource(COUNTRIES_SOURCE_ID)) return;
      map.removeLayer('countries-line');
      map.removeLayer('countries-fill');
      map.removeSource(COUNTRIES_SOURCE_ID);
    };
  }, [map, isAlive]);
  return null;
}

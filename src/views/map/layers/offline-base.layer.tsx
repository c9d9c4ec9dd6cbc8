import type { FeatureCollection } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useEffect } from 'react';
import { useMapHandle } from '../map-context';
import { beforeIdFor } from './layer-order';

const SOURCE = 'countries';
export const LAND_COLOR = '#f1efe8';
export const BORDER_COLOR = '#a8a195';

/** The country outlines (Natural Earth 1:50m via world-atlas), converted from TopoJSON once. */
let countries: Promise<FeatureCollection> | null = null;
const loadCountries = (): Promise<FeatureCollection> =>
  (countries ??= Promise.all([import('world-atlas/countries-50m.json'), import('topojson-client')]).then(
    ([atlas, topojson]) => {
      const topology = atlas.default as unknown as Topology<{ countries: GeometryCollection }>;
      return topojson.feature(topology, topology.objects.countries);
    },
  ));

/**
 * The offline base layer: country areas and borders under everything, so the map is readable
 * without any tile server (these machines and Storybook have no internet). Its data is a separate
 * lazily loaded chunk, so the markers do not wait for it. Renders nothing; removes its source and
 * layers on unmount.
 */
export function OfflineBaseLayer() {
  const { map, isAlive } = useMapHandle();
  useEffect(() => {
    let cancelled = false;
    void loadCountries().then((data) => {
      if (cancelled || !isAlive()) return;
      // 1:50m outlines hold no detail beyond zoom 7: higher zooms reuse (overzoom) those tiles
      // instead of cutting the whole world again in the worker for every deep tile.
      // A coarser simplification than MapLibre's default and a small tile buffer: fewer vertices per
      // frame, which software rendering (llvmpipe) feels while panning; 1:50m data loses nothing.
      map.addSource(SOURCE, {
        type: 'geojson',
        data,
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
          source: SOURCE,
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
          source: SOURCE,
          paint: {
            'line-color': BORDER_COLOR,
            'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 10, 1.6],
          },
        },
        beforeIdFor(ids(), 'countries-line'),
      );
    });
    return () => {
      cancelled = true;
      if (!isAlive() || !map.getSource(SOURCE)) return;
      map.removeLayer('countries-line');
      map.removeLayer('countries-fill');
      map.removeSource(SOURCE);
    };
  }, [map, isAlive]);
  return null;
}

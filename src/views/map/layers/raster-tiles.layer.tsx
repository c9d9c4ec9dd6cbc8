import { useEffect } from 'react';
import { useMapHandle } from '../map-context';
import { beforeIdFor } from './layer-order';

export interface RasterTilesLayerProps {
  readonly id: 'base-tiles' | 'satellite-tiles' | 'satellite-roads' | 'satellite-labels' | 'railway-tiles';
  /** A `{z}/{x}/{y}` URL template; '' means not configured: then nothing is added. */
  readonly url: string;
  /** Shown by MapLibre's attribution control while the layer is visible. */
  readonly attribution: string;
  readonly visible: boolean;
}

/**
 * One configured raster tile source (base map, satellite imagery or its overlays, railway overlay) as a
 * MapLibre layer.
 * Switching it off hides the layer instead of removing it, so switching back shows the tiles from
 * the cache at once. Renders nothing; removes its source and layer on unmount.
 */
export function RasterTilesLayer({ id, url, attribution, visible }: RasterTilesLayerProps) {
  const { map, isAlive } = useMapHandle();
  const configured = url !== '';

  useEffect(() => {
    if (!configured) return undefined;
    map.addSource(id, { type: 'raster', tiles: [url], tileSize: 256, attribution, maxzoom: 19 });
    map.addLayer(
      { id, type: 'raster', source: id, layout: { visibility: 'none' } },
      beforeIdFor(map.getLayersOrder(), id),
    );
    return () => {
      if (!isAlive()) return;
      map.removeLayer(id);
      map.removeSource(id);
    };
  }, [map, isAlive, id, url, attribution, configured]);

  useEffect(() => {
    if (configured) map.setLayoutProperty(id, 'visibility', visible ? 'visible' : 'none');
  }, [map, id, configured, visible, url]);

  return null;
}

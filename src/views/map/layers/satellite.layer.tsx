import type { ClientConfig } from '../../../api/contract/app-config.contract';
import { RasterTilesLayer } from './raster-tiles.layer';

export interface SatelliteLayersProps {
  /** The site's tile sources: the imagery and its roads and labels overlays. */
  readonly tiles: Pick<ClientConfig['mapTiles'], 'satellite' | 'satelliteRoads' | 'satelliteLabels'>;
  /** The toolbar's satellite switch. */
  readonly visible: boolean;
}

/**
 * The hybrid satellite view (spec 000 §2 Map view): the imagery with roads and then labels over it
 * (their order: `MAP_LAYER_ORDER`). Without configured imagery the base map stays, and the overlays
 * stay hidden too: their labels would double the base map's own. Renders nothing itself.
 */
export function SatelliteLayers({ tiles, visible }: SatelliteLayersProps) {
  const overlays = visible && tiles.satellite.url !== '';
  return (
    <>
      <RasterTilesLayer id="satellite-tiles" {...tiles.satellite} visible={visible} />
      <RasterTilesLayer id="satellite-roads" {...tiles.satelliteRoads} visible={overlays} />
      <RasterTilesLayer id="satellite-labels" {...tiles.satelliteLabels} visible={overlays} />
    </>
  );
}

import type { PickingInfo } from '@deck.gl/core';
import { IconLayer } from '@deck.gl/layers';
import { useEffect } from 'react';
import { iconAtlasUrl } from '../icon-atlas';
import { useMapHandle } from '../map-context';
import type { MarkerData, MarkerDatum } from '../marker-store';
import { ICON_MAPPING } from '../marker-icons';

export const VEHICLE_LAYER_ID = 'vehicle-markers';

export interface VehicleMarkersLayerProps {
  readonly markers: MarkerData;
  /** 1 for a marker drawn inside a cluster instead (per marker index); a new array per clustering. */
  readonly inCluster: Uint8Array;
  readonly onHover: (marker: MarkerDatum | null, x: number, y: number) => void;
  readonly onClick: (marker: MarkerDatum) => void;
}

/**
 * The vehicle markers: a deck.gl icon layer over the marker store's stable array. A position update
 * only bumps `positionsVersion`, so deck.gl recomputes the position attribute and nothing else;
 * markers inside a cluster get size 0 (not drawn, not pickable). Renders nothing; removes its layer
 * on unmount.
 */
export function VehicleMarkersLayer(props: VehicleMarkersLayerProps) {
  const { setDeckLayers } = useMapHandle();
  const { markers, inCluster, onHover, onClick } = props;

  useEffect(() => {
    const layer = new IconLayer<MarkerDatum>({
      id: VEHICLE_LAYER_ID,
      data: markers.data,
      iconAtlas: iconAtlasUrl(),
      iconMapping: ICON_MAPPING,
      getIcon: (d) => d.icon,
      getPosition: (d) => d.position,
      getSize: (d) => (inCluster[d.index] ? 0 : d.size),
      sizeUnits: 'pixels',
      pickable: true,
      // The markers are flat icons on a flat map: no depth test, the later marker simply wins.
      parameters: { depthCompare: 'always', depthWriteEnabled: false },
      updateTriggers: {
        getPosition: markers.positionsVersion,
        getIcon: markers.iconsVersion,
        // deck.gl compares the entries of a trigger array by identity: a new clustering, new sizes.
        getSize: [markers.iconsVersion, inCluster],
      },
      onHover: (info: PickingInfo<MarkerDatum>) => onHover(info.object ?? null, info.x, info.y),
      onClick: (info: PickingInfo<MarkerDatum>) => {
        if (info.object) onClick(info.object);
        return true;
      },
    });
    setDeckLayers('vehicles', [layer]);
  }, [setDeckLayers, markers, inCluster, onHover, onClick]);

  useEffect(() => () => setDeckLayers('vehicles', []), [setDeckLayers]);
  return null;
}

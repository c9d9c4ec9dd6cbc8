import type { PickingInfo } from '@deck.gl/core';
import { IconLayer } from '@deck.gl/layers';
import { useEffect, useMemo } from 'react';
import { FLAT_MARKERS, ICON_SAMPLER, iconAtlasUrl } from '../icon-atlas';
import { useMapHandle } from '../map-context';
import type { MarkerData, MarkerDatum } from '../marker-store';
import { ICON_MAPPING } from '../marker-icons';
import { inArea, type Bounds } from '../view-culling';

export const VEHICLE_LAYER_ID = 'vehicle-markers';

const icon = (d: MarkerDatum) => d.icon;
const position = (d: MarkerDatum) => d.position;
const size = (d: MarkerDatum) => d.size;

export interface VehicleMarkersLayerProps {
  readonly markers: MarkerData;
  /** 1 for a marker drawn inside a cluster instead (per marker index); a new array per clustering. */
  readonly inCluster: Uint8Array;
  /** Only markers inside this area are drawn (null: all); see view-culling.ts. */
  readonly area: Bounds | null;
  readonly onHover: (marker: MarkerDatum | null, x: number, y: number) => void;
  readonly onClick: (marker: MarkerDatum) => void;
}

/**
 * The vehicle markers: a deck.gl icon layer over the marker store's stable array. A position update
 * only bumps `positionsVersion`, so deck.gl recomputes the position attribute and nothing else.
 * Markers inside a cluster are left out of the layer's data (a new array only when the clustering
 * changes): drawn at size 0 they still cost the software renderer a vertex pass each per frame, which
 * at the opening zoom (thousands clustered) cost a few frames per second while panning; so do markers
 * far outside the view (only those in `area` are handed over). Renders nothing; removes its layer on
 * unmount.
 */
export function VehicleMarkersLayer(props: VehicleMarkersLayerProps) {
  const { setDeckLayers } = useMapHandle();
  const { markers, inCluster, area, onHover, onClick } = props;
  const shown = useMemo(
    () => markers.data.filter((d) => inCluster[d.index] !== 1 && inArea(area, d.position[0], d.position[1])),
    // Not refiltered on position updates (that would recompute every attribute, not just positions):
    // a vehicle moving across the area's edge is a viewport or more away from the view, and a view
    // that gets there brings a new area.
    [markers.data, inCluster, area],
  );

  useEffect(() => {
    const layer = new IconLayer<MarkerDatum>({
      id: VEHICLE_LAYER_ID,
      data: shown,
      iconAtlas: iconAtlasUrl(),
      iconMapping: ICON_MAPPING,
      textureParameters: ICON_SAMPLER,
      getIcon: icon,
      getPosition: position,
      getSize: size,
      sizeUnits: 'pixels',
      pickable: true,
      parameters: FLAT_MARKERS,
      updateTriggers: {
        getPosition: markers.positionsVersion,
        getIcon: markers.iconsVersion,
        getSize: markers.iconsVersion,
      },
      onHover: (info: PickingInfo<MarkerDatum>) => onHover(info.object ?? null, info.x, info.y),
      onClick: (info: PickingInfo<MarkerDatum>) => {
        if (info.object) onClick(info.object);
        return true;
      },
    });
    setDeckLayers('vehicles', [layer]);
  }, [setDeckLayers, markers, shown, onHover, onClick]);

  useEffect(() => () => setDeckLayers('vehicles', []), [setDeckLayers]);
  return null;
}

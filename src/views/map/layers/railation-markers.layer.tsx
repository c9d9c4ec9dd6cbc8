import type { PickingInfo } from '@deck.gl/core';
import { IconLayer } from '@deck.gl/layers';
import { useEffect, useMemo } from 'react';
import type { RailationMarker } from '../../../api/contract';
import { RAILATION_LIMITS } from '../../../api/contract/railation-limits';
import { clusterByGrid, type Cluster } from '../clustering';
import { useMapHandle } from '../map-context';
import { clusterSize } from '../marker-icons';
import { RAILATION_ICON_MAPPING, railationAtlasUrl, railationIconId } from '../railation-atlas';
import { inArea, type Bounds } from '../view-culling';
import { clusterCountsLayer } from './cluster-counts';

export const RAILATION_LAYER_ID = 'railation-markers';
export const RAILATION_CLUSTER_LAYER_ID = 'railation-clusters';

export interface RailationMarkersLayerProps {
  readonly markers: readonly RailationMarker[];
  readonly zoom: number;
  /** Only markers inside this area are drawn (null: all); see view-culling.ts. */
  readonly area: Bounds | null;
  readonly onHover: (marker: RailationMarker | null, x: number, y: number) => void;
  readonly onClusterHover: (cluster: Cluster | null, x: number, y: number) => void;
  readonly onClick: (marker: RailationMarker) => void;
  readonly onClusterClick: (cluster: Cluster) => void;
}

type Group = Cluster & { readonly kind: 'cluster' };
const position = (c: { readonly lng: number; readonly lat: number }): [number, number] => [c.lng, c.lat];
const flat = { depthCompare: 'always', depthWriteEnabled: false } as const;

/**
 * The railation points (spec 000 §2 Map view overlay, §9 marker size 38): a rounded square per place
 * in its first category's colour and glyph, clustered on the same 50 px grid as the vehicles, drawn
 * under the vehicles. Renders nothing; removes its layers on unmount.
 */
export function RailationMarkersLayer(props: RailationMarkersLayerProps) {
  const { setDeckLayers } = useMapHandle();
  const { markers, zoom, area, onHover, onClusterHover, onClick, onClusterClick } = props;
  const clustering = useMemo(() => clusterByGrid(markers, Math.floor(zoom)), [markers, zoom]);
  const singles = useMemo(
    () => markers.filter((m, i) => clustering.inCluster[i] !== 1 && inArea(area, m.lng, m.lat)),
    [markers, clustering, area],
  );
  const groups = useMemo(
    () =>
      clustering.clusters
        .filter((c) => inArea(area, c.lng, c.lat))
        .map((c): Group => ({ ...c, kind: 'cluster' })),
    [clustering, area],
  );

  useEffect(() => {
    const icons = new IconLayer<RailationMarker>({
      id: RAILATION_LAYER_ID,
      data: singles,
      iconAtlas: railationAtlasUrl(),
      iconMapping: RAILATION_ICON_MAPPING,
      getIcon: (m) => railationIconId(m.category),
      getPosition: position,
      getSize: RAILATION_LIMITS.markerSize,
      sizeUnits: 'pixels',
      pickable: true,
      parameters: flat,
      onHover: (info: PickingInfo<RailationMarker>) => onHover(info.object ?? null, info.x, info.y),
      onClick: (info: PickingInfo<RailationMarker>) => {
        if (info.object) onClick(info.object);
        return true;
      },
    });
    const squares = new IconLayer<Group>({
      id: RAILATION_CLUSTER_LAYER_ID,
      data: groups,
      iconAtlas: railationAtlasUrl(),
      iconMapping: RAILATION_ICON_MAPPING,
      getIcon: () => 'railation-cluster',
      getPosition: position,
      getSize: (c) => clusterSize(c.count) - 2,
      sizeUnits: 'pixels',
      pickable: true,
      parameters: flat,
      onHover: (info: PickingInfo<Group>) => onClusterHover(info.object ?? null, info.x, info.y),
      onClick: (info: PickingInfo<Group>) => {
        if (info.object) onClusterClick(info.object);
        return true;
      },
    });
    const counts = clusterCountsLayer(`${RAILATION_LAYER_ID}-counts`, groups);
    setDeckLayers('railation', [icons, squares, counts]);
  }, [setDeckLayers, singles, groups, onHover, onClusterHover, onClick, onClusterClick]);

  useEffect(() => () => setDeckLayers('railation', []), [setDeckLayers]);
  return null;
}

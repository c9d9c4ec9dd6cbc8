import type { PickingInfo } from '@deck.gl/core';
import { IconLayer } from '@deck.gl/layers';
import { useEffect, useMemo } from 'react';
import type { ClusterData } from '../cluster-store';
import type { Cluster } from '../clustering';
import { FLAT_MARKERS, ICON_SAMPLER, iconAtlasUrl } from '../icon-atlas';
import { useMapHandle } from '../map-context';
import { clusterSize, ICON_MAPPING } from '../marker-icons';
import { inArea, type Bounds } from '../view-culling';
import { clusterCountsLayer } from './cluster-counts';

export const CLUSTER_LAYER_ID = 'vehicle-clusters';

export interface ClusterMarkersLayerProps {
  readonly clusters: ClusterData;
  /** Only clusters inside this area are drawn (null: all); see view-culling.ts. */
  readonly area: Bounds | null;
  readonly onHover: (cluster: Cluster | null, x: number, y: number) => void;
  readonly onClick: (cluster: Cluster) => void;
}

const position = (c: Cluster): [number, number] => [c.lng, c.lat];
const disc = () => 'cluster';
const size = (c: Cluster) => clusterSize(c.count);

/**
 * Clusters (spec 000 §2: grid 50): a disc per cluster with its count, over the cluster store's stable
 * array, so a position update moves the discs and labels without laying the labels out again.
 * Renders nothing; removes its layers on unmount.
 */
export function ClusterMarkersLayer({ clusters, area, onHover, onClick }: ClusterMarkersLayerProps) {
  const { setDeckLayers } = useMapHandle();
  // The store's array while every cluster is inside the area (the opening zoom), else the ones inside
  // it; not refiltered on position updates, like the vehicle markers.
  const shown = useMemo(() => {
    const all = clusters.clusters;
    const inside = all.filter((c) => inArea(area, c.lng, c.lat));
    return inside.length === all.length ? all : inside;
  }, [clusters.clusters, area]);

  useEffect(() => {
    const discs = new IconLayer<Cluster>({
      id: CLUSTER_LAYER_ID,
      data: shown,
      iconAtlas: iconAtlasUrl(),
      iconMapping: ICON_MAPPING,
      textureParameters: ICON_SAMPLER,
      getIcon: disc,
      getPosition: position,
      getSize: size,
      sizeUnits: 'pixels',
      pickable: true,
      parameters: FLAT_MARKERS,
      updateTriggers: { getPosition: clusters.positionsVersion },
      onHover: (info: PickingInfo<Cluster>) => onHover(info.object ?? null, info.x, info.y),
      onClick: (info: PickingInfo<Cluster>) => {
        if (info.object) onClick(info.object);
        return true;
      },
    });
    const counts = clusterCountsLayer(`${CLUSTER_LAYER_ID}-counts`, shown, clusters.positionsVersion);
    setDeckLayers('clusters', [discs, counts]);
  }, [setDeckLayers, clusters, shown, onHover, onClick]);

  useEffect(() => () => setDeckLayers('clusters', []), [setDeckLayers]);
  return null;
}

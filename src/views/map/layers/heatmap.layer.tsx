import { useEffect } from 'react';
import type { HeatmapData } from '../../../api/contract/reports.contract';
import { useMapHandle } from '../map-context';

export interface HeatmapCellsLayerProps {
  readonly data: HeatmapData;
}

/**
 * Where a vehicle spent its time (spec 000 §2 Heat map): deck.gl's heat map over the grid cells,
 * weighted by seconds. deck.gl's aggregation layers load with the first heat map, not before.
 * Renders nothing; removes its layer on unmount.
 */
export function HeatmapCellsLayer({ data }: HeatmapCellsLayerProps) {
  const { setDeckLayers, isAlive } = useMapHandle();

  useEffect(() => {
    let cancelled = false;
    void import('./heatmap-deck').then(({ createHeatmapLayer }) => {
      if (!cancelled && isAlive()) setDeckLayers('heatmap', [createHeatmapLayer(data)]);
    });
    return () => {
      cancelled = true;
    };
  }, [setDeckLayers, isAlive, data]);

  useEffect(() => () => setDeckLayers('heatmap', []), [setDeckLayers]);
  return null;
}

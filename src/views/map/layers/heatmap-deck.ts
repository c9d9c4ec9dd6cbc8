import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import type { HeatmapData } from '../../../api/contract/reports.contract';
import { heatmapLayerProps, type HeatmapCell } from '../track/track-layer-props';

/**
 * The heat map's deck.gl layer. A module of its own, imported only when a heat map is shown: the
 * aggregation layers stay out of the map's first load (the dashboard never needs them).
 */
export const createHeatmapLayer = (data: HeatmapData) =>
  new HeatmapLayer<HeatmapCell>(heatmapLayerProps(data));

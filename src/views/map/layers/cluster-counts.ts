import { TextLayer } from '@deck.gl/layers';
import type { Cluster } from '../clustering';

const position = (c: Cluster): [number, number] => [c.lng, c.lat];

/**
 * The white count over each cluster (vehicles' discs, railation squares): a text layer over the
 * clusters, its positions recomputed when `positionsVersion` changes.
 */
export const clusterCountsLayer = <C extends Cluster>(
  id: string,
  data: readonly C[],
  positionsVersion?: number,
): TextLayer<C> =>
  new TextLayer<C>({
    id,
    data,
    getPosition: position,
    getText: (c) => String(c.count),
    getSize: (c) => (c.count < 1000 ? 15 : 13),
    getColor: [255, 255, 255, 255],
    fontFamily: 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    fontWeight: 700,
    characterSet: '0123456789',
    sizeUnits: 'pixels',
    parameters: { depthCompare: 'always', depthWriteEnabled: false },
    ...(positionsVersion === undefined ? {} : { updateTriggers: { getPosition: positionsVersion } }),
  });

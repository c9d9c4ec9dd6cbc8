import { TextLayer } from '@deck.gl/layers';
import type { Cluster } from '../clustering';
import { FLAT_MARKERS } from '../icon-atlas';

const position = (c: Cluster): [number, number] => [c.lng, c.lat];
const text = (c: Cluster): string => String(c.count);
const size = (c: Cluster): number => (c.count < 1000 ? 15 : 13);
const WHITE: [number, number, number, number] = [255, 255, 255, 255];
const FONT = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/**
 * The white count over each cluster (vehicles' discs, railation squares): a text layer over the
 * clusters, its positions recomputed when `positionsVersion` changes. Its props are module constants,
 * so a new layer for the same clusters compares equal to the last and deck.gl does nothing.
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
    getText: text,
    getSize: size,
    getColor: WHITE,
    fontFamily: FONT,
    fontWeight: 700,
    characterSet: '0123456789',
    sizeUnits: 'pixels',
    parameters: FLAT_MARKERS,
    ...(positionsVersion === undefined ? {} : { updateTriggers: { getPosition: positionsVersion } }),
  });

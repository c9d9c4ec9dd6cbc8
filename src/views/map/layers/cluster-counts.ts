import { TextLayer } from '@deck.gl/layers';
import type { Cluster } from '../clustering';
import { FLAT_MARKERS } from '../icon-atlas';
import { COUNT_FONT } from '../marker-icons';
import { countFontPx } from './counted-icon-layer';

const position = (c: Cluster): [number, number] => [c.lng, c.lat];
const text = (c: Cluster): string => String(c.count);
const size = (c: Cluster): number => countFontPx(c.count);
const WHITE: [number, number, number, number] = [255, 255, 255, 255];

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
    fontFamily: COUNT_FONT,
    fontWeight: 700,
    characterSet: '0123456789',
    sizeUnits: 'pixels',
    parameters: FLAT_MARKERS,
    ...(positionsVersion === undefined ? {} : { updateTriggers: { getPosition: positionsVersion } }),
  });

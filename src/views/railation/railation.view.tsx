import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapArea } from '../shared/fleet/map-area.view';
import '../shared/fleet/fleet.css';
import './railation-page.css';
import '../shared/visually-hidden.css';

export interface RailationViewProps {
  /** The place search, first on the page (issue 28 §2). */
  readonly search: ReactNode;
  readonly categories: ReactNode;
  /** The places of the ticked categories or of the search; null while neither asks. */
  readonly list: ReactNode | null;
  /** The open place; null while none is. */
  readonly detail: ReactNode | null;
  /** The map with its toolbar and the railation points; left out in stories of the page alone. */
  readonly map?: ReactNode;
}

/**
 * The railation view (spec 000 §2; the drawers' widths 340 and 620 scale with the shell's zoom): the
 * place search over the category drawer, the list drawer beside them once a category is ticked or a
 * term searched, all over the map, the detail drawer on its right edge. On a phone they stack above
 * the map: the search, its places, then the categories.
 */
export function RailationView({ search, categories, list, detail, map }: RailationViewProps) {
  const { t } = useTranslation('railation');
  return (
    <div className="railation-page" data-list={list !== null} data-testid="railation-page">
      <h1 className="visually-hidden">{t('title')}</h1>
      <div className="railation-drawers">
        {search}
        {categories}
        {list}
      </div>
      <div className="railation-map">
        <MapArea>{map}</MapArea>
      </div>
      {detail}
    </div>
  );
}

import type { RailationCategoryKey } from '../../api/contract/railation-limits';
import { railationCategoryKey } from '../../api/contract/railation-limits';
import type { GlyphPart } from './marker-icons';

/** A category's look: its colour and a white glyph on a 24 × 24 grid (map markers, drawer swatches). */
export interface CategoryStyle {
  readonly color: string;
  readonly glyph: readonly GlyphPart[];
}

const fill = (d: string): GlyphPart => ({ d, paint: 'fill' });
const stroke = (d: string): GlyphPart => ({ d, paint: 'stroke' });

/**
 * The twelve categories' icons (spec 000 §3 Railation place). Railation points are rounded squares,
 * vehicles round badges, so the two never read as each other on a shared map.
 */
export const CATEGORY_STYLES: Readonly<Record<RailationCategoryKey, CategoryStyle>> = {
  railRelatedService: {
    color: '#5b6b7f',
    glyph: [stroke('M8.5 3v18M15.5 3v18M5 7h14M5 12h14M5 17h14')],
  },
  educationTraining: {
    color: '#7b4fb0',
    glyph: [fill('M12 4 2 9l10 5 10-5Z'), stroke('M6 11.5v4.5c3 2.5 9 2.5 12 0v-4.5M21 9.5v5')],
  },
  fuelStation: {
    color: '#d9480f',
    glyph: [
      stroke('M5.5 20.5V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v15.5M4 20.5h11'),
      fill('M7.5 6.5h4v4h-4Z'),
      stroke('M13.5 10h2a1 1 0 0 1 1 1v5a1.5 1.5 0 0 0 3 0V8.5l-2.5-2.5'),
    ],
  },
  infrastructure: {
    color: '#495057',
    glyph: [stroke('M2.5 9h19M4.5 9v10M19.5 9v10M4.5 19c0-4.5 3.5-6.5 7.5-6.5s7.5 2 7.5 6.5M8 9v4M16 9v4')],
  },
  constructionEquipment: {
    color: '#e8a200',
    glyph: [fill('M4 16a8 7.5 0 0 1 16 0Z'), stroke('M2.5 18.5h19M12 8.5V5.5M9 9.5V7M15 9.5V7')],
  },
  vehicleRental: {
    color: '#1c7ed6',
    glyph: [stroke('M4.5 12a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0ZM11.5 12h9M17.5 12v3.5M20.5 12v3')],
  },
  staff: {
    color: '#0c8599',
    glyph: [fill('M8.5 7a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0Z'), fill('M4 21a8 7 0 0 1 16 0Z')],
  },
  powerCompanies: {
    color: '#f08c00',
    glyph: [fill('M13.5 2 4.5 13.5h6.5L9.5 22l9.5-12h-6.5Z')],
  },
  maintenanceServicing: {
    color: '#2b8a3e',
    glyph: [
      fill(
        'M15 3a5 5 0 0 0-4.6 6.9L3 17.3 6.7 21l7.4-7.4A5 5 0 0 0 21 9l-3.2 3.2-3-.8-.8-3L17.2 5A5 5 0 0 0 15 3Z',
      ),
    ],
  },
  ships: {
    color: '#1864ab',
    glyph: [fill('M3 13.5h18l-3.2 6.5H6.2Z'), stroke('M6.5 13.5V9h11v4.5M10 9V5.5h4V9')],
  },
  accessPointsTerminals: {
    color: '#a61e4d',
    glyph: [stroke('M3.5 7.5h17v11h-17ZM7.5 7.5v11M11.5 7.5v11M15.5 7.5v11M2 21h20')],
  },
  providerNetwork: {
    color: '#0b6e78',
    glyph: [fill('M12 2.5 14.9 9h7l-5.6 4.3 2.2 7.2L12 16.1l-6.5 4.4 2.2-7.2L2.1 9h7Z')],
  },
};

/** The style of a category id; the first category's for an unknown id. */
export const categoryStyle = (id: number): CategoryStyle =>
  CATEGORY_STYLES[railationCategoryKey(id) ?? 'railRelatedService'];

/** The colour of railation clusters: darker than any category, so a group never reads as one place. */
export const RAILATION_CLUSTER_COLOR = '#343a40';

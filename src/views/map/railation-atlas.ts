import { RAILATION_CATEGORIES, RAILATION_LIMITS } from '../../api/contract/railation-limits';
import { CATEGORY_STYLES, RAILATION_CLUSTER_COLOR } from './railation-icons';
import { drawGlyph } from './icon-atlas';
import { gridIconMapping, type IconFrame } from './marker-icons';

/** A category's icon id in the railation atlas, or the railation cluster square. */
export type RailationIconId = `category-${number}` | 'railation-cluster';

export const railationIconId = (categoryId: number): RailationIconId => `category-${categoryId}`;

/** Drawn at twice the marker size (spec 000 §9: 38) so the icons stay sharp on dense screens. */
const CELL = 2 * RAILATION_LIMITS.markerSize;
const COLUMNS = 4;
const IDS: readonly RailationIconId[] = [
  ...RAILATION_CATEGORIES.map((c) => railationIconId(c.id)),
  'railation-cluster',
];

/** Where each icon sits in the atlas (deck.gl's `iconMapping`). */
export const RAILATION_ICON_MAPPING: Readonly<Record<string, IconFrame>> = gridIconMapping(
  IDS,
  CELL,
  COLUMNS,
);

const roundedSquare = (ctx: CanvasRenderingContext2D, x: number, y: number, inset: number, fill: string) => {
  const size = CELL - 2 * inset;
  ctx.beginPath();
  ctx.roundRect(x + inset, y + inset, size, size, size * 0.22);
  ctx.fillStyle = fill;
  ctx.fill();
};

/** A rounded square in the category's colour, ringed in white with a dark hairline (pale tiles). */
const drawSquare = (ctx: CanvasRenderingContext2D, x: number, y: number, color: string) => {
  roundedSquare(ctx, x, y, CELL * 0.08, 'rgba(15, 23, 42, 0.55)');
  roundedSquare(ctx, x, y, CELL * 0.11, '#ffffff');
  roundedSquare(ctx, x, y, CELL * 0.17, color);
};

let cached: string | null = null;

/** The railation icons as a PNG data URL for deck.gl's `iconAtlas`; drawn once per page, no network. */
export const railationAtlasUrl = (doc: Document = document): string => {
  if (cached) return cached;
  const canvas = doc.createElement('canvas');
  canvas.width = COLUMNS * CELL;
  canvas.height = Math.ceil(IDS.length / COLUMNS) * CELL;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas for the railation icons');
  for (const category of RAILATION_CATEGORIES) {
    const { x, y } = RAILATION_ICON_MAPPING[railationIconId(category.id)]!;
    const style = CATEGORY_STYLES[category.key];
    drawSquare(ctx, x, y, style.color);
    drawGlyph(ctx, x, y, style.glyph, CELL);
  }
  const { x, y } = RAILATION_ICON_MAPPING['railation-cluster']!;
  drawSquare(ctx, x, y, RAILATION_CLUSTER_COLOR);
  cached = canvas.toDataURL('image/png');
  return cached;
};

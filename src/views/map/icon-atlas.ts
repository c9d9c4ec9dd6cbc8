import {
  ATLAS_HEIGHT,
  ATLAS_WIDTH,
  CLUSTER_COLOR,
  GLYPHS,
  ICON_CELL_PX,
  ICON_MAPPING,
  markerIconId,
  RESTRICTED_COLOR,
  RESTRICTED_GLYPH,
  STATUS_COLORS,
  type GlyphPart,
} from './marker-icons';
import { LOCOMOTIVE_KINDS, LOCOMOTIVE_STATUSES } from './map-vehicle';

const drawBadge = (ctx: CanvasRenderingContext2D, x: number, y: number, fill: string): void => {
  const c = ICON_CELL_PX / 2;
  ctx.beginPath();
  ctx.arc(x + c, y + c, c * 0.9, 0, 2 * Math.PI);
  // A dark hairline outside the white ring keeps the badge visible on pale tiles and land.
  ctx.fillStyle = 'rgba(15, 23, 42, 0.55)';
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x + c, y + c, c * 0.86, 0, 2 * Math.PI);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x + c, y + c, c * 0.74, 0, 2 * Math.PI);
  ctx.fillStyle = fill;
  ctx.fill();
};

/** Draws a white glyph (24 × 24 grid) centred in the square cell at (x, y) of edge `cell`. */
export const drawGlyph = (
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  parts: readonly GlyphPart[],
  cell: number = ICON_CELL_PX,
) => {
  // The glyph fills most of the coloured disc: at 40 px it must still read as a locomotive or crane.
  const share = 0.6;
  const scale = (cell * share) / 24;
  const offset = (cell * (1 - share)) / 2;
  ctx.save();
  ctx.translate(x + offset, y + offset);
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.8;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const part of parts) {
    const path = new Path2D(part.d);
    if (part.paint === 'fill') ctx.fill(path);
    else ctx.stroke(path);
  }
  ctx.restore();
};

/**
 * How deck.gl samples the marker atlas: bilinear, without mipmaps. The icons are drawn at about half
 * their atlas size (40 px from 80 px cells, clusters 42–60 px), where bilinear sampling already
 * averages neighbouring texels; deck.gl's default (trilinear between two mipmap levels) reads twice
 * as many texels per pixel, and with a software renderer (llvmpipe) a panned frame full of markers
 * spent most of its time there (issue 28 §3).
 */
export const ICON_SAMPLER = {
  minFilter: 'linear',
  magFilter: 'linear',
  mipmapFilter: 'none',
  addressModeU: 'clamp-to-edge',
  addressModeV: 'clamp-to-edge',
} as const;

/** Marker layers draw flat icons on a flat map: no depth test, the later marker simply wins. */
export const FLAT_MARKERS = { depthCompare: 'always', depthWriteEnabled: false } as const;

let cached: string | null = null;

/**
 * Draws every marker icon into one canvas and returns it as a PNG data URL for deck.gl's
 * `iconAtlas`: generated in the page, so the map needs no network for its icons (Storybook and
 * these machines are offline). Drawn once per page.
 */
export const iconAtlasUrl = (doc: Document = document): string => {
  if (cached) return cached;
  const canvas = doc.createElement('canvas');
  canvas.width = ATLAS_WIDTH;
  canvas.height = ATLAS_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas for the marker icons');
  for (const kind of LOCOMOTIVE_KINDS)
    for (const status of LOCOMOTIVE_STATUSES) {
      const { x, y } = ICON_MAPPING[markerIconId(kind, status)];
      drawBadge(ctx, x, y, STATUS_COLORS[status]);
      drawGlyph(ctx, x, y, GLYPHS[kind]);
    }
  // A crane has a single status type: one icon.
  const crane = ICON_MAPPING.crane;
  drawBadge(ctx, crane.x, crane.y, STATUS_COLORS.crane);
  drawGlyph(ctx, crane.x, crane.y, GLYPHS.crane);
  const { x, y } = ICON_MAPPING.cluster;
  drawBadge(ctx, x, y, CLUSTER_COLOR);
  const restricted = ICON_MAPPING.restricted;
  drawBadge(ctx, restricted.x, restricted.y, RESTRICTED_COLOR);
  drawGlyph(ctx, restricted.x, restricted.y, RESTRICTED_GLYPH);
  cached = canvas.toDataURL('image/png');
  return cached;
};

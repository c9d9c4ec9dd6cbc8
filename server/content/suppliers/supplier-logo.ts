import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Supplier logos as the portal serves them (issue 28 §2): stored with the supplier list
 * (`supplier_logos`) and answered by getSupplierLogo, never loaded from a supplier's own host. The
 * logos the portal makes are wordmarks: the supplier's name on a coloured tile, drawn as a small SVG.
 * They need no download and no licence, and each supplier's tile stays the same for the same name.
 */

export const LOGO_WIDTH = 160;
export const LOGO_HEIGHT = 56;
const PADDING = 10;
const TEXT_WIDTH = LOGO_WIDTH - 2 * PADDING;
const FONTS = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

/**
 * Tile colours, each with white text at a contrast of at least 4.5:1 (WCAG AA; supplier-logo.test.ts
 * checks it), chosen by the name so a supplier keeps its colour.
 */
export const LOGO_COLOURS = [
  '#1a3a5c',
  '#0f5e57',
  '#5b2a86',
  '#8a2432',
  '#7a4100',
  '#24543a',
  '#3d4a5c',
  '#0b5394',
  '#6d3b1f',
  '#4a3c8c',
] as const;

/** Legal forms and the like, left out of the wordmark ("Voith Turbo GmbH & Co. KG" → "Voith Turbo"). */
const LEGAL_FORM =
  /^(gmbh|mbh|ag|se|kg|kgaa|co\.?|&|\+|sa|s\.a\.|s\.p\.a\.|spa|sas|s\.a\.s\.|srl|s\.r\.l\.|ltd\.?|limited|inc\.?|corp\.?|llc|plc|b\.v\.|bv|n\.v\.|nv|a\.s\.|as|a\/s|asa|ab|oy|oyj|s\.r\.o\.|sp\.|z|o\.o\.|kft\.?|zrt\.?|d\.o\.o\.|d\.d\.|s\.à|r\.l\.|e\.k\.|gesmbh|group)$/i;

/** The name's words without legal forms at its end and without a trailing "(…)". */
const brandWords = (name: string): string[] => {
  const words = name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .split(/\s+/)
    .filter((w) => w !== '');
  while (words.length > 1 && LEGAL_FORM.test(words[words.length - 1] ?? '')) words.pop();
  return words;
};

/**
 * The wordmark's two lines: the brand (the first word, with the next when the first is short like
 * "DB" or "ZF", or joined by "&"), and the rest of the name, smaller.
 */
export const wordmarkLines = (name: string): { readonly brand: string; readonly rest: string } => {
  const words = brandWords(name.trim());
  let take = 1;
  if ((words[0]?.length ?? 0) <= 3 && words.length > 1) take = 2;
  while (words[take] === '&' && words.length > take + 1) take += 2;
  return { brand: words.slice(0, take).join(' '), rest: words.slice(take).join(' ') };
};

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** FNV-1a: a stable small hash for the colour. */
const hash = (text: string) => {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
};

/** The font size at which a text line fits the tile's width, at least `min`. */
const fittedSize = (text: string, size: number, min: number) =>
  Math.max(min, Math.min(size, Math.floor((TEXT_WIDTH / ([...text].length * 0.6)) * 10) / 10));

/** A text line: smaller up to `min` to fit the tile, then squeezed to its width (`textLength`). */
const line = (text: string, y: number, fontSize: number, extra: string) => {
  const squeeze =
    [...text].length * fontSize * 0.6 > TEXT_WIDTH
      ? ` textLength="${TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return `<text x="${LOGO_WIDTH / 2}" y="${y}" font-size="${fontSize}"${squeeze}${extra}>${xml(text)}</text>`;
};

/** The wordmark of a supplier as SVG text (UTF-8, about 600 bytes). */
export const supplierWordmarkSvg = (name: string): string => {
  const { brand, rest } = wordmarkLines(name);
  const colour = LOGO_COLOURS[hash(name) % LOGO_COLOURS.length];
  const restShown = [...rest].length > 34 ? `${[...rest].slice(0, 33).join('').trimEnd()}…` : rest;
  const brandSize = fittedSize(brand, 20, 12);
  // One line sits in the middle (its baseline a third of the size below); a second one below it.
  const brandY = restShown === '' ? Math.round(LOGO_HEIGHT / 2 + brandSize * 0.35) : 29;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}"`,
    ` viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" role="img" aria-label="${xml(name)}">`,
    `<title>${xml(name)}</title>`,
    `<rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" rx="6" fill="${colour}"/>`,
    `<g fill="#ffffff" font-family="${FONTS}" text-anchor="middle">`,
    line(brand, brandY, brandSize, ' font-weight="700"'),
    restShown === '' ? '' : line(restShown, 45, fittedSize(restShown, 10, 7.5), ' fill-opacity="0.9"'),
    '</g></svg>',
  ].join('');
};

/** A stored logo: its bytes, type and SHA-256 (hex), which versions its URL. */
export interface SupplierLogo {
  readonly contentType: 'image/svg+xml';
  readonly bytes: Uint8Array;
  readonly sha256: string;
}

export const supplierWordmark = (name: string): SupplierLogo => {
  const bytes = new Uint8Array(Buffer.from(supplierWordmarkSvg(name), 'utf8'));
  return { contentType: 'image/svg+xml', bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
};

const mac = (key: Buffer, supplierId: number, sha256: string) =>
  createHmac('sha256', key).update(`${supplierId}\n${sha256}`).digest('base64url');

/**
 * The signature in a logo's URL: a MAC over the supplier id and the logo's hash. Only callers who read
 * the supplier list (signed in) learn it, and a new logo gets a new URL, so the old one may be cached
 * for good. It does not expire: the list itself is what is protected.
 */
export const signSupplierLogo = (key: Buffer, supplierId: number, sha256: string): string =>
  mac(key, supplierId, sha256);

export const supplierLogoSignatureMatches = (
  key: Buffer,
  supplierId: number,
  sha256: string,
  signature: string,
): boolean => {
  const expected = Buffer.from(mac(key, supplierId, sha256));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

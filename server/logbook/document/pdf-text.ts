import { inflateSync } from 'node:zlib';

/**
 * Reads a PDF well enough for tests, the way a text extractor does: the text of its pages and its
 * images. pdfkit writes each run of text as hex strings in a `TJ` array after a `/Fn size Tf` inside
 * deflated content streams. With an embedded font (Type0, Identity-H) each 4-digit code is a glyph of
 * the subset, turned back into text through the font's ToUnicode CMap, as viewers do for search and
 * copy; with a standard font each byte is a WinAnsi character. Images are XObjects with
 * `/Subtype /Image`.
 */
export interface PdfContent {
  /** One string per text-showing operation, in drawing order. */
  readonly texts: readonly string[];
  /** Width × height of each embedded image (soft masks excluded). */
  readonly images: readonly { readonly width: number; readonly height: number }[];
  readonly pages: number;
  /** The fonts the text is set in: names (with the subset tag), kind, embedded file and CMap. */
  readonly fonts: readonly PdfFont[];
}

export interface PdfFont {
  /** `ABCDEF+DejaVuSans` for a subset. */
  readonly baseFont: string;
  readonly subtype: string;
  /** Type0 fonts: the descendant's subtype (CIDFontType2 for TrueType outlines). */
  readonly descendant: string | null;
  readonly encoding: string | null;
  /** The embedded font file (FontFile2: TrueType), decoded; null when not embedded as one. */
  readonly file: Uint8Array | null;
  /** The ToUnicode CMap: code (a glyph of the subset under Identity-H) → text; empty without one. */
  readonly toUnicode: ReadonlyMap<number, string>;
}

/** WinAnsi's characters where it differs from Latin-1 (the ones the portal's texts use). */
const WIN_ANSI: Readonly<Record<number, string>> = { 0x80: '€', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };
const winAnsiText = (hex: string) =>
  [...Buffer.from(hex, 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

const inflated = (data: string): string | null => {
  try {
    return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
  } catch {
    return null;
  }
};

/** Objects by number: the dictionary text and, for streams, the decoded content. */
interface PdfObject {
  readonly dictionary: string;
  readonly stream: string | null;
}

// An object's dictionary runs up to its `stream` or `endobj`, never into the next object.
const OBJECTS = /(\d+) 0 obj\s*(<<(?:(?!endobj)[\s\S])*?>>)\s*(?:stream\r?\n([\s\S]*?)\nendstream|endobj)/g;

const readObjects = (raw: string): Map<number, PdfObject> => {
  const objects = new Map<number, PdfObject>();
  for (const m of raw.matchAll(OBJECTS)) {
    const data = m[3];
    // pdfkit ends a stream with "\nendstream": a compressed stream whose last byte is "\r" must keep it
    // (an optional "\r" in the pattern dropped it now and then, and that page's text went missing).
    const stream =
      data === undefined
        ? null
        : /\/FlateDecode/.test(m[2] ?? '')
          ? (inflated(data) ?? (data.endsWith('\r') ? inflated(data.slice(0, -1)) : null))
          : data;
    objects.set(Number(m[1]), { dictionary: m[2] ?? '', stream });
  }
  return objects;
};

const ref = (dictionary: string, key: string): number | null => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary);
  return m ? Number(m[1]) : null;
};
const nameOf = (dictionary: string, key: string): string | null =>
  new RegExp(`/${key} /([^\\s/<>\\[\\]()]+)`).exec(dictionary)?.[1] ?? null;

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap (bfchar and bfrange, both range forms) as code → text. */
export const readToUnicode = (cmap: string): Map<number, string> => {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g))
      map.set(parseInt(m[1] ?? '', 16), utf16(m[2] ?? ''));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]*>)/g;
    for (const m of (block[1] ?? '').matchAll(ranges)) {
      const [from, to] = [parseInt(m[1] ?? '', 16), parseInt(m[2] ?? '', 16)];
      const target = m[3] ?? '';
      if (target.startsWith('[')) {
        const each = [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((t) => utf16(t[1] ?? ''));
        each.forEach((text, i) => map.set(from + i, text));
      } else {
        const first = utf16(target.slice(1, -1));
        const last = first.charCodeAt(first.length - 1);
        for (let code = from; code <= to; code++)
          map.set(code, first.slice(0, -1) + String.fromCharCode(last + code - from));
      }
    }
  }
  return map;
};

interface FontDecoder {
  readonly font: PdfFont;
  readonly decode: (hex: string) => string;
}

const fontDecoder = (objects: Map<number, PdfObject>, id: number): FontDecoder | null => {
  const dictionary = objects.get(id)?.dictionary;
  if (dictionary === undefined) return null;
  const descendantId = /\/DescendantFonts \[(\d+) 0 R\]/.exec(dictionary)?.[1];
  const descendant =
    descendantId === undefined ? null : (objects.get(Number(descendantId))?.dictionary ?? '');
  const descriptor = objects.get(ref(descendant ?? dictionary, 'FontDescriptor') ?? -1)?.dictionary ?? '';
  const toUnicodeId = ref(dictionary, 'ToUnicode');
  const cmap = toUnicodeId === null ? null : (objects.get(toUnicodeId)?.stream ?? null);
  const file = objects.get(ref(descriptor, 'FontFile2') ?? -1)?.stream ?? null;
  const unicode = readToUnicode(cmap ?? '');
  const font: PdfFont = {
    baseFont: nameOf(dictionary, 'BaseFont') ?? '',
    subtype: nameOf(dictionary, 'Subtype') ?? '',
    descendant: descendant === null ? null : nameOf(descendant, 'Subtype'),
    encoding: nameOf(dictionary, 'Encoding'),
    file: file === null ? null : new Uint8Array(Buffer.from(file, 'latin1')),
    toUnicode: unicode,
  };
  if (font.subtype !== 'Type0') return { font, decode: winAnsiText };
  return {
    font,
    // Identity-H: two bytes a code. A code the CMap does not know is U+FFFD, as extractors show it.
    decode: (hex) =>
      (hex.match(/[0-9a-fA-F]{4}/g) ?? [])
        .map((code) => unicode.get(parseInt(code, 16)) ?? '\ufffd')
        .join(''),
  };
};

export const readPdf = (bytes: Uint8Array): PdfContent => {
  const raw = Buffer.from(bytes).toString('latin1');
  const objects = readObjects(raw);
  // Font resource names (F1, F2, …) are unique in a pdfkit document: one map serves every page.
  const decoders = new Map<string, FontDecoder>();
  for (const resources of raw.matchAll(/\/Font <<([^>]*)>>/g))
    for (const m of (resources[1] ?? '').matchAll(/\/(\S+) (\d+) 0 R/g)) {
      const decoder = decoders.has(m[1] ?? '') ? null : fontDecoder(objects, Number(m[2]));
      if (decoder) decoders.set(m[1] ?? '', decoder);
    }
  const texts: string[] = [];
  for (const { stream } of objects.values()) {
    if (stream === null || !/\bTJ\b/.test(stream)) continue;
    let current: FontDecoder | undefined;
    for (const op of stream.matchAll(/\/(\S+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        current = decoders.get(op[1]);
        continue;
      }
      const decode = current?.decode ?? winAnsiText;
      texts.push([...(op[2] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1] ?? '')).join(''));
    }
  }
  const images = [...raw.matchAll(/<<[^>]*\/Subtype \/Image[^>]*>>/g)]
    .filter((m) => !m[0].includes('/DeviceGray') || !/\/SMask/.test(m[0]))
    .map((m) => ({
      width: Number(/\/Width (\d+)/.exec(m[0])?.[1]),
      height: Number(/\/Height (\d+)/.exec(m[0])?.[1]),
    }));
  return {
    texts,
    images,
    pages: [...raw.matchAll(/\/Type \/Page\b/g)].length,
    fonts: [...decoders.values()].map((d) => d.font),
  };
};

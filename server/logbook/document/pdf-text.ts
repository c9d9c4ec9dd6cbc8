import { inflateSync } from 'node:zlib';

/**
 * Reads a PDF well enough for tests: the text of its pages and its images. pdfkit writes text with the
 * standard fonts as hex strings in `TJ` arrays (WinAnsi, which agrees with Latin-1 for German text)
 * inside deflated content streams; images are XObjects with `/Subtype /Image`.
 */
export interface PdfContent {
  /** One string per text-showing operation, in drawing order. */
  readonly texts: readonly string[];
  /** Width × height of each embedded image (soft masks excluded). */
  readonly images: readonly { readonly width: number; readonly height: number }[];
  readonly pages: number;
}

/** WinAnsi's characters where it differs from Latin-1 (the ones the portal's texts use). */
const WIN_ANSI: Readonly<Record<number, string>> = { 0x80: '€', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };
const hexText = (hex: string) =>
  [...Buffer.from(hex, 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

const inflated = (data: string): string | null => {
  try {
    return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
  } catch {
    return null;
  }
};

export const readPdf = (bytes: Uint8Array): PdfContent => {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  // pdfkit ends a stream with "\nendstream": a compressed stream whose last byte is "\r" must keep it
  // (an optional "\r" in the pattern dropped it now and then, and that page's text went missing).
  const streams = /stream\r?\n([\s\S]*?)\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const data = m[1] ?? '';
    const content = inflated(data) ?? (data.endsWith('\r') ? inflated(data.slice(0, -1)) : null);
    if (content === null) continue;
    for (const tj of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g))
      texts.push([...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => hexText(h[1] ?? '')).join(''));
  }
  const images = [...raw.matchAll(/<<[^>]*\/Subtype \/Image[^>]*>>/g)]
    .filter((m) => !m[0].includes('/DeviceGray') || !/\/SMask/.test(m[0]))
    .map((m) => ({
      width: Number(/\/Width (\d+)/.exec(m[0])?.[1]),
      height: Number(/\/Height (\d+)/.exec(m[0])?.[1]),
    }));
  return { texts, images, pages: [...raw.matchAll(/\/Type \/Page\b/g)].length };
};

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

export const readPdf = (bytes: Uint8Array): PdfContent => {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
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

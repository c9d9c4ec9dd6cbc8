import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';

/**
 * The fonts of the portal's PDFs: DejaVu Sans (the `dejavu-fonts-ttf` package; Bitstream Vera licence,
 * embedding allowed), which covers Latin with Extended-A/B, Greek and Cyrillic, so a driver named
 * "Łukasz Żółć", "Jiří Dvořák", "Σωκράτης" or "Дмитрий Шостакович" prints as written. The standard
 * PDF fonts (Helvetica, WinAnsi) have only Western European letters.
 *
 * pdfkit embeds each as a subset (only the glyphs a document uses) in a Type0 font with a
 * CIDFontType2 descendant, Identity-H encoding and a ToUnicode CMap, so the text stays searchable and
 * copyable. Nothing is fetched at run time: the files ship in node_modules.
 */
export const PDF_FONT = {
  regular: 'portal-sans',
  bold: 'portal-sans-bold',
  italic: 'portal-sans-oblique',
} as const;
type FontRole = keyof typeof PDF_FONT;

const FILES: Readonly<Record<FontRole, string>> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
};

const require = createRequire(import.meta.url);

/** The path of one of the font files in node_modules. */
export const pdfFontFile = (role: FontRole): string => require.resolve(`dejavu-fonts-ttf/ttf/${FILES[role]}`);

let parsed: Readonly<Record<FontRole, fontkit.Font>> | undefined;

/**
 * Each font parsed once per process and shared by every document: pdfkit takes a parsed font as it
 * is and makes a subset of its own per document. Parsing per document (pdfkit's default for a file)
 * costs about 130 ms a document; shared, a typical entry takes about 30 ms.
 */
const parsedFonts = async (): Promise<Readonly<Record<FontRole, fontkit.Font>>> => {
  // Loaded with the first document, not at the server's start.
  const { create } = await import('fontkit');
  parsed ??= Object.fromEntries(
    (Object.keys(FILES) as FontRole[]).map((role) => {
      const font = create(readFileSync(pdfFontFile(role)));
      if (!('layout' in font)) throw new Error(`${FILES[role]} is a font collection, not one font.`);
      return [role, font];
    }),
  ) as Record<FontRole, fontkit.Font>;
  return parsed;
};

/** Registers the portal's fonts on a document under the names in {@link PDF_FONT}. */
export const registerPdfFonts = async (doc: PDFKit.PDFDocument): Promise<void> => {
  const fonts = await parsedFonts();
  for (const role of Object.keys(PDF_FONT) as FontRole[]) {
    // pdfkit accepts a parsed fontkit font (it checks for `layout`); its types list file sources only.
    doc.registerFont(PDF_FONT[role], fonts[role] as unknown as Buffer);
  }
};

import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { sampleLogbookEntry, testPng } from '../export/test-entries';
import { buildEntryDocument } from './entry-document';
import { readPdf } from './pdf-text';

const comment = {
  logbookEntryCommentId: '2b8c3f0e-1111-4222-8333-444455556666',
  remarks: 'Bremse nachgestellt',
  newEntryState: 'resolved' as const,
  resolveAllPriorDefects: true,
  hasSignatureImage: true,
  creatorAccountFirstName: 'Änne',
  creatorAccountLastName: 'Weiß',
  createTimestamp: '2026-11-21T10:00:00.000Z',
};

describe('the entry document', () => {
  it('German: every section, the comment with its signature and the entry signature', async () => {
    const bytes = await buildEntryDocument({
      entry: sampleLogbookEntry(),
      signaturePng: testPng(120, 40),
      comments: [{ comment, signaturePng: testPng(90, 30) }],
      language: 'de-DE',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = readPdf(bytes);
    for (const text of [
      'Fahrtenbuch-Eintrag 20.11.2026 08:15',
      'Allgemein',
      'Fahrzeugzustand',
      'Untersuchungen',
      'Mängel',
      'Störung',
      'Kommentare',
      'Unterschrift',
      'Jörg',
      '123.456',
      'Motor startet nicht',
      'Motor, Batterie',
      'Bremse nachgestellt',
      '21.11.2026 11:00 · Änne Weiß',
    ])
      expect(pdf.texts).toContain(text);
    expect(pdf.images).toEqual(
      expect.arrayContaining([
        { width: 120, height: 40 },
        { width: 90, height: 30 },
      ]),
    );
    expect(pdf.texts).toContain(`Seite 1 / ${pdf.pages}`);
  });

  it('English, a draft without comment rights: no comments section, not signed', async () => {
    const bytes = await buildEntryDocument({
      entry: sampleLogbookEntry({ status: 'created' }),
      signaturePng: null,
      comments: null,
      language: 'en-GB',
    });
    const pdf = readPdf(bytes);
    expect(pdf.texts).toContain('Vehicle state');
    expect(pdf.texts).toContain('123,456');
    expect(pdf.texts).toContain('Not signed (draft).');
    expect(pdf.texts).not.toContain('Comments');
    expect(pdf.images).toEqual([]);
  });

  it('an unreadable image is a note, not a failure', async () => {
    const broken = testPng().slice(0, 40);
    const pdf = readPdf(
      await buildEntryDocument({
        entry: sampleLogbookEntry(),
        signaturePng: broken,
        comments: [],
        language: 'de-DE',
      }),
    );
    expect(pdf.texts).toContain('(Bild nicht lesbar)');
    expect(pdf.texts).toContain('Keine Kommentare.');
  });

  it('Polish, Czech, Greek and Cyrillic names and remarks: embedded subset glyphs, extracted as written', async () => {
    const names = ['Łukasz Żółć', 'Jiří Dvořák', 'Σωκράτης', 'Дмитрий Шостакович'];
    const bytes = await buildEntryDocument({
      entry: sampleLogbookEntry({
        creatorAccountFirstName: 'Łukasz',
        creatorAccountLastName: 'Żółć',
        remarks: 'Übergabe an Jiří Dvořák',
      }),
      signaturePng: null,
      comments: [
        {
          comment: {
            ...comment,
            creatorAccountFirstName: 'Σωκράτης',
            creatorAccountLastName: 'Παπαδόπουλος',
            remarks: 'Дмитрий Шостакович: тормоз отрегулирован',
            hasSignatureImage: false,
          },
          signaturePng: null,
        },
      ],
      language: 'de-DE',
    });
    const pdf = readPdf(bytes);
    for (const text of [
      'Łukasz',
      'Żółć',
      'Übergabe an Jiří Dvořák',
      '21.11.2026 11:00 · Σωκράτης Παπαδόπουλος',
      'Дмитрий Шостакович: тормоз отрегулирован',
    ])
      expect(pdf.texts).toContain(text);
    // Every font is an embedded TrueType subset of DejaVu Sans with a ToUnicode map: no standard font.
    expect(pdf.fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of pdf.fonts) {
      expect(font).toMatchObject({ subtype: 'Type0', descendant: 'CIDFontType2', encoding: 'Identity-H' });
      expect(font.baseFont).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold|-Oblique)?$/);
      expect(font.file).not.toBeNull();
      expect(font.toUnicode.size).toBeGreaterThan(0);
    }
    // Each font's subset holds only the glyphs used (DejaVu Sans has about 6,000), and a drawn glyph
    // (never .notdef) for every letter of the names that it sets.
    const subsets = pdf.fonts.map((font) => {
      const parsed = fontkit.create(Buffer.from(font.file!)) as fontkit.Font;
      expect(parsed.numGlyphs).toBeLessThan(200);
      return { parsed, codeOf: new Map([...font.toUnicode].map(([code, text]) => [text, code])) };
    });
    for (const letter of new Set([...names.join('')].filter((c) => c !== ' '))) {
      const drawn = subsets.filter(({ parsed, codeOf }) => {
        const code = codeOf.get(letter);
        return code !== undefined && code > 0 && parsed.getGlyph(code).path.commands.length > 0;
      });
      expect(drawn.length, letter).toBeGreaterThan(0);
    }
  });
});

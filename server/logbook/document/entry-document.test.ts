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
});

import { describe, expect, it } from 'vitest';
import {
  asciiVehicleSlug,
  fileNameOfDisposition,
  logbookDocumentName,
  organisationDay,
  vehicleSlug,
} from './logbook-document-name';

const ID = 'ABCDEF12-3456-4789-8abc-def012345678';

describe('the logbook PDF file name', () => {
  it('names vehicle, Berlin day, status, defect state and the id’s first 8 characters', () => {
    const name = (status: 'created' | 'finalized', entryState: 'open' | 'resolved' | null) =>
      logbookDocumentName({
        vehicleName: 'BR 218 456',
        referenceTimestamp: '2026-03-28T23:30:00.000Z',
        status,
        entryState,
        entryId: ID,
      });
    expect(name('finalized', 'open')).toEqual({
      fileName: 'logbook-br-218-456-2026-03-29-finalised-open-abcdef12.pdf',
      asciiFileName: 'logbook-br-218-456-2026-03-29-finalised-open-abcdef12.pdf',
    });
    expect(name('finalized', 'resolved').fileName).toBe(
      'logbook-br-218-456-2026-03-29-finalised-resolved-abcdef12.pdf',
    );
    expect(name('created', null).fileName).toBe('logbook-br-218-456-2026-03-29-started-abcdef12.pdf');
  });

  it('counts the day in the organisation’s zone (Europe/Berlin), summer and winter', () => {
    expect(organisationDay('2026-07-01T21:59:59Z')).toBe('2026-07-01');
    expect(organisationDay('2026-07-01T22:00:00Z')).toBe('2026-07-02');
    expect(organisationDay('2026-12-31T22:59:59Z')).toBe('2026-12-31');
    expect(organisationDay('2026-12-31T23:00:00Z')).toBe('2027-01-01');
  });

  it('keeps the letters of the vehicle name in one form and transliterates them to ASCII in the other', () => {
    const cases: [string, string, string][] = [
      ['Łukasz Żółć', 'łukasz-żółć', 'lukasz-zolc'],
      ['Jiří Dvořák', 'jiří-dvořák', 'jiri-dvorak'],
      ['Σωκράτης', 'σωκράτης', 'sokratis'],
      ['Дмитрий Шостакович', 'дмитрий-шостакович', 'dmitriy-shostakovich'],
      ['Straßenbahn – Großraum/Köln', 'straßenbahn-großraum-köln', 'strassenbahn-grossraum-koln'],
      ['  "Lok" 7 / <a> ', 'lok-7-a', 'lok-7-a'],
      ['***', 'vehicle', 'vehicle'],
      ['中国 1', '中国-1', '1'],
    ];
    for (const [name, slug, ascii] of cases) {
      expect(vehicleSlug(name), name).toBe(slug);
      expect(asciiVehicleSlug(name), name).toBe(ascii);
    }
    const long = 'Schwerlast Kranwagen mit sehr langem Namen Nummer 12';
    expect(vehicleSlug(long)).toBe('schwerlast-kranwagen-mit-sehr-langem');
    expect([...vehicleSlug(long)].length).toBeLessThanOrEqual(40);
  });

  it('the ASCII name has only printable ASCII, never a quote or a path', () => {
    const { asciiFileName } = logbookDocumentName({
      vehicleName: 'Łódź "7" \\ ../Дмитрий',
      referenceTimestamp: '2026-10-01T10:00:00Z',
      status: 'created',
      entryState: null,
      entryId: ID,
    });
    expect(asciiFileName).toBe('logbook-lodz-7-dmitriy-2026-10-01-started-abcdef12.pdf');
  });
});

describe('the file name of a Content-Disposition', () => {
  it('prefers filename* (UTF-8), else filename, quoted or not', () => {
    expect(
      fileNameOfDisposition(`attachment; filename="lodz.pdf"; filename*=UTF-8''%C5%82%C3%B3d%C5%BA.pdf`),
    ).toBe('łódź.pdf');
    expect(fileNameOfDisposition(`attachment; filename*=utf-8'de'a%20b.pdf; filename="x.pdf"`)).toBe(
      'a b.pdf',
    );
    expect(fileNameOfDisposition('attachment; filename="say \\"hi\\".pdf"')).toBe('say "hi".pdf');
    expect(fileNameOfDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
  });

  it('falls back to filename when filename* is not UTF-8 or broken; no name is null; never a path', () => {
    expect(fileNameOfDisposition(`attachment; filename*=ISO-8859-1''a%E4.pdf; filename="a.pdf"`)).toBe(
      'a.pdf',
    );
    expect(fileNameOfDisposition(`attachment; filename*=UTF-8''%E4%ZZ; filename="b.pdf"`)).toBe('b.pdf');
    expect(fileNameOfDisposition('attachment')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
    expect(fileNameOfDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
  });
});

import { describe, expect, it } from 'vitest';
import type { LogbookEntry } from '../../../src/api/contract';
import { attachmentDisposition } from '../../http/route';
import { csvCell, csvExportStream } from './csv-export';
import { exportColumns } from './export-columns';
import { formatInstant, formatNumber } from './export-format';
import { sampleLogbookEntry } from './test-entries';
import { parseCsv, readAll, readXlsx } from './test-files';
import { xlsxExportStream } from './xlsx-export';

async function* batchesOf(entries: readonly LogbookEntry[], size: number) {
  for (let i = 0; i < entries.length; i += size) yield entries.slice(i, i + size);
}

const entries = [
  sampleLogbookEntry(),
  sampleLogbookEntry({
    logbookEntryId: '1b8c3f0e-1111-4222-8333-444455556666',
    status: 'created',
    entryState: null,
  }),
];

describe('CSV cells', () => {
  it('quotes separators, quotes and line breaks (RFC 4180) and defuses formulas', () => {
    expect(csvCell('plain', ';')).toBe('plain');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines', ',')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1+1`, ',')).toBe(`'${start}1+1`);
    expect(csvCell('\t=1', ',')).toBe(`'\t=1`);
    expect(csvCell('=1;2', ';')).toBe(`"'=1;2"`);
  });
});

describe('the CSV export', () => {
  it('German: BOM, `;`, German titles, dates and numbers; comment columns with comments read', async () => {
    const bytes = await readAll(
      csvExportStream(batchesOf(entries, 1), exportColumns(true), 'de-DE', () => {}),
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [titles, first, second, ...rest] = parseCsv(text.slice(1), ';');
    expect(rest).toEqual([]);
    const at = (row: string[] | undefined, title: string) => row?.[titles!.indexOf(title)];
    expect(titles).toContain('Letzter Kommentar');
    expect(at(first, 'Eintrags-ID')).toBe(entries[0]!.header.logbookEntryId);
    expect(at(first, 'Status')).toBe('Abgeschlossen');
    expect(at(second, 'Status')).toBe('Begonnen');
    expect(at(first, 'Erstellt am')).toBe('20.11.2026 08:20');
    expect(at(first, 'Kilometerstand (km)')).toBe('123.456');
    expect(at(first, 'Bemerkungen')).toBe(`'${entries[0]!.header.remarks}`);
    expect(at(first, 'Zugnummer')).toBe(`'-47111`);
    expect(at(first, 'Letzter Kommentar')).toBe(`'+Erledigt`);
    expect(at(first, 'Betroffene Komponenten')).toBe('Motor, Batterie');
    expect(at(first, 'Sand nachgefüllt')).toBe('Ja');
  });

  it('English: `,`, English titles and formats; no comment columns without comments read', async () => {
    const bytes = await readAll(
      csvExportStream(batchesOf(entries, 5), exportColumns(false), 'en-GB', () => {}),
    );
    const [titles, first] = parseCsv(new TextDecoder().decode(bytes), ',');
    expect(titles).not.toContain('Last comment');
    expect(titles).not.toContain('Comments');
    expect(first?.[titles!.indexOf('Created')]).toBe('20/11/2026 08:20');
    expect(first?.[titles!.indexOf('Mileage (km)')]).toBe('123,456');
  });
});

describe('a failure while streaming', () => {
  async function* failing() {
    yield [sampleLogbookEntry()];
    throw new Error('database gone');
  }

  it('ends the CSV stream with the error and logs it', async () => {
    const logged: string[] = [];
    const stream = csvExportStream(failing(), exportColumns(true), 'de-DE', (m) => logged.push(m));
    await expect(readAll(stream)).rejects.toThrow('database gone');
    expect(logged).toEqual(['The CSV export failed while streaming']);
  });

  it('ends the spreadsheet stream with the error and logs it', async () => {
    const logged: string[] = [];
    const stream = xlsxExportStream(failing(), exportColumns(true), 'de-DE', (m) => logged.push(m));
    await expect(readAll(stream)).rejects.toThrow('database gone');
    expect(logged).toEqual(['The spreadsheet export failed while streaming']);
  });
});

describe('the spreadsheet export', () => {
  it('typed cells: numbers, dates in local wall time, German titles and words', async () => {
    const bytes = await readAll(
      xlsxExportStream(batchesOf(entries, 1), exportColumns(true), 'de-DE', () => {}),
    );
    const { name, rows } = await readXlsx(bytes);
    expect(name).toBe('Fahrtenbuch');
    const [titles, first, second] = rows;
    expect(rows).toHaveLength(3);
    const at = (row: unknown[] | undefined, title: string) => row?.[titles!.indexOf(title)];
    expect(at(first, 'Eintrags-ID')).toBe(entries[0]!.header.logbookEntryId);
    expect(at(first, 'Kilometerstand (km)')).toBe(123456);
    expect(at(first, 'Erstellt am')).toEqual(new Date(Date.UTC(2026, 10, 20, 8, 20)));
    expect(at(first, 'Bemerkungen')).toBe(entries[0]!.header.remarks);
    expect(at(second, 'Status')).toBe('Begonnen');
  });
});

describe('the download name', () => {
  it('is an attachment with an ASCII name and the UTF-8 one; quotes and line breaks never reach the header', () => {
    expect(attachmentDisposition('logbook-export-2026-11-22.csv')).toBe(
      `attachment; filename="logbook-export-2026-11-22.csv"; filename*=UTF-8''logbook-export-2026-11-22.csv`,
    );
    expect(attachmentDisposition('Prüfung "a"\r\n.pdf')).toBe(
      `attachment; filename="Pr_fung _a___.pdf"; filename*=UTF-8''Pr%C3%BCfung%20%22a%22%0D%0A.pdf`,
    );
  });
});

describe('dates and numbers', () => {
  it('Berlin wall time on both sides of the clock changes; German and English forms', () => {
    expect(formatInstant('2026-03-29T00:59:00Z', 'de-DE')).toBe('29.03.2026 01:59');
    expect(formatInstant('2026-03-29T01:00:00Z', 'de-DE')).toBe('29.03.2026 03:00');
    expect(formatInstant('2026-10-25T00:59:00Z', 'de-DE')).toBe('25.10.2026 02:59');
    expect(formatInstant('2026-10-25T01:00:00Z', 'en-GB')).toBe('25/10/2026 02:00');
    expect(formatInstant('2026-12-31T23:30:00Z', 'de-DE')).toBe('01.01.2027 00:30');
    expect(formatInstant(null, 'de-DE')).toBe('');
    expect(formatNumber(1234567.5, 'de-DE')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'en-GB')).toBe('1,234,567.5');
  });
});

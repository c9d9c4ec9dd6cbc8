import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, writeXlsx, xmlText, type XlsxSheet } from './xlsx-writer';

/** The workbook as exceljs, an independent reader, reads it (its XML parser is strict). */
const read = async (bytes: Uint8Array) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
};

describe('the xlsx writer (ECMA-376 SpreadsheetML)', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [51, 'AZ'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('names column %i %s', (index, name) => {
    expect(columnName(index)).toBe(name);
  });

  it.each([
    ['plain text', 'plain text'],
    ['a & b < c > "d"', 'a &amp; b &lt; c &gt; &quot;d&quot;'],
    ['tab\tline\nreturn\r', 'tab\tline\nreturn\r'],
    ['bell\u0007 and form feed\u000c', 'bell_x0007_ and form feed_x000C_'],
    ['a literal _x0041_ stays literal', 'a literal _x005F_x0041_ stays literal'],
    ['_x12_ and _y0041_ are not escapes', '_x12_ and _y0041_ are not escapes'],
  ])('writes %j as %j', (text, xml) => {
    expect(xmlText(text)).toBe(xml);
  });

  it('writes sheets another reader opens with the same cells, styles, widths and frozen header', async () => {
    const texts = ['Łódź & Brno <Ostrava>', '  Ωμέγα  ', 'Кириллица "в кавычках"', 'Straße'];
    const numbers = [0, 1.5, 1234567.891, 1e-7, 42];
    const sheets: XlsxSheet[] = [
      {
        name: 'Lok & Co',
        widths: [12, 18, 18],
        header: ['Date', 'Hours (day)', 'Hours (cumulative)'],
        rows: [
          ['20261108', numbers[0]!, numbers[1]!],
          ['20261109', numbers[2]!, numbers[3]!],
          ['20261110', numbers[4]!],
        ],
        numberFormat: '0.0',
      },
      { name: 'Texts', widths: [30], header: ['Text'], rows: texts.map((text) => [text]) },
    ];
    const workbook = await read(writeXlsx(sheets, 'Rail fleet portal'));
    expect(workbook.creator).toBe('Rail fleet portal');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Lok & Co', 'Texts']);
    const [figures, words] = workbook.worksheets;
    expect((figures!.getRow(1).values as unknown[]).slice(1)).toEqual(sheets[0]!.header);
    expect(figures!.getRow(1).getCell(2).font?.bold).toBe(true);
    expect((figures!.getRow(3).values as unknown[]).slice(1)).toEqual(['20261109', 1234567.891, 1e-7]);
    expect(figures!.getRow(2).getCell(2).numFmt).toBe('0.0');
    expect(figures!.getRow(2).getCell(1).numFmt).toBeUndefined();
    expect(figures!.rowCount).toBe(4);
    expect(figures!.getColumn(1).width).toBe(12);
    expect(figures!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(words!.getColumn(1).width).toBe(30);
    expect(words!.getColumn(1).values.slice(2)).toEqual(texts);
  });

  it('is a zip of the parts a spreadsheet application looks for, each declared', () => {
    const parts = unzipSync(
      writeXlsx(
        [
          { name: 'A', widths: [], header: ['x'], rows: [] },
          { name: 'B', widths: [], header: ['y'], rows: [] },
        ],
        'me',
      ),
    );
    expect(Object.keys(parts).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/core.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    const types = strFromU8(parts['[Content_Types].xml']!);
    for (const part of [
      '/xl/workbook.xml',
      '/xl/styles.xml',
      '/xl/worksheets/sheet2.xml',
      '/docProps/core.xml',
    ])
      expect(types).toContain(`PartName="${part}"`);
    expect(strFromU8(parts['xl/worksheets/sheet1.xml']!)).toContain('<dimension ref="A1:A1"/>');
  });

  it('refuses a workbook without sheets and a number that is not finite', () => {
    expect(() => writeXlsx([], 'me')).toThrow(/at least one sheet/);
    expect(() => writeXlsx([{ name: 'A', widths: [], header: ['x'], rows: [[Number.NaN]] }], 'me')).toThrow(
      /A2: a number cell must be finite/,
    );
  });
});

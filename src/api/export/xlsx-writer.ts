import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * A SpreadsheetML workbook (ECMA-376 Part 1, the xlsx format) written as its XML parts and zipped, for
 * the exports' plain sheets: a bold, frozen header row, column widths, text and number cells, one number
 * format. Issue 29 §4: exceljs built the report export at 66 % of the rows per second of its own
 * streaming writer; the parts written as text in one pass and zipped by fflate (bundled already for the
 * CSV zip) are faster than both, and leave exceljs out of the export worker.
 */

export type XlsxCell = string | number;

export interface XlsxSheet {
  /** The sheet's tab (at most 31 characters, without `[]:*?/\`: the callers' sheet names are). */
  readonly name: string;
  /** Column widths in characters, from the first column. */
  readonly widths: readonly number[];
  /** The header row: bold, frozen above the rest. */
  readonly header: readonly string[];
  readonly rows: readonly (readonly XlsxCell[])[];
  /** The number format of number cells (e.g. `0.0`); General without. */
  readonly numberFormat?: string;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Style indexes of `styles.xml`'s cellXfs. */
const BOLD = 1;
const NUMBER = 2;
/** The first number format id free for the workbook's own (ECMA-376 §18.8.30 reserves 0–163). */
const CUSTOM_FORMAT_ID = 164;

/** Characters XML 1.0 cannot hold, and the `_` of a literal `_xHHHH_` that readers would decode (§22.4.2.4). */
// eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold are what it finds
const ESCAPES = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_(?=x[0-9A-Fa-f]{4}_)/g;
const escapeChar = (char: string): string => {
  switch (char) {
    case '&':
      return '&amp;';
    case '<':
      return '&lt;';
    case '>':
      return '&gt;';
    case '"':
      return '&quot;';
    case '_':
      return '_x005F_';
    default:
      return `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;
  }
};

/** Text as XML character data (and attribute values). */
export const xmlText = (text: string): string => text.replace(ESCAPES, escapeChar);

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export const columnName = (index: number): string => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

const textCell = (ref: string, text: string, style: number): string => {
  const space = text !== text.trim() ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t${space}>${xmlText(text)}</t></is></c>`;
};

const sheetXml = (sheet: XlsxSheet): string => {
  const width = Math.max(sheet.header.length, 1, ...sheet.rows.map((row) => row.length));
  const letters = Array.from({ length: width }, (_, i) => columnName(i));
  const numberStyle = sheet.numberFormat === undefined ? 0 : NUMBER;
  const rowXml = (cells: readonly XlsxCell[], r: number, style: number): string => {
    let xml = `<row r="${r}">`;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      const ref = `${letters[i]}${r}`;
      if (typeof cell === 'number') {
        if (!Number.isFinite(cell)) throw new RangeError(`${ref}: a number cell must be finite`);
        xml += `<c r="${ref}"${numberStyle ? ` s="${numberStyle}"` : ''}><v>${cell}</v></c>`;
      } else xml += textCell(ref, cell, style);
    }
    return `${xml}</row>`;
  };
  const parts: string[] = [
    `${XML}<worksheet xmlns="${MAIN}"><dimension ref="A1:${letters[width - 1]}${sheet.rows.length + 1}"/>`,
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>',
    '<sheetFormatPr defaultRowHeight="15"/>',
  ];
  if (sheet.widths.length > 0)
    parts.push(
      `<cols>${sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`,
    );
  parts.push('<sheetData>', rowXml(sheet.header, 1, BOLD));
  sheet.rows.forEach((row, i) => parts.push(rowXml(row, i + 2, 0)));
  parts.push('</sheetData></worksheet>');
  return parts.join('');
};

const stylesXml = (numberFormat: string | undefined): string =>
  `${XML}<styleSheet xmlns="${MAIN}">` +
  (numberFormat === undefined
    ? ''
    : `<numFmts count="1"><numFmt numFmtId="${CUSTOM_FORMAT_ID}" formatCode="${xmlText(numberFormat)}"/></numFmts>`) +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  `<xf numFmtId="${numberFormat === undefined ? 0 : CUSTOM_FORMAT_ID}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/**
 * The workbook's bytes: the sheets in order (at least one), their creator in the document properties.
 * Every sheet shares the first sheet's number format (the exports use one).
 */
export const writeXlsx = (sheets: readonly XlsxSheet[], creator: string): Uint8Array => {
  if (sheets.length === 0) throw new RangeError('A workbook holds at least one sheet');
  const ids = sheets.map((_, i) => i + 1);
  const files: Zippable = {
    '[Content_Types].xml': strToU8(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        ids
          .map(
            (id) =>
              `<Override PartName="/xl/worksheets/sheet${id}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
        `<Relationship Id="rId2" Type="${PACKAGE_REL}/metadata/core-properties" Target="docProps/core.xml"/>` +
        '</Relationships>',
    ),
    'docProps/core.xml': strToU8(
      `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
        `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>${xmlText(creator)}</dc:creator></cp:coreProperties>`,
    ),
    'xl/workbook.xml': strToU8(
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets>` +
        sheets
          .map((s, i) => `<sheet name="${xmlText(s.name)}" sheetId="${ids[i]}" r:id="rId${ids[i]}"/>`)
          .join('') +
        '</sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
        ids
          .map(
            (id) =>
              `<Relationship Id="rId${id}" Type="${REL}/worksheet" Target="worksheets/sheet${id}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(stylesXml(sheets[0]!.numberFormat)),
  };
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${ids[i]}.xml`] = strToU8(sheetXml(sheet));
  });
  return zipSync(files, { level: 6 });
};

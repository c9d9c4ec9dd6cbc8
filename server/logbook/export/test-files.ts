import ExcelJS from 'exceljs';

/** Reads a CSV back (RFC 4180: quoted fields, doubled quotes, CRLF), for the tests. */
export const parseCsv = (text: string, separator: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
};

/** A sheet of an xlsx file (the first by default) as rows of cell values (row 1 the titles). */
export const readXlsx = async (
  bytes: Uint8Array,
  sheetIndex = 0,
): Promise<{ name: string; rows: ExcelJS.CellValue[][]; sheetCount: number }> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as never);
  const sheet = workbook.worksheets[sheetIndex];
  if (!sheet) throw new Error('The file has no sheet.');
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: ExcelJS.CellValue[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) values.push(row.getCell(c).value);
    rows.push(values);
  });
  return { name: sheet.name, rows, sheetCount: workbook.worksheets.length };
};

/** Reads a whole web stream into bytes. */
export const readAll = async (stream: ReadableStream<Uint8Array>): Promise<Uint8Array> =>
  new Uint8Array(await new Response(stream).arrayBuffer());

import { PassThrough } from 'node:stream';
import type { CellValue } from 'exceljs';
import type { Language, LogbookEntry } from '../../../src/api/contract';
import { formatBoolean, formatCode, spreadsheetDate, SPREADSHEET_FORMATS } from './export-format';
import { columnTitle, type ExportColumn } from './export-columns';
import { SHEET_TITLE, textIn } from './export-texts';

/** A typed cell: numbers stay numbers, times are dates with the language's format. */
const cellValue = (c: ExportColumn, entry: LogbookEntry, language: Language): CellValue => {
  const value = c.read(entry);
  switch (c.kind) {
    case 'count':
      return value as number | null;
    case 'instant':
      return spreadsheetDate(value as string | null);
    case 'boolean':
      return formatBoolean(value as boolean | null, language) || null;
    case 'code':
      return formatCode(value as string | null, language) || null;
    case 'codes':
      return (value as readonly string[]).map((code) => formatCode(code, language)).join(', ') || null;
    case 'text':
      return value as string | null;
  }
};

const columnWidth = (c: ExportColumn) =>
  c.kind === 'instant' ? 17 : c.kind === 'text' && c.key !== 'logbookEntryId' ? 30 : 14;

/** Resolves when the reader took data or went away. */
const readerMoved = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('data', done);
      out.off('close', done);
      resolve();
    };
    out.on('data', done);
    out.on('close', done);
  });

/**
 * The node stream as a web stream that reads only while its reader wants more (the node stream is
 * paused meanwhile, which {@link readerMoved} notices).
 */
const webStreamOf = (out: PassThrough): ReadableStream<Uint8Array> =>
  new ReadableStream<Uint8Array>(
    {
      start(controller) {
        out.pause();
        out.on('data', (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) out.pause();
        });
        out.once('end', () => controller.close());
        out.once('error', (error) => controller.error(error));
      },
      pull() {
        out.resume();
      },
      cancel() {
        out.destroy();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );

/** A sheet after the entries' (the restriction notices of their vehicles), read once they are written. */
export interface ExtraSheet {
  readonly title: string;
  readonly columns: readonly { readonly header: string; readonly width: number; readonly numFmt?: string }[];
  readonly rows: readonly (readonly CellValue[])[];
}

/** Bytes the zip may have waiting for the reader before rows stop being added. */
const MAX_WAITING_BYTES = 1024 * 1024;

/**
 * Streams the xlsx file with exceljs's streaming writer: each row is committed (written into the zip
 * and let go) as it is added, and no more batches are read while the reader is behind, so memory stays
 * flat whatever the number of rows.
 */
export const xlsxExportStream = (
  batches: AsyncIterable<readonly LogbookEntry[]>,
  columns: readonly ExportColumn[],
  language: Language,
  log: (message: string, error?: unknown) => void,
  extraSheets: () => Promise<readonly ExtraSheet[]> = async () => [],
): ReadableStream<Uint8Array> => {
  const out = new PassThrough();
  const write = async () => {
    // Loaded at the first export, not at the server's start (issue 34 §1: the restart's time).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(textIn(language, SHEET_TITLE), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((c) => ({
      header: columnTitle(c, language),
      key: c.key,
      width: columnWidth(c),
      ...(c.kind === 'count'
        ? { style: { numFmt: SPREADSHEET_FORMATS.count } }
        : c.kind === 'instant'
          ? { style: { numFmt: SPREADSHEET_FORMATS.instant(language) } }
          : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of batches) {
      for (const entry of batch) sheet.addRow(columns.map((c) => cellValue(c, entry, language))).commit();
      while (out.readableLength > MAX_WAITING_BYTES && !out.destroyed) await readerMoved(out);
      if (out.destroyed) return;
    }
    sheet.commit();
    for (const extra of await extraSheets()) {
      const added = workbook.addWorksheet(extra.title, { views: [{ state: 'frozen', ySplit: 1 }] });
      added.columns = extra.columns.map((c, i) => ({
        header: c.header,
        key: String(i),
        width: c.width,
        ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
      }));
      added.getRow(1).font = { bold: true };
      added.getRow(1).commit();
      for (const row of extra.rows) added.addRow([...row]).commit();
      added.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    log('The spreadsheet export failed while streaming', error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return webStreamOf(out);
};

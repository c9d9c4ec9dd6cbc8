import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { FIXTURE_EXPORT_TEXTS, fixtureExportPages } from '../src/api/export/report-export.fixtures';
import {
  exportHeaders,
  rowFigures,
  sheetNames,
  XLSX_NUMBER_FORMAT,
} from '../src/api/export/report-export.rules';
import { buildXlsx } from '../src/api/export/xlsx-builder';
import type { ExportVehicle } from '../src/api/contract';
import { loadAverage } from './support/process-cpu';
import { median, perSecond } from './support/stats';

export interface XlsxWriterRound {
  /** Rows per second of the portal's export (`buildXlsx`, the export worker's code). */
  readonly portal: number;
  /** Rows per second of exceljs's streaming `WorkbookWriter` with the same sheets and rows. */
  readonly streaming: number;
  readonly portalBytes: number;
  readonly streamingBytes: number;
}

export interface XlsxWriterFigures {
  readonly vehicles: number;
  readonly rows: number;
  readonly load: number;
  readonly rounds: readonly XlsxWriterRound[];
}

const VEHICLES = 100;
const PERIOD = { startDate: '2025-11-23', endDate: '2026-11-22' };
const ROUNDS = 5;

/** The same workbook through exceljs's streaming writer: a sheet per vehicle, bold frozen header, widths, '0.0'. */
const writeStreaming = async (vehicles: readonly ExportVehicle[]): Promise<number> => {
  const sink = new PassThrough();
  let bytes = 0;
  sink.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true });
  const headers = exportHeaders(FIXTURE_EXPORT_TEXTS);
  const names = sheetNames(vehicles);
  vehicles.forEach((vehicle, index) => {
    const sheet = workbook.addWorksheet(names[index], { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = headers.map((header, column) => ({
      header,
      width: column === 0 ? 12 : 18,
      ...(column === 0 ? {} : { style: { numFmt: XLSX_NUMBER_FORMAT } }),
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of vehicle.days) sheet.addRow([row.date, ...rowFigures(row)]).commit();
    sheet.commit();
  });
  await workbook.commit();
  return bytes;
};

/**
 * Issue 29 §4: the browser's xlsx export against exceljs's own streaming writer, with the same rows (100
 * vehicles × 366 days, 15 columns) in the same thread, rounds taken turn about. In Node, not in the
 * browser's worker: exceljs's streaming writer needs Node's streams; both run on V8 either way.
 */
export const benchXlsxWriter = async (): Promise<XlsxWriterFigures> => {
  const vehicles = fixtureExportPages(VEHICLES, VEHICLES, PERIOD).flatMap((page) => page.items);
  const rows = vehicles.reduce((sum, vehicle) => sum + vehicle.days.length, 0);
  const rounds: XlsxWriterRound[] = [];
  // One of each first: code loaded and optimised before anything is timed.
  await buildXlsx(vehicles.slice(0, 5), FIXTURE_EXPORT_TEXTS);
  await writeStreaming(vehicles.slice(0, 5));
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now();
    const portalBytes = (await buildXlsx(vehicles, FIXTURE_EXPORT_TEXTS)).byteLength;
    const portal = rows / ((performance.now() - started) / 1000);
    started = performance.now();
    const streamingBytes = await writeStreaming(vehicles);
    const streaming = rows / ((performance.now() - started) / 1000);
    rounds.push({ portal, streaming, portalBytes, streamingBytes });
  }
  return { vehicles: vehicles.length, rows, load: loadAverage(), rounds };
};

export const printXlsxWriter = (f: XlsxWriterFigures): void => {
  console.log(
    `xlsx export against exceljs's streaming WorkbookWriter, ${f.vehicles} vehicles, ${f.rows.toLocaleString('en-GB')} rows (load average ${f.load})`,
  );
  f.rounds.forEach((r, i) =>
    console.log(
      `  round ${i + 1}: portal ${perSecond(r.portal)} (${(r.portalBytes / 1024).toFixed(0)} KB), ` +
        `WorkbookWriter ${perSecond(r.streaming)} (${(r.streamingBytes / 1024).toFixed(0)} KB), ratio ${(r.portal / r.streaming).toFixed(2)}`,
    ),
  );
  const ratio = median(f.rounds.map((r) => r.portal / r.streaming));
  console.log(`  median ratio ${ratio.toFixed(2)} (goal ≥ 1.0)`);
};

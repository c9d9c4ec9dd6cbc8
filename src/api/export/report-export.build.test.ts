import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EXPORT_METRICS } from '../contract';
import { buildReportExport } from './build-report-export';
import { buildCsvZip, buildMetricCsvZip } from './csv-zip-builder';
import {
  FIXTURE_EXPORT_TEXTS,
  FIXTURE_PERIOD,
  fixtureExportPages,
  fixtureExportVehicle,
  fixtureMetricSheet,
} from './report-export.fixtures';
import {
  EXPORT_COLUMNS,
  exportFileName,
  exportHeaders,
  germanDecimal,
  metricSheetHeaders,
  sheetNames,
  UTF8_BOM,
  XLSX_NUMBER_FORMAT,
} from './report-export.rules';
import { buildMetricXlsx, buildXlsx } from './xlsx-builder';

const texts = FIXTURE_EXPORT_TEXTS;
/** UTF-8 text with its byte order mark kept (TextDecoder drops it by default). */
const strFromU8 = (bytes: Uint8Array): string => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
/** The vehicles of fixture pages, as the machine collects them: a long name, a repeated one, an empty one. */
const vehicles = [
  ...fixtureExportPages(3, 2).flatMap((page) => page.items),
  fixtureExportVehicle(2001, 'Rangierlok DB-V100/2 "Ostbahnhof Süd" Nr. 7'),
  fixtureExportVehicle(2002, 'Lok 1'),
  { vehicleId: 2003, name: 'Leer', isEloc: false, days: [] },
];

const readWorkbook = async (bytes: ArrayBuffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook;
};

describe('export rules', () => {
  it('exports the contract metrics in its order', () => {
    expect([...EXPORT_COLUMNS]).toEqual([...EXPORT_METRICS]);
  });

  it('names sheets: at most 31 characters, non-word characters as spaces, unique', () => {
    expect(sheetNames(vehicles)).toEqual([
      'Lok 1',
      'Lok 2',
      'Lok 3',
      'Rangierlok DB V100 2  Ostbahnho',
      'Lok 1 (2)',
      'Leer',
    ]);
    expect(sheetNames([{ vehicleId: 7, name: '///' }])).toEqual(['7']);
    for (const name of sheetNames(vehicles)) expect(name.length).toBeLessThanOrEqual(31);
  });

  it('writes figures with one decimal and a decimal comma; negative or missing as 0', () => {
    expect(germanDecimal(1.5)).toBe('1,5');
    expect(germanDecimal(1234.56)).toBe('1234,6');
    expect(germanDecimal(-3)).toBe('0,0');
    expect(germanDecimal(null)).toBe('0,0');
  });

  it('names the file by the period: DD-MM-YYYY-DD-MM-YYYY-Export', () => {
    expect(exportFileName(FIXTURE_PERIOD, 'xlsx')).toBe('08-11-2026-22-11-2026-Export.xlsx');
    expect(exportFileName(FIXTURE_PERIOD, 'zip')).toBe('08-11-2026-22-11-2026-Export.zip');
  });
});

describe('xlsx export', () => {
  it('has a sheet per vehicle with the headers, the days and one-decimal numbers', async () => {
    const progress: number[] = [];
    const workbook = await readWorkbook(await buildXlsx(vehicles, texts, (done) => progress.push(done)));
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(sheetNames(vehicles));
    const sheet = workbook.getWorksheet('Lok 1')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(exportHeaders(texts));
    expect(headers.slice(0, 3)).toEqual(['Date', 'Driving hours (day)', 'Driving hours (cumulative)']);
    expect(headers).toHaveLength(1 + 2 * 7);
    expect(sheet.rowCount).toBe(1 + 15);
    const first = vehicles[0]!.days[0]!;
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('20261108');
    expect(row.getCell(2).value).toBe(first.drivingHours.thisDay);
    expect(row.getCell(3).value).toBe(first.drivingHours.cumulativeSum);
    expect(row.getCell(15).value).toBe(first.notifications.cumulativeSum);
    expect(row.getCell(2).numFmt).toBe(XLSX_NUMBER_FORMAT);
    const last = sheet.getRow(16);
    expect(last.getCell(1).value).toBe('20261122');
    expect(last.getCell(3).value).toBe(vehicles[0]!.days[14]!.drivingHours.cumulativeSum);
  });

  it("shows 'no data available' on the sheet of a vehicle without days", async () => {
    const workbook = await readWorkbook(await buildXlsx(vehicles, texts));
    const empty = workbook.getWorksheet('Leer')!;
    expect(empty.rowCount).toBe(2);
    expect(empty.getRow(2).getCell(1).value).toBe('No data available');
  });

  it('an electric locomotive has 0 working and idle hours', async () => {
    const eloc = fixtureExportPages(5, 10)[0]!.items[4]!;
    expect(eloc.isEloc).toBe(true);
    const workbook = await readWorkbook(await buildXlsx([eloc], texts));
    const row = workbook.worksheets[0]!.getRow(3);
    const column = (metric: string) => 2 + 2 * EXPORT_COLUMNS.indexOf(metric as never);
    expect(row.getCell(column('workingHours')).value).toBe(0);
    expect(row.getCell(column('idleHours')).value).toBe(0);
  });
});

describe('zip of CSV files', () => {
  it('holds a ;-separated UTF-8 CSV with BOM per vehicle, figures in German format', () => {
    const files = unzipSync(new Uint8Array(buildCsvZip(vehicles, texts)));
    expect(Object.keys(files)).toEqual(sheetNames(vehicles).map((name) => `${name}.csv`));
    const text = strFromU8(files['Lok 1.csv']!);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(exportHeaders(texts).join(';'));
    expect(lines).toHaveLength(16);
    const first = vehicles[0]!.days[0]!;
    const cells = lines[1]!.split(';');
    expect(cells[0]).toBe('20261108');
    expect(cells[1]).toBe(germanDecimal(first.drivingHours.thisDay));
    expect(cells[1]).toMatch(/^\d+,\d$/);
    expect(cells).toHaveLength(15);
    expect(strFromU8(files['Leer.csv']!).slice(1).split('\r\n')[1]).toBe('No data available');
  });

  it('quotes a header holding the separator', () => {
    const files = unzipSync(
      new Uint8Array(buildCsvZip(vehicles.slice(0, 1), { ...texts, date: 'Datum; Tag' })),
    );
    expect(strFromU8(files['Lok 1.csv']!).slice(1).startsWith('"Datum; Tag";')).toBe(true);
  });

  it('builds either format through the worker entry with its MIME type', async () => {
    const zip = await buildReportExport(
      { format: 'zip', period: FIXTURE_PERIOD, vehicles, texts },
      () => undefined,
    );
    expect(zip.mimeType).toBe('application/zip');
    const xlsx = await buildReportExport(
      { format: 'xlsx', period: FIXTURE_PERIOD, vehicles, texts },
      () => undefined,
    );
    expect((await readWorkbook(xlsx.bytes)).worksheets).toHaveLength(6);
  });
});

describe('the export grouped by metric (spec 000 §7 export by metric)', () => {
  // Two vehicles, one of them with a day fewer: its missing day is 0.
  const [lok1, lok2] = [vehicles[0]!, { ...vehicles[1]!, days: vehicles[1]!.days.slice(1) }];
  const sheets = EXPORT_COLUMNS.map((metric) => fixtureMetricSheet(metric, [lok1, lok2]));

  it('has a sheet per metric, a column pair per vehicle and a row per day', async () => {
    const progress: number[] = [];
    const workbook = await readWorkbook(await buildMetricXlsx(sheets, texts, (done) => progress.push(done)));
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
      sheetNames(EXPORT_COLUMNS.map((metric, i) => ({ name: texts.metrics[metric], vehicleId: i + 1 }))),
    );
    const driving = workbook.getWorksheet('Driving hours')!;
    expect((driving.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Date',
      'Lok 1 (day)',
      'Lok 1 (cumulative)',
      'Lok 2 (day)',
      'Lok 2 (cumulative)',
    ]);
    expect(driving.rowCount).toBe(1 + 15);
    const first = driving.getRow(2);
    expect(first.getCell(1).value).toBe('20261108');
    expect(first.getCell(2).value).toBe(lok1.days[0]!.drivingHours.thisDay);
    expect(first.getCell(4).value).toBe(0);
    const second = driving.getRow(3);
    expect(second.getCell(5).value).toBe(lok2.days[0]!.drivingHours.cumulativeSum);
    expect(second.getCell(4).numFmt).toBe(XLSX_NUMBER_FORMAT);
  });

  it('writes a CSV per metric in German format, through the worker entry too', async () => {
    const files = unzipSync(new Uint8Array(buildMetricCsvZip(sheets, texts)));
    expect(Object.keys(files)).toHaveLength(7);
    const lines = strFromU8(files['Mileage  km.csv']!).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(metricSheetHeaders(sheets[2]!, texts).join(';'));
    expect(lines[1]!.split(';')).toEqual([
      '20261108',
      germanDecimal(lok1.days[0]!.mileageKm.thisDay),
      germanDecimal(lok1.days[0]!.mileageKm.cumulativeSum),
      '0,0',
      '0,0',
    ]);
    const zip = await buildReportExport(
      { format: 'zip', period: FIXTURE_PERIOD, vehicles: [], byMetric: sheets, texts },
      () => undefined,
    );
    expect(Object.keys(unzipSync(new Uint8Array(zip.bytes)))).toEqual(Object.keys(files));
    const xlsx = await buildReportExport(
      { format: 'xlsx', period: FIXTURE_PERIOD, vehicles: [], byMetric: sheets, texts },
      () => undefined,
    );
    expect((await readWorkbook(xlsx.bytes)).worksheets).toHaveLength(7);
  });
});

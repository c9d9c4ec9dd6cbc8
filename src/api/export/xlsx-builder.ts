import type { ExportVehicle } from '../contract';
import {
  exportHeaders,
  metricSheetHeaders,
  metricSheetNames,
  metricSheetRows,
  rowFigures,
  sheetNames,
  XLSX_NUMBER_FORMAT,
} from './report-export.rules';
import type { ExportMetricSheet, ExportProgressListener, ReportExportTexts } from './report-export.types';
import { writeXlsx, type XlsxSheet } from './xlsx-writer';

/** Width of the date column and of the figure columns, in characters. */
const DATE_WIDTH = 12;
const FIGURE_WIDTH = 18;

/**
 * The xlsx workbook (spec 000 §5 Export): a sheet per vehicle named by {@link sheetNames}, the header
 * row, then a row per day: the date as YYYYMMDD text, every figure a number with one decimal. A vehicle
 * without days gets a sheet that says 'no data available'. Reports each vehicle written.
 */
export const buildXlsx = async (
  vehicles: readonly ExportVehicle[],
  texts: ReportExportTexts,
  onProgress: ExportProgressListener = () => undefined,
): Promise<ArrayBuffer> => {
  const headers = exportHeaders(texts);
  const names = sheetNames(vehicles);
  const sheets = vehicles.map((vehicle, index) => {
    const sheet = sheetOf(
      names[index] ?? String(vehicle.vehicleId),
      headers,
      vehicle.days.map((row) => [row.date, ...rowFigures(row)]),
      texts,
    );
    onProgress(index + 1, vehicles.length);
    return sheet;
  });
  return workbookBuffer(sheets);
};

/**
 * The workbook grouped by metric (the export by metric): a sheet per metric named after it, a column
 * pair (day, running sum) per vehicle, a row per day. Reports each metric written.
 */
export const buildMetricXlsx = async (
  sheets: readonly ExportMetricSheet[],
  texts: ReportExportTexts,
  onProgress: ExportProgressListener = () => undefined,
): Promise<ArrayBuffer> => {
  const names = metricSheetNames(sheets, texts);
  const written = sheets.map((sheet, index) => {
    const built = sheetOf(
      names[index] ?? sheet.metric,
      metricSheetHeaders(sheet, texts),
      metricSheetRows(sheet),
      texts,
    );
    onProgress(index + 1, sheets.length);
    return built;
  });
  return workbookBuffer(written);
};

/** The sheet of `rows` under `headers`: the date column, then figures with one decimal. */
const sheetOf = (
  name: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  texts: ReportExportTexts,
): XlsxSheet => ({
  name,
  widths: headers.map((_, column) => (column === 0 ? DATE_WIDTH : FIGURE_WIDTH)),
  header: headers,
  rows: rows.length === 0 ? [[texts.noData]] : rows,
  numberFormat: XLSX_NUMBER_FORMAT,
});

/** The workbook's bytes as the export file's buffer. */
export const workbookBuffer = (sheets: readonly XlsxSheet[]): ArrayBuffer => {
  const bytes = writeXlsx(sheets, 'Rail fleet portal');
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

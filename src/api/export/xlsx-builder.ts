import ExcelJS from 'exceljs';
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
  const workbook = newWorkbook();
  const headers = exportHeaders(texts);
  const names = sheetNames(vehicles);
  vehicles.forEach((vehicle, index) => {
    addSheet(
      workbook,
      names[index] ?? String(vehicle.vehicleId),
      headers,
      vehicle.days.map((row) => [row.date, ...rowFigures(row)]),
      texts,
    );
    onProgress(index + 1, vehicles.length);
  });
  return workbookBytes(workbook);
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
  const workbook = newWorkbook();
  const names = metricSheetNames(sheets, texts);
  sheets.forEach((sheet, index) => {
    addSheet(
      workbook,
      names[index] ?? sheet.metric,
      metricSheetHeaders(sheet, texts),
      metricSheetRows(sheet),
      texts,
    );
    onProgress(index + 1, sheets.length);
  });
  return workbookBytes(workbook);
};

const newWorkbook = () => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Rail fleet portal';
  return workbook;
};

/** A sheet: the bold, frozen header row, then the rows (the date as text, figures with one decimal). */
const addSheet = (
  workbook: ExcelJS.Workbook,
  name: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  texts: ReportExportTexts,
) => {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = headers.map((header, column) => ({
    header,
    width: column === 0 ? DATE_WIDTH : FIGURE_WIDTH,
    ...(column === 0 ? {} : { style: { numFmt: XLSX_NUMBER_FORMAT } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  if (rows.length === 0) sheet.addRow([texts.noData]);
  else sheet.addRows(rows.map((row) => [...row]));
};

const workbookBytes = async (workbook: ExcelJS.Workbook): Promise<ArrayBuffer> => {
  const buffer = await workbook.xlsx.writeBuffer();
  // exceljs answers a Node Buffer in Node and an ArrayBuffer-backed view in the browser.
  const view = buffer as unknown as Uint8Array;
  return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength) as ArrayBuffer;
};

import ExcelJS from 'exceljs';
import type { ExportVehicle } from '../contract';
import { exportHeaders, rowFigures, sheetNames, XLSX_NUMBER_FORMAT } from './report-export.rules';
import type { ExportProgressListener, ReportExportTexts } from './report-export.types';

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
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Rail fleet portal';
  const headers = exportHeaders(texts);
  const names = sheetNames(vehicles);
  vehicles.forEach((vehicle, index) => {
    const sheet = workbook.addWorksheet(names[index] ?? String(vehicle.vehicleId));
    sheet.columns = headers.map((header, column) => ({
      header,
      width: column === 0 ? DATE_WIDTH : FIGURE_WIDTH,
      ...(column === 0 ? {} : { style: { numFmt: XLSX_NUMBER_FORMAT } }),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    if (vehicle.days.length === 0) sheet.addRow([texts.noData]);
    else sheet.addRows(vehicle.days.map((row) => [row.date, ...rowFigures(row)]));
    onProgress(index + 1, vehicles.length);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  // exceljs answers a Node Buffer in Node and an ArrayBuffer-backed view in the browser.
  const view = buffer as unknown as Uint8Array;
  return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength) as ArrayBuffer;
};

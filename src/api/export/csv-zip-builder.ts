import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ExportVehicle } from '../contract';
import { csvFileNames, metricCsv, metricSheetNames, vehicleCsv } from './report-export.rules';
import type { ExportMetricSheet, ExportProgressListener, ReportExportTexts } from './report-export.types';

/**
 * The zip of CSV files (spec 000 §5 Export): one `;`-separated UTF-8 file (with BOM) per vehicle,
 * named after its sheet name, figures with a decimal comma. Reports each vehicle written.
 */
export const buildCsvZip = (
  vehicles: readonly ExportVehicle[],
  texts: ReportExportTexts,
  onProgress: ExportProgressListener = () => undefined,
): ArrayBuffer => {
  const names = csvFileNames(vehicles);
  const files: Zippable = {};
  vehicles.forEach((vehicle, index) => {
    files[names[index] ?? `${vehicle.vehicleId}.csv`] = strToU8(vehicleCsv(vehicle.days, texts));
    onProgress(index + 1, vehicles.length);
  });
  const zipped = zipSync(files, { level: 6 });
  return zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength);
};

/** The zip grouped by metric (the export by metric): one CSV file per metric, named after it. */
export const buildMetricCsvZip = (
  sheets: readonly ExportMetricSheet[],
  texts: ReportExportTexts,
  onProgress: ExportProgressListener = () => undefined,
): ArrayBuffer => {
  const names = metricSheetNames(sheets, texts);
  const files: Zippable = {};
  sheets.forEach((sheet, index) => {
    files[`${names[index] ?? sheet.metric}.csv`] = strToU8(metricCsv(sheet, texts));
    onProgress(index + 1, sheets.length);
  });
  const zipped = zipSync(files, { level: 6 });
  return zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength);
};

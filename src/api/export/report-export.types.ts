import type { ExportByMetricPage, ExportMetric, ExportVehicle, ReportPeriod } from '../contract';

/**
 * The reporting export built in the browser (spec 000 §2 Reporting export drawer, §3 Export daily row,
 * §5 Export): one xlsx workbook with a sheet per vehicle, or a zip with one CSV file per vehicle.
 */
export type ReportExportFormat = 'xlsx' | 'zip';
export const REPORT_EXPORT_FORMATS: readonly ReportExportFormat[] = ['xlsx', 'zip'];

/**
 * How the file is grouped (spec 000 §7 export data, `groupByType`, default by id): a sheet or CSV file
 * per vehicle with every metric (the export by id), or one per metric with every vehicle (the export by
 * metric).
 */
export type ReportExportGrouping = 'byVehicle' | 'byMetric';
export const REPORT_EXPORT_GROUPINGS: readonly ReportExportGrouping[] = ['byVehicle', 'byMetric'];

/** One metric of every exported vehicle day by day: the export by metric's pages of it, joined. */
export interface ExportMetricSheet {
  readonly metric: ExportMetric;
  readonly vehicles: ExportByMetricPage['items'];
}

/**
 * The translated texts a file carries (the worker has no i18n: the page resolves them and hands them
 * over): the column headers and the 'no data available' text of an empty sheet.
 */
export interface ReportExportTexts {
  /** The date column's header. */
  readonly date: string;
  /** A metric's name, e.g. 'Driving hours'. */
  readonly metrics: Readonly<Record<ExportMetric, string>>;
  /** The suffix of a metric's day column, e.g. 'this day'. */
  readonly thisDay: string;
  /** The suffix of a metric's running-sum column, e.g. 'cumulative'. */
  readonly cumulativeSum: string;
  /** What an empty sheet (a vehicle without days) shows. */
  readonly noData: string;
}

/** What the page asks the worker to build. */
export interface ReportExportBuild {
  readonly format: ReportExportFormat;
  readonly period: ReportPeriod;
  /** The vehicles with their days, in the order of the fetched pages. */
  readonly vehicles: readonly ExportVehicle[];
  /** Grouped by metric: a sheet (or CSV file) per metric instead of per vehicle; `vehicles` is unused. */
  readonly byMetric?: readonly ExportMetricSheet[];
  readonly texts: ReportExportTexts;
}

/** The messages the worker posts back. */
export type ReportExportWorkerMessage =
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly type: 'done'; readonly bytes: ArrayBuffer; readonly mimeType: string }
  | { readonly type: 'failed'; readonly message: string };

/** The finished file: what the download hands to the browser. */
export interface ReportExportFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** Builder progress: vehicles (grouped by metric: metrics) written of all. */
export type ExportProgressListener = (done: number, total: number) => void;

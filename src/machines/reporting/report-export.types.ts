import type {
  ExportByIdPage,
  ExportByMetricPage,
  ExportMetric,
  ExportVehicle,
  IsoDay,
  ReportPeriod,
  VehicleId,
} from '../../api/contract';
import type { ExportMetricSheet, ReportExportFormat } from '../../api/export/report-export.types';
import type {
  ExportBuildProgress,
  ExportChoice,
  ExportFailure,
  ExportFetchWait,
  OpenExportDrawer,
} from '../shared/export-drawer/export-drawer.types';

/**
 * The reporting export (spec 000 §2 Reporting export drawer, §5 Export, §7 export by id), as it
 * configures the export drawer machine: the drawer (select vehicles, the period), the options dialog
 * (xlsx or zip of CSV files; grouped by vehicle or by metric), the pages of export rows (by vehicle: exportById, `top` = 10 × ceiling(vehicles / 10), at most 100; by metric: exportByMetric,
 * every metric from page 0, 20 vehicles a page), the file built in a worker with its progress, and the
 * download.
 */

export type { ExportChoice };

/** Why the export stopped: a page did not arrive, or the worker failed to build the file. */
export type ReportExportFailure = ExportFailure;

/** What the reporting export has received (the export drawer machine's `received`; see its source). */
export interface ReportExportReceived {
  /** Grouped by vehicle: the vehicles of the pages fetched so far. */
  readonly fetched: readonly ExportVehicle[];
  /** Vehicles in the whole export, as the server counts them (0 before the first page). */
  readonly total: number;
  /** Grouped by metric: the export by metric's pages fetched so far, in the order asked. */
  readonly metricPages: readonly ExportByMetricPage[];
}

/** Input of `fetchExportPage` grouped by vehicle (exportById, spec 000 §7: start, end, vehicleIds, skip, top). */
export interface ExportPageRequest extends ExportFetchWait {
  readonly grouping: 'byVehicle';
  readonly start: IsoDay;
  readonly end: IsoDay;
  readonly vehicleIds: readonly VehicleId[];
  readonly skip: number;
  readonly top: number;
}

/** Input of `fetchExportPage` grouped by metric (exportByMetric, spec 000 §7: page 0 first, 20 vehicles a page). */
export interface ExportMetricPageRequest extends ExportFetchWait {
  readonly grouping: 'byMetric';
  readonly start: IsoDay;
  readonly end: IsoDay;
  readonly vehicleIds: readonly VehicleId[];
  readonly metric: ExportMetric;
  readonly page: number;
}

/** What `fetchExportPage` is asked for, and what it answers. */
export type ExportFetchRequest = ExportPageRequest | ExportMetricPageRequest;
export type ExportFetchAnswer = ExportByIdPage | ExportByMetricPage;

/** Input of `buildExportFile` (the worker). */
export interface BuildExportRequest extends ExportBuildProgress {
  readonly format: ReportExportFormat;
  readonly period: ReportPeriod;
  readonly vehicles: readonly ExportVehicle[];
  /** Grouped by metric: a sheet per metric (else absent). */
  readonly byMetric?: readonly ExportMetricSheet[];
}

/** Opens the drawer with the user's vehicles and the reporting period. */
export type OpenExport = OpenExportDrawer;

export type { ExportByIdPage, ExportByMetricPage };

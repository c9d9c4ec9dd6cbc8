import type {
  ExportByIdPage,
  ExportByMetricPage,
  ExportMetric,
  ExportVehicle,
  IsoDay,
  ReportPeriod,
  VehicleId,
} from '../../api/contract';
import type {
  ExportMetricSheet,
  ReportExportFormat,
  ReportExportGrouping,
} from '../../api/export/report-export.types';
import type {
  ExportBuildProgress,
  ExportChoice,
  ExportDrawerContext,
  ExportDrawerEvent,
  ExportDrawerTag,
  ExportFailure,
  ExportFetchWait,
  OpenExportDrawer,
} from '../shared/export-drawer/export-drawer.types';

/**
 * The public interface of the reporting export machine (spec 000 §2 Reporting export drawer, §5 Export,
 * §7 export by id): the drawer (select vehicles, the period; see the shared export-drawer types), the
 * options dialog (xlsx or zip of CSV files; grouped by vehicle or by metric), the pages of export rows
 * (by vehicle: exportById, `top` = 10 × ceiling(vehicles / 10), at most 100; by metric: exportByMetric,
 * every metric from page 0, 20 vehicles a page), the file built in a worker with its progress, and the
 * download.
 */

export type { ExportChoice };

/** Why the export stopped: a page did not arrive, or the worker failed to build the file. */
export type ReportExportFailure = ExportFailure;

export interface ReportExportContext extends ExportDrawerContext {
  readonly format: ReportExportFormat;
  readonly grouping: ReportExportGrouping;
  /** The export data: the vehicles of the pages fetched so far (cleared by a format change). */
  readonly fetched: readonly ExportVehicle[];
  /** Vehicles in the whole export, as the server counts them (0 before the first page). */
  readonly total: number;
  /** Grouped by metric: the export by metric's pages fetched so far, in the order asked. */
  readonly metricPages: readonly ExportByMetricPage[];
}

export interface ReportExportInput {
  readonly format?: ReportExportFormat;
  readonly grouping?: ReportExportGrouping;
  /** Start with the drawer open (tests and stories); the app starts closed. */
  readonly open?: OpenExport;
  /** Vehicles selected at start (tests and stories). */
  readonly selected?: readonly VehicleId[];
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

/**
 * The drawer's events (the shared ones; there `view.periodChanged` and `view.vehiclesChanged` close the
 * options dialog and drop its data, and the drawer's Export button opens the options dialog) and the
 * dialog's.
 */
export type ReportExportEvent =
  | OpenExport
  | ExportDrawerEvent
  | { readonly type: 'user.selectFormat'; readonly format: ReportExportFormat }
  | { readonly type: 'user.selectGrouping'; readonly grouping: ReportExportGrouping }
  /** Build: fetch the pages, build the file, download it. */
  | { readonly type: 'user.build' }
  | { readonly type: 'user.closeOptions' };

/** Tags: the shared ones and `dialog` (the options dialog is open). */
export type ReportExportTag = ExportDrawerTag | 'dialog';

export type { ExportByIdPage, ExportByMetricPage };

import type { ExportByIdPage, ExportVehicle, IsoDay, ReportPeriod, VehicleId } from '../../api/contract';
import type { ReportExportFormat } from '../../api/export/report-export.types';
import type {
  ExportBuildProgress,
  ExportChoice,
  ExportDrawerContext,
  ExportDrawerEvent,
  ExportDrawerTag,
  ExportFailure,
  OpenExportDrawer,
} from '../shared/export-drawer/export-drawer.types';

/**
 * The public interface of the reporting export machine (spec 000 §2 Reporting export drawer, §5 Export,
 * §7 export by id): the drawer (select vehicles, the period; see the shared export-drawer types), the
 * options dialog (xlsx or zip of CSV files), the pages of export rows (exportById, `top` = 10 ×
 * ceiling(vehicles / 10), at most 100), the file built in a worker with its progress, and the download.
 */

export type { ExportChoice };

/** Why the export stopped: a page did not arrive, or the worker failed to build the file. */
export type ReportExportFailure = ExportFailure;

export interface ReportExportContext extends ExportDrawerContext {
  readonly format: ReportExportFormat;
  /** The export data: the vehicles of the pages fetched so far (cleared by a format change). */
  readonly fetched: readonly ExportVehicle[];
  /** Vehicles in the whole export, as the server counts them (0 before the first page). */
  readonly total: number;
}

export interface ReportExportInput {
  readonly format?: ReportExportFormat;
  /** Start with the drawer open (tests and stories); the app starts closed. */
  readonly open?: OpenExport;
  /** Vehicles selected at start (tests and stories). */
  readonly selected?: readonly VehicleId[];
}

/** Input of `fetchExportPage` (exportById, spec 000 §7: start, end, vehicleIds, skip, top). */
export interface ExportPageRequest {
  readonly start: IsoDay;
  readonly end: IsoDay;
  readonly vehicleIds: readonly VehicleId[];
  readonly skip: number;
  readonly top: number;
}

/** Input of `buildExportFile` (the worker). */
export interface BuildExportRequest extends ExportBuildProgress {
  readonly format: ReportExportFormat;
  readonly period: ReportPeriod;
  readonly vehicles: readonly ExportVehicle[];
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
  /** Build: fetch the pages, build the file, download it. */
  | { readonly type: 'user.build' }
  | { readonly type: 'user.closeOptions' };

/** Tags: the shared ones and `dialog` (the options dialog is open). */
export type ReportExportTag = ExportDrawerTag | 'dialog';

export type { ExportByIdPage };

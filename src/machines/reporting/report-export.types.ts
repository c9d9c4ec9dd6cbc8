import type { ApiFailure } from '../../api/api-failure';
import type { ExportByIdPage, ExportVehicle, IsoDay, ReportPeriod, VehicleId } from '../../api/contract';
import type { ReportExportFile, ReportExportFormat } from '../../api/export/report-export.types';

/**
 * The public interface of the reporting export machine (spec 000 §2 Reporting export drawer, §5 Export,
 * §7 export by id): the drawer (select vehicles, the period), the options dialog (xlsx or zip of CSV
 * files), the pages of export rows (exportById, `top` = 10 × ceiling(vehicles / 10), at most 100),
 * the file built in a worker with its progress, and the download.
 */

/** A vehicle the drawer can offer (the user's vehicle list; cranes are left out). */
export interface ExportChoice {
  readonly vehicleId: VehicleId;
  readonly name: string;
  readonly isCrane: boolean;
}

/** Why the export stopped: a page did not arrive, or the worker failed to build the file. */
export type ReportExportFailure =
  | { readonly stage: 'fetch'; readonly failure: ApiFailure }
  | { readonly stage: 'build'; readonly message: string };

export interface ReportExportContext {
  /** The vehicles the drawer offers: the list handed over without cranes, in its order. */
  readonly vehicles: readonly ExportChoice[];
  /** Selected vehicle ids, in the list's order. */
  readonly selected: readonly VehicleId[];
  /** The drawer's name filter (case-insensitive substring). */
  readonly filter: string;
  /** The period (the drawer's date range). */
  readonly period: ReportPeriod;
  /** The organisation's today: later days are blocked. */
  readonly today: IsoDay;
  readonly format: ReportExportFormat;
  /** The export data: the vehicles of the pages fetched so far (cleared by a format change). */
  readonly fetched: readonly ExportVehicle[];
  /** Vehicles in the whole export, as the server counts them (0 before the first page). */
  readonly total: number;
  /** The worker's progress while building (vehicles written of all), else null. */
  readonly progress: { readonly done: number; readonly total: number } | null;
  /** The built file (the export data once built; cleared by a format change), else null. */
  readonly file: ReportExportFile | null;
  readonly failure: ReportExportFailure | null;
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
export interface BuildExportRequest {
  readonly format: ReportExportFormat;
  readonly period: ReportPeriod;
  readonly vehicles: readonly ExportVehicle[];
  /** The actor reports the worker's progress through this (it sends `worker.progress` to the machine). */
  readonly reportProgress: (done: number, total: number) => void;
}

/** Opens the drawer with the user's vehicles and the reporting period. */
export interface OpenExport {
  readonly type: 'user.openExport';
  readonly vehicles: readonly ExportChoice[];
  readonly period: ReportPeriod;
  readonly today: IsoDay;
}

export type ReportExportEvent =
  | OpenExport
  | { readonly type: 'user.closeExport' }
  /** The vehicle list changed while the drawer is open (ids no longer listed are unselected). */
  | { readonly type: 'view.vehiclesChanged'; readonly vehicles: readonly ExportChoice[] }
  /** The drawer's date range changed: closes the options dialog and drops its data. */
  | { readonly type: 'view.periodChanged'; readonly period: ReportPeriod; readonly today: IsoDay }
  | { readonly type: 'user.toggleVehicle'; readonly vehicleId: VehicleId }
  /** The select-all checkbox: selects (or unselects) every vehicle the filter shows. */
  | { readonly type: 'user.selectAll'; readonly selected: boolean }
  | { readonly type: 'user.filterVehicles'; readonly text: string }
  /** The drawer's Export button: opens the options dialog (refused without a selection or a valid period). */
  | { readonly type: 'user.startExport' }
  | { readonly type: 'user.selectFormat'; readonly format: ReportExportFormat }
  /** Build: fetch the pages, build the file, download it. */
  | { readonly type: 'user.build' }
  | { readonly type: 'user.cancelBuild' }
  | { readonly type: 'user.retry' }
  /** Download the built file again. */
  | { readonly type: 'user.download' }
  | { readonly type: 'user.closeOptions' }
  | { readonly type: 'worker.progress'; readonly done: number; readonly total: number };

/**
 * Tags: `drawer` (the drawer is open), `dialog` (the options dialog is open), `fetching`, `building`,
 * `busy` (either), `ready` (the file is built and was handed to the download), `failed`.
 */
export type ReportExportTag = 'drawer' | 'dialog' | 'fetching' | 'building' | 'busy' | 'ready' | 'failed';

export type { ExportByIdPage };

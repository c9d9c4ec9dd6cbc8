import type { ApiFailure } from '../../../api/api-failure';
import type { IsoDay, ReportPeriod, VehicleId } from '../../../api/contract';
import type {
  ReportExportFile,
  ReportExportFormat,
  ReportExportGrouping,
} from '../../../api/export/report-export.types';

/**
 * The public interface of the export drawer machine, one for the reporting export (spec 000 §2 and
 * §5) and the notifications export (spec 001 §2 and §6): the vehicles on offer (cranes left out) with
 * a filter and select-all, a period up to today, the options dialog where a page has one (format and
 * grouping), the pages fetched one after another, the file built in the export worker with its
 * progress, a failure that can be retried from where it stopped, and a page's quick export of its
 * list. What a page fetches and builds is its own (`received` and `request`, see `ExportSource`).
 */

/** A vehicle the drawer can offer (the user's vehicle list; cranes are left out). */
export interface ExportChoice {
  readonly vehicleId: VehicleId;
  readonly name: string;
  readonly isCrane: boolean;
}

/** Why the export stopped: a page did not arrive, or the worker failed to build the file. */
export type ExportFailure =
  | { readonly stage: 'fetch'; readonly failure: ApiFailure }
  | { readonly stage: 'build'; readonly message: string };

/** The worker's progress: vehicles (or events) written of all. */
export interface ExportProgress {
  readonly done: number;
  readonly total: number;
}

/** The options dialog's choices (the reporting export): xlsx or a zip of CSV files, by vehicle or by metric. */
export interface ExportOptions {
  readonly format: ReportExportFormat;
  readonly grouping: ReportExportGrouping;
}

/** The export drawer's context; what a page fetched is held as its source keeps it (`received`). */
export interface ExportDrawerContext {
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
  /** The worker's progress while building, else null. */
  readonly progress: ExportProgress | null;
  /** The built file (cleared with the export data), else null. */
  readonly file: ReportExportFile | null;
  readonly failure: ExportFailure | null;
  /**
   * While a page waits because the server turned it away for now (too much heavy work of this user,
   * issue 38): the seconds until it is asked again, else null.
   */
  readonly waitSeconds: number | null;
  /** The caller is the demo user: nothing can be exported (spec 001 §6). */
  readonly demo: boolean;
  /** The options dialog's choices (kept when the drawer closes). */
  readonly options: ExportOptions;
  /** The quick export's query (the page's list), null in the drawer. */
  readonly quick: unknown;
  /** What the run has received so far, as the page's source keeps it (null: nothing yet). */
  readonly received: unknown;
  /** What the call in flight was asked, by the page's source: the page's request or the build's input. */
  readonly request: unknown;
}

/** Opens the drawer with the user's vehicles and the page's period. */
export interface OpenExportDrawer {
  readonly type: 'user.openExport';
  readonly vehicles: readonly ExportChoice[];
  readonly period: ReportPeriod;
  readonly today: IsoDay;
  /** The demo user (the notifications page): Export is refused. */
  readonly demo?: boolean;
}

/** A page's quick export of its list (the notifications page, development only): no drawer. */
export interface QuickExport {
  readonly type: 'user.quickExport';
  /** The list's query, as the page's quick source reads it. */
  readonly query: unknown;
  readonly demo: boolean;
}

export interface ExportDrawerInput {
  /** Start with the drawer open (tests and stories); the app starts closed. */
  readonly open?: OpenExportDrawer;
  /** Vehicles selected at start (tests and stories). */
  readonly selected?: readonly VehicleId[];
  readonly format?: ReportExportFormat;
  readonly grouping?: ReportExportGrouping;
}

/** The build's progress channel: the actor reports the worker's progress (sends `worker.progress`). */
export interface ExportBuildProgress {
  readonly reportProgress: (done: number, total: number) => void;
}

/** The page's wait channel: the actor tells when the server asked it to wait (sends `server.busy`). */
export interface ExportFetchWait {
  readonly reportWait: (seconds: number) => void;
}

/** The drawer's events (the selection and the run); `ExportEvent` adds opening and the options. */
export type ExportDrawerEvent =
  | { readonly type: 'user.closeExport' }
  /** The vehicle list changed while the drawer is open (ids no longer listed are unselected). */
  | { readonly type: 'view.vehiclesChanged'; readonly vehicles: readonly ExportChoice[] }
  /** The drawer's date range changed. */
  | { readonly type: 'view.periodChanged'; readonly period: ReportPeriod; readonly today: IsoDay }
  | { readonly type: 'user.toggleVehicle'; readonly vehicleId: VehicleId }
  /** The select-all checkbox: selects (or unselects) every vehicle the filter shows. */
  | { readonly type: 'user.selectAll'; readonly selected: boolean }
  | { readonly type: 'user.filterVehicles'; readonly text: string }
  /** The drawer's Export button (refused without a selection or a valid period). */
  | { readonly type: 'user.startExport' }
  | { readonly type: 'user.cancelBuild' }
  | { readonly type: 'user.retry' }
  /** Download the built file again. */
  | { readonly type: 'user.download' }
  | { readonly type: 'worker.progress'; readonly done: number; readonly total: number }
  /** The server asked the page's request to wait this many seconds before it is sent again. */
  | { readonly type: 'server.busy'; readonly seconds: number };

/** Every event of the export drawer machine. */
export type ExportEvent =
  | OpenExportDrawer
  | QuickExport
  | ExportDrawerEvent
  | { readonly type: 'user.selectFormat'; readonly format: ReportExportFormat }
  | { readonly type: 'user.selectGrouping'; readonly grouping: ReportExportGrouping }
  /** The options dialog's Build: fetch the pages, build the file, download it. */
  | { readonly type: 'user.build' }
  /** Closes the options dialog, or puts the result or the failure away. */
  | { readonly type: 'user.dismiss' };

/**
 * Tags: `drawer` (the drawer is open), `export` (an export was started from it: the options dialog or
 * the run), `options` (the options dialog waits for Build), `quick` (a quick export runs or shows its
 * result), `fetching`, `building`, `busy` (either), `ready` (the file was built and handed to the
 * download), `failed`.
 */
export type ExportDrawerTag =
  'drawer' | 'export' | 'options' | 'quick' | 'fetching' | 'building' | 'busy' | 'ready' | 'failed';

import type { ApiFailure } from '../../../api/api-failure';
import type { IsoDay, ReportPeriod, VehicleId } from '../../../api/contract';
import type { ReportExportFile } from '../../../api/export/report-export.types';

/**
 * What the export drawers share (the reporting export, spec 000 §2 and §5; the notifications export,
 * spec 001 §2 and §6): the vehicles on offer (cranes left out) with a filter and select-all, a period
 * up to today, the pages of export rows fetched one after another, the file built in the export
 * worker with its progress, and a failure that can be retried from where it stopped. Each export's own
 * types extend these.
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

/** The context every export drawer holds; each export adds its format and its fetched data. */
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
}

/** Opens the drawer with the user's vehicles and the page's period. */
export interface OpenExportDrawer {
  readonly type: 'user.openExport';
  readonly vehicles: readonly ExportChoice[];
  readonly period: ReportPeriod;
  readonly today: IsoDay;
}

/** The build's progress channel: the actor reports the worker's progress (sends `worker.progress`). */
export interface ExportBuildProgress {
  readonly reportProgress: (done: number, total: number) => void;
}

/** The page's wait channel: the actor tells when the server asked it to wait (sends `server.busy`). */
export interface ExportFetchWait {
  readonly reportWait: (seconds: number) => void;
}

/** The events every export drawer takes (each export adds its own). */
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

/**
 * Tags: `drawer` (the drawer is open), `fetching`, `building`, `busy` (either), `ready` (the file was
 * built and handed to the download), `failed`.
 */
export type ExportDrawerTag = 'drawer' | 'fetching' | 'building' | 'busy' | 'ready' | 'failed';

import type { ApiFailure } from '../../api/api-failure';
import type {
  IsoDay,
  NotificationEvent,
  NotificationExportPage,
  NotificationPage,
  ReportPeriod,
  VehicleId,
} from '../../api/contract';
import type { ReportExportFile } from '../../api/export/report-export.types';
import type { ExportChoice } from '../reporting/report-export.types';
import type { HistoryListRequest } from './history-list.types';

/**
 * The public interface of the notifications export (spec 001 §2 Notifications page, §6, §7, §9): the
 * drawer (vehicles with filter and select-all, cranes left out, a date range) whose Export button
 * fetches the export a page of 10 × ceiling(vehicles / 10) vehicles at a time and builds one xlsx
 * sheet; and the development-only Quick Export of the list's current query (every event, at most
 * 8,000,000). Demo users cannot export.
 */

export type { ExportChoice, ReportExportFile };

/** The list's query as the Quick Export takes it (the list's vehicles, period and sort). */
export type QuickExportQuery = Omit<HistoryListRequest, 'top' | 'skip'>;

/** Why the export stopped: a page did not arrive, or the worker failed to build the file. */
export type NotificationExportFailure =
  | { readonly stage: 'fetch'; readonly failure: ApiFailure }
  | { readonly stage: 'build'; readonly message: string };

export interface NotificationExportContext {
  /** The vehicles the drawer offers (no cranes), in the list's order. */
  readonly vehicles: readonly ExportChoice[];
  readonly selected: readonly VehicleId[];
  readonly filter: string;
  readonly period: ReportPeriod;
  readonly today: IsoDay;
  /** The caller is the demo user: nothing can be exported (spec 001 §6). */
  readonly demo: boolean;
  /** The Quick Export's query (null in the drawer). */
  readonly quick: QuickExportQuery | null;
  /** The events fetched so far, in file order. */
  readonly events: readonly NotificationEvent[];
  /** Vehicle id → name of the fetched vehicles (the Quick Export: the user's vehicles). */
  readonly names: Readonly<Record<number, string>>;
  /** Drawer: vehicles received so far (the next page's skip). */
  readonly vehiclesDone: number;
  /** Drawer: vehicles in the whole export; Quick: events to fetch (0 before the first page). */
  readonly total: number;
  readonly progress: { readonly done: number; readonly total: number } | null;
  readonly file: ReportExportFile | null;
  readonly failure: NotificationExportFailure | null;
}

export interface NotificationExportInput {
  /** Start with the drawer open (tests and stories); the app starts closed. */
  readonly open?: OpenNotificationExport;
  readonly selected?: readonly VehicleId[];
}

/** Input of `fetchExportPage` (exportNotifications: vehicleIds, startDate, endDate, skip, top). */
export interface NotificationExportPageRequest {
  readonly vehicleIds: readonly VehicleId[];
  readonly startDate: IsoDay;
  readonly endDate: IsoDay;
  readonly skip: number;
  readonly top: number;
}

/** Input of `fetchListPage`: a page of the list's query. */
export type QuickExportPageRequest = HistoryListRequest;

/** Input of `buildExportFile` (the worker). */
export interface NotificationBuildRequest {
  readonly period: ReportPeriod;
  readonly events: readonly NotificationEvent[];
  readonly names: Readonly<Record<number, string>>;
  readonly reportProgress: (done: number, total: number) => void;
}

/** Opens the drawer with the user's vehicles and the page's period. */
export interface OpenNotificationExport {
  readonly type: 'user.openExport';
  readonly vehicles: readonly ExportChoice[];
  readonly period: ReportPeriod;
  readonly today: IsoDay;
  readonly demo: boolean;
}

/** The development-only Quick Export of the list's query. */
export interface QuickNotificationExport {
  readonly type: 'user.quickExport';
  readonly query: QuickExportQuery;
  /** The user's vehicles' names, for the locomotive column. */
  readonly names: Readonly<Record<number, string>>;
  readonly demo: boolean;
}

export type NotificationExportEvent =
  | OpenNotificationExport
  | QuickNotificationExport
  | { readonly type: 'user.closeExport' }
  | { readonly type: 'view.vehiclesChanged'; readonly vehicles: readonly ExportChoice[] }
  | { readonly type: 'view.periodChanged'; readonly period: ReportPeriod; readonly today: IsoDay }
  | { readonly type: 'user.toggleVehicle'; readonly vehicleId: VehicleId }
  | { readonly type: 'user.selectAll'; readonly selected: boolean }
  | { readonly type: 'user.filterVehicles'; readonly text: string }
  /** The drawer's Export button: fetch, build, download. */
  | { readonly type: 'user.startExport' }
  | { readonly type: 'user.cancelBuild' }
  | { readonly type: 'user.retry' }
  /** Download the built file again. */
  | { readonly type: 'user.download' }
  /** Puts the result or the failure away. */
  | { readonly type: 'user.dismiss' }
  | { readonly type: 'worker.progress'; readonly done: number; readonly total: number };

/**
 * Tags: `drawer` (the drawer is open), `quick` (a Quick Export runs or shows its result), `fetching`,
 * `building`, `busy` (either), `ready` (the file was built and handed to the download), `failed`.
 */
export type NotificationExportTag =
  'drawer' | 'quick' | 'fetching' | 'building' | 'busy' | 'ready' | 'failed';

export type { NotificationExportPage, NotificationPage };

import type {
  IsoDay,
  NotificationEvent,
  NotificationExportPage,
  NotificationPage,
  ReportPeriod,
  VehicleId,
} from '../../api/contract';
import type { ReportExportFile } from '../../api/export/report-export.types';
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
export type NotificationExportFailure = ExportFailure;

export interface NotificationExportContext extends ExportDrawerContext {
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
}

export interface NotificationExportInput {
  /** Start with the drawer open (tests and stories); the app starts closed. */
  readonly open?: OpenNotificationExport;
  readonly selected?: readonly VehicleId[];
}

/** Input of `fetchExportPage` (exportNotifications: vehicleIds, startDate, endDate, skip, top). */
export interface NotificationExportPageRequest extends ExportFetchWait {
  readonly vehicleIds: readonly VehicleId[];
  readonly startDate: IsoDay;
  readonly endDate: IsoDay;
  readonly skip: number;
  readonly top: number;
}

/** Input of `fetchListPage`: a page of the list's query. */
export type QuickExportPageRequest = HistoryListRequest;

/** Input of `buildExportFile` (the worker). */
export interface NotificationBuildRequest extends ExportBuildProgress {
  readonly period: ReportPeriod;
  readonly events: readonly NotificationEvent[];
  readonly names: Readonly<Record<number, string>>;
}

/** Opens the drawer with the user's vehicles and the page's period. */
export interface OpenNotificationExport extends OpenExportDrawer {
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
  /** The shared drawer events; here the drawer's Export button fetches, builds and downloads. */
  | ExportDrawerEvent
  /** Puts the result or the failure away. */
  | { readonly type: 'user.dismiss' };

/** Tags: the shared ones and `quick` (a Quick Export runs or shows its result). */
export type NotificationExportTag = ExportDrawerTag | 'quick';

export type { NotificationExportPage, NotificationPage };

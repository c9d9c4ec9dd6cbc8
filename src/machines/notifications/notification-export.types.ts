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
  ExportFailure,
  ExportFetchWait,
  OpenExportDrawer,
  QuickExport,
} from '../shared/export-drawer/export-drawer.types';
import type { HistoryListRequest } from './history-list.types';

/**
 * The notifications export (spec 001 §2 Notifications page, §6, §7, §9), as it configures the export
 * drawer machine: the drawer (vehicles with filter and select-all, cranes left out, a date range) whose Export button
 * fetches the export a page of 10 × ceiling(vehicles / 10) vehicles at a time and builds one xlsx
 * sheet; and the development-only Quick Export of the list's current query (every event, at most
 * 8,000,000). Demo users cannot export.
 */

export type { ExportChoice, ReportExportFile };

/** The list's query as the Quick Export takes it (the list's vehicles, period and sort), with the names. */
export interface QuickExportQuery extends Omit<HistoryListRequest, 'top' | 'skip'> {
  /** The user's vehicles' names, for the locomotive column. */
  readonly names: Readonly<Record<number, string>>;
}

/** Why the export stopped: a page did not arrive, or the worker failed to build the file. */
export type NotificationExportFailure = ExportFailure;

/** What the drawer's export has received (the export drawer machine's `received`; see its source). */
export interface NotificationExportReceived {
  /** The events fetched so far, in file order. */
  readonly events: readonly NotificationEvent[];
  /** Vehicle id → name of the fetched vehicles. */
  readonly names: Readonly<Record<number, string>>;
  /** Vehicles received so far (the next page's skip). */
  readonly vehiclesDone: number;
  /** Vehicles in the whole export (0 before the first page). */
  readonly total: number;
}

/** What the Quick Export has received. */
export interface QuickExportReceived {
  /** The list's events fetched so far, in the list's order. */
  readonly events: readonly NotificationEvent[];
  /** Events to fetch (0 before the first page). */
  readonly total: number;
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

/** Opens the drawer with the user's vehicles and the page's period (`demo`: Export is refused). */
export interface OpenNotificationExport extends OpenExportDrawer {
  readonly demo: boolean;
}

/** The development-only Quick Export of the list's query. */
export interface QuickNotificationExport extends QuickExport {
  readonly query: QuickExportQuery;
}

export type { NotificationExportPage, NotificationPage };

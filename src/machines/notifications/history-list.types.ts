import type { ApiFailure } from '../../api/api-failure';
import type { NotificationPage, ReportPeriod, VehicleId } from '../../api/contract';
import type { NotificationSortKey } from '../../api/contract/notifications-limits';
import type { PeriodChanged } from '../period/period.types';

/**
 * The public interface of the notifications history list (spec 001 §2 Notifications page, §7 List,
 * §9: sort `timestamp desc`, pages of 50): one page of the events of the selected vehicles (the
 * multi-select view's selection; none selected: every vehicle of the user) in the applied period,
 * sorted remotely.
 */

export type SortDirection = 'asc' | 'desc';

/** The table's sort: a column and its direction. */
export interface HistorySort {
  readonly key: NotificationSortKey;
  readonly direction: SortDirection;
}

export interface HistoryListContext {
  /** The selected vehicles (active-list order); empty: every vehicle the user may see. */
  readonly vehicleIds: readonly VehicleId[];
  /** The applied period (the period machine's); null: none applied yet (nothing is fetched). */
  readonly period: ReportPeriod | null;
  readonly sort: HistorySort;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  /** The page shown (kept while the next one loads, so the table does not jump). */
  readonly result: NotificationPage | null;
  readonly failure: ApiFailure | null;
}

export interface HistoryListInput {
  readonly vehicleIds?: readonly VehicleId[];
  readonly period?: ReportPeriod | null;
  readonly sort?: HistorySort;
  readonly pageSize?: number;
}

/** What `loadPage` is asked for (listNotifications). */
export interface HistoryListRequest {
  readonly vehicleIds: readonly VehicleId[];
  readonly period: ReportPeriod;
  readonly orderBy: string;
  readonly top: number;
  readonly skip: number;
}

/** From the selection watcher: the selected vehicles changed. */
export interface HistoryVehiclesChanged {
  readonly type: 'selection.changed';
  readonly vehicleIds: readonly VehicleId[];
}

export type HistoryListEvent =
  | HistoryVehiclesChanged
  | PeriodChanged
  /** A header click: that column, in the direction given. */
  | { readonly type: 'user.sort'; readonly sort: HistorySort }
  | { readonly type: 'user.goToPage'; readonly page: number }
  | { readonly type: 'user.retry' };

/**
 * Tags: `loading` (a request runs), `ready` (the page arrived; `empty` too when it has no events),
 * `failed` (the last request failed; retry offered), `waiting` (no period yet).
 */
export type HistoryListTag = 'loading' | 'ready' | 'empty' | 'failed' | 'waiting';

export type { NotificationPage };

import type { ApiFailure } from '../../../api/api-failure';
import type { LogbookEntry, LogbookOrderBy, Pagination, VehicleId } from '../../../api/contract';
import type { SessionChanged } from '../../shared/app-facts';
import type { VehicleChanged } from '../../fleet/live-detail.types';
import type { Period } from '../../period/period.rules';
import type { PeriodChanged } from '../../period/period.types';

/**
 * The public interface of the logbook list machine (spec 001 §2 Logbook list and draft entries, §4
 * Selection): one page of entries of the active organisation (scope `all`: of the selected vehicle,
 * created in the date range), fetched with the remote sort, the
 * selection (single rows, the page, or every page with the deselected rows as exclusions) and the
 * list's error snackbar. The list page runs one per view (scope `all`, 20 a page, the selected
 * vehicle); the drafts run app-wide (scope `drafts`: status created, 15 a page, any vehicle), so the
 * side navigation and the list's "view open entries" link know whether open entries exist.
 */

/** Which entries a list shows. */
export type LogbookListScope = 'all' | 'drafts';

/**
 * The selection. `include`: exactly `ids` are selected. `allPages`: every entry the filter finds is
 * selected except `ids` (the exclusions of the export, spec 001 §4 Selection).
 */
export interface LogbookSelection {
  readonly mode: 'include' | 'allPages';
  readonly ids: readonly string[];
}

/** The list's snackbar: "errors (status)" of a failed fetch (spec 001 §8). */
export interface LogbookListNotice {
  readonly key: 'labels.listFailed';
  readonly status: number;
}

export interface LogbookListContext {
  readonly scope: LogbookListScope;
  readonly pageSize: number;
  /** Logged in with the profile loaded. */
  readonly ready: boolean;
  readonly organisationId: string | null;
  /** The selected vehicle (scope `all`); null: every vehicle (`vehicleIdRef ne null`). */
  readonly vehicleId: VehicleId | null;
  /**
   * The list's date range (scope `all`, issue 31): entries created on these days of the organisation's
   * zone; null: any day (the drafts).
   */
  readonly period: Period | null;
  readonly orderby: LogbookOrderBy;
  /** 1-based. */
  readonly page: number;
  readonly items: readonly LogbookEntry[];
  readonly pagination: Pagination | null;
  readonly selection: LogbookSelection;
  readonly failure: ApiFailure | null;
  /** When the list was last fetched (ms since the epoch): the drafts page's "last synced". */
  readonly lastFetchedAt: number | null;
  readonly notice: LogbookListNotice | null;
}

/** The start; the watchers send the session and the vehicle when the actor starts. */
export interface LogbookListInput {
  readonly scope?: LogbookListScope;
  readonly pageSize?: number;
  /** The stored sort (`logbookSettings`), read by the composition root. */
  readonly orderby?: LogbookOrderBy;
  readonly ready?: boolean;
  readonly organisationId?: string | null;
  readonly vehicleId?: VehicleId | null;
  /** The date range in force when the page opens (the period actor's); the watcher tells changes. */
  readonly period?: Period | null;
}

/** What `loadEntries` is asked for (listLogbookEntries). */
export interface LogbookListRequest {
  readonly organisationId: string;
  readonly top: number;
  readonly skip: number;
  readonly filter: string;
  readonly orderby: LogbookOrderBy;
}

/** What `loadEntries` answers. */
export interface LogbookListPage {
  readonly items: readonly LogbookEntry[];
  readonly pagination: Pagination;
}

export type LogbookListEvent =
  /** From `watchSession`: a new organisation (or logout) resets the page and the selection. */
  | SessionChanged
  /** From `watchVehicle` (scope `all`): another vehicle resets the page and the selection. */
  | VehicleChanged
  /** From `watchPeriod` (scope `all`): another date range resets the page and the selection. */
  | PeriodChanged
  | { readonly type: 'user.sort'; readonly orderby: LogbookOrderBy }
  | { readonly type: 'user.goToPage'; readonly page: number }
  | { readonly type: 'user.toggleEntry'; readonly id: string }
  | { readonly type: 'user.selectPage' }
  | { readonly type: 'user.deselectPage' }
  | { readonly type: 'user.selectAllPages' }
  | { readonly type: 'user.deselectAll' }
  | { readonly type: 'user.retry' }
  | { readonly type: 'user.dismissSnackbar' }
  /** Something changed the entries (an entry saved in the drawer): fetch the page again. */
  | { readonly type: 'list.refresh' }
  /**
   * A page showing the list opened: fetch again unless a fetch runs or one answered less than
   * `LOGBOOK_TIMING.freshMs` ago (the app-wide drafts load at start; their page asked once more).
   */
  | { readonly type: 'list.opened' }
  /** Entries were deleted: clear the selection and fetch again (spec 001 §4 Deletion). */
  | { readonly type: 'list.entriesDeleted' };

/**
 * Tags:
 * - `loading`: a fetch runs; `spinner`: it has run longer than 500 ms
 * - `ready`: the page is shown; `failed`: the last fetch failed (retry offered)
 * - `waiting`: no organisation yet (logged out or the profile not loaded)
 * - `snackbar`: the notice shows
 */
export type LogbookListTag = 'loading' | 'spinner' | 'ready' | 'failed' | 'waiting' | 'snackbar';

/** Timers of the logbook machines (spec 001 §9). */
export const LOGBOOK_TIMING = {
  spinnerDelayMs: 500,
  snackbarMs: 3000,
  /** A list answered this recently is not fetched again when its page opens (`list.opened`). */
  freshMs: 10_000,
} as const;

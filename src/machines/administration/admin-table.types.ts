/** Table page sizes of the console (spec 001 §2: 20, options 10, 20, 50). */
export const ADMIN_PAGE_SIZES = [10, 20, 50] as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];
export const ADMIN_DEFAULT_PAGE_SIZE: AdminPageSize = 20;
/** The search waits this long after the last key before it asks the server. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** What a table asks its loader for. */
export interface AdminPageRequest {
  readonly top: number;
  readonly skip: number;
  readonly search: string;
}

export interface AdminPage<Item> {
  readonly items: readonly Item[];
  readonly totalCount: number;
}

/** A row change the table saves; `key` names the row in failures and while saving. */
export interface AdminRowChange<Change> {
  readonly key: string;
  readonly change: Change;
}

export interface AdminTableContext<Item, Change> {
  /** Zero-based. */
  readonly page: number;
  readonly pageSize: AdminPageSize;
  readonly search: string;
  readonly items: readonly Item[];
  readonly totalCount: number;
  /** The failed load's error; null otherwise. */
  readonly loadFailure: unknown;
  /** The change being saved, or the last one that failed (the row shows its error). */
  readonly pending: AdminRowChange<Change> | null;
  readonly saveFailure: unknown;
  /** The key of the row saved last (the view confirms it). */
  readonly savedKey: string | null;
}

export type AdminTableEvent<Change> =
  | { readonly type: 'user.goToPage'; readonly page: number }
  | { readonly type: 'user.setPageSize'; readonly pageSize: AdminPageSize }
  | { readonly type: 'user.search'; readonly search: string }
  | { readonly type: 'user.reload' }
  | { readonly type: 'user.save'; readonly key: string; readonly change: Change }
  | { readonly type: 'user.dismissFailure' };

export type AdminTableTag = 'loading' | 'loaded' | 'loadFailed' | 'saving' | 'saveFailed' | 'saved';

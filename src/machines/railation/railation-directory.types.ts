import type { ApiFailure } from '../../api/api-failure';
import type {
  RailationCategories,
  RailationPage,
  RailationPlace,
  RailationPlaceSummary,
} from '../../api/contract';

/**
 * The public interface of the railation directory (spec 000 §2 Railation view, §5 Railation search,
 * §9; issue 28 §2): the place search, the category drawer with its counts and the list drawer of the
 * places: the ticked categories', or every category's matching the term while none is ticked (a term
 * sent only when empty or at least 3 characters, 100 a page, more on scrolling).
 */
export interface RailationDirectoryContext {
  /** The ticked categories, in the order they were ticked; none: every category. */
  readonly categories: readonly number[];
  /** The search box as typed. */
  readonly searchText: string;
  /** The term the list was (or is being) asked for: empty or at least 3 characters. */
  readonly search: string;
  /** The places loaded so far (pages 1 … `page`). */
  readonly places: readonly RailationPlaceSummary[];
  readonly total: number;
  /** Pages loaded; 0 before the first answer. */
  readonly page: number;
  readonly listFailure: ApiFailure | null;
  readonly counts: RailationCategories['items'];
  readonly countsFailure: ApiFailure | null;
}

/** What `loadPage` is asked for (getRailationPlaces). */
export interface RailationPageRequest {
  /** None: every category. */
  readonly categories: readonly number[];
  readonly search: string;
  readonly page: number;
}

export type RailationDirectoryEvent =
  | { readonly type: 'user.toggleCategory'; readonly categoryId: number }
  | { readonly type: 'user.resetFilters' }
  | { readonly type: 'user.search'; readonly text: string }
  /** The list scrolled to its end: the next page, when there is one. */
  | { readonly type: 'user.loadMore' }
  | { readonly type: 'user.retryList' }
  | { readonly type: 'user.retryCategories' };

/**
 * Tags: `listShown` (a category is ticked or a term searched: the list drawer shows), `listLoading` (the first page is
 * asked for), `loadingMore`, `listFailed`, `countsFailed`.
 */
export type RailationDirectoryTag =
  'listShown' | 'listLoading' | 'loadingMore' | 'listFailed' | 'countsFailed';

/** The list waits this long after the last tick or key before it asks (spec 000 §4: 300 ms). */
export const RAILATION_DEBOUNCE_MS = 300;

export type { RailationCategories, RailationPage, RailationPlace };

import {
  allOf,
  createdClause,
  DEFAULT_LOGBOOK_ORDERBY,
  idsClause,
  statusClause,
  vehicleClause,
  type LogbookOrderBy,
  type VehicleId,
} from '../../../api/contract';
import type { Period } from '../../period/period.rules';
import type { LogbookListContext, LogbookListScope, LogbookSelection } from './logbook-list.types';

/** The pure rules of the logbook list: filters, the selection and what the views count. */

/** Nothing selected. */
export const NO_SELECTION: LogbookSelection = { mode: 'include', ids: [] };

/**
 * The list's filter (spec 001 §7): the vehicle or every vehicle, and the days the entries were created
 * on (the date range, issue 31); the drafts: status created.
 */
export const listFilter = (
  scope: LogbookListScope,
  vehicleId: VehicleId | null,
  period: Period | null = null,
): string =>
  scope === 'drafts'
    ? statusClause('created')
    : allOf(vehicleClause(vehicleId), period !== null && createdClause(period));

const without = (ids: readonly string[], drop: readonly string[]) => ids.filter((id) => !drop.includes(id));
const withAll = (ids: readonly string[], add: readonly string[]) => [...ids, ...without(add, ids)];

/** Is the entry selected? */
export const isSelected = (selection: LogbookSelection, id: string): boolean =>
  selection.mode === 'include' ? selection.ids.includes(id) : !selection.ids.includes(id);

/** One row's checkbox. */
export const toggleEntry = (selection: LogbookSelection, id: string): LogbookSelection => ({
  mode: selection.mode,
  ids: selection.ids.includes(id) ? without(selection.ids, [id]) : [...selection.ids, id],
});

/** Every row of the page on (`on`) or off. */
export const setPage = (selection: LogbookSelection, pageIds: readonly string[], on: boolean) => {
  const add = (selection.mode === 'include') === on;
  return {
    mode: selection.mode,
    ids: add ? withAll(selection.ids, pageIds) : without(selection.ids, pageIds),
  } satisfies LogbookSelection;
};

/** How many entries are selected, of `found` entries the filter finds. */
export const selectedCount = (selection: LogbookSelection, found: number): number =>
  selection.mode === 'include' ? selection.ids.length : Math.max(0, found - selection.ids.length);

/** Selected entries of a list's context (the header's count label). */
export const selectedCountOf = (context: LogbookListContext): number =>
  selectedCount(context.selection, context.pagination?.foundCount ?? 0);

/** Are all rows of the current page selected (the header checkbox)? */
export const isPageSelected = (context: LogbookListContext): boolean =>
  context.items.length > 0 &&
  context.items.every((entry) => isSelected(context.selection, entry.header.logbookEntryId));

/**
 * The export's filter (spec 001 §5 Export): the selected ids, or, with every page selected, the
 * list's filter (vehicle and date range) minus the deselected ids. Null when nothing is selected.
 */
export const exportFilter = (context: LogbookListContext): string | null => {
  const { selection } = context;
  if (selection.mode === 'include')
    return selection.ids.length === 0 ? null : idsClause('include', selection.ids);
  if (selectedCountOf(context) === 0) return null;
  return allOf(
    listFilter(context.scope, context.vehicleId, context.period),
    selection.ids.length > 0 && idsClause('exclude', selection.ids),
  );
};

/** The ids to delete (the drafts page selects rows only, never every page). */
export const selectedIds = (selection: LogbookSelection): readonly string[] =>
  selection.mode === 'include' ? selection.ids : [];

/** The stored sort (`logbookSettings` in local storage, spec 001 §3): `{ "orderby": "..." }`. */
export const LOGBOOK_SETTINGS_KEY = 'logbookSettings';

const ORDERBY =
  /^(createTimestamp|referenceTimestamp|status|entryState|creatorAccountFirstName|creatorAccountLastName|commentsCount|defectsState) (asc|desc)$/;

/** Reads the stored sort; anything unreadable is the default (createTimestamp desc). */
export const parseLogbookSettings = (raw: string | null): LogbookOrderBy => {
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    const orderby = (parsed as { orderby?: unknown } | null)?.orderby;
    if (typeof orderby === 'string' && ORDERBY.test(orderby)) return orderby as LogbookOrderBy;
  } catch {
    // A broken value is the default.
  }
  return DEFAULT_LOGBOOK_ORDERBY;
};

/** The stored form of a sort. */
export const formatLogbookSettings = (orderby: LogbookOrderBy): string => JSON.stringify({ orderby });

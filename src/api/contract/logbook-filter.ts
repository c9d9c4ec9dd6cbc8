/**
 * The filter language of the logbook list and export (spec 001 §5 Export, §7), as far as the client
 * uses it. A filter is clauses joined by ` and `:
 *
 * - `vehicleIdRef eq 203` · `vehicleIdRef ne null`
 * - `status eq 'created'` · `status eq 'finalized'`
 * - `logbookEntryId in ('<uuid>','<uuid>')` (include) · `logbookEntryId not in ('<uuid>')` (exclude)
 * - `createDay ge 'YYYY-MM-DD'` · `createDay le 'YYYY-MM-DD'`: created on or after / on or before that
 *   day of the organisation's time zone (Europe/Berlin), whole days (the list's date range, issue 31)
 *
 * The client builds filters only with these functions; the server parses exactly this grammar into
 * parameterised SQL and answers anything else with a 400 naming the clause.
 */

export const vehicleClause = (vehicleId: number | null): string =>
  vehicleId === null ? 'vehicleIdRef ne null' : `vehicleIdRef eq ${vehicleId}`;

export const statusClause = (status: 'created' | 'finalized'): string => `status eq '${status}'`;

export const idsClause = (mode: 'include' | 'exclude', ids: readonly string[]): string =>
  `logbookEntryId ${mode === 'include' ? 'in' : 'not in'} (${ids.map((id) => `'${id}'`).join(',')})`;

/**
 * Entries created from `startDate` to `endDate` (YYYY-MM-DD, both included), days of the organisation's
 * time zone: the server turns them into instants, so the client never does zone arithmetic for it.
 */
export const createdClause = (period: { readonly startDate: string; readonly endDate: string }): string =>
  `createDay ge '${period.startDate}' and createDay le '${period.endDate}'`;

/** Joins clauses; empty ones are left out. */
export const allOf = (...clauses: readonly (string | null | undefined | false)[]): string =>
  clauses.filter((c): c is string => typeof c === 'string' && c !== '').join(' and ');

/** Sortable columns of the list (remote sort, spec 001 §2). */
export const LOGBOOK_SORT_FIELDS = [
  'createTimestamp',
  'referenceTimestamp',
  'status',
  'entryState',
  'creatorAccountFirstName',
  'creatorAccountLastName',
  'commentsCount',
  'defectsState',
] as const;
export type LogbookSortField = (typeof LOGBOOK_SORT_FIELDS)[number];

/** Default sort (spec 001 §9). */
export const DEFAULT_LOGBOOK_ORDERBY = 'createTimestamp desc';

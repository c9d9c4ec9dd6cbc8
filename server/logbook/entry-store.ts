import { DEFAULT_LOGBOOK_ORDERBY, type LogbookSortField } from '../../src/api/contract/logbook-filter';
import type { Queryable } from '../db/db';
import { entryVisibleSql, type LogbookAccess } from './logbook-access';
import { entryColumnsSql, type EntryReader, type EntryRow } from './entry-row';
import { parseLogbookFilter } from './logbook-filter-sql';

/** The reader view of an access: comment data only with comments read. */
export const readerOf = (access: LogbookAccess): EntryReader => ({
  canReadComments: access.comments.canRead,
});

/**
 * One entry of the organisation visible to the caller (limited-access windows applied), or null.
 * `forUpdate` locks the row for the rest of the transaction.
 */
export const readVisibleEntry = async (
  q: Queryable,
  access: LogbookAccess,
  entryId: string,
  forUpdate = false,
): Promise<EntryRow | null> => {
  const rows = await q.query<EntryRow>(
    `SELECT ${entryColumnsSql(readerOf(access))} FROM logbook_entries e
     WHERE e.id = $1 AND e.organisation_id = $2 AND ${entryVisibleSql('$3')}
     ${forUpdate ? 'FOR UPDATE OF e' : ''}`,
    [entryId.toLowerCase(), access.organisationId, access.accountId],
  );
  return rows[0] ?? null;
};

/** Whether the vehicle belongs to the organisation. */
export const vehicleInOrganisation = async (
  q: Queryable,
  organisationId: string,
  vehicleId: number,
): Promise<boolean> =>
  (
    await q.query('SELECT 1 FROM vehicles WHERE id = $1 AND organisation_id = $2', [
      vehicleId,
      organisationId,
    ])
  ).length > 0;

/** A sort column of the list, with the type its keys compare as (the export's keyset pages). */
export interface SortColumn {
  readonly column: string;
  readonly type: string;
  /** The column may be null (the export pages over PostgreSQL's null order). */
  readonly nullable?: true;
}

/** The sort columns of the list and of the export: one definition, so both sort alike. */
const SORT_COLUMNS: Record<LogbookSortField, SortColumn> = {
  createTimestamp: { column: 'e.created_at', type: 'timestamptz' },
  referenceTimestamp: { column: 'e.reference_ts', type: 'timestamptz' },
  status: { column: 'e.status', type: 'text' },
  entryState: { column: 'e.entry_state', type: 'text', nullable: true },
  creatorAccountFirstName: { column: 'e.creator_first_name', type: 'text' },
  creatorAccountLastName: { column: 'e.creator_last_name', type: 'text' },
  commentsCount: { column: 'e.comments_count', type: 'integer' },
  defectsState: { column: 'e.defects_state', type: 'text', nullable: true },
};

/**
 * The column and direction of `<field> asc|desc` (already checked by the contract). The comment
 * count sorts by creation for callers who may not see comment counts.
 */
export const sortOf = (
  orderby: string | undefined,
  reader: EntryReader,
): { readonly sort: SortColumn; readonly asc: boolean } => {
  const [field, direction] = (orderby ?? DEFAULT_LOGBOOK_ORDERBY).split(' ') as [LogbookSortField, string];
  const sort =
    field === 'commentsCount' && !reader.canReadComments
      ? SORT_COLUMNS.createTimestamp
      : (SORT_COLUMNS[field] ?? SORT_COLUMNS.createTimestamp);
  return { sort, asc: direction === 'asc' };
};

/** ORDER BY for `<field> asc|desc` (see sortOf), with the id as a stable tiebreak. */
export const orderBySql = (orderby: string | undefined, reader: EntryReader): string => {
  const { sort, asc } = sortOf(orderby, reader);
  const dir = asc ? 'ASC' : 'DESC';
  return `${sort.column} ${dir}, e.id ${dir}`;
};

/**
 * The FROM/WHERE of the caller's visible entries of the organisation matching `filter`
 * (parameters `$1` account, `$2` organisation, then the filter's), for lists and exports.
 */
export const visibleEntriesQuery = (
  access: LogbookAccess,
  filter: string | undefined,
): { readonly where: string; readonly filterSql: string; readonly params: unknown[] } => {
  const parsed = parseLogbookFilter(filter ?? '', 3);
  return {
    where: `e.organisation_id = $2 AND ${entryVisibleSql('$1')}`,
    filterSql: parsed.sql,
    params: [access.accountId, access.organisationId, ...parsed.params],
  };
};

export interface EntryPage {
  readonly rows: EntryRow[];
  readonly foundCount: number;
  readonly totalCount: number;
}

/** A page of the caller's visible entries matching the filter, with the found and total counts. */
export const readEntryPage = async (
  q: Queryable,
  access: LogbookAccess,
  options: { filter?: string | undefined; orderby?: string | undefined; top: number; skip: number },
): Promise<EntryPage> => {
  const reader = readerOf(access);
  const { where, filterSql, params } = visibleEntriesQuery(access, options.filter);
  const n = params.length;
  const [rows, counts] = await Promise.all([
    options.top === 0
      ? Promise.resolve([])
      : q.query<EntryRow>(
          `SELECT ${entryColumnsSql(reader)} FROM logbook_entries e
           WHERE ${where} AND ${filterSql}
           ORDER BY ${orderBySql(options.orderby, reader)} LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...params, options.top, options.skip],
        ),
    q.query<{ found: number; total: number }>(
      `SELECT (count(*) FILTER (WHERE ${filterSql}))::int AS found, count(*)::int AS total
       FROM logbook_entries e WHERE ${where}`,
      params,
    ),
  ]);
  return { rows, foundCount: counts[0]?.found ?? 0, totalCount: counts[0]?.total ?? 0 };
};

/** The newest visible entry of the vehicle (by creation), or null. */
export const readNewestEntry = async (
  q: Queryable,
  access: LogbookAccess,
  vehicleId: number,
): Promise<EntryRow | null> => {
  const rows = await q.query<EntryRow>(
    `SELECT ${entryColumnsSql(readerOf(access))} FROM logbook_entries e
     WHERE e.organisation_id = $2 AND e.vehicle_id = $3 AND ${entryVisibleSql('$1')}
     ORDER BY e.created_at DESC, e.id DESC LIMIT 1`,
    [access.accountId, access.organisationId, vehicleId],
  );
  return rows[0] ?? null;
};

/**
 * The vehicle's last A1 recorded in a finalised entry the caller can see, or null; `before` (ISO)
 * limits it to A1 times up to that instant, `exceptId` leaves one entry out.
 */
export const readLastA1 = async (
  q: Queryable,
  access: LogbookAccess,
  vehicleId: number,
  options: { before?: string; exceptId?: string } = {},
): Promise<string | null> => {
  const rows = await q.query<{ a1: Date | string | null }>(
    `SELECT max(e.inspection_a1_ts) AS a1 FROM logbook_entries e
     WHERE e.organisation_id = $2 AND e.vehicle_id = $3 AND e.status = 'finalized'
       AND e.inspection_a1_ts IS NOT NULL AND ${entryVisibleSql('$1')}
       AND ($4::timestamptz IS NULL OR e.inspection_a1_ts <= $4::timestamptz)
       AND ($5::uuid IS NULL OR e.id <> $5::uuid)`,
    [access.accountId, access.organisationId, vehicleId, options.before ?? null, options.exceptId ?? null],
  );
  const a1 = rows[0]?.a1;
  return a1 == null ? null : new Date(a1).toISOString();
};

/** The stored signature image of a visible finalised entry, or null. */
export const readEntrySignature = async (
  q: Queryable,
  access: LogbookAccess,
  entryId: string,
): Promise<Uint8Array | null> => {
  const rows = await q.query<{ signature_png: Uint8Array | null }>(
    `SELECT e.signature_png FROM logbook_entries e
     WHERE e.id = $1 AND e.organisation_id = $2 AND ${entryVisibleSql('$3')}`,
    [entryId.toLowerCase(), access.organisationId, access.accountId],
  );
  const png = rows[0]?.signature_png;
  return png ? new Uint8Array(png) : null;
};

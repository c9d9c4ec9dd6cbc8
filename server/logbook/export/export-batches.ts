import type { LogbookEntry } from '../../../src/api/contract';
import type { LogbookSortField } from '../../../src/api/contract/logbook-filter';
import type { Queryable } from '../../db/db';
import type { LogbookAccess } from '../logbook-access';
import { entryColumnsSql, toLogbookEntry, type EntryRow } from '../entry-row';
import { readerOf, visibleEntriesQuery } from '../entry-store';

/** Rows per query: enough to keep round trips rare, few enough that memory stays flat. */
export const EXPORT_BATCH_SIZE = 500;

/** The sort columns of the list (entry-store's orderBySql) with the type their keys are compared as. */
const SORT_KEYS: Record<
  LogbookSortField,
  { readonly column: string; readonly type: string; readonly nullable?: true }
> = {
  createTimestamp: { column: 'e.created_at', type: 'timestamptz' },
  referenceTimestamp: { column: 'e.reference_ts', type: 'timestamptz' },
  status: { column: 'e.status', type: 'text' },
  entryState: { column: 'e.entry_state', type: 'text', nullable: true },
  creatorAccountFirstName: { column: 'e.creator_first_name', type: 'text' },
  creatorAccountLastName: { column: 'e.creator_last_name', type: 'text' },
  commentsCount: { column: 'e.comments_count', type: 'integer' },
  defectsState: { column: 'e.defects_state', type: 'text', nullable: true },
};

type KeyedRow = EntryRow & { readonly sort_key: string | null };

/**
 * After the row (`key`, `id`) in `ORDER BY column dir, e.id dir`, PostgreSQL's null order included
 * (nulls last ascending, first descending), so a nullable column pages without gaps or repeats.
 * `param` numbers the values it passes.
 */
const afterSql = (
  sort: (typeof SORT_KEYS)[LogbookSortField],
  asc: boolean,
  last: { readonly key: string | null; readonly id: string },
  param: (value: unknown) => string,
): string => {
  const c = sort.column;
  const op = asc ? '>' : '<';
  const id = `${param(last.id)}::uuid`;
  if (last.key === null)
    return asc ? `(${c} IS NULL AND e.id > ${id})` : `((${c} IS NULL AND e.id < ${id}) OR ${c} IS NOT NULL)`;
  const key = `${param(last.key)}::${sort.type}`;
  // A row comparison on a column without nulls: the index on (organisation, created_at, id) seeks to it.
  if (!sort.nullable) return `(${c}, e.id) ${op} (${key}, ${id})`;
  return `(${c} ${op} ${key} OR (${c} = ${key} AND e.id ${op} ${id})${asc ? ` OR ${c} IS NULL` : ''})`;
};

/**
 * The caller's visible entries that match the filter, in the list's order, as batches read by keyset
 * pagination (each query continues after the last row of the one before): however many entries match,
 * one batch is in memory, and entries written meanwhile neither repeat nor shift others out.
 */
export async function* entryBatches(
  q: Queryable,
  access: LogbookAccess,
  filter: string,
  orderby: string,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<LogbookEntry[]> {
  const reader = readerOf(access);
  const [field, direction] = orderby.split(' ') as [LogbookSortField, string];
  const sort =
    field === 'commentsCount' && !reader.canReadComments
      ? SORT_KEYS.createTimestamp
      : (SORT_KEYS[field] ?? SORT_KEYS.createTimestamp);
  const asc = direction === 'asc';
  const dir = asc ? 'ASC' : 'DESC';
  const { where, filterSql, params } = visibleEntriesQuery(access, filter);
  let last: { key: string | null; id: string } | null = null;
  for (;;) {
    const values: unknown[] = [...params, batchSize];
    const param = (value: unknown) => `$${values.push(value)}`;
    const after = last ? `AND ${afterSql(sort, asc, last, param)}` : '';
    const rows: KeyedRow[] = await q.query<KeyedRow>(
      `SELECT ${entryColumnsSql(reader)}, (${sort.column})::text AS sort_key FROM logbook_entries e
       WHERE ${where} AND ${filterSql} ${after}
       ORDER BY ${sort.column} ${dir}, e.id ${dir} LIMIT $${params.length + 1}`,
      values,
    );
    if (rows.length > 0) yield rows.map((row) => toLogbookEntry(row, reader));
    const end = rows.at(-1);
    if (!end || rows.length < batchSize) return;
    last = { key: end.sort_key, id: end.id };
  }
}

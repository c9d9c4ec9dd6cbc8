import type { LogbookEntry } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import type { LogbookAccess } from '../logbook-access';
import { entryColumnsSql, toLogbookEntry, type EntryRow } from '../entry-row';
import { readerOf, sortOf, visibleEntriesQuery, type SortColumn } from '../entry-store';

/** Rows per query: enough to keep round trips rare, few enough that memory stays flat. */
export const EXPORT_BATCH_SIZE = 500;

type KeyedRow = EntryRow & { readonly sort_key: string | null };

/**
 * After the row (`key`, `id`) in `ORDER BY column dir, e.id dir`, PostgreSQL's null order included
 * (nulls last ascending, first descending), so a nullable column pages without gaps or repeats.
 * `param` numbers the values it passes.
 */
const afterSql = (
  sort: SortColumn,
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
  const { sort, asc } = sortOf(orderby, reader);
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

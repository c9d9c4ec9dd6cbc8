import type { LogbookOrderBy, LogbookSortField } from '../../../api/contract';

/** Pure helpers of the logbook list views: the pagination, the badge cap and the sort. */

/** The badge cap (spec 001 §9): counts above it show as "1000+". */
export const BADGE_MAX = 1000;

/** A count for a badge: at most `max`, then "max+". */
export const badgeCount = (count: number, max = BADGE_MAX): string =>
  count > max ? `${max}+` : String(count);

export type PageItem = number | 'ellipsis';

/**
 * The page buttons (spec 001 §2, §9: range 5, margin 2): the first and last `margin` pages, `range`
 * pages around the current one, and an ellipsis for each gap. Pages are 1-based.
 */
export const paginationItems = (current: number, total: number, range = 5, margin = 2): PageItem[] => {
  if (total <= range + 2 * margin) return Array.from({ length: total }, (_, i) => i + 1);
  const half = Math.floor(range / 2);
  let from = Math.max(1, current - half);
  let to = from + range - 1;
  if (to > total) {
    to = total;
    from = total - range + 1;
  }
  const items: PageItem[] = [];
  for (let page = 1; page <= total; page++) {
    const shown = page <= margin || page > total - margin || (page >= from && page <= to);
    if (shown) items.push(page);
    else if (items.at(-1) !== 'ellipsis') items.push('ellipsis');
  }
  return items;
};

/** The field and direction of an orderby. */
export const parseOrderBy = (
  orderby: LogbookOrderBy,
): { field: LogbookSortField; direction: 'asc' | 'desc' } => {
  const [field, direction] = orderby.split(' ') as [LogbookSortField, 'asc' | 'desc'];
  return { field, direction };
};

/** A click on a column header: the same column flips, another starts ascending (dates: newest first). */
export const nextOrderBy = (orderby: LogbookOrderBy, field: LogbookSortField): LogbookOrderBy => {
  const current = parseOrderBy(orderby);
  if (current.field === field) return `${field} ${current.direction === 'asc' ? 'desc' : 'asc'}`;
  return `${field} ${field === 'createTimestamp' ? 'desc' : 'asc'}`;
};

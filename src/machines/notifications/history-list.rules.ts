import {
  DEFAULT_NOTIFICATION_ORDER,
  NOTIFICATION_LIMITS,
  type NotificationSortKey,
} from '../../api/contract/notifications-limits';
import type { ReportPeriod } from '../../api/contract';
import type { HistoryListContext, HistoryListRequest, HistorySort } from './history-list.types';

/** The default sort: newest first (spec 001 §9). */
export const DEFAULT_HISTORY_SORT: HistorySort = {
  key: DEFAULT_NOTIFICATION_ORDER.split(' ')[0] as NotificationSortKey,
  direction: 'desc',
};

export const HISTORY_PAGE_SIZE = NOTIFICATION_LIMITS.pageSize;

/** `orderBy` of a sort, e.g. `timestamp desc`. */
export const orderByOf = (sort: HistorySort): string => `${sort.key} ${sort.direction}`;

/** The sort after a click on a column: the same column flips; another starts descending for the date, else ascending. */
export const nextSort = (current: HistorySort, key: NotificationSortKey): HistorySort =>
  current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: key === 'timestamp' ? 'desc' : 'asc' };

/** `period` of the list: `YYYY-MM-DD/YYYY-MM-DD`. */
export const periodParam = (period: ReportPeriod): string => `${period.startDate}/${period.endDate}`;

/** Pages of the current total (at least 1). */
export const pageCount = (context: Pick<HistoryListContext, 'result' | 'pageSize'>): number =>
  Math.max(1, Math.ceil((context.result?.total ?? 0) / context.pageSize));

/** The request of the context's page (null without a period). */
export const requestOf = (context: HistoryListContext): HistoryListRequest | null =>
  context.period && {
    vehicleIds: context.vehicleIds,
    period: context.period,
    orderBy: orderByOf(context.sort),
    top: context.pageSize,
    skip: (context.page - 1) * context.pageSize,
  };

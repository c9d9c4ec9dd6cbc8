import type { NotificationSortKey } from '../../src/api/contract';
import type { CallerScope } from '../accounts/caller-scope';
import type { Queryable } from '../db/db';
import { instantInWindowSql } from '../fleet/access-window';
import { localDay, nextDay } from '../telemetry/local-day';
import type { Period } from '../reports/report-period';
import { EVENT_COLUMNS, eventOf, type EventRow } from './notification-events';

/** Which events a read covers: the caller's organisation and windows, some vehicles, a period. */
export interface EventFilter {
  readonly scope: CallerScope;
  /** Vehicles of the caller's organisation (checked by the caller). */
  readonly vehicleIds: readonly number[];
  /** Null: no time limit. */
  readonly period: Period | null;
}

/**
 * FROM and WHERE of a read and its parameters. The vehicle ids are the organisation's (the caller
 * checked them against its organisation), so events of another organisation are never read. A caller
 * with a limited-access window on one of the vehicles reads only the events within it. The windows
 * (and the vehicles, for their names) are joined only when needed: without joins the newest page
 * walks the time index instead of sorting every event of the fleet.
 */
const fromWhere = (filter: EventFilter, withVehicles: boolean): { sql: string; params: unknown[] } => {
  const params: unknown[] = [filter.vehicleIds];
  const where = ['e.vehicle_id = ANY($1::int[])'];
  const limited = new Set(filter.scope.accessWindows.map((w) => w.vehicleId));
  const windows = filter.vehicleIds.some((id) => limited.has(id));
  if (windows) {
    params.push(filter.scope.accountId);
    where.push(`(w.account_id IS NULL OR (${instantInWindowSql('e.ts')}))`);
  }
  if (filter.period) {
    params.push(new Date(localDay(filter.period.start).startMs).toISOString());
    where.push(`e.ts >= $${params.length}::timestamptz`);
    params.push(new Date(localDay(nextDay(filter.period.end)).startMs).toISOString());
    where.push(`e.ts < $${params.length}::timestamptz`);
  }
  const joins = [
    withVehicles ? 'JOIN vehicles v ON v.id = e.vehicle_id' : '',
    windows ? 'LEFT JOIN vehicle_access_windows w ON w.vehicle_id = e.vehicle_id AND w.account_id = $2' : '',
  ];
  return {
    sql: `FROM notification_events e ${joins.join(' ')} WHERE ${where.join(' AND ')}`,
    params,
  };
};

/** Sort columns; texts in code-point order (the same on every database), ties newest first. */
const SORT_SQL: Readonly<Record<NotificationSortKey, (dir: string) => string>> = {
  timestamp: (dir) => `e.ts ${dir}, e.id ${dir}`,
  vehicleId: (dir) => `v.name COLLATE "C" ${dir}, v.id ${dir}, e.ts DESC, e.id DESC`,
  type: (dir) => `e.type COLLATE "C" ${dir}, e.ts DESC, e.id DESC`,
  note: (dir) => `e.note COLLATE "C" ${dir} NULLS LAST, e.ts DESC, e.id DESC`,
  location: (dir) => `e.place_name COLLATE "C" ${dir} NULLS LAST, e.ts DESC, e.id DESC`,
};

export interface EventOrder {
  readonly key: NotificationSortKey;
  readonly direction: 'asc' | 'desc';
}

/** Events matching the filter, over all pages. */
export const countEvents = async (q: Queryable, filter: EventFilter): Promise<number> => {
  const { sql, params } = fromWhere(filter, false);
  const [row] = await q.query<{ n: number }>(`SELECT count(*)::float8 AS n ${sql}`, params);
  return Number(row?.n ?? 0);
};

/** One page of the events matching the filter. */
export const readEvents = async (
  q: Queryable,
  filter: EventFilter,
  order: EventOrder,
  page: { readonly skip: number; readonly top: number },
) => {
  const { sql, params } = fromWhere(filter, order.key === 'vehicleId');
  const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
  params.push(page.top, page.skip);
  const rows = await q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} ${sql} ORDER BY ${SORT_SQL[order.key](direction)}
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows.map(eventOf);
};

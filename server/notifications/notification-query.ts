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
  /**
   * Vehicles of the caller's organisation (checked by the caller), or all of them as they are when
   * read (the live stream and the unread count, which outlive a vehicle list).
   */
  readonly vehicleIds: readonly number[] | 'organisation';
  /** Null: no time limit. */
  readonly period: Period | null;
  /** Only events with a higher id (the live stream's resume point, the last seen one). */
  readonly afterId?: number;
  /** Only the events of this alarm. */
  readonly alarmId?: number;
}

/**
 * FROM and WHERE of a read and its parameters. The vehicle ids are the organisation's (the caller
 * checked them against its organisation), so events of another organisation are never read. A caller
 * with a limited-access window on one of the vehicles reads only the events within it. The windows
 * (and the vehicles, for their names) are joined only when needed: without joins the newest page
 * walks the time index instead of sorting every event of the fleet.
 */
const fromWhere = (filter: EventFilter, withVehicles: boolean): { sql: string; params: unknown[] } => {
  const whole = filter.vehicleIds === 'organisation';
  const params: unknown[] = [whole ? filter.scope.organisationId : filter.vehicleIds];
  const where = [
    whole
      ? 'e.vehicle_id IN (SELECT o.id FROM vehicles o WHERE o.organisation_id = $1)'
      : 'e.vehicle_id = ANY($1::int[])',
  ];
  const limited = new Set(filter.scope.accessWindows.map((w) => w.vehicleId));
  const windows = whole ? limited.size > 0 : filter.vehicleIds.some((id) => limited.has(id));
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
  if (filter.afterId !== undefined) {
    params.push(filter.afterId);
    where.push(`e.id > $${params.length}::bigint`);
  }
  if (filter.alarmId !== undefined) {
    params.push(filter.alarmId);
    where.push(`e.alarm_id = $${params.length}::bigint`);
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

/**
 * Events above `filter.afterId` in id order, oldest first: the next `limit` ones, or with `newest`
 * the newest `limit` (a stream resuming after a long absence skips what lies beyond them).
 */
export const readEventsAfter = async (
  q: Queryable,
  filter: EventFilter,
  page: { readonly limit: number; readonly newest?: boolean },
) => {
  const { sql, params } = fromWhere(filter, false);
  params.push(page.limit);
  const rows = await q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} ${sql} ORDER BY e.id ${page.newest ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
    params,
  );
  const events = rows.map(eventOf);
  return page.newest ? events.reverse() : events;
};

/** Events matching the filter, counted up to `cap` (the bell shows "999+", not a full count). */
export const countEventsUpTo = async (q: Queryable, filter: EventFilter, cap: number): Promise<number> => {
  const { sql, params } = fromWhere(filter, false);
  params.push(cap);
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::float8 AS n FROM (SELECT 1 ${sql} LIMIT $${params.length}) capped`,
    params,
  );
  return Number(row?.n ?? 0);
};

/** The newest id among the events matching the filter; 0 without any. */
export const newestEventId = async (q: Queryable, filter: EventFilter): Promise<number> => {
  const { sql, params } = fromWhere(filter, false);
  const [row] = await q.query<{ id: number | null }>(`SELECT max(e.id)::float8 AS id ${sql}`, params);
  return Number(row?.id ?? 0);
};

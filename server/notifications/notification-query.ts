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
  /** Null: every vehicle of the organisation. */
  readonly vehicleIds: readonly number[] | null;
  /** Null: no time limit. */
  readonly period: Period | null;
}

/**
 * FROM and WHERE of a read and its parameters. Events of another organisation's vehicles are never
 * read; a caller with a limited-access window on a vehicle reads only the events within it.
 */
const fromWhere = (filter: EventFilter): { sql: string; params: unknown[] } => {
  const params: unknown[] = [filter.scope.organisationId, filter.scope.accountId];
  const where = ['v.organisation_id = $1', `(w.account_id IS NULL OR (${instantInWindowSql('e.ts')}))`];
  if (filter.vehicleIds) {
    params.push(filter.vehicleIds);
    where.push(`e.vehicle_id = ANY($${params.length}::int[])`);
  }
  if (filter.period) {
    params.push(new Date(localDay(filter.period.start).startMs).toISOString());
    where.push(`e.ts >= $${params.length}::timestamptz`);
    params.push(new Date(localDay(nextDay(filter.period.end)).startMs).toISOString());
    where.push(`e.ts < $${params.length}::timestamptz`);
  }
  return {
    sql: `FROM notification_events e JOIN vehicles v ON v.id = e.vehicle_id
      LEFT JOIN vehicle_access_windows w ON w.vehicle_id = e.vehicle_id AND w.account_id = $2
      WHERE ${where.join(' AND ')}`,
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
  const { sql, params } = fromWhere(filter);
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
  const { sql, params } = fromWhere(filter);
  const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
  params.push(page.top, page.skip);
  const rows = await q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} ${sql} ORDER BY ${SORT_SQL[order.key](direction)}
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows.map(eventOf);
};

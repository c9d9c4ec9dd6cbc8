import {
  DEFAULT_NOTIFICATION_ORDER,
  NOTIFICATION_LIMITS,
  parseNotificationPeriod,
  REPORT_LIMITS,
  reportExportTop,
  type NotificationExportPage,
  type NotificationPage,
  type NotificationSortKey,
} from '../../src/api/contract';
import type { CallerScope } from '../accounts/caller-scope';
import type { Queryable } from '../db/db';
import { forbidden } from '../http/api-error';
import type { Caller } from '../http/route';
import { checkPeriod, invalidParameter, type Period } from '../reports/report-period';
import { readerAndToday, readExportVehicles, type ReportDeps } from '../reports/report-vehicles';
import { countEvents, readEvents, type EventFilter, type EventOrder } from './notification-query';

const MAX_INT = 2_147_483_647;

export interface ListQuery {
  readonly vehicleIds?: string | undefined;
  readonly period?: string | undefined;
  readonly orderBy?: string | undefined;
  readonly top?: number | undefined;
  readonly skip?: number | undefined;
}

/**
 * The vehicles a list names (comma-joined ids; absent: every vehicle of the organisation). 400 naming
 * vehicleIds for more than 500 ids, a repeated id, or an id that is not a vehicle of the caller's
 * organisation (one message for unknown and foreign ids, as the reporting exports: nothing leaks).
 */
export const namedVehicleIds = async (
  q: Queryable,
  scope: CallerScope,
  text: string | undefined,
): Promise<number[]> => {
  if (text === undefined) {
    const all = await q.query<{ id: number }>('SELECT id FROM vehicles WHERE organisation_id = $1', [
      scope.organisationId,
    ]);
    return all.map((r) => r.id);
  }
  const ids = text.split(',').map(Number);
  if (ids.length > NOTIFICATION_LIMITS.maxVehicles) {
    throw invalidParameter('vehicleIds', `at most ${NOTIFICATION_LIMITS.maxVehicles} vehicles`);
  }
  if (new Set(ids).size !== ids.length) throw invalidParameter('vehicleIds', 'a vehicle is named twice');
  const valid = ids.filter((id) => id >= 1 && id <= MAX_INT);
  const rows =
    valid.length === 0
      ? []
      : await q.query<{ id: number }>(
          'SELECT id FROM vehicles WHERE organisation_id = $1 AND id = ANY($2::int[])',
          [scope.organisationId, valid],
        );
  const found = new Set(rows.map((r) => r.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw invalidParameter('vehicleIds', `no vehicle of the organisation has the id ${unknown.join(', ')}`);
  }
  return ids;
};

/** The period parameter, checked as the reports check theirs (not after today, at most 366 days). */
export const periodOf = (text: string | undefined, today: string): Period | null => {
  if (text === undefined) return null;
  const parsed = parseNotificationPeriod(text);
  // The contract let only well-formed periods through; this keeps the type honest.
  if (!parsed) throw invalidParameter('period', 'two calendar dates written YYYY-MM-DD/YYYY-MM-DD');
  return checkPeriod(parsed.start, parsed.end, today, { start: 'period', end: 'period' });
};

const orderOf = (text: string | undefined): EventOrder => {
  const [key, direction] = (text ?? DEFAULT_NOTIFICATION_ORDER).split(' ');
  return { key: key as NotificationSortKey, direction: direction === 'asc' ? 'asc' : 'desc' };
};

export const checkSkip = (skip: number | undefined): number => {
  if (skip !== undefined && skip > MAX_INT) throw invalidParameter('skip', `must be at most ${MAX_INT}`);
  return skip ?? 0;
};

export const createNotificationListService = (deps: ReportDeps) => {
  const list = async (caller: Caller, query: ListQuery): Promise<NotificationPage> => {
    const { scope, today } = await readerAndToday(deps, caller);
    const max = NOTIFICATION_LIMITS.maxPageSize;
    if (query.top !== undefined && (query.top < 1 || query.top > max)) {
      throw invalidParameter('top', `must be between 1 and ${max}`);
    }
    const skip = checkSkip(query.skip);
    const top = query.top ?? NOTIFICATION_LIMITS.pageSize;
    const period = periodOf(query.period, today);
    const filter: EventFilter = {
      scope,
      vehicleIds: await namedVehicleIds(deps.db, scope, query.vehicleIds),
      period,
    };
    const order = orderOf(query.orderBy);
    const [total, items] = await Promise.all([
      countEvents(deps.db, filter),
      readEvents(deps.db, filter, order, { skip, top }),
    ]);
    return { total, skip, top, orderBy: `${order.key} ${order.direction}`, items };
  };

  return {
    list,

    /** The newest event of the vehicles: the list with skip 0, top 1 (spec 000 §7). */
    preview: (caller: Caller, query: Pick<ListQuery, 'vehicleIds' | 'period'>) =>
      list(caller, { ...query, skip: 0, top: 1 }),

    /**
     * The export, a page of vehicles at a time in export order (name, then id) with each vehicle's
     * events in the period and window, oldest first. Demo users may not export (403). `top` counts
     * vehicles (default 10 × ceiling(vehicles / 10), at most 100); a page of more than 8,000,000
     * events (spec 001 §9) is refused naming top.
     */
    async export(
      caller: Caller,
      query: {
        readonly vehicleIds: string;
        readonly startDate: string;
        readonly endDate: string;
        readonly skip?: number | undefined;
        readonly top?: number | undefined;
      },
    ): Promise<NotificationExportPage> {
      const { scope, today } = await readerAndToday(deps, caller);
      if (scope.isDemoUser) throw forbidden('The demo user cannot export notifications.');
      const max = REPORT_LIMITS.maxExportPageVehicles;
      if (query.top !== undefined && (query.top < 1 || query.top > max)) {
        throw invalidParameter('top', `must be between 1 and ${max}`);
      }
      const skip = checkSkip(query.skip);
      const period = checkPeriod(query.startDate, query.endDate, today, {
        start: 'startDate',
        end: 'endDate',
      });
      const vehicles = await readExportVehicles(deps, scope, query.vehicleIds);
      const top = query.top ?? Math.min(reportExportTop(vehicles.length), max);
      const page = vehicles.slice(skip, skip + top);
      const filter: EventFilter = { scope, vehicleIds: page.map((v) => v.id), period };
      const count = page.length === 0 ? 0 : await countEvents(deps.db, filter);
      if (count > NOTIFICATION_LIMITS.exportTop) {
        throw invalidParameter('top', `the page holds more than ${NOTIFICATION_LIMITS.exportTop} events`);
      }
      const events =
        count === 0
          ? []
          : await readEvents(
              deps.db,
              filter,
              { key: 'timestamp', direction: 'asc' },
              { skip: 0, top: count },
            );
      const byVehicle = new Map<number, typeof events>();
      for (const e of events) {
        const list = byVehicle.get(e.vehicleId);
        if (list) list.push(e);
        else byVehicle.set(e.vehicleId, [e]);
      }
      return {
        period: { startDate: period.start, endDate: period.end },
        total: vehicles.length,
        skip,
        top,
        items: page.map((v) => ({
          vehicleId: v.id,
          name: v.name,
          events: byVehicle.get(v.id) ?? [],
        })),
      };
    },
  };
};

export type NotificationListService = ReturnType<typeof createNotificationListService>;

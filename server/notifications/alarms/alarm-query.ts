import {
  ALARM_CLEAR_MINUTES,
  ALARM_LIMITS,
  type Alarm,
  type AlarmDefect,
  type AlarmClearCause,
  type AlarmState,
  type NotificationLabel,
} from '../../../src/api/contract';
import type { CallerScope } from '../../accounts/caller-scope';
import type { Queryable } from '../../db/db';
import { instantInWindowSql } from '../../fleet/access-window';
import type { Period } from '../../reports/report-period';
import { localDay, nextDay } from '../../telemetry/local-day';

/** Which alarms a read covers: the caller's organisation and windows, and what the caller asks. */
export interface AlarmFilter {
  readonly scope: CallerScope;
  /** Vehicles of the caller's organisation (checked by the caller), or all of them. */
  readonly vehicleIds: readonly number[] | 'organisation';
  readonly states?: readonly AlarmState[];
  /** Alarms with an event in the period (null: any time). */
  readonly period?: Period | null;
  readonly alarmId?: number;
  /** Only alarms changed after this change number (the live stream). */
  readonly changedAfter?: number;
  /** Only the alarms of this logbook entry. */
  readonly entryId?: string;
}

/**
 * FROM and WHERE of a read, as the notification list's: only the organisation's vehicles; a caller
 * with a limited-access window on a vehicle sees its alarms whose last event lies in the window.
 */
const fromWhere = (filter: AlarmFilter): { from: string; where: string; sql: string; params: unknown[] } => {
  const whole = filter.vehicleIds === 'organisation';
  const params: unknown[] = [whole ? filter.scope.organisationId : filter.vehicleIds];
  const where = [
    whole
      ? 'a.vehicle_id IN (SELECT o.id FROM vehicles o WHERE o.organisation_id = $1)'
      : 'a.vehicle_id = ANY($1::int[])',
  ];
  const limited = new Set(filter.scope.accessWindows.map((w) => w.vehicleId));
  const windows = whole ? limited.size > 0 : filter.vehicleIds.some((id) => limited.has(id));
  const add = (value: unknown, condition: (p: string) => string) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (windows) {
    add(filter.scope.accountId, () => `(w.account_id IS NULL OR (${instantInWindowSql('a.last_ts')}))`);
  }
  if (filter.states) add(filter.states, (p) => `a.state = ANY(${p}::text[])`);
  if (filter.period) {
    add(new Date(localDay(nextDay(filter.period.end)).startMs).toISOString(), (p) => `a.first_ts < ${p}`);
    add(new Date(localDay(filter.period.start).startMs).toISOString(), (p) => `a.last_ts >= ${p}`);
  }
  if (filter.alarmId !== undefined) add(filter.alarmId, (p) => `a.id = ${p}::bigint`);
  if (filter.changedAfter !== undefined) add(filter.changedAfter, (p) => `a.change_seq > ${p}::bigint`);
  if (filter.entryId !== undefined) add(filter.entryId, (p) => `a.logbook_entry_id = ${p}::uuid`);
  const join = windows
    ? 'LEFT JOIN vehicle_access_windows w ON w.vehicle_id = a.vehicle_id AND w.account_id = $2'
    : '';
  const from = `FROM notification_alarms a ${join}`;
  const condition = where.join(' AND ');
  return { from, where: condition, sql: `${from} WHERE ${condition}`, params };
};

const ms = (column: string, as: string) => `(extract(epoch FROM ${column}) * 1000)::float8 AS ${as}`;

const COLUMNS = `a.id::float8 AS id, a.vehicle_id, a.type, a.state, ${ms('a.first_ts', 'first_ms')},
  ${ms('a.last_ts', 'last_ms')}, a.event_count, l.note, l.lat, l.lng, l.place_name,
  ${ms('a.fine_since', 'fine_ms')}, ${ms('a.auto_clear_at', 'clear_ms')}, ${ms('a.acknowledged_at', 'ack_ms')},
  a.acknowledged_by, a.acknowledged_name, a.acknowledge_remark, ${ms('a.cleared_at', 'cleared_ms')},
  a.clear_cause, a.cleared_by, a.cleared_name, a.clear_remark, a.logbook_entry_id::text AS entry_id,
  d.entry_state AS defect_state, d.status AS entry_status, ${ms('d.reference_ts', 'entry_ref_ms')},
  left(d.defects ->> 'description', ${ALARM_LIMITS.defectSummary}) AS defect_description,
  a.change_seq::float8 AS change_seq`;

const JOINS = `LEFT JOIN LATERAL (SELECT e.note, e.lat, e.lng, e.place_name FROM notification_events e
    WHERE e.alarm_id = a.id ORDER BY e.id DESC LIMIT 1) l ON true
  LEFT JOIN logbook_entries d ON d.id = a.logbook_entry_id`;

interface AlarmRow {
  readonly id: number;
  readonly vehicle_id: number;
  readonly type: string;
  readonly state: string;
  readonly first_ms: number;
  readonly last_ms: number;
  readonly event_count: number;
  readonly note: string | null;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly place_name: string | null;
  readonly fine_ms: number | null;
  readonly clear_ms: number | null;
  readonly ack_ms: number | null;
  readonly acknowledged_by: string | null;
  readonly acknowledged_name: string | null;
  readonly acknowledge_remark: string | null;
  readonly cleared_ms: number | null;
  readonly clear_cause: string | null;
  readonly cleared_by: string | null;
  readonly cleared_name: string | null;
  readonly clear_remark: string | null;
  readonly entry_id: string | null;
  /** The linked entry's state, status, reference time and description (null: none, or gone). */
  readonly defect_state: string | null;
  readonly entry_status: string | null;
  readonly entry_ref_ms: number | null;
  readonly defect_description: string | null;
  readonly change_seq: number;
}

const iso = (value: number | null) => (value === null ? null : new Date(Math.round(value)).toISOString());

const alarmOf = (r: AlarmRow): Alarm => {
  const open = r.state !== 'cleared';
  return {
    id: Number(r.id),
    vehicleId: r.vehicle_id,
    type: r.type as NotificationLabel,
    state: r.state as AlarmState,
    firstTimestamp: iso(r.first_ms) ?? '',
    lastTimestamp: iso(r.last_ms) ?? '',
    count: r.event_count,
    lastNote: r.note,
    lastLocation:
      r.lat === null || r.lng === null ? null : { lat: r.lat, lng: r.lng, placeName: r.place_name },
    clearAfterMinutes: ALARM_CLEAR_MINUTES[r.type as NotificationLabel] ?? null,
    conditionFalseSince: open ? iso(r.fine_ms) : null,
    clearsAt: open ? iso(r.clear_ms) : null,
    acknowledged:
      r.ack_ms === null
        ? null
        : {
            at: iso(r.ack_ms) ?? '',
            by: { accountId: r.acknowledged_by, name: r.acknowledged_name ?? '' },
            remark: r.acknowledge_remark ?? '',
          },
    cleared:
      r.cleared_ms === null
        ? null
        : {
            at: iso(r.cleared_ms) ?? '',
            cause: (r.clear_cause ?? 'condition') as AlarmClearCause,
            by:
              r.clear_cause === 'condition' ? null : { accountId: r.cleared_by, name: r.cleared_name ?? '' },
            remark: r.clear_cause === 'condition' ? null : (r.clear_remark ?? ''),
          },
    defect: defectOf(r),
  };
};

/** The linked entry as an alarm shows it (null when none is linked, or it is no longer there). */
export const defectOf = (r: {
  readonly entry_id: string | null;
  readonly defect_state: string | null;
  readonly entry_status: string | null;
  readonly entry_ref_ms: number | null;
  readonly defect_description: string | null;
}): AlarmDefect | null =>
  r.entry_id === null || r.entry_ref_ms === null
    ? null
    : {
        entryId: r.entry_id,
        state: r.defect_state === 'resolved' || r.defect_state === 'open' ? r.defect_state : null,
        status: r.entry_status === 'finalized' ? 'finalized' : 'created',
        referenceTimestamp: iso(r.entry_ref_ms) ?? '',
        description: r.defect_description ?? '',
      };

/** Alarms matching the filter, over all pages. */
export const countAlarms = async (q: Queryable, filter: AlarmFilter): Promise<number> => {
  const { sql, params } = fromWhere(filter);
  const [row] = await q.query<{ n: number }>(`SELECT count(*)::float8 AS n ${sql}`, params);
  return Number(row?.n ?? 0);
};

/** Active and acknowledged alarms matching the filter (the bell). */
export const countOpenAlarms = async (q: Queryable, filter: AlarmFilter) => {
  const { sql, params } = fromWhere({ ...filter, states: ['active', 'acknowledged'] });
  const [row] = await q.query<{ active: number; acknowledged: number }>(
    `SELECT count(*) FILTER (WHERE a.state = 'active')::float8 AS active,
       count(*) FILTER (WHERE a.state = 'acknowledged')::float8 AS acknowledged ${sql}`,
    params,
  );
  return { active: Number(row?.active ?? 0), acknowledged: Number(row?.acknowledged ?? 0) };
};

/** One page of the alarms matching the filter, newest last event first. */
export const readAlarms = async (
  q: Queryable,
  filter: AlarmFilter,
  page: { readonly skip: number; readonly top: number },
): Promise<Alarm[]> => {
  const { from, where, params } = fromWhere(filter);
  params.push(page.top, page.skip);
  const rows = await q.query<AlarmRow>(
    `SELECT ${COLUMNS} ${from} ${JOINS} WHERE ${where} ORDER BY a.last_ts DESC, a.id DESC
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows.map(alarmOf);
};

/**
 * Alarms changed after `filter.changedAfter`, in change order, with the change number of the last
 * (the live stream's resume point); at most `limit`.
 */
export const readChangedAlarms = async (
  q: Queryable,
  filter: AlarmFilter,
  limit: number,
): Promise<{ alarms: Alarm[]; lastChange: number | null }> => {
  const { from, where, params } = fromWhere(filter);
  params.push(limit);
  const rows = await q.query<AlarmRow>(
    `SELECT ${COLUMNS} ${from} ${JOINS} WHERE ${where} ORDER BY a.change_seq LIMIT $${params.length}`,
    params,
  );
  const last = rows[rows.length - 1];
  return { alarms: rows.map(alarmOf), lastChange: last ? Number(last.change_seq) : null };
};

/** The newest change number among the alarms the filter covers; 0 without any. */
export const newestAlarmChange = async (q: Queryable, filter: AlarmFilter): Promise<number> => {
  const { sql, params } = fromWhere(filter);
  const [row] = await q.query<{ n: number | null }>(`SELECT max(a.change_seq)::float8 AS n ${sql}`, params);
  return Number(row?.n ?? 0);
};

import type { NotificationLabel } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import { NOTIFICATION_CHANNEL, orderLockSql } from '../event-order';
import type { AlarmDraft, AlarmPlan, OpenAlarm } from './alarm-tracker';

/**
 * SQL: the open alarms of the vehicle `$<param>` as one JSON array of {@link OpenAlarmJson}, locked
 * until the transaction ends, so an acknowledgement, a clearing by hand or the sweeper waits for the
 * ingestion that may add to them (and then sees what it wrote).
 */
export const openAlarmsSql = (param: number): string =>
  `(SELECT json_agg(json_build_array(a.id, a.type, a.first_ms, a.last_ms, a.fine_ms, a.clear_ms)) FROM (
     SELECT id::float8 AS id, type, (extract(epoch FROM first_ts) * 1000)::float8 AS first_ms,
       (extract(epoch FROM last_ts) * 1000)::float8 AS last_ms,
       (extract(epoch FROM fine_since) * 1000)::float8 AS fine_ms,
       (extract(epoch FROM auto_clear_at) * 1000)::float8 AS clear_ms
     FROM notification_alarms WHERE vehicle_id = $${param} AND state <> 'cleared' FOR UPDATE) a)`;

/** What {@link openAlarmsSql} answers: [id, type, first, last, fine since, auto clear] (ms, null). */
export type OpenAlarmJson =
  readonly [number, string, number, number, number | null, number | null][] | string | null;

export const openAlarmsOf = (value: OpenAlarmJson): OpenAlarm[] => {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Exclude<
    OpenAlarmJson,
    string | null
  >;
  return list.map(([id, type, firstMs, lastMs, fineMs, clearMs]) => ({
    id: Number(id),
    type: type as NotificationLabel,
    firstMs: Math.round(firstMs),
    lastMs: Math.round(lastMs),
    fineSinceMs: fineMs === null ? null : Math.round(fineMs),
    autoClearMs: clearMs === null ? null : Math.round(clearMs),
  }));
};

/** The vehicle's open alarms, locked until the transaction ends (see {@link openAlarmsSql}). */
export const readOpenAlarms = async (q: Queryable, vehicleId: number): Promise<OpenAlarm[]> => {
  const [row] = await q.query<{ alarms: OpenAlarmJson }>(`SELECT ${openAlarmsSql(1)} AS alarms`, [vehicleId]);
  return openAlarmsOf(row?.alarms ?? null);
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The organisation of the vehicle `$1` with its ordering lock taken (a FROM item named `v`). */
const LOCKED_ORGANISATION = `(SELECT organisation_id, ${orderLockSql('organisation_id')} AS locked
  FROM vehicles WHERE id = $1) v`;

/**
 * Stores the alarms the plan opens (before their events, which name them) and gives each draft its id.
 * One statement; the alarms' numbers come in the order of the drafts.
 */
export const openNewAlarms = async (q: Queryable, vehicleId: number, plan: AlarmPlan): Promise<void> => {
  const drafts = plan.touched.filter((a) => a.opened);
  if (drafts.length === 0) return;
  const column = <T>(pick: (a: AlarmDraft) => T) => drafts.map(pick);
  const rows = await q.query<{ id: number }>(
    `INSERT INTO notification_alarms (vehicle_id, type, state, first_ts, last_ts, event_count, fine_since,
       auto_clear_at, cleared_at, clear_cause, change_seq)
     SELECT $1, n.type, CASE WHEN n.cleared IS NULL THEN 'active' ELSE 'cleared' END, n.first, n.last, n.added,
       n.fine, n.clear, n.cleared, CASE WHEN n.cleared IS NULL THEN NULL ELSE 'condition' END,
       nextval('notification_alarm_changes')
     FROM ${LOCKED_ORGANISATION}, unnest($2::text[], $3::timestamptz[], $4::timestamptz[], $5::int[],
       $6::timestamptz[], $7::timestamptz[], $8::timestamptz[]) WITH ORDINALITY
       AS n (type, first, last, added, fine, clear, cleared, ord)
     ORDER BY n.ord
     RETURNING id::float8 AS id`,
    [
      vehicleId,
      column((a) => a.type),
      column((a) => iso(a.firstMs)),
      column((a) => iso(a.lastMs)),
      column((a) => a.added),
      column((a) => iso(a.fineSinceMs)),
      column((a) => iso(a.autoClearMs)),
      column((a) => iso(a.clearedMs)),
    ],
  );
  if (rows.length !== drafts.length) throw new Error(`No vehicle has the id ${vehicleId}.`);
  // RETURNING follows the insert's order, which follows the ordinality.
  const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  drafts.forEach((a, i) => {
    a.id = ids[i] ?? null;
  });
};

/**
 * Writes what the plan changed of the alarms that were open before it (events added, clear time
 * started or stopped, cleared by the condition) in one statement, and signals the live streams. An
 * alarm acknowledged meanwhile stays acknowledged; one cleared by hand meanwhile is not touched (the
 * engine read the open alarms locked, so that cannot happen within its transaction).
 */
export const updateAlarms = async (q: Queryable, vehicleId: number, plan: AlarmPlan): Promise<void> => {
  const existing = plan.touched.filter((a): a is AlarmDraft & { id: number } => !a.opened && a.id !== null);
  if (existing.length === 0) return;
  const column = <T>(pick: (a: AlarmDraft & { id: number }) => T) => existing.map(pick);
  await q.query(
    `WITH u AS (
       UPDATE notification_alarms a SET event_count = a.event_count + n.added, last_ts = GREATEST(a.last_ts, n.last),
         fine_since = n.fine, auto_clear_at = n.clear,
         state = CASE WHEN n.cleared IS NULL THEN a.state ELSE 'cleared' END,
         cleared_at = coalesce(n.cleared, a.cleared_at),
         clear_cause = CASE WHEN n.cleared IS NULL THEN a.clear_cause ELSE 'condition' END,
         change_seq = nextval('notification_alarm_changes')
       FROM ${LOCKED_ORGANISATION}, unnest($2::bigint[], $3::int[], $4::timestamptz[], $5::timestamptz[],
         $6::timestamptz[], $7::timestamptz[]) AS n (id, added, last, fine, clear, cleared)
       WHERE a.id = n.id AND a.vehicle_id = $1 AND a.state <> 'cleared'
       RETURNING a.id, v.organisation_id)
     SELECT pg_notify('${NOTIFICATION_CHANNEL}', json_build_object('id', 0, 'vehicleId', $1::int,
       'organisationId', min(u.organisation_id), 'alarms', true)::text)
     FROM u HAVING count(*) > 0`,
    [
      vehicleId,
      column((a) => a.id),
      column((a) => a.added),
      column((a) => iso(a.lastMs)),
      column((a) => iso(a.fineSinceMs)),
      column((a) => iso(a.autoClearMs)),
      column((a) => iso(a.clearedMs)),
    ],
  );
};

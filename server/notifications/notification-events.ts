import type { NotificationEvent, NotificationLabel } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { enqueueNotificationWebhooks } from '../webhooks/webhook-outbox';
import { openNewAlarms, readOpenAlarms, updateAlarms } from './alarms/alarm-store';
import { createAlarmTracker, type AlarmPlan } from './alarms/alarm-tracker';
import { NOTIFICATION_CHANNEL, orderLockSql } from './event-order';
import { nearestPlaceName } from './nearest-place';

export { NOTIFICATION_CHANNEL } from './event-order';

/** What a rule reports when it is broken. */
export interface NewNotificationEvent {
  readonly vehicleId: number;
  /** When the rule was broken (the record's timestamp). */
  readonly timestamp: Date;
  readonly type: NotificationLabel;
  readonly note: string | null;
  /** The vehicle's position then; null without a fix. */
  readonly position: { readonly lat: number; readonly lng: number } | null;
}

/** The columns every reader of events selects (`e` is `notification_events`). */
export const EVENT_COLUMNS = `e.id::float8 AS id, (extract(epoch FROM e.ts) * 1000)::float8 AS ts_ms,
  e.vehicle_id, e.type, e.note, e.lat, e.lng, e.place_name`;

export interface EventRow {
  readonly id: number;
  readonly ts_ms: number;
  readonly vehicle_id: number;
  readonly type: string;
  readonly note: string | null;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly place_name: string | null;
}

export const eventOf = (row: EventRow): NotificationEvent => ({
  id: Number(row.id),
  timestamp: new Date(Number(row.ts_ms)).toISOString(),
  vehicleId: row.vehicle_id,
  type: row.type as NotificationLabel,
  note: row.note,
  location:
    row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng, placeName: row.place_name },
});

/**
 * What a NOTIFY on {@link NOTIFICATION_CHANNEL} carries: enough to wake the right subscribers. One
 * signal per statement that records events (the newest event's id), however many it recorded: a
 * woken stream reads every event above the last one it sent.
 */
export interface NotificationSignal {
  /** The newest event the statement recorded. */
  readonly id: number;
  readonly vehicleId: number;
  readonly organisationId: string;
  /** Set when alarms changed (the id is then 0): streams read the alarms changed since their last. */
  readonly alarms?: true;
}

/**
 * The alarms events join when the caller did not plan them: each event joins the open alarm of its
 * rule on the vehicle, else opens one (read locked in the caller's transaction).
 */
const planOf = async (q: Queryable, events: readonly NewNotificationEvent[]): Promise<AlarmPlan> => {
  const tracker = createAlarmTracker(await readOpenAlarms(q, events[0]?.vehicleId ?? 0));
  for (const e of events) tracker.raise(e.type, e.timestamp.getTime());
  return tracker.plan();
};

/**
 * Stores notifications raised for one vehicle, in the order given, each with the nearest known place
 * name of its position, and answers them as the list shows them. The rule engine calls this once per
 * ingested batch in the ingestion's transaction (pass that transaction as `q`); the vehicle must exist.
 * One statement for the whole batch: on PGlite a statement costs about a millisecond, and the demo
 * history raises thousands of events. Each event belongs to an alarm (issue 30 §1): as `alarms` plans
 * it (the rule engine, which also clears alarms by their condition), else the open alarm of its rule,
 * or a new one; the alarms a batch opens are stored before its events, the others updated after.
 *
 * The same statement signals {@link NOTIFICATION_CHANNEL} once (with the newest id), which PostgreSQL
 * delivers once the transaction commits (never after a rollback). It first takes a transaction lock per
 * organisation, held until commit: the ids of an organisation's events are then handed out in commit
 * order, so a live stream that sends "every visible event above the last one sent" can never skip an
 * event that committed late with a lower id. Events are rare (a rule raises once when broken), so the
 * wait is short.
 */
export const recordNotificationEvents = async (
  q: Queryable,
  events: readonly NewNotificationEvent[],
  now: Date = new Date(),
  alarms?: AlarmPlan,
): Promise<NotificationEvent[]> => {
  const vehicleId = events[0]?.vehicleId;
  if (vehicleId === undefined) return [];
  if (events.some((e) => e.vehicleId !== vehicleId)) throw new Error('Events of one vehicle at a time.');
  const plan = alarms ?? (await planOf(q, events));
  if (plan.eventAlarms.length !== events.length) throw new Error('An alarm for every event.');
  // The alarms open before the batch first: one its records cleared must be closed before the batch
  // opens the rule's next one (one open alarm per vehicle and rule).
  await updateAlarms(q, vehicleId, plan);
  await openNewAlarms(q, vehicleId, plan);
  const column = <T>(pick: (e: NewNotificationEvent) => T) => events.map(pick);
  // ORDER BY the ordinality: the identity hands out ids in the order the rows reach the insert.
  const rows = await q.query<EventRow>(
    `WITH v AS (SELECT organisation_id FROM vehicles WHERE id = $1),
     ordered AS (SELECT ${orderLockSql('v.organisation_id')} FROM v),
     e AS (
       INSERT INTO notification_events AS e (vehicle_id, ts, type, note, lat, lng, place_name, created_at,
         alarm_id)
       SELECT $1, n.ts, n.type, n.note, n.lat, n.lng, n.place_name, $8::timestamptz, n.alarm_id
       FROM ordered, unnest($2::timestamptz[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[],
         $9::bigint[]) WITH ORDINALITY AS n (ts, type, note, lat, lng, place_name, alarm_id, ord)
       ORDER BY n.ord
       RETURNING ${EVENT_COLUMNS}),
     signal AS (
       SELECT pg_notify('${NOTIFICATION_CHANNEL}', json_build_object('id', max(e.id), 'vehicleId', $1::int,
         'organisationId', (SELECT organisation_id FROM v))::text)
       FROM e HAVING count(*) > 0)
     SELECT e.* FROM e, signal`,
    [
      vehicleId,
      column((e) => e.timestamp.toISOString()),
      column((e) => e.type),
      column((e) => e.note),
      column((e) => e.position?.lat ?? null),
      column((e) => e.position?.lng ?? null),
      column((e) => (e.position ? nearestPlaceName(e.position) : null)),
      now.toISOString(),
      plan.eventAlarms.map((a) => a.id),
    ],
  );
  if (rows.length !== events.length) throw new Error(`No vehicle has the id ${vehicleId}.`);
  const stored = rows.map(eventOf).sort((a, b) => a.id - b.id);
  // Webhook messages commit with the events (issue 27 §6): none lost, none for a rolled-back event.
  await enqueueNotificationWebhooks(q, vehicleId, stored, now);
  return stored;
};

/** Stores one notification raised for a vehicle (see {@link recordNotificationEvents}). */
export const recordNotificationEvent = async (
  q: Queryable,
  event: NewNotificationEvent,
  now: Date = new Date(),
): Promise<NotificationEvent> => {
  const [stored] = await recordNotificationEvents(q, [event], now);
  if (!stored) throw new Error(`No vehicle has the id ${event.vehicleId}.`);
  return stored;
};

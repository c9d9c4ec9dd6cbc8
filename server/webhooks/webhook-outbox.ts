import { randomBytes } from 'node:crypto';
import { WEBHOOK_LIMITS, type NotificationEvent, type WebhookDelivery } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { PostOutcome } from './webhook-post';

/**
 * The webhook outbox: messages are written in the transaction that records what they announce, and
 * delivered later by whichever server instance claims them first.
 */

/** The NOTIFY channel that wakes the dispatchers when messages were queued. */
export const WEBHOOK_CHANNEL = 'webhook_outbox';

const MESSAGE_ID_SQL = `'msg_' || substr(md5(random()::text || clock_timestamp()::text), 1, 24)`;

/**
 * Queues a `notification.created` message for every enabled endpoint of the vehicle's organisation that
 * takes the event's type and vehicle. Call it in the transaction that records the events: the messages
 * commit with them or not at all. One statement, whatever the number of events and endpoints.
 */
export const enqueueNotificationWebhooks = async (
  q: Queryable,
  vehicleId: number,
  events: readonly NotificationEvent[],
  now: Date,
): Promise<void> => {
  if (events.length === 0) return;
  await q.query(
    `WITH v AS (SELECT id, name, organisation_id FROM vehicles WHERE id = $1),
     ev AS (SELECT * FROM jsonb_to_recordset($2::jsonb)
       AS x(ord int, id bigint, type text, "timestamp" text, note text, location jsonb)),
     queued AS (
       INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, payload, created_at, next_attempt_at)
       SELECT w.id, ${MESSAGE_ID_SQL}, 'notification.created',
         json_build_object('type', 'notification.created', 'timestamp', $3::text, 'data', json_build_object(
           'id', ev.id, 'type', ev.type, 'timestamp', ev."timestamp", 'organisationId', v.organisation_id,
           'vehicleId', v.id, 'vehicleName', v.name, 'note', ev.note, 'location', ev.location))::text,
         $3::timestamptz, $3::timestamptz
       FROM ev CROSS JOIN v JOIN webhook_endpoints w ON w.organisation_id = v.organisation_id
       WHERE w.enabled AND ev.type = ANY (w.types) AND (w.vehicle_ids IS NULL OR v.id = ANY (w.vehicle_ids))
       ORDER BY ev.ord, w.id
       RETURNING 1)
     SELECT pg_notify('${WEBHOOK_CHANNEL}', '') FROM (SELECT count(*) AS n FROM queued) c WHERE c.n > 0`,
    [
      vehicleId,
      JSON.stringify(
        events.map((e, ord) => ({
          ord,
          id: e.id,
          type: e.type,
          timestamp: e.timestamp,
          note: e.note,
          location: e.location,
        })),
      ),
      now.toISOString(),
    ],
  );
};

interface DeliveryRow {
  readonly id: string | number;
  readonly message_id: string;
  readonly event_type: string;
  readonly status: string;
  readonly attempts: number;
  readonly created_ms: number;
  readonly last_attempt_ms: number | null;
  readonly next_attempt_ms: number | null;
  readonly delivered_ms: number | null;
  readonly last_status_code: number | null;
  readonly last_error: string | null;
}

export const DELIVERY_COLUMNS = `d.id, d.message_id, d.event_type, d.status, d.attempts,
  (extract(epoch FROM d.created_at) * 1000)::float8 AS created_ms,
  (extract(epoch FROM d.last_attempt_at) * 1000)::float8 AS last_attempt_ms,
  (extract(epoch FROM d.next_attempt_at) * 1000)::float8 AS next_attempt_ms,
  (extract(epoch FROM d.delivered_at) * 1000)::float8 AS delivered_ms,
  d.last_status_code, d.last_error`;

const instant = (ms: number | null): string | null =>
  ms === null ? null : new Date(Math.round(ms)).toISOString();

export const deliveryOf = (row: DeliveryRow): WebhookDelivery => ({
  id: Number(row.id),
  messageId: row.message_id,
  eventType: row.event_type as WebhookDelivery['eventType'],
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  createdAt: new Date(Math.round(row.created_ms)).toISOString(),
  lastAttemptAt: instant(row.last_attempt_ms),
  nextAttemptAt: row.status === 'pending' ? instant(row.next_attempt_ms) : null,
  deliveredAt: instant(row.delivered_ms),
  lastStatusCode: row.last_status_code,
  lastError: row.last_error,
});

/** Queues the console's test event for one endpoint (also a disabled one) and answers its delivery. */
export const enqueueTestMessage = async (
  q: Queryable,
  endpointId: number,
  organisationId: string,
  now: Date,
): Promise<WebhookDelivery> => {
  const messageId = `msg_${randomBytes(12).toString('hex')}`;
  const payload = JSON.stringify({
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: { endpointId, organisationId, message: 'A test event from the rail-fleet portal.' },
  });
  const [row] = await q.query<DeliveryRow>(
    `WITH d AS (
       INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, payload, created_at, next_attempt_at)
       VALUES ($1, $2, 'webhook.test', $3, $4, $4) RETURNING *),
     signal AS (SELECT pg_notify('${WEBHOOK_CHANNEL}', ''))
     SELECT ${DELIVERY_COLUMNS} FROM d, signal`,
    [endpointId, messageId, payload, now.toISOString()],
  );
  if (!row) throw new Error(`The test message for endpoint ${endpointId} was not stored.`);
  return deliveryOf(row);
};

/** A message claimed for one attempt. */
export interface ClaimedMessage {
  readonly id: number;
  readonly messageId: string;
  readonly payload: string;
  readonly attempts: number;
  readonly createdAt: Date;
  readonly url: string;
  readonly secret: string;
  /** The lease's end: the attempt's outcome is recorded only while the lease is still this one. */
  readonly leasedUntil: string;
}

/**
 * Claims up to `limit` due messages of enabled endpoints (a test message also of a disabled one) for
 * one attempt each: their lease keeps every other instance off them until it ends, so a message is
 * sent by one instance at a time; an instance that stops mid-attempt leaves a lease that runs out, and
 * the message is taken again (at least once). SKIP LOCKED lets instances claim side by side.
 */
export const claimDueMessages = async (
  q: Queryable,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedMessage[]> => {
  const leasedUntil = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await q.query<{
    id: string | number;
    message_id: string;
    payload: string;
    attempts: number;
    created_ms: number;
    url: string;
    secret: string;
  }>(
    `WITH due AS (
       SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id
       WHERE d.status = 'pending' AND d.next_attempt_at <= $1
         AND (d.leased_until IS NULL OR d.leased_until <= $1)
         AND (w.enabled OR d.event_type = 'webhook.test')
       ORDER BY d.next_attempt_at, d.id LIMIT $3
       FOR UPDATE OF d SKIP LOCKED)
     UPDATE webhook_deliveries d SET leased_until = $2, attempts = d.attempts + 1, last_attempt_at = $1
     FROM due, webhook_endpoints w WHERE d.id = due.id AND w.id = d.endpoint_id
     RETURNING d.id, d.message_id, d.payload, d.attempts,
       (extract(epoch FROM d.created_at) * 1000)::float8 AS created_ms, w.url, w.secret`,
    [now.toISOString(), leasedUntil, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    messageId: r.message_id,
    payload: r.payload,
    attempts: r.attempts,
    createdAt: new Date(Math.round(r.created_ms)),
    url: r.url,
    secret: r.secret,
    leasedUntil,
  }));
};

/** The first retry waits 5 s; each next one twice as long, at most an hour. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 60 * 60_000;
export const RETRY_WINDOW_MS = WEBHOOK_LIMITS.retryHours * 60 * 60_000;

/**
 * When a message that failed `attempts` times is tried again, or null to give up: exponential backoff
 * (5 s, 10 s, 20 s ... at most 1 h) with ±20 % jitter so that receivers coming back are not hit by
 * every message at once, and a last attempt at 24 hours after the message was created.
 */
export const nextAttemptAt = (
  createdAt: Date,
  attempts: number,
  now: Date,
  random: () => number = Math.random,
): Date | null => {
  const deadline = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  const wait = base * (0.8 + 0.4 * random());
  return new Date(Math.min(now.getTime() + wait, deadline));
};

/** Records an attempt's outcome, unless its lease ended and another instance took the message. */
export const recordAttempt = async (
  q: Queryable,
  message: ClaimedMessage,
  outcome: PostOutcome,
  now: Date,
  random?: () => number,
): Promise<void> => {
  const next =
    outcome.error === null ? null : nextAttemptAt(message.createdAt, message.attempts, now, random);
  const status = outcome.error === null ? 'delivered' : next ? 'pending' : 'failed';
  await q.query(
    `UPDATE webhook_deliveries SET status = $3, leased_until = NULL, next_attempt_at = $4,
       last_status_code = $5, last_error = $6, delivered_at = CASE WHEN $3 = 'delivered' THEN $7::timestamptz END
     WHERE id = $1 AND leased_until = $2::timestamptz AND status = 'pending'`,
    [
      message.id,
      message.leasedUntil,
      status,
      next?.toISOString() ?? null,
      outcome.statusCode,
      outcome.error?.slice(0, 500) ?? null,
      now.toISOString(),
    ],
  );
};

/** When the next queued message is due (or a lease runs out), null when none waits. */
export const nextDueAt = async (q: Queryable): Promise<Date | null> => {
  const [row] = await q.query<{ due_ms: number | null }>(
    `SELECT (extract(epoch FROM min(greatest(d.next_attempt_at, coalesce(d.leased_until, d.next_attempt_at)))) * 1000)::float8 AS due_ms
     FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id
     WHERE d.status = 'pending' AND (w.enabled OR d.event_type = 'webhook.test')`,
  );
  return row?.due_ms == null ? null : new Date(Math.round(row.due_ms));
};

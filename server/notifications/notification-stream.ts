import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { Schema } from 'effect';
import {
  Alarm,
  ALARM_STREAM_EVENT,
  NotificationEvent,
  NotificationStreamReady,
} from '../../src/api/contract';
import type { CallerScope } from '../accounts/caller-scope';
import type { Db } from '../db/db';
import { requireFleetReader } from '../fleet/fleet-access';
import { ApiError, unauthorized } from '../http/api-error';
import { bearer, type Authenticator } from '../http/route';
import { newestAlarmChange, readChangedAlarms } from './alarms/alarm-query';
import type { NotificationHub } from './notification-hub';
import { newestEventId, readEventsAfter, type EventFilter } from './notification-query';

export interface StreamOptions {
  /** Between `: ping` comments, which also re-check the token and the caller's scope (15 s). */
  readonly heartbeatMs: number;
  /** At most this many missed events are replayed on resume, the newest ones (1000). */
  readonly replayLimit: number;
}

export const DEFAULT_STREAM_OPTIONS: StreamOptions = { heartbeatMs: 15_000, replayLimit: 1000 };

export interface StreamDeps {
  readonly db: Db;
  readonly hub: NotificationHub;
  readonly log: (message: string, error?: unknown) => void;
}

const MAX_ID = Number.MAX_SAFE_INTEGER;
const encodeEvent = Schema.encodeSync(NotificationEvent);
const encodeReady = Schema.encodeSync(NotificationStreamReady);
const encodeAlarm = Schema.encodeSync(Alarm);
/** Alarm changes read per wake (more: read again). */
const ALARM_BATCH = 200;

/** The resume point: the `Last-Event-ID` header, else the `lastEventId` query parameter; 400 naming it. */
const resumePointOf = (c: Context): number | null => {
  const header = c.req.header('last-event-id');
  const [field, text] =
    header !== undefined
      ? ['header.Last-Event-ID', header]
      : ['query.lastEventId', c.req.query('lastEventId')];
  if (text === undefined || text.trim() === '') return null;
  const id = /^\d{1,16}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!(id <= MAX_ID)) {
    throw new ApiError(400, 'invalid_request', `Invalid ${field}: an event id (a whole number ≥ 0)`, {
      field,
      issues: [{ field, message: 'an event id (a whole number ≥ 0)' }],
    });
  }
  return id;
};

const streamFilter = (scope: CallerScope): EventFilter => ({
  scope,
  vehicleIds: 'organisation',
  period: null,
});

/**
 * One browser's stream, set up before the answer starts (so a bad token or a failing database is an
 * ordinary JSON error): subscribed first, then the newest visible id read, so an event committed in
 * between is read by the first catch-up instead of being lost. Afterwards every wake reads the
 * visible events above the last one sent, in id order (the ids of an organisation's events are handed
 * out in commit order, see recordNotificationEvent), one read at a time: nothing is sent twice or lost.
 * The same wake sends the alarms changed since the last change sent (`event: alarm`, no id; change
 * numbers are handed out in commit order too); a reconnecting client reads its alarms afresh.
 */
export const openNotificationStream = async (
  c: Context,
  auth: Authenticator,
  deps: StreamDeps,
  options: StreamOptions = DEFAULT_STREAM_OPTIONS,
): Promise<Response> => {
  const token = bearer(c.req.header('authorization'));
  if (!token) throw unauthorized('An access token is required (Authorization: Bearer).');
  let scope = await requireFleetReader(deps.db, await auth.accessToken(token));
  const resumeFrom = resumePointOf(c);

  let sse: SSEStreamingApi | null = null;
  let closed = false;
  let lastSent = 0;
  let lastAlarmChange = 0;
  let reading: Promise<void> | null = null;
  let again = false;

  const readAndSend = async (first: boolean) => {
    let replay = first && resumeFrom !== null;
    do {
      again = false;
      const filter = { ...streamFilter(scope), afterId: lastSent };
      const page = { limit: options.replayLimit, newest: replay };
      // Callers without windows of one organisation see the same events: one read serves them all.
      const who = scope.accessWindows.length > 0 ? scope.accountId : '';
      const key = `${scope.organisationId}|${who}|${lastSent}|${page.limit}|${replay}`;
      const events = await deps.hub.shared(key, () => readEventsAfter(deps.db, filter, page));
      for (const event of events) {
        if (closed || !sse) return;
        await sse.write(
          `id: ${event.id}\nevent: notification\ndata: ${JSON.stringify(encodeEvent(event))}\n\n`,
        );
        lastSent = event.id;
      }
      if (events.length === options.replayLimit && !replay) again = true;
      replay = false;
      if (await sendAlarms(who)) again = true;
    } while (again && !closed);
  };
  /** Sends the alarms changed since the last one sent (issue 30 §1); answers whether more may wait. */
  const sendAlarms = async (who: string): Promise<boolean> => {
    const after = lastAlarmChange;
    const key = `alarms|${scope.organisationId}|${who}|${after}`;
    const { alarms, lastChange } = await deps.hub.shared(key, () =>
      readChangedAlarms(deps.db, { scope, vehicleIds: 'organisation', changedAfter: after }, ALARM_BATCH),
    );
    for (const alarm of alarms) {
      if (closed || !sse) return false;
      await sse.write(`event: ${ALARM_STREAM_EVENT}\ndata: ${JSON.stringify(encodeAlarm(alarm))}\n\n`);
    }
    if (lastChange !== null) lastAlarmChange = lastChange;
    return alarms.length === ALARM_BATCH;
  };
  const wake = (first = false) => {
    if (!sse || closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = readAndSend(first)
      .catch((error: unknown) => deps.log('Notification stream: reading events failed', error))
      .finally(() => {
        reading = null;
        if (again && !closed) wake();
      });
  };

  /** Set once the answer streams: ends it (after the shutdown's reconnection hint). */
  let end: ((retryMs: number) => void) | null = null;
  let closeBeforeStart: number | null = null;
  const close = (retryMs: number) => {
    if (end) end(retryMs);
    else closeBeforeStart = retryMs;
  };
  const unsubscribe = await deps.hub.subscribe({
    organisationId: () => scope.organisationId,
    wake,
    close,
  });
  let ready: number;
  try {
    ready = await newestEventId(deps.db, streamFilter(scope));
    lastAlarmChange = await newestAlarmChange(deps.db, { scope, vehicleIds: 'organisation' });
  } catch (error) {
    await unsubscribe();
    throw error;
  }
  lastSent = resumeFrom ?? ready;

  /** The token still valid and the caller still a reader of the same organisation; else the stream ends. */
  const recheck = async (): Promise<boolean> => {
    try {
      const next = await requireFleetReader(deps.db, await auth.accessToken(token));
      if (next.organisationId !== scope.organisationId) return false;
      scope = next;
      return true;
    } catch (error) {
      if (error instanceof ApiError) return false;
      deps.log('Notification stream: checking the caller failed', error);
      return true;
    }
  };

  return streamSSE(c, async (stream) => {
    sse = stream;
    let heartbeat: NodeJS.Timeout | undefined;
    /** A reconnection hint to send before ending: the instance is shutting down. */
    let goodbye: number | null = closeBeforeStart;
    const ended = new Promise<void>((resolve) => {
      end = (retryMs) => {
        goodbye = retryMs;
        resolve();
      };
      if (goodbye !== null) resolve();
      stream.onAbort(() => resolve());
      heartbeat = setInterval(() => {
        void stream.write(': ping\n\n').then(async () => {
          if (closed) return;
          if (await recheck()) wake();
          else resolve();
        });
      }, options.heartbeatMs);
    });
    try {
      await stream.write('retry: 2000\n\n');
      await stream.write(`event: ready\ndata: ${JSON.stringify(encodeReady({ lastEventId: ready }))}\n\n`);
      if (goodbye === null) wake(true);
      await ended;
      if (goodbye !== null) {
        closed = true;
        await reading;
        // The browser reconnects after this long, through the load balancer to another instance.
        await stream.write(`retry: ${goodbye}\n\n`);
      }
    } finally {
      closed = true;
      clearInterval(heartbeat);
      await unsubscribe();
    }
  });
};

import { Either, Schema } from 'effect';
import { apiUrl, DEFAULT_API_BASE, type ApiBase } from '../api-base';
import { ApiCallError } from '../api-failure';
import { Alarm, ALARM_STREAM_EVENT } from '../contract/alarms.contract';
import {
  NOTIFICATION_STREAM_PATH,
  NotificationEvent,
  NotificationStreamReady,
} from '../contract/notifications.contract';
import { createSseParser, type SseFrame } from './sse-parser';

/** What the live stream tells while it is open, as events a machine can take. */
export type NotificationStreamMessage =
  /** The server is live; its newest event id when the stream opened (the resume point). */
  | { readonly type: 'stream.ready'; readonly lastEventId: number }
  | { readonly type: 'stream.notification'; readonly event: NotificationEvent }
  /** An alarm changed (issue 30 §1): opened, an event joined, acknowledged or cleared. */
  | { readonly type: 'stream.alarm'; readonly alarm: Alarm }
  /** The server's reconnection time (`retry:`). */
  | { readonly type: 'stream.retry'; readonly ms: number }
  /** A `: ping` comment (every 15 s) or any other sign of life without data. */
  | { readonly type: 'stream.ping' };

/** One opening of the stream. */
export interface NotificationStreamRequest {
  /** Null: none yet (the server answers 401). */
  readonly accessToken: string | null;
  /** Sent as `Last-Event-ID` (the events after it come first); null: only the live ones. */
  readonly lastEventId: number | null;
  readonly signal: AbortSignal;
  readonly onMessage: (message: NotificationStreamMessage) => void;
}

/**
 * Opens the stream and reads it until it ends: resolves when the server closes the body, rejects with
 * an {@link ApiCallError} (`HttpError` with the status, `NetworkError` when the connection drops,
 * `Aborted` when the signal aborts).
 */
export type OpenNotificationStream = (request: NotificationStreamRequest) => Promise<void>;

export interface NotificationStreamOptions {
  /** Host and versions of the gateway (spec 000 §7); the page's origin and v1 by default. */
  readonly base?: ApiBase;
  readonly fetch?: typeof fetch;
  /** Told of frames the contract does not know (logged by the root; the stream goes on). */
  readonly onInvalidFrame?: (frame: SseFrame, reason: string) => void;
}

const decodeEvent = Schema.decodeUnknownEither(Schema.parseJson(NotificationEvent));
const decodeReady = Schema.decodeUnknownEither(Schema.parseJson(NotificationStreamReady));
const decodeAlarm = Schema.decodeUnknownEither(Schema.parseJson(Alarm));

/** A frame as a message; null for frames that carry nothing for the client, or bad ones. */
const toMessage = (frame: SseFrame, invalid: (reason: string) => void): NotificationStreamMessage | null => {
  if (frame.kind === 'retry') return { type: 'stream.retry', ms: frame.ms };
  if (frame.kind === 'comment') return { type: 'stream.ping' };
  if (frame.event === 'ready') {
    const ready = decodeReady(frame.data);
    if (Either.isRight(ready)) return { type: 'stream.ready', lastEventId: ready.right.lastEventId };
  } else if (frame.event === 'notification') {
    const event = decodeEvent(frame.data);
    if (Either.isRight(event)) return { type: 'stream.notification', event: event.right };
  } else if (frame.event === ALARM_STREAM_EVENT) {
    const alarm = decodeAlarm(frame.data);
    if (Either.isRight(alarm)) return { type: 'stream.alarm', alarm: alarm.right };
  }
  invalid(`unexpected ${frame.event} frame`);
  return null;
};

const failure = (error: unknown, signal: AbortSignal): ApiCallError =>
  signal.aborted
    ? new ApiCallError({ _tag: 'Aborted' })
    : error instanceof ApiCallError
      ? error
      : new ApiCallError({
          _tag: 'NetworkError',
          message: error instanceof Error ? error.message : String(error),
        });

/**
 * The live stream of the contract's {@link NOTIFICATION_STREAM_PATH}, read with fetch streaming:
 * EventSource cannot send the bearer token. Reconnecting is the caller's business (the live-stream
 * machine), so the `retry:` hint is handed on rather than acted on.
 */
export const createNotificationStream = (options: NotificationStreamOptions = {}): OpenNotificationStream => {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const url = apiUrl(options.base ?? DEFAULT_API_BASE, NOTIFICATION_STREAM_PATH);
  return async ({ accessToken, lastEventId, signal, onMessage }) => {
    const headers: Record<string, string> = { accept: 'text/event-stream', 'cache-control': 'no-cache' };
    if (accessToken !== null) headers['authorization'] = `Bearer ${accessToken}`;
    if (lastEventId !== null) headers['last-event-id'] = String(lastEventId);
    try {
      const response = await doFetch(url, { method: 'GET', headers, signal, cache: 'no-store' });
      if (response.status !== 200 || response.body === null) {
        await response.body?.cancel().catch(() => undefined);
        throw new ApiCallError({
          _tag: 'HttpError',
          status: response.status,
          body: null,
          retryAfterSeconds: null,
        });
      }
      const parser = createSseParser(lastEventId === null ? '' : String(lastEventId));
      const reader = response.body.getReader();
      const deliver = (frames: readonly SseFrame[]) => {
        for (const frame of frames) {
          const message = toMessage(frame, (reason) => options.onInvalidFrame?.(frame, reason));
          if (message) onMessage(message);
        }
      };
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        deliver(parser.push(value));
      }
      deliver(parser.end());
    } catch (error) {
      throw failure(error, signal);
    }
  };
};

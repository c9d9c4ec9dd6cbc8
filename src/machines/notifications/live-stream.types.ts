import type { ApiFailure } from '../../api/api-failure';
import type { Alarm } from '../../api/contract/alarms.contract';
import type { NotificationEvent } from '../../api/contract/notifications.contract';
import type { NotificationStreamMessage } from '../../api/notifications/notification-stream';
import type { ConnectivityChanged, SessionChanged } from '../shared/app-facts';

/** The timings of the live stream (README "Live notifications"). */
export const LIVE_STREAM_TIMING = {
  /** The first reconnect waits this long unless the server's `retry:` says otherwise. */
  firstRetryMs: 1000,
  /** Backoff doubles per failure up to this (a larger `retry:` of the server still wins). */
  maxRetryMs: 30_000,
  /** The server pings every 15 s: three missed pings mean the connection is dead. */
  silenceMs: 45_000,
  /** How many delivered event ids are remembered to drop a repeated one. */
  rememberedIds: 256,
} as const;

/** Who the stream is for: the session fact that opens it (logged in with gateway/telematics read). */
export interface LiveStreamSession {
  readonly ready: boolean;
  readonly liveData: boolean;
  readonly organisationId: string | null;
}

export interface LiveStreamContext {
  /** Online for calls (network and an access token); null until the watcher told. */
  readonly online: boolean | null;
  readonly session: LiveStreamSession;
  /** The id of the last event delivered (or the server's resume point); sent as `Last-Event-ID`. */
  readonly lastEventId: number | null;
  /** Ids delivered lately, newest last: a repeated one is dropped (the safety net of the resume). */
  readonly recentIds: readonly number[];
  /** Openings that failed or dropped in a row; drives the backoff; 0 after a `ready`. */
  readonly failures: number;
  /** The server's reconnection time (`retry:`), the first step of the backoff. */
  readonly retryMs: number;
  /** Why the last opening ended. */
  readonly failure: ApiFailure | { readonly _tag: 'Silent' } | { readonly _tag: 'Closed' } | null;
}

export interface LiveStreamInput {
  readonly online?: boolean;
  readonly session?: LiveStreamSession;
}

/** The stream's end: the server closed the body, or the opening failed (HTTP status, network). */
export type LiveStreamEnd =
  { readonly type: 'stream.closed' } | { readonly type: 'stream.failed'; readonly failure: ApiFailure };

export type LiveStreamEvent =
  ConnectivityChanged | SessionChanged | NotificationStreamMessage | LiveStreamEnd;

/**
 * What subscribers hear (`actor.on(...)`): each new event once, the resume point of each opening, and
 * each alarm change (issue 30 §1; after a reconnect `live.ready` says to read the alarms shown again).
 */
export type LiveStreamEmitted =
  | { readonly type: 'live.notification'; readonly event: NotificationEvent }
  | { readonly type: 'live.alarm'; readonly alarm: Alarm }
  | { readonly type: 'live.ready'; readonly lastEventId: number };

/** `connected` while the stream is live; `reconnecting` while waiting to open again; `offline`; `stopped`. */
export type LiveStreamTag = 'connecting' | 'connected' | 'reconnecting' | 'offline' | 'stopped';

/** The input of the stream actor: where to resume. */
export interface OpenStreamInput {
  readonly lastEventId: number | null;
}

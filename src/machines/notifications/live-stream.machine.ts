import { assign, emit, fromCallback, setup, type ActorRefFrom, type EventObject } from 'xstate';
import type { ApiFailure } from '../../api/api-failure';
import type { Alarm } from '../../api/contract/alarms.contract';
import type { NotificationEvent } from '../../api/contract/notifications.contract';
import type { ConnectivityChanged, SessionChanged } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import { sessionScope } from '../shared/session-scope';
import {
  backoffMs,
  rememberId,
  resumePointAfterReady,
  sessionOf,
  sessionScopeGuards,
} from './live-stream.rules';
import {
  LIVE_STREAM_TIMING as TIMING,
  type LiveStreamContext,
  type LiveStreamEmitted,
  type LiveStreamEvent,
  type LiveStreamInput,
  type LiveStreamSession,
  type LiveStreamTag,
  type OpenStreamInput,
} from './live-stream.types';

const LOGGED_OUT: LiveStreamSession = { ready: false, liveData: false, organisationId: null };

const eventOf = ({ event }: { readonly event: { readonly event: NotificationEvent } }) => ({
  event: event.event,
});
const failed = [{ type: 'countFailure' }] as const;
const silent = [...failed, { type: 'recordFailure', params: { _tag: 'Silent' } }] as const;
const scope = sessionScope({ sessionOf, scoped: 'running', reset: 'forgetPlace' });

/**
 * The live notification stream (issue 10; contract `NOTIFICATION_STREAM_PATH`). Logged in with
 * gateway/telematics read and online, it keeps the stream open (`openStream`, a callback actor that
 * sends the `stream.*` messages and its end). A drop, a refusal or 45 s without a frame (the server
 * pings every 15 s) waits out the backoff (1 s, 2 s, 4 s … 30 s, starting at the server's `retry:`;
 * back to the start after a `ready`) and opens again with `Last-Event-ID` = the last event delivered, so
 * nothing is lost; an id delivered before is dropped, so nothing is told twice. A 401 asks the
 * session to refresh its token (`requestTokenRefresh`) before the next opening. Offline it waits for the
 * connection without trying; logged out (or without the right) it is stopped and forgets its place.
 * Each new event is emitted as `live.notification`, each opening's resume point as `live.ready`, each
 * alarm change (issue 30 §1) as `live.alarm`.
 */
export const liveStreamMachine = setup({
  types: {
    context: {} as LiveStreamContext,
    events: {} as LiveStreamEvent,
    emitted: {} as LiveStreamEmitted,
    input: undefined as LiveStreamInput | undefined,
    tags: {} as LiveStreamTag,
  },
  actors: {
    watchConnectivity: noFacts<ConnectivityChanged>(),
    watchSession: noFacts<SessionChanged>(),
    /** Opens the stream and sends its messages, then `stream.closed` or `stream.failed`; aborts on stop. */
    openStream: fromCallback<EventObject, OpenStreamInput>(() => undefined),
  },
  actions: {
    applyConnectivity: assign((_, { online }: { readonly online: boolean }) => ({ online })),
    applySession: assign((_, session: LiveStreamSession) => ({ session })),
    forgetPlace: assign({ lastEventId: null, recentIds: [], failures: 0, failure: null }),
    applyRetry: assign((_, { ms }: { readonly ms: number }) => ({ retryMs: ms })),
    markReady: assign(({ context }, { lastEventId }: { readonly lastEventId: number }) => ({
      lastEventId: resumePointAfterReady(context, lastEventId),
      failures: 0,
      failure: null,
    })),
    announceReady: emit((_, { lastEventId }: { readonly lastEventId: number }) => ({
      type: 'live.ready' as const,
      lastEventId,
    })),
    deliver: assign(({ context }, { event }: { readonly event: NotificationEvent }) => ({
      lastEventId: event.id,
      recentIds: rememberId(context.recentIds, event.id),
    })),
    announce: emit((_, { event }: { readonly event: NotificationEvent }) => ({
      type: 'live.notification' as const,
      event,
    })),
    announceAlarm: emit((_, { alarm }: { readonly alarm: Alarm }) => ({
      type: 'live.alarm' as const,
      alarm,
    })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    recordFailure: assign((_, failure: LiveStreamContext['failure']) => ({ failure })),
    /** Provided by the root: the session refreshes its access token. */
    requestTokenRefresh: () => {},
  },
  guards: {
    ...sessionScopeGuards,
    isOnline: ({ context }) => context.online !== false,
    wentOffline: (_, { online }: { readonly online: boolean }) => !online,
    cameOnline: (_, { online }: { readonly online: boolean }) => online,
    isNew: ({ context }, { event }: { readonly event: NotificationEvent }) =>
      !context.recentIds.includes(event.id),
    isUnauthorized: (_, { failure }: { readonly failure: ApiFailure }) =>
      failure._tag === 'HttpError' && failure.status === 401,
  },
  delays: {
    silence: TIMING.silenceMs,
    backoff: ({ context }) => backoffMs(context.failures, context.retryMs),
  },
}).createMachine({
  id: 'liveStream',
  context: ({ input }) => ({
    online: input?.online ?? null,
    session: input?.session ?? LOGGED_OUT,
    lastEventId: null,
    recentIds: [],
    failures: 0,
    retryMs: TIMING.firstRetryMs,
    failure: null,
  }),
  invoke: [
    { id: 'watchConnectivity', src: 'watchConnectivity' },
    { id: 'watchSession', src: 'watchSession' },
  ],
  on: {
    'connectivity.changed': { actions: { type: 'applyConnectivity', params: ({ event }) => event } },
  },
  initial: 'starting',
  states: {
    ...scope.states,
    running: {
      on: {
        // Another organisation: its own events from its own newest one (`forgetPlace`).
        'session.changed': scope.whileScoped,
        'connectivity.changed': [
          {
            guard: { type: 'wentOffline', params: ({ event }) => event },
            target: '.offline',
            actions: { type: 'applyConnectivity', params: ({ event }) => event },
          },
          { actions: { type: 'applyConnectivity', params: ({ event }) => event } },
        ],
      },
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'isOnline', target: 'open' }, { target: 'offline' }] },
        offline: {
          tags: 'offline',
          on: {
            'connectivity.changed': {
              guard: { type: 'cameOnline', params: ({ event }) => event },
              target: 'open',
              actions: { type: 'applyConnectivity', params: ({ event }) => event },
            },
          },
        },
        open: {
          invoke: {
            id: 'openStream',
            src: 'openStream',
            input: ({ context }) => ({ lastEventId: context.lastEventId }),
          },
          on: {
            'stream.retry': { actions: { type: 'applyRetry', params: ({ event }) => event } },
            'stream.alarm': { actions: { type: 'announceAlarm', params: ({ event }) => event } },
            'stream.notification': {
              guard: { type: 'isNew', params: eventOf },
              actions: [
                { type: 'deliver', params: eventOf },
                { type: 'announce', params: eventOf },
              ],
            },
            'stream.closed': {
              target: 'reconnecting',
              actions: [...failed, { type: 'recordFailure', params: { _tag: 'Closed' } }],
            },
            'stream.failed': [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => event },
                target: 'reconnecting',
                actions: [
                  ...failed,
                  { type: 'recordFailure', params: ({ event }) => event.failure },
                  'requestTokenRefresh',
                ],
              },
              {
                target: 'reconnecting',
                actions: [...failed, { type: 'recordFailure', params: ({ event }) => event.failure }],
              },
            ],
          },
          initial: 'connecting',
          states: {
            connecting: {
              tags: 'connecting',
              after: { silence: { target: '#liveStream.running.reconnecting', actions: silent } },
              on: {
                'stream.ready': {
                  target: 'connected',
                  actions: [
                    { type: 'markReady', params: ({ event }) => event },
                    { type: 'announceReady', params: ({ event }) => event },
                  ],
                },
              },
            },
            // Every frame restarts the silence timer.
            connected: {
              tags: 'connected',
              after: { silence: { target: '#liveStream.running.reconnecting', actions: silent } },
              on: {
                'stream.ping': { target: 'connected', reenter: true },
                'stream.alarm': {
                  target: 'connected',
                  reenter: true,
                  actions: { type: 'announceAlarm', params: ({ event }) => event },
                },
                'stream.retry': {
                  target: 'connected',
                  reenter: true,
                  actions: { type: 'applyRetry', params: ({ event }) => event },
                },
                'stream.notification': [
                  {
                    guard: { type: 'isNew', params: eventOf },
                    target: 'connected',
                    reenter: true,
                    actions: [
                      { type: 'deliver', params: eventOf },
                      { type: 'announce', params: eventOf },
                    ],
                  },
                  { target: 'connected', reenter: true },
                ],
              },
            },
          },
        },
        reconnecting: {
          tags: 'reconnecting',
          after: { backoff: 'open' },
        },
      },
    },
  },
});

/** The live-stream machine's type, for `ActorRefFrom` and `.provide()`. */
export type LiveStreamMachine = typeof liveStreamMachine;
export type LiveStreamActor = ActorRefFrom<LiveStreamMachine>;

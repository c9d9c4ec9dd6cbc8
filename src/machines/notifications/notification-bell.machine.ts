import { assign, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import type { ConnectivityChanged, SessionChanged } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import { sessionScope } from '../shared/session-scope';
import { sessionOf, sessionScopeGuards } from './live-stream.rules';
import type { LiveStreamSession } from './live-stream.types';
import {
  BELL_RETRY_MS,
  type NotificationBellContext,
  type NotificationBellEvent,
  type NotificationBellInput,
  type NotificationBellTag,
  type NotificationUnread,
  type ViewedNotifications,
} from './notification-bell.types';

const LOGGED_OUT: LiveStreamSession = { ready: false, liveData: false, organisationId: null };
const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The bell's '${name}' was not provided (see live-notifications.ts).`));
const unreadOf = ({ event }: { readonly event: { readonly output: NotificationUnread } }) => event.output;
const failureOf = ({ event }: { readonly event: { readonly error: unknown } }) => ({
  failure: toApiFailure(event.error),
});
const scope = sessionScope({ sessionOf, scoped: 'active', reset: 'reset' });
const viewedOf = ({ event }: { readonly event: ViewedNotifications }) => ({ newestId: event.newestId ?? 0 });

/**
 * The header bell (issue 10): the unread count, asked for when a user who may read live data logs in
 * (`loadUnread`), one more for each event the live stream delivers, and marked seen up to the newest
 * id known (`markSeen`) when the user opens the notifications (`user.viewedNotifications`: the bell's
 * click, the /notification page). The badge drops to 0 at once; the server's answer then says what is
 * still unread (events that came meanwhile). Logged out or without the right it is stopped at 0.
 */
export const notificationBellMachine = setup({
  types: {
    context: {} as NotificationBellContext,
    events: {} as NotificationBellEvent,
    input: undefined as NotificationBellInput | undefined,
    tags: {} as NotificationBellTag,
  },
  actors: {
    watchSession: noFacts<SessionChanged>(),
    watchConnectivity: noFacts<ConnectivityChanged>(),
    /** Hands on the live stream's `live.notification` and `live.ready`. */
    watchLive: noFacts<EventObject>(),
    loadUnread: fromPromise<NotificationUnread>(notProvided('loadUnread')),
    markSeen: fromPromise<NotificationUnread, { readonly lastSeenId: number }>(notProvided('markSeen')),
  },
  actions: {
    applySession: assign((_, session: LiveStreamSession) => ({ session })),
    reset: assign({ count: 0, newestId: 0, lastSeenId: 0, failure: null }),
    applyUnread: assign(({ context }, { count, lastSeenId }: NotificationUnread) => ({
      count,
      lastSeenId,
      newestId: Math.max(context.newestId, lastSeenId),
      failure: null,
    })),
    countEvent: assign(({ context }, { id }: { readonly id: number }) => ({
      count: context.count + 1,
      newestId: Math.max(context.newestId, id),
    })),
    learnNewest: assign(({ context }, { id }: { readonly id: number }) => ({
      newestId: Math.max(context.newestId, id),
    })),
    // The badge clears at once; the answer corrects it.
    markAllSeen: assign(({ context }) => ({ count: 0, lastSeenId: context.newestId })),
    recordFailure: assign((_, { failure }: Pick<NotificationBellContext, 'failure'>) => ({ failure })),
  },
  guards: {
    ...sessionScopeGuards,
    hasUnseen: ({ context }, { newestId }: { readonly newestId: number }) =>
      Math.max(context.newestId, newestId) > context.lastSeenId,
    cameOnline: (_, { online }: { readonly online: boolean }) => online,
  },
  delays: { retry: BELL_RETRY_MS },
}).createMachine({
  id: 'notificationBell',
  context: ({ input }) => ({
    session: input?.session ?? LOGGED_OUT,
    count: 0,
    newestId: 0,
    lastSeenId: 0,
    failure: null,
  }),
  invoke: [
    { id: 'watchSession', src: 'watchSession' },
    { id: 'watchConnectivity', src: 'watchConnectivity' },
  ],
  initial: 'starting',
  states: {
    ...scope.states,
    active: {
      invoke: { id: 'watchLive', src: 'watchLive' },
      on: {
        'session.changed': scope.whileScoped,
        'live.notification': {
          actions: { type: 'countEvent', params: ({ event }) => ({ id: event.event.id }) },
        },
        'live.ready': {
          actions: { type: 'learnNewest', params: ({ event }) => ({ id: event.lastEventId }) },
        },
        'user.viewedNotifications': {
          guard: { type: 'hasUnseen', params: viewedOf },
          target: '.marking',
          reenter: true,
          actions: [
            { type: 'learnNewest', params: ({ event }) => ({ id: event.newestId ?? 0 }) },
            'markAllSeen',
          ],
        },
      },
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadUnread',
            src: 'loadUnread',
            onDone: { target: 'ready', actions: { type: 'applyUnread', params: unreadOf } },
            onError: { target: 'failed', actions: { type: 'recordFailure', params: failureOf } },
          },
        },
        failed: {
          tags: 'failed',
          after: { retry: 'loading' },
          on: {
            'connectivity.changed': {
              guard: { type: 'cameOnline', params: ({ event }) => event },
              target: 'loading',
            },
          },
        },
        ready: {},
        marking: {
          tags: 'marking',
          invoke: {
            id: 'markSeen',
            src: 'markSeen',
            input: ({ context }) => ({ lastSeenId: context.lastSeenId }),
            onDone: { target: 'ready', actions: { type: 'applyUnread', params: unreadOf } },
            // Not marked: ask what is unread instead of showing a 0 that is not true.
            onError: { target: 'loading', actions: { type: 'recordFailure', params: failureOf } },
          },
        },
      },
    },
  },
});

export type NotificationBellMachine = typeof notificationBellMachine;
export type NotificationBellActor = ActorRefFrom<NotificationBellMachine>;

import { assign, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import type { ConnectivityChanged, SessionChanged } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import { sessionScope } from '../shared/session-scope';
import { sessionOf, sessionScopeGuards } from './live-stream.rules';
import type { LiveStreamSession } from './live-stream.types';
import {
  BELL_RETRY_MS,
  type AlarmCounts,
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
const countsOf = ({ event }: { readonly event: { readonly output: AlarmCounts } }) => event.output;
const scope = sessionScope({ sessionOf, scoped: 'active', reset: 'reset' });
const viewedOf = ({ event }: { readonly event: ViewedNotifications }) => ({ newestId: event.newestId ?? 0 });

/**
 * The header bell (issue 10): the unread count, asked for when a user who may read live data logs in
 * (`loadUnread`), one more for each event the live stream delivers, and marked seen up to the newest
 * id known (`markSeen`) when the user opens the notifications (`user.viewedNotifications`: the bell's
 * click, the /notification page). The badge drops to 0 at once; the server's answer then says what is
 * still unread (events that came meanwhile). Logged out or without the right it is stopped at 0.
 *
 * Alongside (issue 30 §1, the `alarms` region of `active`): the number of active alarms, asked for
 * (`loadAlarmCounts`) on start and again on each alarm change of the stream (`live.alarm`) and each
 * opening of it (`live.ready`: changes may have been missed meanwhile). Changes that arrive while a
 * count is asked are coalesced into one more count after it (`alarmsStale`), not one per change. A
 * failed count keeps the last number shown and is asked again like the unread count (30 s, back
 * online, or the next change).
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
    loadAlarmCounts: fromPromise<AlarmCounts>(notProvided('loadAlarmCounts')),
    markSeen: fromPromise<NotificationUnread, { readonly lastSeenId: number }>(notProvided('markSeen')),
  },
  actions: {
    applySession: assign((_, session: LiveStreamSession) => ({ session })),
    reset: assign({
      count: 0,
      newestId: 0,
      lastSeenId: 0,
      failure: null,
      activeAlarms: 0,
      alarmsStale: false,
    }),
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
    applyAlarmCounts: assign((_, { active }: AlarmCounts) => ({ activeAlarms: active })),
    startAlarmCount: assign({ alarmsStale: false }),
    markAlarmsStale: assign({ alarmsStale: true }),
  },
  guards: {
    ...sessionScopeGuards,
    hasUnseen: ({ context }, { newestId }: { readonly newestId: number }) =>
      Math.max(context.newestId, newestId) > context.lastSeenId,
    cameOnline: (_, { online }: { readonly online: boolean }) => online,
    alarmsStale: ({ context }) => context.alarmsStale,
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
    activeAlarms: 0,
    alarmsStale: false,
  }),
  invoke: [
    { id: 'watchSession', src: 'watchSession' },
    { id: 'watchConnectivity', src: 'watchConnectivity' },
  ],
  initial: 'starting',
  states: {
    ...scope.states,
    active: {
      type: 'parallel',
      invoke: { id: 'watchLive', src: 'watchLive' },
      on: { 'session.changed': scope.whileScoped },
      states: {
        unread: {
          on: {
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
        alarms: {
          initial: 'counting',
          states: {
            counting: {
              tags: 'countingAlarms',
              entry: 'startAlarmCount',
              on: {
                'live.alarm': { actions: 'markAlarmsStale' },
                'live.ready': { actions: 'markAlarmsStale' },
              },
              invoke: {
                id: 'loadAlarmCounts',
                src: 'loadAlarmCounts',
                onDone: [
                  {
                    guard: 'alarmsStale',
                    target: 'counting',
                    reenter: true,
                    actions: { type: 'applyAlarmCounts', params: countsOf },
                  },
                  { target: 'counted', actions: { type: 'applyAlarmCounts', params: countsOf } },
                ],
                // The last number stays; a change meanwhile is asked for at once.
                onError: [{ guard: 'alarmsStale', target: 'counting', reenter: true }, { target: 'failed' }],
              },
            },
            counted: { on: { 'live.alarm': 'counting', 'live.ready': 'counting' } },
            failed: {
              tags: 'alarmsFailed',
              after: { retry: 'counting' },
              on: {
                'live.alarm': 'counting',
                'live.ready': 'counting',
                'connectivity.changed': {
                  guard: { type: 'cameOnline', params: ({ event }) => event },
                  target: 'counting',
                },
              },
            },
          },
        },
      },
    },
  },
});

export type NotificationBellMachine = typeof notificationBellMachine;
export type NotificationBellActor = ActorRefFrom<NotificationBellMachine>;

import { assign, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import { noFacts } from '../shared/fact-watch';
import { alarmListActorDefaults } from './alarm-list.actors';
import { ALARM_PAGE_SIZE, alarmRequestOf, isShown, withAlarm } from './alarm-list.rules';
import type {
  Alarm,
  AlarmListContext,
  AlarmListEvent,
  AlarmListInput,
  AlarmListTag,
  AlarmPage,
  AlarmState,
} from './alarm-list.types';

const outputOf = ({ event }: { readonly event: { readonly output: AlarmPage } }) => ({
  result: event.output,
});
const alarmOf = ({ event }: { readonly event: { readonly alarm: Alarm } }) => ({ alarm: event.alarm });

/**
 * The alarms list (issue 30 §1): one page of the alarms in the chosen state (`loadAlarmPage`: state,
 * top 50, skip), newest last event first. A new state or page starts the fetch over (the running
 * request is cancelled). The live stream (`watchLive`) keeps it current: an alarm on the page is shown
 * as it now is (another tab acknowledged it), one in the state shown that is not on the page marks the
 * list `stale` (the view offers to read it again), and a reopened stream reads the page again, since
 * its changes meanwhile were not sent.
 */
export const alarmListMachine = setup({
  types: {
    context: {} as AlarmListContext,
    events: {} as AlarmListEvent,
    input: undefined as AlarmListInput | undefined,
    tags: {} as AlarmListTag,
  },
  actors: {
    ...alarmListActorDefaults,
    /** Sends `live.alarmChanged` and `live.ready` from the live stream. */
    watchLive: noFacts<EventObject>(),
  },
  actions: {
    applyFilter: assign((_, { filter }: { readonly filter: AlarmState }) => ({ filter, page: 1 })),
    applyPageNumber: assign((_, { page }: { readonly page: number }) => ({
      page: Math.max(1, Math.floor(page)),
    })),
    storePage: assign((_, { result }: { readonly result: AlarmPage }) => ({
      result,
      stale: false,
      failure: null,
    })),
    backToLastPage: assign(({ context }, { result }: { readonly result: AlarmPage }) => ({
      page: Math.max(1, Math.ceil(result.total / context.pageSize)),
    })),
    showAlarm: assign(({ context }, { alarm }: { readonly alarm: Alarm }) => ({
      result: withAlarm(context, alarm),
    })),
    markStale: assign({ stale: true }),
    recordFailure: assign((_, { error }: { readonly error: unknown }) => ({ failure: toApiFailure(error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isShown: ({ context }, { alarm }: { readonly alarm: Alarm }) => isShown(context, alarm),
    isNewInFilter: ({ context }, { alarm }: { readonly alarm: Alarm }) => alarm.state === context.filter,
    // The alarms shrank under the page (acknowledged, cleared): show the last page that has some.
    isPastLastPage: ({ context }, { result }: { readonly result: AlarmPage }) =>
      result.items.length === 0 && result.total > 0 && context.page > 1,
    isEmptyPage: (_, { result }: { readonly result: AlarmPage }) => result.items.length === 0,
  },
}).createMachine({
  id: 'alarmList',
  context: ({ input }) => ({
    filter: input?.filter ?? 'active',
    page: 1,
    pageSize: input?.pageSize ?? ALARM_PAGE_SIZE,
    result: null,
    stale: false,
    failure: null,
  }),
  invoke: { id: 'watchLive', src: 'watchLive' },
  // Each of these starts the fetch over: a running request is cancelled.
  on: {
    'user.filter': { target: '.loading', actions: { type: 'applyFilter', params: ({ event }) => event } },
    'user.goToPage': {
      target: '.loading',
      actions: { type: 'applyPageNumber', params: ({ event }) => event },
    },
    'user.refresh': '.loading',
    'live.ready': '.loading',
    'live.alarmChanged': [
      { guard: { type: 'isShown', params: alarmOf }, actions: { type: 'showAlarm', params: alarmOf } },
      { guard: { type: 'isNewInFilter', params: alarmOf }, actions: 'markStale' },
    ],
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadAlarmPage',
        src: 'loadAlarmPage',
        input: ({ context }) => alarmRequestOf(context),
        onDone: [
          {
            guard: { type: 'isPastLastPage', params: outputOf },
            target: 'loading',
            reenter: true,
            actions: { type: 'backToLastPage', params: outputOf },
          },
          {
            guard: { type: 'isEmptyPage', params: outputOf },
            target: 'empty',
            actions: { type: 'storePage', params: outputOf },
          },
          { target: 'ready', actions: { type: 'storePage', params: outputOf } },
        ],
        onError: { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => event } },
      },
    },
    ready: { tags: 'ready' },
    empty: { tags: ['ready', 'empty'] },
    failed: { tags: 'failed', exit: 'clearFailure', on: { 'user.retry': 'loading' } },
  },
});

/** The alarm list machine's type, for `ActorRefFrom` and `.provide()`. */
export type AlarmListMachine = typeof alarmListMachine;
export type AlarmListActor = ActorRefFrom<AlarmListMachine>;

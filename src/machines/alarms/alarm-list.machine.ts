import { assign, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import type { PeriodChanged } from '../period/period.types';
import { noFacts } from '../shared/fact-watch';
import {
  vehiclePeriodGuards,
  vehiclePeriodTransitions,
  vehiclePeriodUpdates,
} from '../shared/vehicle-period-page';
import { alarmListActorDefaults } from './alarm-list.actors';
import { ALARM_PAGE_SIZE, alarmRequestOf, fitsList, isShown, withAlarm } from './alarm-list.rules';
import type {
  Alarm,
  AlarmListContext,
  AlarmListEvent,
  AlarmListInput,
  AlarmListTag,
  AlarmPage,
  AlarmState,
  AlarmVehiclesChanged,
} from './alarm-list.types';

const outputOf = ({ event }: { readonly event: { readonly output: AlarmPage } }) => ({
  result: event.output,
});
const alarmOf = ({ event }: { readonly event: { readonly alarm: Alarm } }) => ({ alarm: event.alarm });
const firstPage = { page: 1 } as const;
/** Never asked for: `loading` is entered only with a period (from `checking`). */
const NO_REQUEST = {
  state: 'active',
  vehicleIds: [],
  period: { startDate: '1970-01-01', endDate: '1970-01-01' },
  top: 0,
  skip: 0,
} as const;

/**
 * The alarms list (issue 30 §1): one page of the alarms in the chosen state of the selected vehicles
 * (`watchSelection`) in the applied period (`watchPeriod`) — the inputs and semantics of the
 * notification history beside it — (`loadAlarmPage`: state, vehicleIds, period, top 50, skip), newest
 * last event first. Nothing is fetched before a period is applied. A new state, selection, period or
 * page starts the fetch over (the running request is cancelled); all but the page go back to the
 * first page. The live stream (`watchLive`) keeps it current: an alarm on the page is shown
 * as it now is (another tab acknowledged it), one the list would hold (its state, vehicle and period)
 * that is not on the page marks the list `stale` (the view offers to read it again), and a reopened stream reads the page again, since
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
    watchSelection: noFacts<AlarmVehiclesChanged>(),
    watchPeriod: noFacts<PeriodChanged>(),
  },
  actions: {
    applyFilter: assign((_, { filter }: { readonly filter: AlarmState }) => ({ filter, ...firstPage })),
    applyVehicles: assign(vehiclePeriodUpdates.vehicles),
    applyPeriod: assign(vehiclePeriodUpdates.period),
    applyPageNumber: assign(vehiclePeriodUpdates.pageNumber),
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
    ...vehiclePeriodGuards,
    isShown: ({ context }, { alarm }: { readonly alarm: Alarm }) => isShown(context, alarm),
    isNewInList: ({ context }, { alarm }: { readonly alarm: Alarm }) => fitsList(context, alarm),
    // The alarms shrank under the page (acknowledged, cleared): show the last page that has some.
    isPastLastPage: ({ context }, { result }: { readonly result: AlarmPage }) =>
      result.items.length === 0 && result.total > 0 && context.page > 1,
    isEmptyPage: (_, { result }: { readonly result: AlarmPage }) => result.items.length === 0,
  },
}).createMachine({
  id: 'alarmList',
  context: ({ input }) => ({
    filter: input?.filter ?? 'active',
    vehicleIds: input?.vehicleIds ?? [],
    period: input?.period ?? null,
    page: 1,
    pageSize: input?.pageSize ?? ALARM_PAGE_SIZE,
    result: null,
    stale: false,
    failure: null,
  }),
  invoke: [
    { id: 'watchLive', src: 'watchLive' },
    {
      id: 'watchSelection',
      src: 'watchSelection',
      input: ({ context }) => ({ known: context.vehicleIds }),
    },
    { id: 'watchPeriod', src: 'watchPeriod', input: ({ context }) => ({ known: context.period }) },
  ],
  // Each of these starts the fetch over from `checking`: a running request is cancelled.
  on: {
    ...vehiclePeriodTransitions,
    'user.filter': { target: '.checking', actions: { type: 'applyFilter', params: ({ event }) => event } },
    'user.refresh': '.checking',
    'live.ready': '.checking',
    'live.alarmChanged': [
      { guard: { type: 'isShown', params: alarmOf }, actions: { type: 'showAlarm', params: alarmOf } },
      { guard: { type: 'isNewInList', params: alarmOf }, actions: 'markStale' },
    ],
  },
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasNoPeriod', target: 'waiting' }, { target: 'loading' }] },
    waiting: { tags: 'waiting' },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadAlarmPage',
        src: 'loadAlarmPage',
        input: ({ context }) => alarmRequestOf(context) ?? NO_REQUEST,
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
    failed: { tags: 'failed', exit: 'clearFailure', on: { 'user.retry': 'checking' } },
  },
});

/** The alarm list machine's type, for `ActorRefFrom` and `.provide()`. */
export type AlarmListMachine = typeof alarmListMachine;
export type AlarmListActor = ActorRefFrom<AlarmListMachine>;

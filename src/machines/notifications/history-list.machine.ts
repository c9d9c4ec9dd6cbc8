import { assign, setup } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import type { PeriodChanged } from '../period/period.types';
import { noFacts } from '../shared/fact-watch';
import {
  vehiclePeriodGuards,
  vehiclePeriodTransitions,
  vehiclePeriodUpdates,
} from '../shared/vehicle-period-page';
import { historyListActorDefaults } from './history-list.actors';
import { DEFAULT_HISTORY_SORT, HISTORY_PAGE_SIZE, requestOf } from './history-list.rules';
import type {
  HistoryListContext,
  HistoryListEvent,
  HistoryListInput,
  HistoryListRequest,
  HistoryListTag,
  HistorySort,
  HistoryVehiclesChanged,
  NotificationPage,
} from './history-list.types';

const firstPage = { page: 1 } as const;

/**
 * The notifications history (spec 001 §2 Notifications page, §7, §9): fetches one page of events
 * (`loadPage`: vehicleIds, period, orderBy, top 50, skip) whenever the selected vehicles
 * (`watchSelection`), the applied period (`watchPeriod`), the sort or the page change. Every change
 * restarts the fetch: the running request is cancelled (its signal aborts) and its late answer can no
 * longer arrive, so a stale page never replaces a newer query's. A new selection, period or sort goes
 * back to the first page. The page shown stays while the next loads. Nothing is fetched before a
 * period is applied.
 */
export const historyListMachine = setup({
  types: {
    context: {} as HistoryListContext,
    events: {} as HistoryListEvent,
    input: undefined as HistoryListInput | undefined,
    tags: {} as HistoryListTag,
  },
  actors: {
    ...historyListActorDefaults,
    watchSelection: noFacts<HistoryVehiclesChanged>(),
    watchPeriod: noFacts<PeriodChanged>(),
  },
  actions: {
    applyVehicles: assign(vehiclePeriodUpdates.vehicles),
    applyPeriod: assign(vehiclePeriodUpdates.period),
    applySort: assign((_, { sort }: { readonly sort: HistorySort }) => ({ sort, ...firstPage })),
    applyPageNumber: assign(vehiclePeriodUpdates.pageNumber),
    storePage: assign((_, { result }: { readonly result: NotificationPage }) => ({ result, failure: null })),
    backToLastPage: assign(({ context }, { result }: { readonly result: NotificationPage }) => ({
      page: Math.max(1, Math.ceil(result.total / context.pageSize)),
    })),
    recordFailure: assign((_, { error }: { readonly error: unknown }) => ({ failure: toApiFailure(error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    ...vehiclePeriodGuards,
    // The events shrank under the page (e.g. a vehicle's window): show the last page that has some.
    isPastLastPage: ({ context }, { result }: { readonly result: NotificationPage }) =>
      result.items.length === 0 && result.total > 0 && context.page > 1,
    isEmptyPage: (_, { result }: { readonly result: NotificationPage }) => result.items.length === 0,
  },
}).createMachine({
  id: 'historyList',
  context: ({ input }) => ({
    vehicleIds: input?.vehicleIds ?? [],
    period: input?.period ?? null,
    sort: input?.sort ?? DEFAULT_HISTORY_SORT,
    page: 1,
    pageSize: input?.pageSize ?? HISTORY_PAGE_SIZE,
    result: null,
    failure: null,
  }),
  invoke: [
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
    'user.sort': { target: '.checking', actions: { type: 'applySort', params: ({ event }) => event } },
  },
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasNoPeriod', target: 'waiting' }, { target: 'loading' }] },
    waiting: { tags: 'waiting' },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }): HistoryListRequest =>
          requestOf(context) ?? {
            vehicleIds: [],
            period: { startDate: '1970-01-01', endDate: '1970-01-01' },
            orderBy: '',
            top: 0,
            skip: 0,
          },
        onDone: [
          {
            guard: { type: 'isPastLastPage', params: ({ event }) => ({ result: event.output }) },
            target: 'checking',
            actions: { type: 'backToLastPage', params: ({ event }) => ({ result: event.output }) },
          },
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ result: event.output }) },
            target: 'empty',
            actions: { type: 'storePage', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'ready',
            actions: { type: 'storePage', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => event } },
      },
    },
    ready: { tags: 'ready' },
    empty: { tags: ['ready', 'empty'] },
    failed: { tags: 'failed', exit: 'clearFailure', on: { 'user.retry': 'checking' } },
  },
});

/** The history list machine's type, for `ActorRefFrom` and `.provide()`. */
export type HistoryListMachine = typeof historyListMachine;

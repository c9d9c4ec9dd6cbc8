import { assign, setup } from 'xstate';
import { failureStatus, toApiFailure } from '../../../api/api-failure';
import { DEFAULT_LOGBOOK_ORDERBY, LOGBOOK_PAGING, type LogbookOrderBy } from '../../../api/contract';
import type { SessionChanged } from '../../shared/app-facts';
import { noFacts } from '../../shared/fact-watch';
import type { VehicleChanged } from '../../fleet/live-detail.types';
import type { Period } from '../../period/period.rules';
import { samePeriod } from '../../period/same-period';
import type { PeriodChanged } from '../../period/period.types';
import { logbookListActorDefaults } from './logbook-list.actors';
import { listFilter, NO_SELECTION, setPage, toggleEntry } from './logbook-list.rules';
import {
  LOGBOOK_TIMING,
  type LogbookListContext,
  type LogbookListEvent,
  type LogbookListInput,
  type LogbookListPage,
  type LogbookListTag,
} from './logbook-list.types';
import { messageMs } from '../../shared/message-time';

type Ctx = { readonly context: LogbookListContext };
const pageIds = (context: LogbookListContext) => context.items.map((e) => e.header.logbookEntryId);
const reset = { page: 1, selection: NO_SELECTION } as const;

/**
 * The logbook list (spec 001 §2 Logbook list, Logbook draft entries; §4 Selection; §8): fetches one
 * page (`loadEntries`: organisation, top, skip, filter, orderby) whenever the organisation, the
 * vehicle, the date range (scope `all`: entries created on those days), the sort or the page changes,
 * restarting a running fetch; `list.refresh` fetches again too, `list.opened` (a page showing it
 * opened) only when no fetch runs and the last answer is older than `LOGBOOK_TIMING.freshMs`. A new
 * organisation, vehicle or date range goes back to the first page with nothing selected. A failed fetch with an HTTP status above 204
 * shows the snackbar "errors (status)" for 3 s (or until the next fetch). The sort leaves through `persistOrderBy` (local
 * storage `logbookSettings`, provided by the composition root). It subscribes itself to the session
 * (`watchSession`), the selected vehicle (`watchVehicle`) and the page's applied period (`watchPeriod`,
 * provided by the list screen).
 */
export const logbookListMachine = setup({
  types: {
    context: {} as LogbookListContext,
    events: {} as LogbookListEvent,
    input: undefined as LogbookListInput | undefined,
    tags: {} as LogbookListTag,
  },
  actors: {
    ...logbookListActorDefaults,
    watchSession: noFacts<SessionChanged>(),
    watchVehicle: noFacts<VehicleChanged>(),
    watchPeriod: noFacts<PeriodChanged>(),
  },
  actions: {
    persistOrderBy: (_, _params: { readonly orderby: LogbookOrderBy }) => {},
    applySession: assign(({ context }, { ready, organisationId }: Omit<SessionChanged, 'type'>) =>
      organisationId === context.organisationId
        ? { ready }
        : { ready, organisationId, ...reset, items: [], pagination: null },
    ),
    applyVehicle: assign(({ context }, { vehicleId }: { readonly vehicleId: number | null }) =>
      context.scope === 'all' ? { vehicleId, ...reset } : {},
    ),
    applyPeriod: assign((_, { period }: { readonly period: Period }) => ({ period, ...reset })),
    applySort: assign((_, { orderby }: { readonly orderby: LogbookOrderBy }) => ({ orderby, page: 1 })),
    applyPageNumber: assign((_, { page }: { readonly page: number }) => ({ page: Math.max(1, page) })),
    applyPage: assign((_, { page }: { readonly page: LogbookListPage }) => ({
      items: page.items,
      pagination: page.pagination,
      failure: null,
      lastFetchedAt: Date.now(),
    })),
    backToLastPage: assign(({ context }: Ctx, { page }: { readonly page: LogbookListPage }) => ({
      page: Math.max(1, Math.min(context.page - 1, page.pagination.totalPages)),
    })),
    recordFailure: assign((_, { error }: { readonly error: unknown }) => ({ failure: toApiFailure(error) })),
    showNotice: assign((_, { error }: { readonly error: unknown }) => ({
      notice: { key: 'labels.listFailed', status: failureStatus(toApiFailure(error)) ?? 0 } as const,
    })),
    hideNotice: assign({ notice: null }),
    toggleEntry: assign(({ context }: Ctx, { id }: { readonly id: string }) => ({
      selection: toggleEntry(context.selection, id),
    })),
    selectPage: assign(({ context }: Ctx) => ({
      selection: setPage(context.selection, pageIds(context), true),
    })),
    deselectPage: assign(({ context }: Ctx) => ({
      selection: setPage(context.selection, pageIds(context), false),
    })),
    selectAllPages: assign({ selection: { mode: 'allPages', ids: [] } }),
    deselectAll: assign({ selection: NO_SELECTION }),
  },
  guards: {
    hasNoOrganisation: ({ context }) => !context.ready || context.organisationId === null,
    isOtherPeriod: ({ context }, { period }: { readonly period: Period }) =>
      context.scope === 'all' && !samePeriod(context.period, period),
    // A page emptied by a delete (or shrunk list): go back, the list must not show an empty last page.
    isPastLastPage: ({ context }, { page }: { readonly page: LogbookListPage }) =>
      page.items.length === 0 && context.page > 1,
    isFresh: ({ context }) =>
      context.lastFetchedAt !== null && Date.now() - context.lastFetchedAt < LOGBOOK_TIMING.freshMs,
    isReportable: (_, { error }: { readonly error: unknown }) =>
      (failureStatus(toApiFailure(error)) ?? 0) > 204,
  },
  delays: {
    spinnerDelay: LOGBOOK_TIMING.spinnerDelayMs,
    snackbar: () => messageMs(LOGBOOK_TIMING.snackbarMs),
  },
}).createMachine({
  id: 'logbookList',
  context: ({ input }) => {
    const scope = input?.scope ?? 'all';
    return {
      scope,
      pageSize:
        input?.pageSize ?? (scope === 'drafts' ? LOGBOOK_PAGING.draftsPageSize : LOGBOOK_PAGING.listPageSize),
      ready: input?.ready ?? false,
      organisationId: input?.organisationId ?? null,
      vehicleId: input?.vehicleId ?? null,
      period: scope === 'all' ? (input?.period ?? null) : null,
      orderby: input?.orderby ?? DEFAULT_LOGBOOK_ORDERBY,
      page: 1,
      items: [],
      pagination: null,
      selection: NO_SELECTION,
      failure: null,
      lastFetchedAt: null,
      notice: null,
    };
  },
  // The session last: vehicle and period are in the context when the session starts the first fetch,
  // which then asks for the right entries once instead of being cancelled by them (issue 35).
  invoke: [
    { id: 'watchVehicle', src: 'watchVehicle' },
    { id: 'watchPeriod', src: 'watchPeriod', input: ({ context }) => ({ known: context.period }) },
    { id: 'watchSession', src: 'watchSession' },
  ],
  // Each of these starts the fetch over: a running one is cancelled (its signal aborts).
  on: {
    'session.changed': {
      target: '.checking',
      actions: { type: 'applySession', params: ({ event }) => event },
    },
    'view.vehicleChanged': {
      target: '.checking',
      actions: { type: 'applyVehicle', params: ({ event }) => event },
    },
    'period.changed': {
      guard: { type: 'isOtherPeriod', params: ({ event }) => event },
      target: '.checking',
      actions: { type: 'applyPeriod', params: ({ event }) => event },
    },
    'user.sort': {
      target: '.checking',
      actions: [
        { type: 'applySort', params: ({ event }) => event },
        { type: 'persistOrderBy', params: ({ event }) => ({ orderby: event.orderby }) },
      ],
    },
    'user.goToPage': {
      target: '.checking',
      actions: { type: 'applyPageNumber', params: ({ event }) => event },
    },
    'list.refresh': '.checking',
    // Overridden while loading and while a fresh page is shown (issue 35: the drafts were fetched twice).
    'list.opened': '.checking',
    'list.entriesDeleted': { target: '.checking', actions: 'deselectAll' },
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasNoOrganisation', target: 'waiting' }, { target: 'loading' }],
    },
    waiting: { tags: 'waiting' },
    loading: {
      tags: 'loading',
      // The running fetch is as new as the page: no second request.
      on: { 'list.opened': {} },
      invoke: {
        id: 'loadEntries',
        src: 'loadEntries',
        input: ({ context }) => ({
          organisationId: context.organisationId ?? '',
          top: context.pageSize,
          skip: (context.page - 1) * context.pageSize,
          filter: listFilter(context.scope, context.vehicleId, context.period),
          orderby: context.orderby,
        }),
        onDone: [
          {
            guard: { type: 'isPastLastPage', params: ({ event }) => ({ page: event.output }) },
            target: 'checking',
            actions: { type: 'backToLastPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'ready',
            actions: { type: 'applyPage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: [
          {
            guard: { type: 'isReportable', params: ({ event }) => event },
            target: 'failed.notice',
            actions: [
              { type: 'recordFailure', params: ({ event }) => event },
              { type: 'showNotice', params: ({ event }) => event },
            ],
          },
          { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => event } },
        ],
      },
      initial: 'quiet',
      states: {
        quiet: { after: { spinnerDelay: 'slow' } },
        slow: { tags: 'spinner' },
      },
    },
    ready: {
      tags: 'ready',
      on: {
        // Stale: the root's transition fetches again.
        'list.opened': { guard: 'isFresh' },
        'user.toggleEntry': { actions: { type: 'toggleEntry', params: ({ event }) => event } },
        'user.selectPage': { actions: 'selectPage' },
        'user.deselectPage': { actions: 'deselectPage' },
        'user.selectAllPages': { actions: 'selectAllPages' },
        'user.deselectAll': { actions: 'deselectAll' },
      },
    },
    // The snackbar belongs to the failure: the next fetch (retry, another page) takes it away.
    // Offline the fetch fails while the device's own rows are shown (issue 8): they can still be
    // ticked, e.g. to delete them on the device.
    failed: {
      tags: 'failed',
      on: {
        'user.retry': 'checking',
        'user.toggleEntry': { actions: { type: 'toggleEntry', params: ({ event }) => event } },
        'user.deselectAll': { actions: 'deselectAll' },
      },
      initial: 'quiet',
      states: {
        quiet: {},
        notice: {
          tags: 'snackbar',
          exit: 'hideNotice',
          after: { snackbar: 'quiet' },
          on: { 'user.dismissSnackbar': 'quiet' },
        },
      },
    },
  },
});

/** The logbook list machine's type, for `ActorRefFrom` and `.provide()`. */
export type LogbookListMachine = typeof logbookListMachine;

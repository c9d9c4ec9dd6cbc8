import { assign, setup } from 'xstate';
import type { ReportExportFile } from '../../api/export/report-export.types';
import { notProvided } from '../shared/export-drawer/export-drawer.actors';
import {
  clearing,
  CLOSED_DRAWER,
  exportDrawerUpdates,
  openedDrawer,
  startOpenOrClosed,
} from '../shared/export-drawer/export-drawer.updates';
import { downloadAgain, exportRunStates } from '../shared/export-drawer/export-run.states';
import {
  canStartNotificationExport,
  notificationExportTop,
  QUICK_EXPORT_PAGE,
  quickExportTotal,
} from './notification-export.rules';
import type {
  NotificationBuildRequest,
  NotificationExportContext,
  NotificationExportEvent,
  NotificationExportInput,
  NotificationExportPage,
  NotificationExportPageRequest,
  NotificationExportTag,
  NotificationPage,
  OpenNotificationExport,
  QuickExportPageRequest,
  QuickNotificationExport,
} from './notification-export.types';

const updates = exportDrawerUpdates<NotificationExportContext>();

/** The export's calls; the defaults reject (tests and stories provide fakes). */
export const notificationExportActorDefaults = {
  fetchExportPage: notProvided<NotificationExportPage, NotificationExportPageRequest>(
    'notification export',
    'fetchExportPage',
  ),
  fetchListPage: notProvided<NotificationPage, QuickExportPageRequest>(
    'notification export',
    'fetchListPage',
  ),
  buildExportFile: notProvided<ReportExportFile, NotificationBuildRequest>(
    'notification export',
    'buildExportFile',
  ),
};

const NO_DATA = {
  events: [],
  names: {},
  vehiclesDone: 0,
  total: 0,
  progress: null,
  file: null,
  failure: null,
  waitSeconds: null,
};

const opened = ({ demo, ...open }: Omit<OpenNotificationExport, 'type'>) => ({
  ...openedDrawer(open),
  demo,
  quick: null,
  ...NO_DATA,
});

type Ctx = { readonly context: NotificationExportContext };

type E<T extends NotificationExportEvent['type']> = {
  readonly event: Extract<NotificationExportEvent, { type: T }>;
};

/** The drawer's editing events (in `choosing`; from `done` or a failure they go back to `choosing`). */
const editing = (target?: 'choosing') =>
  ({
    'user.toggleVehicle': {
      target,
      actions: { type: 'toggleVehicle', params: ({ event }: E<'user.toggleVehicle'>) => event },
    },
    'user.selectAll': {
      target,
      actions: { type: 'selectAll', params: ({ event }: E<'user.selectAll'>) => event },
    },
    'user.filterVehicles': {
      target,
      actions: { type: 'filterVehicles', params: ({ event }: E<'user.filterVehicles'>) => event },
    },
    'view.periodChanged': {
      target,
      actions: { type: 'changePeriod', params: ({ event }: E<'view.periodChanged'>) => event },
    },
    'view.vehiclesChanged': {
      target,
      actions: { type: 'changeVehicles', params: ({ event }: E<'view.vehiclesChanged'>) => event },
    },
  }) as const;

/** The build's input, the same for both exports (the worker's progress comes back as `worker.progress`). */
const buildInput = ({
  context,
  self,
}: Ctx & {
  readonly self: { send: (event: NotificationExportEvent) => void };
}): NotificationBuildRequest => ({
  period: context.quick?.period ?? context.period,
  events: context.events,
  names: context.names,
  reportProgress: (done, total) => self.send({ type: 'worker.progress', done, total }),
});

/**
 * The notifications export (spec 001 §2, §6, §7, §9). `user.openExport` opens the drawer with the
 * user's vehicles (cranes left out) and the page's period; its Export button (refused for the demo
 * user, without a selection or with a period past today) fetches `fetchExportPage` pages of
 * 10 × ceiling(n / 10) vehicles until the server's total, builds the sheet in the export worker
 * (`buildExportFile`) and hands it to `saveFile`. `user.quickExport` (development only) fetches the
 * list's query a page of 1000 at a time (`fetchListPage`) up to 8,000,000 events and builds the same
 * sheet in the list's order. A failed page or build can be retried from where it stopped.
 */
const exportSetup = setup({
  types: {
    context: {} as NotificationExportContext,
    events: {} as NotificationExportEvent,
    input: undefined as NotificationExportInput | undefined,
    tags: {} as NotificationExportTag,
  },
  actors: notificationExportActorDefaults,
  actions: {
    saveFile: (_, _file: ReportExportFile) => {},
    open: assign((_, params: Omit<OpenNotificationExport, 'type'>) => opened(params)),
    startQuick: assign((_, { query, names, demo }: Omit<QuickNotificationExport, 'type'>) => ({
      quick: query,
      demo,
      ...NO_DATA,
      names,
    })),
    changeVehicles: assign(clearing(updates.changeVehicles, NO_DATA)),
    changePeriod: assign(clearing(updates.changePeriod, NO_DATA)),
    toggleVehicle: assign(clearing(updates.toggleVehicle, NO_DATA)),
    selectAll: assign(clearing(updates.selectAll, NO_DATA)),
    filterVehicles: assign(clearing(updates.filterVehicles, NO_DATA)),
    clearData: assign({ ...NO_DATA }),
    endQuick: assign({ quick: null, ...NO_DATA }),
    keepVehiclePage: assign(({ context }, { page }: { readonly page: NotificationExportPage }) => ({
      events: [...context.events, ...page.items.flatMap((v) => v.events)],
      names: { ...context.names, ...Object.fromEntries(page.items.map((v) => [v.vehicleId, v.name])) },
      vehiclesDone: context.vehiclesDone + page.items.length,
      total: page.total,
    })),
    keepListPage: assign(({ context }, { page }: { readonly page: NotificationPage }) => {
      const total = quickExportTotal(page.total);
      return { events: [...context.events, ...page.items].slice(0, total), total };
    }),
    startBuild: assign(updates.startBuild),
    keepProgress: assign(updates.keepProgress),
    keepFile: assign(updates.keepFile),
    recordFetchFailure: assign(updates.recordFetchFailure),
    recordBuildFailure: assign(updates.recordBuildFailure),
    clearFailure: assign(updates.clearFailure),
    keepWait: assign(updates.keepWait),
    clearWait: assign(updates.clearWait),
  },
  guards: {
    canStartExport: ({ context }) => canStartNotificationExport(context),
    mayQuickExport: (_, { demo }: { readonly demo: boolean }) => !demo,
    /** More vehicles to fetch (an empty page ends it: nothing more comes). */
    moreVehicles: ({ context }, { page }: { readonly page: NotificationExportPage }) =>
      page.items.length > 0 && context.vehiclesDone + page.items.length < page.total,
    moreEvents: ({ context }, { page }: { readonly page: NotificationPage }) =>
      page.items.length > 0 && context.events.length + page.items.length < quickExportTotal(page.total),
  },
});

/** The drawer's run: the export's pages (`fetchExportPage`); "stop" and "dismiss" go back to `choosing`. */
const drawerRun = exportRunStates(notificationExportActorDefaults, {
  fetch: {
    src: 'fetchExportPage',
    input: ({
      context,
      self,
    }: Ctx & {
      readonly self: { send: (event: NotificationExportEvent) => void };
    }): NotificationExportPageRequest => ({
      reportWait: (seconds) => self.send({ type: 'server.busy', seconds }),
      vehicleIds: context.selected,
      startDate: context.period.startDate,
      endDate: context.period.endDate,
      skip: context.vehiclesDone,
      top: notificationExportTop(context.selected.length),
    }),
    more: 'moreVehicles',
    keep: 'keepVehiclePage',
  },
  buildInput,
  cancel: { target: 'choosing', actions: 'clearData' },
  settled: { ...editing('choosing'), 'user.dismiss': { target: 'choosing', actions: 'clearData' } },
  done: { 'user.download': downloadAgain },
});

/** The Quick Export's run: the list's pages (`fetchListPage`); "stop" closes it. */
const quickRun = exportRunStates(notificationExportActorDefaults, {
  fetch: {
    src: 'fetchListPage',
    input: ({ context }: Ctx): QuickExportPageRequest => ({
      ...(context.quick ?? { vehicleIds: [], period: CLOSED_DRAWER.period, orderBy: '' }),
      skip: context.events.length,
      top: QUICK_EXPORT_PAGE,
    }),
    more: 'moreEvents',
    keep: 'keepListPage',
  },
  buildInput,
  cancel: { target: '#notificationExport.closed', actions: 'endQuick' },
});

export const notificationExportMachine = exportSetup.createMachine({
  id: 'notificationExport',
  context: ({ input }) => ({
    ...opened(input?.open ?? { ...CLOSED_DRAWER, demo: false }),
    selected: input?.selected ?? [],
  }),
  initial: 'start',
  states: {
    start: startOpenOrClosed('drawer'),
    closed: {
      on: {
        'user.openExport': { target: 'drawer', actions: { type: 'open', params: ({ event }) => event } },
        'user.quickExport': {
          guard: { type: 'mayQuickExport', params: ({ event }) => event },
          target: 'quick',
          actions: { type: 'startQuick', params: ({ event }) => event },
        },
      },
    },
    drawer: {
      tags: 'drawer',
      initial: 'choosing',
      on: { 'user.closeExport': { target: 'closed', actions: 'clearData' } },
      states: {
        choosing: {
          on: { ...editing(), 'user.startExport': { guard: 'canStartExport', target: 'fetching' } },
        },
        ...drawerRun,
      },
    },
    quick: {
      tags: 'quick',
      initial: 'fetching',
      on: { 'user.dismiss': { target: 'closed', actions: 'endQuick' } },
      states: quickRun,
    },
  },
});

/** The notifications export machine's type, for `ActorRefFrom` and `.provide()`. */
export type NotificationExportMachine = typeof notificationExportMachine;

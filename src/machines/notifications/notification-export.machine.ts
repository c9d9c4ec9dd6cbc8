import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import type { IsoDay, ReportPeriod, VehicleId } from '../../api/contract';
import type { ReportExportFile } from '../../api/export/report-export.types';
import {
  canStartNotificationExport,
  exportableVehicles,
  inListOrder,
  notificationExportTop,
  QUICK_EXPORT_PAGE,
  quickExportTotal,
  visibleVehicles,
} from './notification-export.rules';
import type {
  ExportChoice,
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

const notProvided = (name: string) => () =>
  Promise.reject(
    new Error(`The notification export actor '${name}' was not provided (see createAppActors).`),
  );

/** The export's calls; the defaults reject (tests and stories provide fakes). */
export const notificationExportActorDefaults = {
  fetchExportPage: fromPromise<NotificationExportPage, NotificationExportPageRequest>(
    notProvided('fetchExportPage'),
  ),
  fetchListPage: fromPromise<NotificationPage, QuickExportPageRequest>(notProvided('fetchListPage')),
  buildExportFile: fromPromise<ReportExportFile, NotificationBuildRequest>(notProvided('buildExportFile')),
};

const NO_DATA = {
  events: [],
  names: {},
  vehiclesDone: 0,
  total: 0,
  progress: null,
  file: null,
  failure: null,
};
const NO_PERIOD = { startDate: '1970-01-01', endDate: '1970-01-01' } as const;

const opened = ({ vehicles, period, today, demo }: Omit<OpenNotificationExport, 'type'>) => ({
  vehicles: exportableVehicles(vehicles),
  selected: [],
  filter: '',
  period,
  today,
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
    changeVehicles: assign(({ context }, { vehicles }: { readonly vehicles: readonly ExportChoice[] }) => {
      const offered = exportableVehicles(vehicles);
      return { vehicles: offered, selected: inListOrder(offered, new Set(context.selected)), ...NO_DATA };
    }),
    changePeriod: assign(
      (_, { period, today }: { readonly period: ReportPeriod; readonly today: IsoDay }) => ({
        period,
        today,
        ...NO_DATA,
      }),
    ),
    toggleVehicle: assign(({ context }, { vehicleId }: { readonly vehicleId: VehicleId }) => {
      const ids = new Set(context.selected);
      if (ids.has(vehicleId)) ids.delete(vehicleId);
      else ids.add(vehicleId);
      return { selected: inListOrder(context.vehicles, ids), ...NO_DATA };
    }),
    selectAll: assign(({ context }, { selected }: { readonly selected: boolean }) => {
      const ids = new Set(context.selected);
      for (const vehicle of visibleVehicles(context))
        if (selected) ids.add(vehicle.vehicleId);
        else ids.delete(vehicle.vehicleId);
      return { selected: inListOrder(context.vehicles, ids), ...NO_DATA };
    }),
    filterVehicles: assign((_, { text }: { readonly text: string }) => ({ filter: text, ...NO_DATA })),
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
    startBuild: assign({ progress: null, failure: null }),
    keepProgress: assign((_, progress: { readonly done: number; readonly total: number }) => ({ progress })),
    keepFile: assign((_, { file }: { readonly file: ReportExportFile }) => ({ file })),
    recordFetchFailure: assign((_, { error }: { readonly error: unknown }) => ({
      failure: { stage: 'fetch', failure: toApiFailure(error) } as const,
    })),
    recordBuildFailure: assign((_, { error }: { readonly error: unknown }) => ({
      failure: { stage: 'build', message: error instanceof Error ? error.message : String(error) } as const,
    })),
    clearFailure: assign({ failure: null }),
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

/**
 * Building the file in the worker, for the drawer and the Quick Export alike; `cancel` is where
 * "stop" leads (the drawer's choice, or closed).
 */
const buildingState = (cancel: {
  readonly target: 'choosing' | '#notificationExport.closed';
  readonly actions: 'clearData' | 'endQuick';
}) =>
  exportSetup.createStateConfig({
    tags: ['busy', 'building'],
    entry: 'startBuild',
    on: {
      'user.cancelBuild': cancel,
      'worker.progress': { actions: { type: 'keepProgress', params: ({ event }) => event } },
    },
    invoke: {
      id: 'buildExportFile',
      src: 'buildExportFile',
      input: buildInput,
      onDone: {
        target: 'done',
        actions: [
          { type: 'keepFile', params: ({ event }) => ({ file: event.output }) },
          { type: 'saveFile', params: ({ event }) => event.output },
        ],
      },
      onError: {
        target: 'buildFailed',
        actions: { type: 'recordBuildFailure', params: ({ event }) => event },
      },
    },
  });

export const notificationExportMachine = exportSetup.createMachine({
  id: 'notificationExport',
  context: ({ input }) => ({
    ...opened(input?.open ?? { vehicles: [], period: NO_PERIOD, today: NO_PERIOD.endDate, demo: false }),
    selected: input?.selected ?? [],
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: ({ context }) => context.vehicles.length > 0, target: 'drawer' }, 'closed'] },
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
        fetching: {
          tags: ['busy', 'fetching'],
          on: { 'user.cancelBuild': { target: 'choosing', actions: 'clearData' } },
          invoke: {
            id: 'fetchExportPage',
            src: 'fetchExportPage',
            input: ({ context }): NotificationExportPageRequest => ({
              vehicleIds: context.selected,
              startDate: context.period.startDate,
              endDate: context.period.endDate,
              skip: context.vehiclesDone,
              top: notificationExportTop(context.selected.length),
            }),
            onDone: [
              {
                guard: { type: 'moreVehicles', params: ({ event }) => ({ page: event.output }) },
                target: 'fetching',
                reenter: true,
                actions: { type: 'keepVehiclePage', params: ({ event }) => ({ page: event.output }) },
              },
              {
                target: 'building',
                actions: { type: 'keepVehiclePage', params: ({ event }) => ({ page: event.output }) },
              },
            ],
            onError: {
              target: 'fetchFailed',
              actions: { type: 'recordFetchFailure', params: ({ event }) => event },
            },
          },
        },
        building: buildingState({ target: 'choosing', actions: 'clearData' }),
        done: {
          tags: 'ready',
          on: {
            ...editing('choosing'),
            'user.download': {
              actions: {
                type: 'saveFile',
                params: ({ context }) => context.file ?? { blob: new Blob([]), fileName: '' },
              },
            },
            'user.dismiss': { target: 'choosing', actions: 'clearData' },
          },
        },
        // Goes on with the page that failed.
        fetchFailed: {
          tags: 'failed',
          on: {
            ...editing('choosing'),
            'user.retry': { target: 'fetching', actions: 'clearFailure' },
            'user.dismiss': { target: 'choosing', actions: 'clearData' },
          },
        },
        buildFailed: {
          tags: 'failed',
          on: {
            ...editing('choosing'),
            'user.retry': { target: 'building', actions: 'clearFailure' },
            'user.dismiss': { target: 'choosing', actions: 'clearData' },
          },
        },
      },
    },
    quick: {
      tags: 'quick',
      initial: 'fetching',
      on: { 'user.dismiss': { target: 'closed', actions: 'endQuick' } },
      states: {
        fetching: {
          tags: ['busy', 'fetching'],
          on: { 'user.cancelBuild': { target: '#notificationExport.closed', actions: 'endQuick' } },
          invoke: {
            id: 'fetchListPage',
            src: 'fetchListPage',
            input: ({ context }): QuickExportPageRequest => ({
              ...(context.quick ?? { vehicleIds: [], period: NO_PERIOD, orderBy: '' }),
              skip: context.events.length,
              top: QUICK_EXPORT_PAGE,
            }),
            onDone: [
              {
                guard: { type: 'moreEvents', params: ({ event }) => ({ page: event.output }) },
                target: 'fetching',
                reenter: true,
                actions: { type: 'keepListPage', params: ({ event }) => ({ page: event.output }) },
              },
              {
                target: 'building',
                actions: { type: 'keepListPage', params: ({ event }) => ({ page: event.output }) },
              },
            ],
            onError: {
              target: 'fetchFailed',
              actions: { type: 'recordFetchFailure', params: ({ event }) => event },
            },
          },
        },
        building: buildingState({ target: '#notificationExport.closed', actions: 'endQuick' }),
        done: { tags: 'ready' },
        fetchFailed: {
          tags: 'failed',
          on: { 'user.retry': { target: 'fetching', actions: 'clearFailure' } },
        },
        buildFailed: {
          tags: 'failed',
          on: { 'user.retry': { target: 'building', actions: 'clearFailure' } },
        },
      },
    },
  },
});

/** The notifications export machine's type, for `ActorRefFrom` and `.provide()`. */
export type NotificationExportMachine = typeof notificationExportMachine;

import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import type { ExportByIdPage, ReportPeriod, IsoDay, VehicleId } from '../../api/contract';
import type { ReportExportFile, ReportExportFormat } from '../../api/export/report-export.types';
import {
  canStartExport,
  exportableVehicles,
  exportPageTop,
  inListOrder,
  visibleVehicles,
} from './report-export.rules';
import type {
  BuildExportRequest,
  ExportChoice,
  ExportPageRequest,
  OpenExport,
  ReportExportContext,
  ReportExportEvent,
  ReportExportInput,
  ReportExportTag,
} from './report-export.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The report export actor '${name}' was not provided (see createAppActors).`));

/** The export machine's calls; the defaults reject (tests and stories provide fakes). */
export const reportExportActorDefaults = {
  fetchExportPage: fromPromise<ExportByIdPage, ExportPageRequest>(notProvided('fetchExportPage')),
  buildExportFile: fromPromise<ReportExportFile, BuildExportRequest>(notProvided('buildExportFile')),
};

const NO_EXPORT_DATA = { fetched: [], total: 0, progress: null, file: null, failure: null } as const;

const opened = ({ vehicles, period, today }: Omit<OpenExport, 'type'>) => ({
  vehicles: exportableVehicles(vehicles),
  selected: [],
  filter: '',
  period,
  today,
  ...NO_EXPORT_DATA,
});

const periodChange = {
  actions: {
    type: 'changePeriod',
    params: ({ event }: { event: { period: ReportPeriod; today: IsoDay } }) => event,
  },
} as const;

const vehiclesChange = {
  actions: {
    type: 'changeVehicles',
    params: ({ event }: { event: { vehicles: readonly ExportChoice[] } }) => event,
  },
} as const;

const formatChange = {
  target: '#reportExport.active.dialog.choosing',
  actions: {
    type: 'selectFormat',
    params: ({ event }: { event: { format: ReportExportFormat } }) => event,
  },
} as const;

/**
 * The reporting export (spec 000 §2 export drawer, §3 Export daily row, §5 Export, §7 export by id):
 * `user.openExport` opens the drawer with the user's vehicles (cranes left out) and the period; the
 * user selects vehicles (select-all over what the filter shows) and the Export button opens the options
 * dialog (refused without a selection or with a period reaching past today). Build fetches the pages of
 * export rows (`fetchExportPage`: every selected id, `top` = 10 × ceiling(n / 10) capped at 100,
 * `skip` = the vehicles received so far, until the server's total), then builds the file in a worker
 * (`buildExportFile`, progress as `worker.progress`) and hands it to `saveFile` (the browser download,
 * provided by the root). A failed page or build can be retried from where it stopped. Changing the
 * format clears the export data (the pages and the file).
 */
export const reportExportMachine = setup({
  types: {
    context: {} as ReportExportContext,
    events: {} as ReportExportEvent,
    input: undefined as ReportExportInput | undefined,
    tags: {} as ReportExportTag,
  },
  actors: reportExportActorDefaults,
  actions: {
    saveFile: (_, _file: ReportExportFile) => {},
    open: assign((_, params: Omit<OpenExport, 'type'>) => opened(params)),
    changeVehicles: assign(({ context }, { vehicles }: { readonly vehicles: readonly ExportChoice[] }) => {
      const offered = exportableVehicles(vehicles);
      return { vehicles: offered, selected: inListOrder(offered, new Set(context.selected)) };
    }),
    changePeriod: assign(
      (_, { period, today }: { readonly period: ReportPeriod; readonly today: IsoDay }) => ({
        period,
        today,
        ...NO_EXPORT_DATA,
      }),
    ),
    toggleVehicle: assign(({ context }, { vehicleId }: { readonly vehicleId: VehicleId }) => {
      const ids = new Set(context.selected);
      if (ids.has(vehicleId)) ids.delete(vehicleId);
      else ids.add(vehicleId);
      return { selected: inListOrder(context.vehicles, ids) };
    }),
    selectAll: assign(({ context }, { selected }: { readonly selected: boolean }) => {
      const ids = new Set(context.selected);
      for (const vehicle of visibleVehicles(context))
        if (selected) ids.add(vehicle.vehicleId);
        else ids.delete(vehicle.vehicleId);
      return { selected: inListOrder(context.vehicles, ids) };
    }),
    filterVehicles: assign((_, { text }: { readonly text: string }) => ({ filter: text })),
    selectFormat: assign((_, { format }: { readonly format: ReportExportFormat }) => ({
      format,
      ...NO_EXPORT_DATA,
    })),
    clearExportData: assign({ ...NO_EXPORT_DATA }),
    keepPage: assign(({ context }, { page }: { readonly page: ExportByIdPage }) => ({
      fetched: [...context.fetched, ...page.items],
      total: page.total,
    })),
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
    canStartExport: ({ context }) => canStartExport(context),
    /** The page leaves vehicles of the export still to fetch (an empty page ends it: nothing more comes). */
    morePages: ({ context }, { page }: { readonly page: ExportByIdPage }) =>
      page.items.length > 0 && context.fetched.length + page.items.length < page.total,
  },
}).createMachine({
  id: 'reportExport',
  context: ({ input }) => ({
    ...(input?.open
      ? opened(input.open)
      : opened({
          vehicles: [],
          period: { startDate: '1970-01-01', endDate: '1970-01-01' },
          today: '1970-01-01',
        })),
    format: input?.format ?? 'xlsx',
    selected: input?.selected ?? [],
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: ({ context }) => context.vehicles.length > 0, target: 'active' }, 'closed'] },
    closed: {
      on: {
        'user.openExport': { target: 'active', actions: { type: 'open', params: ({ event }) => event } },
      },
    },
    active: {
      initial: 'drawer',
      on: {
        'user.closeExport': { target: 'closed', actions: 'clearExportData' },
      },
      states: {
        drawer: {
          tags: 'drawer',
          on: {
            'user.toggleVehicle': { actions: { type: 'toggleVehicle', params: ({ event }) => event } },
            'user.selectAll': { actions: { type: 'selectAll', params: ({ event }) => event } },
            'user.filterVehicles': { actions: { type: 'filterVehicles', params: ({ event }) => event } },
            'view.periodChanged': periodChange,
            'view.vehiclesChanged': vehiclesChange,
            'user.startExport': { guard: 'canStartExport', target: 'dialog' },
          },
        },
        dialog: {
          tags: ['drawer', 'dialog'],
          initial: 'choosing',
          // The dialog's data goes with it (a built file can be large).
          exit: 'clearExportData',
          on: {
            'user.closeOptions': 'drawer',
            // The dialog was for the earlier period or vehicles: it closes.
            'view.periodChanged': { ...periodChange, target: 'drawer' },
            'view.vehiclesChanged': { ...vehiclesChange, target: 'drawer' },
          },
          states: {
            choosing: {
              on: {
                'user.selectFormat': formatChange,
                'user.build': { target: 'fetching', actions: 'clearExportData' },
              },
            },
            fetching: {
              tags: ['busy', 'fetching'],
              on: { 'user.cancelBuild': { target: 'choosing', actions: 'clearExportData' } },
              invoke: {
                id: 'fetchExportPage',
                src: 'fetchExportPage',
                input: ({ context }): ExportPageRequest => ({
                  start: context.period.startDate,
                  end: context.period.endDate,
                  vehicleIds: context.selected,
                  skip: context.fetched.length,
                  top: exportPageTop(context.selected.length),
                }),
                onDone: [
                  {
                    guard: { type: 'morePages', params: ({ event }) => ({ page: event.output }) },
                    target: 'fetching',
                    reenter: true,
                    actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) },
                  },
                  {
                    target: 'building',
                    actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) },
                  },
                ],
                onError: {
                  target: 'fetchFailed',
                  actions: { type: 'recordFetchFailure', params: ({ event }) => event },
                },
              },
            },
            building: {
              tags: ['busy', 'building'],
              entry: 'startBuild',
              on: {
                'user.cancelBuild': { target: 'choosing', actions: 'clearExportData' },
                'worker.progress': {
                  actions: {
                    type: 'keepProgress',
                    params: ({ event }) => ({ done: event.done, total: event.total }),
                  },
                },
              },
              invoke: {
                id: 'buildExportFile',
                src: 'buildExportFile',
                input: ({ context, self }): BuildExportRequest => ({
                  format: context.format,
                  period: context.period,
                  vehicles: context.fetched,
                  reportProgress: (done, total) => self.send({ type: 'worker.progress', done, total }),
                }),
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
            },
            done: {
              tags: 'ready',
              on: {
                'user.selectFormat': formatChange,
                'user.download': {
                  actions: {
                    type: 'saveFile',
                    params: ({ context }) => context.file ?? { blob: new Blob([]), fileName: '' },
                  },
                },
              },
            },
            fetchFailed: {
              tags: 'failed',
              on: {
                'user.selectFormat': formatChange,
                // Goes on with the page that failed.
                'user.retry': { target: 'fetching', actions: 'clearFailure' },
              },
            },
            buildFailed: {
              tags: 'failed',
              on: {
                'user.selectFormat': formatChange,
                'user.retry': { target: 'building', actions: 'clearFailure' },
              },
            },
          },
        },
      },
    },
  },
});

/** The report export machine's type, for `ActorRefFrom` and `.provide()`. */
export type ReportExportMachine = typeof reportExportMachine;

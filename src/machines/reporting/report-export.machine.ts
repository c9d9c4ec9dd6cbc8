import { assign, setup } from 'xstate';
import type { ReportPeriod, IsoDay } from '../../api/contract';
import type {
  ReportExportFile,
  ReportExportFormat,
  ReportExportGrouping,
} from '../../api/export/report-export.types';
import { notProvided } from '../shared/export-drawer/export-drawer.actors';
import {
  clearing,
  CLOSED_DRAWER,
  exportDrawerUpdates,
  openedDrawer,
  startOpenOrClosed,
} from '../shared/export-drawer/export-drawer.updates';
import { downloadAgain, exportRunStates } from '../shared/export-drawer/export-run.states';
import { canStartExport, exportPageTop, metricSheets, nextMetricPage } from './report-export.rules';
import type {
  BuildExportRequest,
  ExportChoice,
  ExportFetchAnswer,
  ExportFetchRequest,
  OpenExport,
  ReportExportContext,
  ReportExportEvent,
  ReportExportInput,
  ReportExportTag,
} from './report-export.types';

const updates = exportDrawerUpdates<ReportExportContext>();

/** The export machine's calls; the defaults reject (tests and stories provide fakes). */
export const reportExportActorDefaults = {
  fetchExportPage: notProvided<ExportFetchAnswer, ExportFetchRequest>('report export', 'fetchExportPage'),
  buildExportFile: notProvided<ReportExportFile, BuildExportRequest>('report export', 'buildExportFile'),
};

const NO_EXPORT_DATA = {
  fetched: [],
  total: 0,
  metricPages: [],
  progress: null,
  file: null,
  failure: null,
  waitSeconds: null,
} as const;

const opened = (open: Omit<OpenExport, 'type'>) => ({ ...openedDrawer(open), ...NO_EXPORT_DATA });

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

const groupingChange = {
  target: '#reportExport.active.dialog.choosing',
  actions: {
    type: 'selectGrouping',
    params: ({ event }: { event: { grouping: ReportExportGrouping } }) => event,
  },
} as const;

const pageRequest = ({
  context,
  self,
}: {
  readonly context: ReportExportContext;
  readonly self: { send: (event: ReportExportEvent) => void };
}): ExportFetchRequest => {
  const common = {
    start: context.period.startDate,
    end: context.period.endDate,
    vehicleIds: context.selected,
    reportWait: (seconds: number) => self.send({ type: 'server.busy', seconds }),
  };
  if (context.grouping === 'byMetric')
    // After the last page `building` follows; a retry asks for the page that failed.
    return { grouping: 'byMetric', ...common, ...(nextMetricPage(context.metricPages) ?? FIRST_METRIC_PAGE) };
  return {
    grouping: 'byVehicle',
    ...common,
    skip: context.fetched.length,
    top: exportPageTop(context.selected.length),
  };
};
const FIRST_METRIC_PAGE = nextMetricPage([])!;

const buildInput = ({
  context,
  self,
}: {
  readonly context: ReportExportContext;
  readonly self: { send: (event: ReportExportEvent) => void };
}): BuildExportRequest => ({
  format: context.format,
  period: context.period,
  vehicles: context.fetched,
  ...(context.grouping === 'byMetric' ? { byMetric: metricSheets(context.metricPages) } : {}),
  reportProgress: (done, total) => self.send({ type: 'worker.progress', done, total }),
});

/**
 * The reporting export (spec 000 §2 export drawer, §3 Export daily row, §5 Export, §7 export by id):
 * `user.openExport` opens the drawer with the user's vehicles (cranes left out) and the period; the
 * user selects vehicles (select-all over what the filter shows) and the Export button opens the options
 * dialog (refused without a selection or with a period reaching past today). Build fetches the pages of
 * export rows (`fetchExportPage`: every selected id, `top` = 10 × ceiling(n / 10) capped at 100,
 * `skip` = the vehicles received so far, until the server's total), then builds the file in a worker
 * (`buildExportFile`, progress as `worker.progress`) and hands it to `saveFile` (the browser download,
 * provided by the root). Grouped by metric (spec 000 §7 export by metric, `groupByType`), the pages
 * are each metric's (`page` 0 first, 20 vehicles a page, until the server's total) and the file holds a
 * sheet per metric. A failed page or build can be retried from where it stopped. Changing the format or
 * the grouping clears the export data (the pages and the file).
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
    changeVehicles: assign(updates.changeVehicles),
    changePeriod: assign(clearing(updates.changePeriod, NO_EXPORT_DATA)),
    toggleVehicle: assign(updates.toggleVehicle),
    selectAll: assign(updates.selectAll),
    filterVehicles: assign(updates.filterVehicles),
    selectFormat: assign((_, { format }: { readonly format: ReportExportFormat }) => ({
      format,
      ...NO_EXPORT_DATA,
    })),
    selectGrouping: assign((_, { grouping }: { readonly grouping: ReportExportGrouping }) => ({
      grouping,
      ...NO_EXPORT_DATA,
    })),
    clearExportData: assign({ ...NO_EXPORT_DATA }),
    // An answer of the other grouping (never asked for) is not kept.
    keepPage: assign(({ context }, { page }: { readonly page: ExportFetchAnswer }) => {
      if ('metric' in page)
        return context.grouping === 'byMetric' ? { metricPages: [...context.metricPages, page] } : {};
      return context.grouping === 'byVehicle'
        ? { fetched: [...context.fetched, ...page.items], total: page.total }
        : {};
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
    canStartExport: ({ context }) => canStartExport(context),
    /**
     * The page leaves vehicles of the export still to fetch (an empty page ends it: nothing more comes);
     * grouped by metric, also metrics.
     */
    morePages: ({ context }, { page }: { readonly page: ExportFetchAnswer }) => {
      if ('metric' in page)
        return context.grouping === 'byMetric' && nextMetricPage([...context.metricPages, page]) !== null;
      return (
        context.grouping === 'byVehicle' &&
        page.items.length > 0 &&
        context.fetched.length + page.items.length < page.total
      );
    },
  },
}).createMachine({
  id: 'reportExport',
  context: ({ input }) => ({
    ...opened(input?.open ?? CLOSED_DRAWER),
    format: input?.format ?? 'xlsx',
    grouping: input?.grouping ?? 'byVehicle',
    selected: input?.selected ?? [],
  }),
  initial: 'start',
  states: {
    start: startOpenOrClosed('active'),
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
                'user.selectGrouping': groupingChange,
                'user.build': { target: 'fetching', actions: 'clearExportData' },
              },
            },
            ...exportRunStates(reportExportActorDefaults, {
              fetch: { src: 'fetchExportPage', input: pageRequest, more: 'morePages', keep: 'keepPage' },
              buildInput,
              cancel: { target: 'choosing', actions: 'clearExportData' },
              settled: { 'user.selectFormat': formatChange, 'user.selectGrouping': groupingChange },
              done: { 'user.download': downloadAgain },
            }),
          },
        },
      },
    },
  },
});

/** The report export machine's type, for `ActorRefFrom` and `.provide()`. */
export type ReportExportMachine = typeof reportExportMachine;

import { and, assign, setup } from 'xstate';
import type {
  ReportExportFile,
  ReportExportFormat,
  ReportExportGrouping,
} from '../../../api/export/report-export.types';
import { notProvided } from './export-drawer.actors';
import {
  clearing,
  CLOSED_DRAWER,
  exportDrawerUpdates,
  openedDrawer,
  startOpenOrClosed,
} from './export-drawer.updates';
import type {
  ExportBuildProgress,
  ExportDrawerContext,
  ExportDrawerInput,
  ExportDrawerTag,
  ExportEvent,
  ExportFetchWait,
  OpenExportDrawer,
  QuickExport,
} from './export-drawer.types';
import { downloadAgain, exportRunStates } from './export-run.states';

const updates = exportDrawerUpdates<ExportDrawerContext>();

/** What the calls are asked: the page's request (or build input) as its source made it, and the channel. */
export type ExportPageInput = Readonly<Record<string, unknown>> & ExportFetchWait;
export type ExportBuildInput = Readonly<Record<string, unknown>> & ExportBuildProgress;

/** The export's calls; the defaults reject (each page provides its own, tests and stories fakes). */
export const exportDrawerActorDefaults = {
  fetchExportPage: notProvided<unknown, ExportPageInput>('export drawer', 'fetchExportPage'),
  fetchListPage: notProvided<unknown, ExportPageInput>('export drawer', 'fetchListPage'),
  buildExportFile: notProvided<ReportExportFile, ExportBuildInput>('export drawer', 'buildExportFile'),
};

const NO_EXPORT_DATA = {
  received: null,
  request: null,
  progress: null,
  file: null,
  failure: null,
  waitSeconds: null,
} as const;

const opened = ({ demo, ...open }: Omit<OpenExportDrawer, 'type'>) => ({
  ...openedDrawer(open),
  demo: demo ?? false,
  quick: null,
  ...NO_EXPORT_DATA,
});

type Page = { readonly page: unknown };
type E<T extends ExportEvent['type']> = { readonly event: Extract<ExportEvent, { type: T }> };

const CHOOSING = '#exportDrawer.drawer.choosing';
const OPTIONS = '#exportDrawer.drawer.export.options';

/** The drawer's editing events (in `choosing`; from a settled export they go back to `choosing`). */
const editing = (target?: typeof CHOOSING) =>
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

/** The options dialog's choices (from a settled export: only where the page has the dialog). */
const optionChanges = {
  'user.selectFormat': {
    target: OPTIONS,
    actions: { type: 'selectFormat', params: ({ event }: E<'user.selectFormat'>) => event },
  },
  'user.selectGrouping': {
    target: OPTIONS,
    actions: { type: 'selectGrouping', params: ({ event }: E<'user.selectGrouping'>) => event },
  },
} as const;
const optionChangesWithDialog = {
  'user.selectFormat': { ...optionChanges['user.selectFormat'], guard: 'withOptions' },
  'user.selectGrouping': { ...optionChanges['user.selectGrouping'], guard: 'withOptions' },
} as const;

/** The drawer's export: the page's source (`fetchExportPage`). */
const PAGES = {
  src: 'fetchExportPage',
  ask: 'askNextPage',
  more: 'morePages',
  keep: 'keepPage',
  askBuild: 'askBuild',
} as const;

/** The quick export: the page's list source (`fetchListPage`). */
const LIST_PAGES = {
  src: 'fetchListPage',
  ask: 'askNextListPage',
  more: 'moreListPages',
  keep: 'keepListPage',
  askBuild: 'askListBuild',
} as const;

/**
 * The export drawer (spec 000 §2 export drawer, §5, §7; spec 001 §2, §6, §7, §9), one machine that
 * each page configures (see `configureExportDrawer`): `user.openExport` opens the drawer with the
 * user's vehicles (cranes left out) and the page's period; the user selects vehicles (select-all over
 * what the filter shows) and the Export button (refused by the page's `canStartExport`) starts the
 * export. Where the page has the options dialog (`withOptions`: format and grouping), the export opens
 * it and its Build starts the run; a change of period or vehicles, or closing it, ends it. Otherwise
 * the run starts at once and, once settled, an edit or "dismiss" goes back to choosing. The run asks
 * the page's source for each page (`fetchExportPage`) until it says no more follow, then builds the
 * file in the worker (`buildExportFile`) and hands it to `saveFile`. `user.quickExport` (where the page
 * allows it: `mayQuickExport`) runs the page's list source (`fetchListPage`) without the drawer. A
 * failed page or build can be retried from where it stopped.
 */
export const exportDrawerMachine = setup({
  types: {
    context: {} as ExportDrawerContext,
    events: {} as ExportEvent,
    input: undefined as ExportDrawerInput | undefined,
    tags: {} as ExportDrawerTag,
  },
  actors: exportDrawerActorDefaults,
  actions: {
    saveFile: (_, _file: ReportExportFile) => {},
    open: assign((_, params: Omit<OpenExportDrawer, 'type'>) => opened(params)),
    startQuick: assign((_, { query, demo }: Omit<QuickExport, 'type'>) => ({
      quick: query,
      demo,
      ...NO_EXPORT_DATA,
    })),
    endQuick: assign({ quick: null, ...NO_EXPORT_DATA }),
    changeVehicles: assign(clearing(updates.changeVehicles, NO_EXPORT_DATA)),
    changePeriod: assign(clearing(updates.changePeriod, NO_EXPORT_DATA)),
    toggleVehicle: assign(clearing(updates.toggleVehicle, NO_EXPORT_DATA)),
    selectAll: assign(clearing(updates.selectAll, NO_EXPORT_DATA)),
    filterVehicles: assign(clearing(updates.filterVehicles, NO_EXPORT_DATA)),
    selectFormat: assign(({ context }, { format }: { readonly format: ReportExportFormat }) => ({
      options: { ...context.options, format },
      ...NO_EXPORT_DATA,
    })),
    selectGrouping: assign(({ context }, { grouping }: { readonly grouping: ReportExportGrouping }) => ({
      options: { ...context.options, grouping },
      ...NO_EXPORT_DATA,
    })),
    clearExportData: assign({ ...NO_EXPORT_DATA }),
    // The page's sources (`configureExportDrawer`): the next request, a page kept, the build's input.
    askNextPage: assign({}),
    keepPage: assign((_, _params: Page) => ({})),
    askBuild: assign({}),
    askNextListPage: assign({}),
    keepListPage: assign((_, _params: Page) => ({})),
    askListBuild: assign({}),
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
    // The page's rules (`configureExportDrawer`); unconfigured, nothing can be exported.
    canStartExport: () => false,
    withOptions: () => false,
    mayQuickExport: (_, _params: { readonly demo: boolean }) => false,
    morePages: (_, _params: Page) => false,
    moreListPages: (_, _params: Page) => false,
  },
}).createMachine({
  id: 'exportDrawer',
  context: ({ input }) => ({
    ...opened(input?.open ?? CLOSED_DRAWER),
    options: { format: input?.format ?? 'xlsx', grouping: input?.grouping ?? 'byVehicle' },
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
      on: { 'user.closeExport': { target: 'closed', actions: 'clearExportData' } },
      states: {
        choosing: {
          on: {
            ...editing(),
            // With the options dialog first, else the run at once.
            'user.startExport': [
              { guard: and(['canStartExport', 'withOptions']), target: 'export.options' },
              { guard: 'canStartExport', target: 'export.fetching' },
            ],
          },
        },
        export: {
          tags: 'export',
          // Entered by the Export button's targets (the options dialog, or the run at once).
          initial: 'fetching',
          // The export's data goes with it (a built file can be large).
          exit: 'clearExportData',
          on: {
            // The options dialog was for the earlier period or vehicles, or is closed: it ends.
            'user.dismiss': { guard: 'withOptions', target: CHOOSING },
            'view.periodChanged': { ...editing(CHOOSING)['view.periodChanged'], guard: 'withOptions' },
            'view.vehiclesChanged': { ...editing(CHOOSING)['view.vehiclesChanged'], guard: 'withOptions' },
          },
          states: {
            options: {
              tags: 'options',
              on: { ...optionChanges, 'user.build': { target: 'fetching', actions: 'clearExportData' } },
            },
            ...exportRunStates(PAGES, {
              cancel: [{ guard: 'withOptions', target: 'options', actions: 'clearExportData' }, CHOOSING],
              settled: { ...editing(CHOOSING), ...optionChangesWithDialog, 'user.dismiss': CHOOSING },
              done: { 'user.download': downloadAgain },
            }),
          },
        },
      },
    },
    quick: {
      tags: 'quick',
      initial: 'fetching',
      on: { 'user.dismiss': { target: 'closed', actions: 'endQuick' } },
      states: exportRunStates(LIST_PAGES, {
        cancel: { target: '#exportDrawer.closed', actions: 'endQuick' },
      }),
    },
  },
});

/** The export drawer machine's type, for `ActorRefFrom` and `.provide()`. */
export type ExportDrawerMachine = typeof exportDrawerMachine;

import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { fixtureExportPages, fixtureMetricPages } from '../../api/export/report-export.fixtures';
import { EXPORT_COLUMNS } from '../../api/export/report-export.rules';
import type { ReportExportFile } from '../../api/export/report-export.types';
import { httpError } from '../session/session.fixtures';
import {
  fixtureExportChoices,
  fixtureExportFile,
  fixtureOpenExport,
  reportExportFixtures,
  serializeReportExport,
} from './report-export.fixtures';
import { reportExportMachine } from './report-export.machine';
import {
  canStartExport,
  exportPageTop,
  exportProgressOf,
  metricSheets,
  nextMetricPage,
  selectAllState,
} from './report-export.rules';
import type {
  BuildExportRequest,
  ExportFetchAnswer,
  ExportFetchRequest,
  ReportExportContext,
} from './report-export.types';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ctx = contextOf<ReportExportContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'a wait the server asked for shows only while a page is being fetched (issue 38)',
    holds: (o) => implies(ctx(o).waitSeconds !== null, tagged(o, 'fetching')),
  },
  {
    name: 'busy exactly while one call is in flight',
    holds: (o) => tagged(o, 'busy') === (callsOf(o).length === 1),
  },
  {
    name: 'a page asks for the selection and the period; by vehicle top by the rule and skip = vehicles received, by metric the next metric page',
    holds: (o) =>
      callsOf(o, 'fetchExportPage').every((call) => {
        const input = call.input as ExportFetchRequest;
        const c = ctx(o);
        const common =
          input.grouping === c.grouping &&
          input.vehicleIds === c.selected &&
          input.start === c.period.startDate &&
          input.end === c.period.endDate;
        if (input.grouping === 'byMetric') {
          const next = nextMetricPage(c.metricPages);
          return common && next !== null && input.metric === next.metric && input.page === next.page;
        }
        return common && input.skip === c.fetched.length && input.top === exportPageTop(c.selected.length);
      }),
  },
  {
    name: 'the build gets every vehicle fetched (by metric: every metric page), in the format chosen',
    holds: (o) =>
      callsOf(o, 'buildExportFile').every((call) => {
        const input = call.input as BuildExportRequest;
        const c = ctx(o);
        const grouped =
          c.grouping === 'byMetric'
            ? JSON.stringify(input.byMetric) === JSON.stringify(metricSheets(c.metricPages))
            : input.byMetric === undefined;
        return input.vehicles === c.fetched && input.format === c.format && grouped;
      }),
  },
  {
    name: 'only the chosen grouping’s pages are held',
    holds: (o) =>
      ctx(o).grouping === 'byMetric' ? ctx(o).fetched.length === 0 : ctx(o).metricPages.length === 0,
  },
  {
    name: 'a file is held exactly when ready',
    holds: (o) => tagged(o, 'ready') === (ctx(o).file !== null),
  },
  {
    name: 'a failure is shown exactly in a failed state',
    holds: (o) => tagged(o, 'failed') === (ctx(o).failure !== null),
  },
  {
    name: 'the options dialog only opens with a selection and an exportable period',
    holds: (o) => implies(tagged(o, 'dialog'), canStartExport(ctx(o))),
  },
  { name: 'no cranes are offered', holds: (o) => ctx(o).vehicles.every((v) => !v.isCrane) },
  { name: 'nothing runs outside the dialog', holds: (o) => implies(!tagged(o, 'dialog'), noCall(o)) },
];

describeModel('report export machine (model-based)', {
  machine: reportExportMachine,
  inputs: reportExportFixtures.inputs,
  eventVariants: reportExportFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeReportExport,
  onCoverage: (report) =>
    console.info(
      `report export coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

/**
 * Answers each page request from `pages` (by its skip) or, grouped by metric, from `metricPages` (by its
 * metric and page), recording the requests.
 */
const start = (
  pages: readonly ExportFetchAnswer[],
  build: (request: BuildExportRequest) => Promise<ReportExportFile> = async () => fixtureExportFile,
) => {
  const requests: ExportFetchRequest[] = [];
  const saved = vi.fn();
  const actor = createActor(
    reportExportMachine.provide({
      actors: {
        fetchExportPage: fromPromise<ExportFetchAnswer, ExportFetchRequest>(async ({ input }) => {
          requests.push(input);
          const page = pages.find((p) =>
            'metric' in p
              ? input.grouping === 'byMetric' && p.metric === input.metric && p.page === input.page
              : input.grouping === 'byVehicle' && p.skip === input.skip,
          );
          if (!page) throw httpError(400);
          return page;
        }),
        buildExportFile: fromPromise<ReportExportFile, BuildExportRequest>(({ input }) => build(input)),
      },
      actions: { saveFile: (_, file) => void saved(file) },
    }),
  );
  actor.start();
  return { actor, requests, saved };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('report export (rules)', () => {
  it('counts the progress in what is loaded and written: before the worker reports, none of all', () => {
    const fetched = fixtureExportPages(3, 10).flatMap((p) => p.items);
    const pages = fixtureMetricPages(fetched);
    const base = { selected: [101, 102, 103], fetched: [], metricPages: [], progress: null } as const;
    expect(exportProgressOf({ ...base, grouping: 'byVehicle' }, 'fetching')).toEqual({ done: 0, total: 3 });
    expect(exportProgressOf({ ...base, grouping: 'byMetric', metricPages: pages }, 'building')).toEqual({
      done: 0,
      total: EXPORT_COLUMNS.length,
    });
    expect(exportProgressOf({ ...base, grouping: 'byVehicle', fetched }, 'building')).toEqual({
      done: 0,
      total: 3,
    });
    expect(
      exportProgressOf(
        { ...base, grouping: 'byVehicle', fetched, progress: { done: 3, total: 3 } },
        'building',
      ),
    ).toEqual({ done: 3, total: 3 });
  });

  it('leaves cranes out and selects what the filter shows', () => {
    const { actor } = start([]);
    actor.send(fixtureOpenExport);
    expect(actor.getSnapshot().context.vehicles.map((v) => v.vehicleId)).toEqual([101, 102, 103]);
    actor.send({ type: 'user.filterVehicles', text: 'LOK' });
    actor.send({ type: 'user.selectAll', selected: true });
    expect(actor.getSnapshot().context.selected).toEqual([103]);
    actor.send({ type: 'user.filterVehicles', text: '' });
    expect(selectAllState(actor.getSnapshot().context)).toBe('indeterminate');
    actor.send({ type: 'user.selectAll', selected: true });
    expect(actor.getSnapshot().context.selected).toEqual([101, 102, 103]);
    expect(selectAllState(actor.getSnapshot().context)).toBe(true);
  });

  it('refuses the options dialog without a selection or with a day after today', () => {
    const { actor } = start([]);
    actor.send(fixtureOpenExport);
    expect(actor.getSnapshot().can({ type: 'user.startExport' })).toBe(false);
    actor.send({ type: 'user.toggleVehicle', vehicleId: 101 });
    expect(actor.getSnapshot().can({ type: 'user.startExport' })).toBe(true);
    actor.send({
      type: 'view.periodChanged',
      period: { startDate: '2026-11-20', endDate: '2026-11-23' },
      today: '2026-11-22',
    });
    expect(actor.getSnapshot().can({ type: 'user.startExport' })).toBe(false);
  });

  it('pages through 25 vehicles with top 30 (10 × ceiling(25 / 10)) and builds from all of them', async () => {
    const vehicles = Array.from({ length: 25 }, (_, i) => ({
      vehicleId: 1000 + i,
      name: `Lok ${i + 1}`,
      isCrane: false,
    }));
    const pages = fixtureExportPages(25, 10);
    let built: BuildExportRequest | null = null;
    const { actor, requests, saved } = start(pages, async (request) => {
      built = request;
      request.reportProgress(25, 25);
      return fixtureExportFile;
    });
    actor.send({ ...fixtureOpenExport, vehicles });
    actor.send({ type: 'user.selectAll', selected: true });
    actor.send({ type: 'user.startExport' });
    actor.send({ type: 'user.build' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    expect(requests.map((r) => (r.grouping === 'byVehicle' ? [r.skip, r.top] : null))).toEqual([
      [0, 30],
      [10, 30],
      [20, 30],
    ]);
    expect(built!.vehicles).toHaveLength(25);
    expect(actor.getSnapshot().context.progress).toEqual({ done: 25, total: 25 });
    expect(saved).toHaveBeenCalledWith(fixtureExportFile);
    actor.send({ type: 'user.download' });
    expect(saved).toHaveBeenCalledTimes(2);
  });

  it('grouped by metric, asks every metric from page 0 while the server counts more vehicles (20 a page)', async () => {
    const vehicles = fixtureExportPages(45, 45)[0]!.items;
    let built: BuildExportRequest | null = null;
    const { actor, requests } = start(fixtureMetricPages(vehicles, 20), async (request) => {
      built = request;
      return fixtureExportFile;
    });
    actor.send({ ...fixtureOpenExport, vehicles: vehicles.map((v) => ({ ...v, isCrane: false })) });
    actor.send({ type: 'user.selectAll', selected: true });
    actor.send({ type: 'user.startExport' });
    actor.send({ type: 'user.selectGrouping', grouping: 'byMetric' });
    actor.send({ type: 'user.build' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    expect(requests.map((r) => (r.grouping === 'byMetric' ? `${r.metric}:${r.page}` : r.skip))).toEqual(
      EXPORT_COLUMNS.flatMap((metric) => [`${metric}:0`, `${metric}:1`, `${metric}:2`]),
    );
    expect(built!.byMetric?.map((sheet) => sheet.vehicles.length)).toEqual(EXPORT_COLUMNS.map(() => 45));
    // Back to one sheet per vehicle: the pages go.
    actor.send({ type: 'user.selectGrouping', grouping: 'byVehicle' });
    expect(actor.getSnapshot().context).toMatchObject({ grouping: 'byVehicle', metricPages: [], file: null });
  });

  it('caps top at 100 vehicles a page', () => {
    expect(exportPageTop(7)).toBe(10);
    expect(exportPageTop(10)).toBe(10);
    expect(exportPageTop(11)).toBe(20);
    expect(exportPageTop(250)).toBe(100);
  });

  it('a failed page is retried from where it stopped; a format change clears the export data', async () => {
    const pages = fixtureExportPages(2, 1);
    let fail = true;
    const requests: ExportFetchRequest[] = [];
    const flaky = createActor(
      reportExportMachine.provide({
        actors: {
          fetchExportPage: fromPromise<ExportFetchAnswer, ExportFetchRequest>(async ({ input }) => {
            requests.push(input);
            if (input.grouping === 'byMetric') throw httpError(400);
            if (input.skip === 1 && fail) {
              fail = false;
              throw httpError(503);
            }
            return pages[input.skip]!;
          }),
          buildExportFile: fromPromise<ReportExportFile, BuildExportRequest>(
            () => new Promise<ReportExportFile>(() => undefined),
          ),
        },
      }),
      { input: { open: fixtureOpenExport } },
    ).start();
    flaky.send({ type: 'user.selectAll', selected: true });
    flaky.send({ type: 'user.startExport' });
    flaky.send({ type: 'user.build' });
    await vi.waitFor(() => expect(flaky.getSnapshot().hasTag('failed')).toBe(true));
    expect(flaky.getSnapshot().context.failure).toMatchObject({ stage: 'fetch', failure: { status: 503 } });
    expect(flaky.getSnapshot().context.fetched).toHaveLength(1);
    flaky.send({ type: 'user.retry' });
    await vi.waitFor(() => expect(flaky.getSnapshot().hasTag('building')).toBe(true));
    expect(requests.map((r) => (r.grouping === 'byVehicle' ? r.skip : null))).toEqual([0, 1, 1]);
    flaky.send({ type: 'user.cancelBuild' });
    flaky.send({ type: 'user.selectFormat', format: 'zip' });
    expect(flaky.getSnapshot().context).toMatchObject({ format: 'zip', fetched: [], file: null, total: 0 });
    flaky.stop();
  });

  it('a failed build shows its message and builds again on retry', async () => {
    let attempts = 0;
    const { actor } = start(fixtureExportPages(1, 10), async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('worker crashed');
      return fixtureExportFile;
    });
    actor.send(fixtureOpenExport);
    actor.send({ type: 'user.toggleVehicle', vehicleId: fixtureExportChoices[0]!.vehicleId });
    actor.send({ type: 'user.startExport' });
    actor.send({ type: 'user.build' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('failed')).toBe(true));
    expect(actor.getSnapshot().context.failure).toEqual({ stage: 'build', message: 'worker crashed' });
    actor.send({ type: 'user.retry' });
    await settle();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
  });
});

import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fixtureExportPages, fixtureMetricPages } from '../../api/export/report-export.fixtures';
import { EXPORT_COLUMNS } from '../../api/export/report-export.rules';
import type { ReportExportFile } from '../../api/export/report-export.types';
import { httpError } from '../session/session.fixtures';
import { provideExportCalls } from '../shared/export-drawer/export-drawer.configure';
import { fixtureExportChoices, fixtureExportFile, fixtureOpenExport } from './report-export.fixtures';
import { exportPageTop, exportProgressOf, selectAllState } from './report-export.rules';
import { reportExportDrawerMachine, reportExportReceived } from './report-export.source';
import type { BuildExportRequest, ExportFetchAnswer, ExportFetchRequest } from './report-export.types';

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
    provideExportCalls(
      reportExportDrawerMachine,
      {
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
      (file) => void saved(file),
    ),
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
    expect(actor.getSnapshot().context).toMatchObject({ options: { grouping: 'byVehicle' }, file: null });
    expect(reportExportReceived(actor.getSnapshot().context).metricPages).toEqual([]);
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
      provideExportCalls(
        reportExportDrawerMachine,
        {
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
        () => undefined,
      ),
      { input: { open: fixtureOpenExport } },
    ).start();
    flaky.send({ type: 'user.selectAll', selected: true });
    flaky.send({ type: 'user.startExport' });
    flaky.send({ type: 'user.build' });
    await vi.waitFor(() => expect(flaky.getSnapshot().hasTag('failed')).toBe(true));
    expect(flaky.getSnapshot().context.failure).toMatchObject({ stage: 'fetch', failure: { status: 503 } });
    expect(reportExportReceived(flaky.getSnapshot().context).fetched).toHaveLength(1);
    flaky.send({ type: 'user.retry' });
    await vi.waitFor(() => expect(flaky.getSnapshot().hasTag('building')).toBe(true));
    expect(requests.map((r) => (r.grouping === 'byVehicle' ? r.skip : null))).toEqual([0, 1, 1]);
    flaky.send({ type: 'user.cancelBuild' });
    flaky.send({ type: 'user.selectFormat', format: 'zip' });
    expect(flaky.getSnapshot().context).toMatchObject({
      options: { format: 'zip' },
      received: null,
      file: null,
    });
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

import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { ExportByIdPage } from '../../api/contract';
import { fixtureExportPages } from '../../api/export/report-export.fixtures';
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
import { canStartExport, exportPageTop, selectAllState } from './report-export.rules';
import type { BuildExportRequest, ExportPageRequest, ReportExportContext } from './report-export.types';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ctx = contextOf<ReportExportContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'busy exactly while one call is in flight',
    holds: (o) => tagged(o, 'busy') === (callsOf(o).length === 1),
  },
  {
    name: 'a page asks for the selection and the period, top by the rule, skip = vehicles received',
    holds: (o) =>
      callsOf(o, 'fetchExportPage').every((call) => {
        const input = call.input as ExportPageRequest;
        const c = ctx(o);
        return (
          input.vehicleIds === c.selected &&
          input.start === c.period.startDate &&
          input.end === c.period.endDate &&
          input.skip === c.fetched.length &&
          input.top === exportPageTop(c.selected.length)
        );
      }),
  },
  {
    name: 'the build gets every vehicle fetched, in the format chosen',
    holds: (o) =>
      callsOf(o, 'buildExportFile').every((call) => {
        const input = call.input as BuildExportRequest;
        return input.vehicles === ctx(o).fetched && input.format === ctx(o).format;
      }),
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

/** Answers each page request from `pages` by its skip, recording the requests. */
const start = (
  pages: readonly ExportByIdPage[],
  build: (request: BuildExportRequest) => Promise<ReportExportFile> = async () => fixtureExportFile,
) => {
  const requests: ExportPageRequest[] = [];
  const saved = vi.fn();
  const actor = createActor(
    reportExportMachine.provide({
      actors: {
        fetchExportPage: fromPromise<ExportByIdPage, ExportPageRequest>(async ({ input }) => {
          requests.push(input);
          const page = pages.find((p) => p.skip === input.skip);
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
    expect(requests.map((r) => [r.skip, r.top])).toEqual([
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

  it('caps top at 100 vehicles a page', () => {
    expect(exportPageTop(7)).toBe(10);
    expect(exportPageTop(10)).toBe(10);
    expect(exportPageTop(11)).toBe(20);
    expect(exportPageTop(250)).toBe(100);
  });

  it('a failed page is retried from where it stopped; a format change clears the export data', async () => {
    const pages = fixtureExportPages(2, 1);
    let fail = true;
    const requests: ExportPageRequest[] = [];
    const flaky = createActor(
      reportExportMachine.provide({
        actors: {
          fetchExportPage: fromPromise<ExportByIdPage, ExportPageRequest>(async ({ input }) => {
            requests.push(input);
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
    expect(requests.map((r) => r.skip)).toEqual([0, 1, 1]);
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

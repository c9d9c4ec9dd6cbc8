import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../../tests/model/replay-path';
import { httpError } from '../../session/session.fixtures';
import { fixtureExportRequest, logbookExportFixtures } from './logbook-export.fixtures';
import { logbookExportMachine } from './logbook-export.machine';
import type {
  CreateExportRequest,
  DownloadExportRequest,
  LogbookExportContext,
} from './logbook-export.types';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ctx = contextOf<LogbookExportContext>;

const invariants: readonly ModelInvariant[] = [
  { name: 'the dialog never shows while busy', holds: (o) => !(tagged(o, 'dialog') && tagged(o, 'busy')) },
  {
    name: 'busy exactly while one call is in flight',
    holds: (o) => tagged(o, 'busy') === (callsOf(o).length === 1),
  },
  {
    name: 'the export is prepared with the format chosen and the filter handed over',
    holds: (o) =>
      callsOf(o, 'createExport').every((call) => {
        const input = call.input as CreateExportRequest;
        return input.format === ctx(o).format && input.filter === fixtureExportRequest.filter;
      }),
  },
  {
    name: 'the download asks for the prepared export',
    holds: (o) =>
      callsOf(o, 'downloadExport').every(
        (call) => (call.input as DownloadExportRequest).exportId === ctx(o).exportId,
      ),
  },
  {
    name: 'the snackbar shows exactly with a notice',
    holds: (o) => tagged(o, 'snackbar') === (ctx(o).notice !== null),
  },
  { name: 'nothing runs with the dialog open', holds: (o) => implies(tagged(o, 'dialog'), noCall(o)) },
];

describeModel('logbook export machine (model-based)', {
  machine: logbookExportMachine,
  inputs: logbookExportFixtures.inputs,
  eventVariants: logbookExportFixtures.eventVariants,
  now: NOW,
  invariants,
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const start = (download: () => Promise<Blob>) => {
  const created: CreateExportRequest[] = [];
  const saved = vi.fn();
  const actor = createActor(
    logbookExportMachine.provide({
      actors: {
        createExport: fromPromise<string, CreateExportRequest>(async ({ input }) => {
          created.push(input);
          return 'export-1';
        }),
        downloadExport: fromPromise<Blob, DownloadExportRequest>(download),
      },
      actions: { saveFile: (_, file) => void saved(file) },
    }),
  );
  actor.start();
  return { actor, created, saved };
};

describe('logbook export (rules)', () => {
  it('prepares the export in the chosen format, downloads it and says "downloading" for 3 s', async () => {
    const blob = new Blob(['a;b\n']);
    const { actor, created, saved } = start(async () => blob);
    actor.send({ type: 'user.openExport', request: fixtureExportRequest });
    actor.send({ type: 'user.selectFormat', format: 'spreadsheet' });
    actor.send({ type: 'user.confirmExport' });
    await vi.advanceTimersByTimeAsync(0);
    expect(created).toEqual([{ ...fixtureExportRequest, format: 'spreadsheet' }]);
    expect(saved).toHaveBeenCalledWith({ blob, fileName: 'logbook-export.xlsx' });
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'labels.downloading' });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(actor.getSnapshot().hasTag('snackbar')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('says "error (status)" when the download fails', async () => {
    const { actor, saved } = start(() => Promise.reject(httpError(404)));
    actor.send({ type: 'user.openExport', request: fixtureExportRequest });
    actor.send({ type: 'user.confirmExport' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'labels.downloadFailed', status: 404 });
  });

  it('a format change clears the prepared export', () => {
    const { actor } = start(() => new Promise(() => undefined));
    actor.send({ type: 'user.openExport', request: fixtureExportRequest });
    actor.send({ type: 'user.selectFormat', format: 'spreadsheet' });
    expect(actor.getSnapshot().context).toMatchObject({ format: 'spreadsheet', exportId: null });
  });
});

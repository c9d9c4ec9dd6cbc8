import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_EXPORT_TEXTS, FIXTURE_PERIOD } from './report-export.fixtures';
import type { ReportExportBuild, ReportExportWorkerMessage } from './report-export.types';
import { ExportBuildError, runExportWorker } from './run-export-worker';

const request: ReportExportBuild = {
  format: 'zip',
  period: FIXTURE_PERIOD,
  vehicles: [],
  texts: FIXTURE_EXPORT_TEXTS,
};

/** A worker stand-in that answers the request with the given messages. */
const fakeWorker = (answers: readonly ReportExportWorkerMessage[]) => {
  const worker = {
    onmessage: null as ((event: MessageEvent<ReportExportWorkerMessage>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    terminate: vi.fn(),
    postMessage: vi.fn(() => {
      queueMicrotask(() => {
        for (const data of answers) worker.onmessage?.({ data } as MessageEvent<ReportExportWorkerMessage>);
      });
    }),
  };
  return worker;
};

describe('runExportWorker', () => {
  it('reports progress and resolves with the file named by the period, then ends the worker', async () => {
    const bytes = new TextEncoder().encode('PK').buffer;
    const worker = fakeWorker([
      { type: 'progress', done: 1, total: 2 },
      { type: 'progress', done: 2, total: 2 },
      { type: 'done', bytes, mimeType: 'application/zip' },
    ]);
    const progress = vi.fn();
    const file = await runExportWorker(request, progress, undefined, () => worker as unknown as Worker);
    expect(worker.postMessage).toHaveBeenCalledWith(request);
    expect(progress.mock.calls).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(file.fileName).toBe('08-11-2026-22-11-2026-Export.zip');
    expect(file.blob.type).toBe('application/zip');
    expect(file.blob.size).toBe(2);
    expect(worker.terminate).toHaveBeenCalled();
  });

  it("rejects with the worker's message", async () => {
    const worker = fakeWorker([{ type: 'failed', message: 'out of memory' }]);
    await expect(
      runExportWorker(
        request,
        () => undefined,
        undefined,
        () => worker as unknown as Worker,
      ),
    ).rejects.toEqual(new ExportBuildError('out of memory'));
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('an abort ends the worker', async () => {
    const worker = fakeWorker([]);
    const controller = new AbortController();
    const running = runExportWorker(
      request,
      () => undefined,
      controller.signal,
      () => worker as unknown as Worker,
    );
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(ExportBuildError);
    expect(worker.terminate).toHaveBeenCalled();
  });
});

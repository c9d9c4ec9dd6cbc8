import type { ExportWorkerRequest } from './build-report-export';
import { notificationExportFileName } from './notification-export.rules';
import { exportFileName } from './report-export.rules';
import type {
  ExportProgressListener,
  ReportExportFile,
  ReportExportWorkerMessage,
} from './report-export.types';

/** The error a failed build rejects with (the worker's message, or its load error). */
export class ExportBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportBuildError';
  }
}

/** Starts the export worker (its own chunk: the xlsx writer and fflate load with it, never with the page). */
export const startExportWorker = (): Worker =>
  new Worker(new URL('./report-export.worker.ts', import.meta.url), {
    type: 'module',
    name: 'report-export',
  });

/**
 * Builds the export file in a worker: resolves with the file (blob and name), reports progress as the
 * worker posts it; aborting terminates the worker and rejects. One worker per build.
 */
export const runExportWorker = (
  request: ExportWorkerRequest,
  onProgress: ExportProgressListener,
  signal?: AbortSignal,
  createWorker: () => Worker = startExportWorker,
): Promise<ReportExportFile> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ExportBuildError('aborted'));
      return;
    }
    const worker = createWorker();
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(new ExportBuildError('aborted'));
    };
    signal?.addEventListener('abort', abort);
    worker.onmessage = ({ data }: MessageEvent<ReportExportWorkerMessage>) => {
      if (data.type === 'progress') onProgress(data.done, data.total);
      else if (data.type === 'failed') {
        finish();
        reject(new ExportBuildError(data.message));
      } else {
        finish();
        resolve({
          blob: new Blob([data.bytes], { type: data.mimeType }),
          fileName:
            'kind' in request
              ? notificationExportFileName(request.period)
              : exportFileName(request.period, request.format),
        });
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new ExportBuildError(event.message || 'the export worker failed to start'));
    };
    worker.postMessage(request);
  });

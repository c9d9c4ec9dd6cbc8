/// <reference lib="webworker" />
import { buildReportExport, type ExportWorkerRequest } from './build-report-export';
import type { ReportExportWorkerMessage } from './report-export.types';

/**
 * The export's worker: builds the file off the page's main thread (the page stays responsive), posts
 * progress per vehicle (at most every 50 ms, and the last) and the finished bytes (transferred).
 */
declare const self: DedicatedWorkerGlobalScope;

const PROGRESS_EVERY_MS = 50;
const post = (message: ReportExportWorkerMessage, transfer: Transferable[] = []) =>
  self.postMessage(message, transfer);

self.onmessage = async (event: MessageEvent<ExportWorkerRequest>) => {
  let lastPost = 0;
  try {
    const { bytes, mimeType } = await buildReportExport(event.data, (done, total) => {
      const now = performance.now();
      if (done < total && now - lastPost < PROGRESS_EVERY_MS) return;
      lastPost = now;
      post({ type: 'progress', done, total });
    });
    post({ type: 'done', bytes, mimeType }, [bytes]);
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};

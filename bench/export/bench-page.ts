import type { ExportVehicle, ReportPeriod } from '../../src/api/contract';
import { fixtureExportPages } from '../../src/api/export/report-export.fixtures';
import type { ReportExportFormat } from '../../src/api/export/report-export.types';
import { FIXTURE_EXPORT_TEXTS } from '../../src/api/export/report-export.fixtures';
import { runExportWorker } from '../../src/api/export/run-export-worker';

/**
 * The export benchmark's page: fixture pages generated here (not fetched), then the file built by the
 * app's export worker, driven from the outside through `window.__exportBench`.
 */
export interface ExportBench {
  /** Generates `vehicles` vehicles over the period as pages of 100 (before the measured window). */
  prepare(vehicles: number, period: ReportPeriod): number;
  /** Builds the file; resolves with the time from the request to the Blob and its size. */
  build(format: ReportExportFormat): Promise<{ ms: number; bytes: number; progressEvents: number }>;
}

declare global {
  interface Window {
    __exportBench?: ExportBench;
  }
}

let vehicles: readonly ExportVehicle[] = [];
let period: ReportPeriod = { startDate: '2025-11-23', endDate: '2026-11-22' };

// A visible heartbeat: the page keeps painting while the worker builds.
const heartbeat = document.getElementById('heartbeat');
let beats = 0;
const beat = () => {
  beats += 1;
  if (heartbeat) heartbeat.textContent = String(beats);
  requestAnimationFrame(beat);
};
requestAnimationFrame(beat);

window.__exportBench = {
  prepare(count, chosen) {
    period = chosen;
    vehicles = fixtureExportPages(count, 100, period).flatMap((page) => page.items);
    return vehicles.reduce((sum, vehicle) => sum + vehicle.days.length, 0);
  },
  async build(format) {
    let progressEvents = 0;
    const started = performance.now();
    const file = await runExportWorker({ format, period, vehicles, texts: FIXTURE_EXPORT_TEXTS }, () => {
      progressEvents += 1;
    });
    return { ms: performance.now() - started, bytes: file.blob.size, progressEvents };
  },
};

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { contentSecurityPolicy } from '../server/http/security-headers';
import { describeChromium, resolveChromium } from '../tests/e2e/support/chromium';
import type { ReportExportFormat } from '../src/api/export/report-export.types';
import type {} from './export/bench-page';
import { build } from 'vite';
import { serveStatic } from './map/bench-server';
import {
  installMainThreadProbe,
  longTasksBetween,
  pageNow,
  readMainThreadProbe,
} from './support/main-thread-probe';
import { loadAverage } from './support/process-cpu';
import { ms } from './support/stats';

/** One build of the export file in the browser's worker. */
export interface ExportBuildFigures {
  readonly format: ReportExportFormat;
  /** Build request → the finished Blob in the page (worker start, build, transfer). */
  readonly fileMs: number;
  readonly bytes: number;
  readonly progressEvents: number;
  /** The page's main thread meanwhile: long tasks (≥ 50 ms) and the longest. */
  readonly longTasks: number;
  readonly longestTaskMs: number;
  /** The 1-minute load average when the build ended (the machine is shared). */
  readonly load: number;
}

export interface ReportExportFigures {
  /** Long tasks while the page generated the fixture pages (not measured: shows the probe records). */
  readonly prepareLongTasks: number;
  readonly vehicles: number;
  readonly days: number;
  readonly rows: number;
  readonly builds: readonly ExportBuildFigures[];
}

const VEHICLES = 100;
/** One year (a leap year's 366 days are the limit; the year to 22 November 2026 has 365). */
const PERIOD = { startDate: '2025-11-23', endDate: '2026-11-22' };
const RUNS = Number(process.env['BENCH_EXPORT_RUNS'] ?? 3);

/**
 * Builds `bench/export/index.html` for production. Not through the project's config: its service-worker
 * plugin wants the app's root; the worker settings are the project's (module workers, own chunks).
 */
const buildExportBenchPage = async (outDir: string): Promise<void> => {
  await build({
    configFile: false,
    root: join(import.meta.dirname, 'export'),
    base: './',
    logLevel: 'warn',
    mode: 'production',
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
};

/**
 * Issue 9, Performance: the reporting export built in the browser. The app's export worker (the same
 * module the drawer uses, bundled by the project's Vite config) builds 100 vehicles × 1 year from
 * fixture pages generated in the page (not fetched), in headless Chromium. Measures build request →
 * Blob (target < 10 s) and the page's longest main-thread task meanwhile (target: none over 100 ms),
 * for the xlsx workbook and the zip of CSV files, `RUNS` times each.
 */
export const benchReportExport = async (): Promise<ReportExportFigures> => {
  const outDir = mkdtempSync(join(tmpdir(), 'export-bench-'));
  await buildExportBenchPage(outDir);
  const server = await serveStatic(outDir);
  const resolved = await resolveChromium('system');
  const browser = await chromium.launch({ executablePath: resolved.path, args: [...resolved.args] });
  console.log(describeChromium(resolved, `Chromium ${browser.version()}`));
  try {
    const page = await browser.newPage();
    // Served under the portal's own Content-Security-Policy (no eval, workers from 'self' only): the
    // worker and its lazily loaded exceljs chunk must run under it, as in the app.
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': contentSecurityPolicy([], []) },
      });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused/i.test(message.text())) violations.push(message.text());
    });
    await installMainThreadProbe(page);
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => window.__exportBench !== undefined);
    const prepareFrom = await pageNow(page);
    const rows = await page.evaluate(([count, period]) => window.__exportBench!.prepare(count, period), [
      VEHICLES,
      PERIOD,
    ] as const);
    const prepared = longTasksBetween(await readMainThreadProbe(page), prepareFrom, await pageNow(page));
    const builds: ExportBuildFigures[] = [];
    for (let run = 0; run < RUNS; run += 1)
      for (const format of ['xlsx', 'zip'] as const) {
        const from = await pageNow(page);
        const result = await page.evaluate((f) => window.__exportBench!.build(f), format);
        const to = await pageNow(page);
        const tasks = longTasksBetween(await readMainThreadProbe(page), from, to);
        builds.push({
          format,
          fileMs: result.ms,
          bytes: result.bytes,
          progressEvents: result.progressEvents,
          longTasks: tasks.count,
          longestTaskMs: tasks.longestMs,
          load: loadAverage(),
        });
      }
    if (violations.length > 0) throw new Error(`CSP violations: ${violations.join('\n')}`);
    return { prepareLongTasks: prepared.count, vehicles: VEHICLES, days: rows / VEHICLES, rows, builds };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
};

export const printReportExport = (figures: ReportExportFigures): void => {
  console.log(
    `\nReport export in the browser worker: ${figures.vehicles} vehicles × ${figures.days} days (${figures.rows} rows); ` +
      `generating them on the page: ${figures.prepareLongTasks} long tasks (before the measured window)`,
  );
  for (const b of figures.builds)
    console.log(
      `  ${b.format.padEnd(4)} file in ${ms(b.fileMs)} (${(b.bytes / 1_048_576).toFixed(1)} MB, ` +
        `${b.progressEvents} progress posts); main thread: ${b.longTasks} long tasks, longest ${ms(b.longestTaskMs)}; ` +
        `load ${b.load.toFixed(2)}`,
    );
};

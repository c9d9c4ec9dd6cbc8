import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { exportById, exportByMetric } from '../../api/contract';
import { runExportWorker } from '../../api/export/run-export-worker';
import type {
  ExportProgressListener,
  ReportExportBuild,
  ReportExportFile,
  ReportExportTexts,
} from '../../api/export/report-export.types';
import type { ExportDrawerMachine } from '../shared/export-drawer/export-drawer.machine';
import { provideExportCalls } from '../shared/export-drawer/export-drawer.configure';
import { reportExportDrawerMachine } from './report-export.source';
import type { BuildExportRequest, ExportFetchAnswer, ExportFetchRequest } from './report-export.types';

/** What the real export calls need. */
export interface ReportExportDeps {
  readonly api: ApiClient;
  /** Read at call time: a refresh in between is picked up. */
  readonly getAccessToken: () => string | null;
  /** The file's texts in the current language (see `reportExportTexts`), read when the build starts. */
  readonly texts: () => ReportExportTexts;
  /** Builds the file off the main thread; defaults to the export worker. */
  readonly build?: (
    request: ReportExportBuild,
    onProgress: ExportProgressListener,
    signal: AbortSignal,
  ) => Promise<ReportExportFile>;
  /** Hands the file to the browser's download (`saveFileInBrowser`). */
  readonly saveFile: (file: ReportExportFile) => void;
}

/**
 * The real actors: a page of export rows through the typed API client (exportById, or exportByMetric
 * grouped by metric; leaving the state aborts it), and the build in the export worker (leaving the
 * state terminates the worker).
 */
export const createReportExportActors = (deps: ReportExportDeps) => {
  const build = deps.build ?? runExportWorker;
  return {
    fetchExportPage: fromPromise<ExportFetchAnswer, ExportFetchRequest>(({ input, signal }) => {
      // A page the server turns away for now (issue 38) is asked again by the client; the wait shows.
      const common = { ...callAuth(deps.getAccessToken(), signal), onWait: input.reportWait };
      const period = { start: input.start, end: input.end, vehicleIds: input.vehicleIds.join(',') };
      if (input.grouping === 'byMetric')
        // 20 vehicles a page, the server's fixed page size (REPORT_LIMITS.exportByMetricPageSize).
        return deps.api.call(exportByMetric, {
          ...common,
          query: { ...period, metric: input.metric, page: input.page },
        });
      return deps.api.call(exportById, {
        ...common,
        query: { ...period, skip: input.skip, top: input.top },
      });
    }),
    buildExportFile: fromPromise<ReportExportFile, BuildExportRequest>(({ input, signal }) =>
      build(
        {
          format: input.format,
          period: input.period,
          vehicles: input.vehicles,
          ...(input.byMetric ? { byMetric: input.byMetric } : {}),
          texts: deps.texts(),
        },
        input.reportProgress,
        signal,
      ),
    ),
  };
};

/** The reporting export drawer with its calls and the download provided (one actor per reporting page). */
export const createReportExportMachine = (deps: ReportExportDeps): ExportDrawerMachine =>
  provideExportCalls(reportExportDrawerMachine, createReportExportActors(deps), deps.saveFile);

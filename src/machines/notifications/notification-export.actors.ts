import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { exportNotifications, type NotificationExportPage, type NotificationPage } from '../../api/contract';
import type { NotificationExportTexts } from '../../api/export/notification-export.types';
import type { ReportExportDeps } from '../reporting/report-export.actors';
import { runExportWorker } from '../../api/export/run-export-worker';
import type { ReportExportFile } from '../../api/export/report-export.types';
import type { HistoryListRequest } from './history-list.types';
import type { ExportDrawerMachine } from '../shared/export-drawer/export-drawer.machine';
import { provideExportCalls } from '../shared/export-drawer/export-drawer.configure';
import { notificationExportDrawerMachine } from './notification-export.source';
import type { NotificationBuildRequest, NotificationExportPageRequest } from './notification-export.types';

/** What the real export calls need (as the reporting export's, with this export's texts). */
export interface NotificationExportDeps extends Pick<
  ReportExportDeps,
  'api' | 'getAccessToken' | 'saveFile'
> {
  /** The file's texts in the current language, read when the build starts. */
  readonly texts: () => NotificationExportTexts;
  /** A page of the list (the history list's call), for the Quick Export. */
  readonly loadListPage: (request: HistoryListRequest, signal: AbortSignal) => Promise<NotificationPage>;
  /** Builds the file off the main thread; defaults to the export worker. */
  readonly build?: typeof runExportWorker;
}

/** The real actors: export pages through the typed client, list pages, the build in the export worker. */
export const createNotificationExportActors = (deps: NotificationExportDeps) => {
  const build = deps.build ?? runExportWorker;
  const api: ApiClient = deps.api;
  return {
    fetchExportPage: fromPromise<NotificationExportPage, NotificationExportPageRequest>(({ input, signal }) =>
      api.call(exportNotifications, {
        ...callAuth(deps.getAccessToken(), signal),
        // A page the server turns away for now (issue 38) is asked again by the client; the wait shows.
        onWait: input.reportWait,
        query: {
          vehicleIds: input.vehicleIds.join(','),
          startDate: input.startDate,
          endDate: input.endDate,
          skip: input.skip,
          top: input.top,
        },
      }),
    ),
    fetchListPage: fromPromise<NotificationPage, HistoryListRequest>(({ input, signal }) =>
      deps.loadListPage(input, signal),
    ),
    buildExportFile: fromPromise<ReportExportFile, NotificationBuildRequest>(({ input, signal }) =>
      build(
        {
          kind: 'notifications',
          period: input.period,
          events: input.events,
          names: input.names,
          texts: deps.texts(),
        },
        input.reportProgress,
        signal,
      ),
    ),
  };
};

/** The notifications export drawer with its calls and the download provided. */
export const createNotificationExportMachine = (deps: NotificationExportDeps): ExportDrawerMachine =>
  provideExportCalls(notificationExportDrawerMachine, createNotificationExportActors(deps), deps.saveFile);

import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../../api/api-client';
import {
  createLogbookExport,
  deleteLogbookEntries,
  getLogbookExport,
  listLogbookEntries,
  type LogbookResultCode,
} from '../../../api/contract';
import type { DeleteEntriesRequest } from './logbook-delete.types';
import type { CreateExportRequest, DownloadExportRequest } from './logbook-export.types';
import type { LogbookListPage, LogbookListRequest } from './logbook-list.types';

/** The real calls of the logbook list, export and delete machines. */
export interface LogbookApiActors {
  /** The list call as a plain function (the app-wide drafts wrap it in a rights check). */
  readonly calls: {
    readonly loadEntries: (input: LogbookListRequest, signal: AbortSignal) => Promise<LogbookListPage>;
  };
  readonly list: {
    readonly loadEntries: ReturnType<typeof fromPromise<LogbookListPage, LogbookListRequest>>;
  };
  readonly export: {
    readonly createExport: ReturnType<typeof fromPromise<string, CreateExportRequest>>;
    readonly downloadExport: ReturnType<typeof fromPromise<Blob, DownloadExportRequest>>;
  };
  readonly delete: {
    readonly deleteEntries: ReturnType<typeof fromPromise<LogbookResultCode, DeleteEntriesRequest>>;
  };
}

/**
 * The real actors: every call goes through the typed API client with the access token read at call
 * time and passes the abort signal on, so leaving the state that invoked a call cancels it.
 */
export const createLogbookApiActors = (
  api: ApiClient,
  getAccessToken: () => string | null,
): LogbookApiActors => {
  const auth = (signal: AbortSignal) => callAuth(getAccessToken(), signal);
  const loadEntries = (input: LogbookListRequest, signal: AbortSignal): Promise<LogbookListPage> =>
    api.call(listLogbookEntries, {
      ...auth(signal),
      params: { organisationId: input.organisationId },
      query: {
        top: input.top,
        skip: input.skip,
        filter: input.filter,
        orderby: input.orderby,
        count: 'true',
      },
    });
  return {
    calls: { loadEntries },
    list: {
      loadEntries: fromPromise<LogbookListPage, LogbookListRequest>(({ input, signal }) =>
        loadEntries(input, signal),
      ),
    },
    export: {
      createExport: fromPromise<string, CreateExportRequest>(
        async ({ input, signal }) =>
          (
            await api.call(createLogbookExport, {
              ...auth(signal),
              params: { organisationId: input.organisationId },
              body: {
                filter: input.filter,
                orderby: input.orderby,
                count: true,
                format: input.format,
                language: input.language,
              },
            })
          ).resourceId,
      ),
      downloadExport: fromPromise<Blob, DownloadExportRequest>(({ input, signal }) =>
        api.call(getLogbookExport, {
          ...auth(signal),
          params: { organisationId: input.organisationId, exportId: input.exportId },
        }),
      ),
    },
    delete: {
      deleteEntries: fromPromise<LogbookResultCode, DeleteEntriesRequest>(
        async ({ input, signal }) =>
          (
            await api.call(deleteLogbookEntries, {
              ...auth(signal),
              params: { organisationId: input.organisationId },
              body: { ids: input.ids },
            })
          ).resultCode,
      ),
    },
  };
};

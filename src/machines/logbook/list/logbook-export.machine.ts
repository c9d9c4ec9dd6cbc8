import { assign, fromPromise, setup } from 'xstate';
import { failureStatus, toApiFailure } from '../../../api/api-failure';
import type { ExportFormat } from '../../../api/contract';
import { LOGBOOK_TIMING } from './logbook-list.types';
import type {
  CreateExportRequest,
  DownloadExportRequest,
  ExportFile,
  LogbookExportContext,
  LogbookExportEvent,
  LogbookExportInput,
  LogbookExportRequest,
  LogbookExportTag,
} from './logbook-export.types';
import { messageMs } from '../../shared/message-time';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The logbook actor '${name}' was not provided (see createLogbookMachines).`));

/** The export machine's calls; the defaults reject (tests and stories provide fakes). */
export const logbookExportActorDefaults = {
  createExport: fromPromise<string, CreateExportRequest>(notProvided('createExport')),
  downloadExport: fromPromise<Blob, DownloadExportRequest>(notProvided('downloadExport')),
};

const EXTENSION: Readonly<Record<ExportFormat, string>> = { csv: 'csv', spreadsheet: 'xlsx' };
const errorOf = ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error });

/**
 * The logbook export (spec 001 §2, §5 Export, §8): `user.openExport` opens the format dialog with the
 * selection's filter; changing the format clears a prepared export; confirming prepares the export
 * (`createExport`), downloads it by its id (`downloadExport`) and hands the file to `saveFile` (the
 * browser download, provided by the composition root). The snackbar says "downloading" or
 * "error (status)" for 3 s.
 */
export const logbookExportMachine = setup({
  types: {
    context: {} as LogbookExportContext,
    events: {} as LogbookExportEvent,
    input: undefined as LogbookExportInput | undefined,
    tags: {} as LogbookExportTag,
  },
  actors: logbookExportActorDefaults,
  actions: {
    saveFile: (_, _file: ExportFile) => {},
    open: assign((_, { request }: { readonly request: LogbookExportRequest }) => ({
      request,
      exportId: null,
      failure: null,
      notice: null,
    })),
    selectFormat: assign((_, { format }: { readonly format: ExportFormat }) => ({ format, exportId: null })),
    keepExportId: assign((_, { exportId }: { readonly exportId: string }) => ({ exportId })),
    showDownloading: assign({ notice: { key: 'labels.downloading' } as const }),
    showFailure: assign((_, { error }: { readonly error: unknown }) => {
      const failure = toApiFailure(error);
      return {
        failure,
        notice: { key: 'labels.downloadFailed', status: failureStatus(failure) ?? 0 } as const,
      };
    }),
    hideNotice: assign({ notice: null }),
  },
  delays: { snackbar: () => messageMs(LOGBOOK_TIMING.snackbarMs) },
}).createMachine({
  id: 'logbookExport',
  context: ({ input }) => ({
    format: input?.format ?? 'csv',
    request: null,
    exportId: null,
    failure: null,
    notice: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.openExport': { target: 'choosing', actions: { type: 'open', params: ({ event }) => event } },
      },
    },
    choosing: {
      tags: 'dialog',
      on: {
        'user.selectFormat': { actions: { type: 'selectFormat', params: ({ event }) => event } },
        'user.cancelExport': 'closed',
        'user.confirmExport': 'creating',
      },
    },
    creating: {
      tags: 'busy',
      invoke: {
        id: 'createExport',
        src: 'createExport',
        input: ({ context }) => ({ ...(context.request as LogbookExportRequest), format: context.format }),
        onDone: {
          target: 'downloading',
          actions: { type: 'keepExportId', params: ({ event }) => ({ exportId: event.output }) },
        },
        onError: { target: 'notice', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    downloading: {
      tags: 'busy',
      invoke: {
        id: 'downloadExport',
        src: 'downloadExport',
        input: ({ context }) => ({
          organisationId: context.request?.organisationId ?? '',
          exportId: context.exportId ?? '',
        }),
        onDone: {
          target: 'notice',
          actions: [
            {
              type: 'saveFile',
              params: ({ context, event }) => ({
                blob: event.output,
                fileName: `logbook-export.${EXTENSION[context.format]}`,
              }),
            },
            'showDownloading',
          ],
        },
        onError: { target: 'notice', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    notice: {
      tags: 'snackbar',
      exit: 'hideNotice',
      after: { snackbar: 'closed' },
      on: {
        'user.dismissSnackbar': 'closed',
        'user.openExport': { target: 'choosing', actions: { type: 'open', params: ({ event }) => event } },
      },
    },
  },
});

/** The logbook export machine's type, for `ActorRefFrom` and `.provide()`. */
export type LogbookExportMachine = typeof logbookExportMachine;

import { assign, emit, fromPromise, setup } from 'xstate';
import { toApiFailure } from '../../../api/api-failure';
import type { LogbookResultCode } from '../../../api/contract';
import { LOGBOOK_TIMING } from './logbook-list.types';
import type {
  DeleteEntriesRequest,
  EntriesDeleted,
  LogbookDeleteContext,
  LogbookDeleteEvent,
  LogbookDeleteTag,
} from './logbook-delete.types';
import { messageMs } from '../../shared/message-time';

/** The delete machine's call; the default rejects (tests and stories provide fakes). */
export const logbookDeleteActorDefaults = {
  deleteEntries: fromPromise<LogbookResultCode, DeleteEntriesRequest>(() =>
    Promise.reject(
      new Error("The logbook actor 'deleteEntries' was not provided (see createLogbookMachines)."),
    ),
  ),
};

const SUCCESS: ReadonlySet<LogbookResultCode> = new Set(['successfully_deleted', 'only_deleted_locally']);

/** The result of a failed call (spec 001 §4 Deletion): the server's code, else by status. */
export const deleteFailureResult = (error: unknown): LogbookResultCode => {
  const failure = toApiFailure(error);
  if (failure._tag !== 'HttpError') return 'err_unknown';
  if (failure.body?.resultCode) return failure.body.resultCode;
  if (failure.status === 401) return 'new_login_required';
  if (failure.status === 403) return 'err_forbidden_request';
  return 'err_unknown';
};

/**
 * Delete selected entries (spec 001 §2 drafts page, §4 Deletion): `user.deleteSelected` asks for
 * confirmation, confirming calls `deleteEntries`; the answer's result code shows as
 * labels.logbook_entry_{result} for 3 s and `entriesDeleted` is emitted (success clears the selection
 * and refreshes the list, spec 001 §4).
 */
export const logbookDeleteMachine = setup({
  types: {
    context: {} as LogbookDeleteContext,
    events: {} as LogbookDeleteEvent,
    emitted: {} as EntriesDeleted,
    tags: {} as LogbookDeleteTag,
  },
  actors: logbookDeleteActorDefaults,
  actions: {
    keepRequest: assign((_, { organisationId, ids }: { organisationId: string; ids: readonly string[] }) => ({
      organisationId,
      ids,
    })),
    recordResult: assign((_, { result }: { readonly result: LogbookResultCode }) => ({ result })),
    announce: emit((_, { result }: { readonly result: LogbookResultCode }) => ({
      type: 'entriesDeleted' as const,
      success: SUCCESS.has(result),
    })),
    hideNotice: assign({ result: null }),
  },
  guards: {
    hasIds: (_, { ids }: { readonly ids: readonly string[] }) => ids.length > 0,
  },
  delays: { snackbar: () => messageMs(LOGBOOK_TIMING.snackbarMs) },
}).createMachine({
  id: 'logbookDelete',
  context: { organisationId: null, ids: [], result: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.deleteSelected': {
          guard: { type: 'hasIds', params: ({ event }) => event },
          target: 'confirming',
          actions: { type: 'keepRequest', params: ({ event }) => event },
        },
      },
    },
    confirming: {
      tags: 'confirming',
      on: { 'user.confirmDelete': 'deleting', 'user.cancelDelete': 'idle' },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteEntries',
        src: 'deleteEntries',
        input: ({ context }) => ({ organisationId: context.organisationId ?? '', ids: context.ids }),
        onDone: {
          target: 'notice',
          actions: [
            { type: 'recordResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'announce', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'notice',
          actions: [
            { type: 'recordResult', params: ({ event }) => ({ result: deleteFailureResult(event.error) }) },
            { type: 'announce', params: ({ event }) => ({ result: deleteFailureResult(event.error) }) },
          ],
        },
      },
    },
    notice: {
      tags: 'snackbar',
      exit: 'hideNotice',
      after: { snackbar: 'idle' },
      on: {
        'user.dismissSnackbar': 'idle',
        'user.deleteSelected': {
          guard: { type: 'hasIds', params: ({ event }) => event },
          target: 'confirming',
          actions: { type: 'keepRequest', params: ({ event }) => event },
        },
      },
    },
  },
});

/** The delete machine's type, for `ActorRefFrom` and `.provide()`. */
export type LogbookDeleteMachine = typeof logbookDeleteMachine;

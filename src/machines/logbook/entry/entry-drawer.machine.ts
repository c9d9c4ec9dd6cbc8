import { assign, sendTo, setup } from 'xstate';
import type { ApiFailure } from '../../../api/api-failure';
import { isStorageFull } from '../../../api/offline/store-errors';
import { failureOf } from '../../shared/fetch-fragment';
import { entryActorDefaults } from './entry.actors';
import {
  NOTICES,
  adoptLoaded,
  adoptPrepared,
  applyEdit,
  canSave,
  initialContext,
  isReadOnlyEntry,
  isUnknownEntryFailure,
  issuesFor,
  markSaved,
  markSyncing,
  recordFinalizeFailure,
  recordSaveFailure,
  saveRequest,
} from './entry-drawer.rules';
import {
  ENTRY_TIMING,
  type EntryDrawerContext,
  type EntryDrawerEvent,
  type EntryDrawerInput,
  type EntryDrawerTag,
  type FinalizeOutcome,
  type LoadedEntry,
  type PreparedEntry,
} from './entry-drawer.types';
import { entryFinalizeMachine } from './entry-finalize.machine';
import { entryNoticeMachine } from './entry-notice.machine';
import type { EntryForm } from './entry-form.types';
import type { EntrySaved } from './entry-gateway';

const CLOSED = '#entryDrawer.closed';

/** Save and finalise refuse a form with problems and show them instead (spec 001 §5). */
const attempt = (strict: boolean, target: string) =>
  [
    { guard: strict ? 'canFinalize' : 'canSave', target, actions: 'hideIssues' },
    { actions: { type: 'revealIssues', params: { strict } } },
  ] as const;

const edit = {
  actions: { type: 'edit', params: ({ event }: { event: { form: EntryForm } }) => event },
} as const;

/**
 * One logbook entry in the side drawer (spec 001 §2, §4, §5, §8): loads a stored entry (read-only when
 * finalised or signed) or prepares a new one (its id a client UUID; the newest entry's open defects
 * carried over with the defect notice after 300 ms). Saving without signature keeps it editable (a
 * create, then updates); finalising runs the strict rules, then the `finalize` child (signature, both
 * confirmations, save, finalise) and closes 0.7 s later. Delete (editable entries on the server) and
 * closing a modified form ask first; an update the server does not know flags the entry unknown, to be
 * recreated. A save made while a sync runs answers "sync in progress": the drawer shows it and checks
 * the sync status every 1 s (`checkSync`) until saved, saved locally or refused. A save the device store refuses for lack of space (quota) keeps the form and shows
 * `storageFull` in the drawer until a save succeeds. Snackbars show 3 s in the `notice` region. All calls go through the entry gateway.
 */
export const entryDrawerMachine = setup({
  types: {
    context: {} as EntryDrawerContext,
    events: {} as EntryDrawerEvent,
    input: {} as EntryDrawerInput,
    tags: {} as EntryDrawerTag,
  },
  actors: { ...entryActorDefaults, finalize: entryFinalizeMachine, notice: entryNoticeMachine },
  actions: {
    adoptLoaded: assign((_, { loaded }: { readonly loaded: LoadedEntry }) => adoptLoaded(loaded)),
    recordLoadFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      failure,
      status: 'error' as const,
    })),
    adoptPrepared: assign(({ context }, { prepared }: { readonly prepared: PreparedEntry }) =>
      adoptPrepared(context, prepared),
    ),
    edit: assign(({ context }, { form }: { readonly form: EntryForm }) => applyEdit(context, form)),
    revealIssues: assign(({ context }, { strict }: { readonly strict: boolean }) => ({
      issues: issuesFor(context, strict),
      showIssues: true,
    })),
    hideIssues: assign({ issues: [], showIssues: false }),
    markSaved: assign(({ context }, { saved }: { readonly saved: EntrySaved }) =>
      markSaved(context, saved.savedLocally),
    ),
    markSyncing: assign(({ context }) => markSyncing(context)),
    recordSaveFailure: assign((_, { failure }: { readonly failure: ApiFailure }) =>
      recordSaveFailure(failure),
    ),
    recordStorageFull: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      failure,
      storageFull: true,
      notice: null,
    })),
    markUnknown: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      failure,
      status: 'unknownEntry' as const,
      unknownEntry: true,
    })),
    recreate: assign({ status: 'newEntry', unknownEntry: false, onServer: false, failure: null }),
    markDeleted: assign({ changed: true, notice: NOTICES.deleted }),
    recordDeleteFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      failure,
      notice: NOTICES.deleteFailed(failure),
    })),
    markFinalized: assign({ status: 'finalized', changed: true, dirty: false, notice: NOTICES.finalized }),
    recordFinalizeFailure: assign(({ context }, outcome: FinalizeOutcome) =>
      recordFinalizeFailure(context, outcome),
    ),
    recordDocumentFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      failure,
      notice: NOTICES.documentFailed(failure),
    })),
    announce: sendTo('notice', ({ context }) =>
      context.notice
        ? { type: 'notice.show' as const, notice: context.notice }
        : { type: 'notice.dismiss' as const },
    ),
  },
  guards: {
    isExisting: ({ context }) => context.onServer,
    hasVehicle: ({ context }) => context.form.header.vehicleIdRef !== null,
    isReadOnly: (_, { loaded }: { readonly loaded: LoadedEntry }) => isReadOnlyEntry(loaded),
    carriesDefects: ({ context }, { prepared }: { readonly prepared: PreparedEntry }) =>
      adoptPrepared(context, prepared).carriedDefects === true,
    canSave: ({ context }) => canSave(context, false),
    canFinalize: ({ context }) => canSave(context, true),
    canDelete: ({ context }) => context.onServer && context.status !== 'newEntry',
    isDirty: ({ context }) => context.dirty,
    syncInProgress: (_, { saved }: { readonly saved: EntrySaved }) => saved.syncInProgress === true,
    isStorageFull: (_, { error }: { readonly error: unknown }) => isStorageFull(error),
    isUnknownEntry: ({ context }, { failure }: { readonly failure: ApiFailure }) =>
      isUnknownEntryFailure(context, failure),
    finalized: (_, outcome: FinalizeOutcome) => outcome.outcome === 'finalized',
    cancelled: (_, outcome: FinalizeOutcome) => outcome.outcome === 'cancelled',
  },
  delays: {
    closeAfterFinalize: ENTRY_TIMING.closeAfterFinalizeMs,
    defectNotice: ENTRY_TIMING.defectNoticeDelayMs,
    syncStatusPoll: ENTRY_TIMING.syncStatusPollMs,
  },
}).createMachine({
  id: 'entryDrawer',
  context: ({ input }) => initialContext(input),
  // The snackbar: shows each notice 3 s (spec 001 §9); the screen reads it.
  invoke: { id: 'notice', src: 'notice' },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isExisting', target: 'loading' },
        { guard: 'hasVehicle', target: 'preparing' },
        { target: 'editing' },
      ],
    },
    loading: {
      tags: 'loading',
      on: { 'user.close': 'closed' },
      invoke: {
        id: 'loadEntry',
        src: 'loadEntry',
        input: ({ context }) => ({ organisationId: context.organisationId, entryId: context.entryId }),
        onDone: [
          {
            guard: { type: 'isReadOnly', params: ({ event }) => ({ loaded: event.output }) },
            target: 'readOnly',
            actions: { type: 'adoptLoaded', params: ({ event }) => ({ loaded: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'adoptLoaded', params: ({ event }) => ({ loaded: event.output }) },
          },
        ],
        onError: { target: 'loadFailed', actions: { type: 'recordLoadFailure', params: failureOf } },
      },
    },
    loadFailed: { tags: 'loadFailed', on: { 'user.retry': 'loading', 'user.close': 'closed' } },
    preparing: {
      tags: 'loading',
      on: { 'user.close': 'closed' },
      invoke: {
        id: 'prepareNew',
        src: 'prepareNew',
        input: ({ context }) => ({
          organisationId: context.organisationId,
          vehicleId: context.form.header.vehicleIdRef ?? 0,
        }),
        onDone: [
          {
            guard: { type: 'carriesDefects', params: ({ event }) => ({ prepared: event.output }) },
            target: 'editing.announcing',
            actions: { type: 'adoptPrepared', params: ({ event }) => ({ prepared: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'adoptPrepared', params: ({ event }) => ({ prepared: event.output }) },
          },
        ],
        // The carry-over and the A1 hint are a help, not a condition: the form opens anyway.
        onError: 'editing',
      },
    },
    editing: {
      tags: 'editable',
      initial: 'idle',
      states: {
        announcing: { on: { 'user.edit': edit }, after: { defectNotice: 'defectNotice' } },
        defectNotice: {
          tags: 'defectNotice',
          on: { 'user.edit': edit, 'user.dismissDefectNotice': 'idle' },
        },
        idle: {
          on: {
            'user.edit': edit,
            'user.save': attempt(false, 'saving'),
            'user.finalize': attempt(true, 'finalizing'),
            'user.delete': { guard: 'canDelete', target: 'confirmDelete' },
            'user.close': [{ guard: 'isDirty', target: 'confirmClose' }, { target: CLOSED }],
          },
        },
        saving: {
          tags: 'saving',
          invoke: {
            id: 'saveEntry',
            src: 'saveEntry',
            input: ({ context }) => saveRequest(context),
            onDone: [
              {
                // A sync was running: saved on the device, sent right after it (spec 001 §4 Save outcomes).
                guard: { type: 'syncInProgress', params: ({ event }) => ({ saved: event.output }) },
                target: 'syncing',
                actions: 'markSyncing',
              },
              {
                target: 'idle',
                actions: [
                  { type: 'markSaved', params: ({ event }) => ({ saved: event.output }) },
                  'announce',
                ],
              },
            ],
            onError: [
              {
                // The device refused the space: nothing was stored, what was stored stays; say so in the drawer.
                guard: { type: 'isStorageFull', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: [{ type: 'recordStorageFull', params: failureOf }, 'announce'],
              },
              {
                guard: { type: 'isUnknownEntry', params: failureOf },
                target: '#entryDrawer.unknown',
                actions: { type: 'markUnknown', params: failureOf },
              },
              { target: 'idle', actions: [{ type: 'recordSaveFailure', params: failureOf }, 'announce'] },
            ],
          },
        },
        // "Sync in progress": the status is checked every 1 s until the sync is done (spec 001 §4, §9).
        // The entry is safe on the device: closing stops the checks, not the sync.
        syncing: {
          tags: 'syncing',
          on: { 'user.close': CLOSED },
          initial: 'waiting',
          states: {
            waiting: { after: { syncStatusPoll: 'checking' } },
            checking: {
              invoke: {
                id: 'checkSync',
                src: 'checkSync',
                input: ({ context }) => ({
                  organisationId: context.organisationId,
                  entryId: context.entryId,
                }),
                onDone: [
                  {
                    guard: { type: 'syncInProgress', params: ({ event }) => ({ saved: event.output }) },
                    target: 'waiting',
                  },
                  {
                    target: '#entryDrawer.editing.idle',
                    actions: [
                      { type: 'markSaved', params: ({ event }) => ({ saved: event.output }) },
                      'announce',
                    ],
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isUnknownEntry', params: failureOf },
                    target: '#entryDrawer.unknown',
                    actions: { type: 'markUnknown', params: failureOf },
                  },
                  {
                    target: '#entryDrawer.editing.idle',
                    actions: [{ type: 'recordSaveFailure', params: failureOf }, 'announce'],
                  },
                ],
              },
            },
          },
        },
        confirmDelete: {
          tags: 'confirmDelete',
          on: { 'user.confirmDelete': 'deleting', 'user.cancelDelete': 'idle' },
        },
        deleting: {
          tags: 'deleting',
          invoke: {
            id: 'deleteEntry',
            src: 'deleteEntry',
            input: ({ context }) => ({ organisationId: context.organisationId, entryId: context.entryId }),
            onDone: { target: CLOSED, actions: ['markDeleted', 'announce'] },
            onError: {
              target: 'idle',
              actions: [{ type: 'recordDeleteFailure', params: failureOf }, 'announce'],
            },
          },
        },
        confirmClose: {
          tags: 'confirmClose',
          on: { 'user.discardChanges': CLOSED, 'user.keepEditing': 'idle' },
        },
        finalizing: {
          tags: 'finalizing',
          invoke: {
            id: 'finalize',
            src: 'finalize',
            input: ({ context }) => ({ save: saveRequest(context) }),
            onDone: [
              {
                guard: { type: 'finalized', params: ({ event }) => event.output },
                target: '#entryDrawer.closing',
                actions: ['markFinalized', 'announce'],
              },
              { guard: { type: 'cancelled', params: ({ event }) => event.output }, target: 'idle' },
              {
                target: 'idle',
                actions: [{ type: 'recordFinalizeFailure', params: ({ event }) => event.output }, 'announce'],
              },
            ],
          },
        },
      },
    },
    unknown: {
      tags: 'unknown',
      on: { 'user.recreate': { target: 'editing', actions: 'recreate' }, 'user.close': 'closed' },
    },
    readOnly: {
      tags: 'readOnly',
      initial: 'idle',
      states: {
        idle: { on: { 'user.downloadDocument': 'downloading', 'user.close': CLOSED } },
        downloading: {
          tags: 'downloading',
          invoke: {
            id: 'downloadDocument',
            src: 'downloadDocument',
            input: ({ context }) => ({
              organisationId: context.organisationId,
              entryId: context.entryId,
              language: context.language,
            }),
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: [{ type: 'recordDocumentFailure', params: failureOf }, 'announce'],
            },
          },
        },
      },
    },
    closing: { tags: 'closing', after: { closeAfterFinalize: 'closed' } },
    closed: { tags: 'closed' },
  },
});

/** The entry drawer machine's type, for `ActorRefFrom` and `.provide()`. */
export type EntryDrawerMachine = typeof entryDrawerMachine;

import { assign, setup, type ActorRefFrom } from 'xstate';
import { noFacts } from '../../shared/fact-watch';
import type {
  SyncAnswered,
  SyncFailed,
  SyncFinished,
  SyncItemReport,
  SyncItemSettled,
  SyncReason,
} from './logbook-sync.types';
import { messageMs } from '../../shared/message-time';

/** Spec 001 §9: snackbar default 3000 ms. */
export const SYNC_NOTICE_MS = 3000;

/**
 * What the shell's sync snackbar says: the unsaved entries reached the server
 * (labels.logbookUnsavedEntriesSynced), or the sync failed with a status ("Error (status)").
 */
export type SyncNotice =
  | { readonly kind: 'synced'; readonly pushed: number }
  | { readonly kind: 'failed'; readonly status: number }
  /** The Synchronise button was answered without a sync: offline, or the session needs a login. */
  | { readonly kind: 'notRun'; readonly answer: 'system_is_offline' | 'new_login_required' };

/**
 * What the logbook pages' snackbar tells about one settled item (issue 8, README: the conflict rule),
 * as a key of the `logbook` texts: a draft edited on another device too was overwritten by this
 * device's later save, or the server's finalised state won over this device's change.
 */
export type SyncConflictNotice = 'labels.conflictOverwritten' | 'labels.serverFinalizedWins';

/** The sync actor left its signed-in scope (logout, or the session lost its organisation). */
export interface SyncSignedOut {
  readonly type: 'sync.signedOut';
}

/** What the sync actor tells the notice (through its `watchSync` watcher). */
export type SyncNews = SyncFinished | SyncFailed | SyncAnswered | SyncItemSettled | SyncSignedOut;

/** The sync actor's news as the notice hears it, or the user closing one of the two notices. */
export type SyncNoticeEvent =
  SyncNews | { readonly type: 'user.dismissSnackbar' } | { readonly type: 'user.dismissConflict' };

export interface SyncNoticeContext {
  /** The shell's snackbar, shown 3 s (tag `visible`). */
  readonly notice: SyncNotice | null;
  /** The logbook pages' conflict notice, shown until dismissed (tag `conflictTold`). */
  readonly conflict: SyncConflictNotice | null;
}

/**
 * A failure is told when someone is waiting on it: the Synchronise button, coming back online, a new
 * login. The 30 s poll fails quietly (the drafts page keeps the pending count and each row its state,
 * so a server that is down for an hour does not flash an error every 30 s), and a save or a deletion
 * tells its own outcome in the drawer or the list.
 */
export const TOLD_FAILURES: ReadonlySet<SyncReason> = new Set(['user', 'online', 'login']);

/**
 * What the user is told about one settled item of a sync, if anything (README: the conflict rule): a
 * save that went through over another device's change, or a save the server's finalisation dropped.
 * A save still to be retried and every deletion tell nothing.
 */
export const syncConflictOf = (report: SyncItemReport): SyncConflictNotice | null => {
  if (report.kind !== 'save') return null;
  if (report.outcome === 'done' && report.conflictOverwritten) return 'labels.conflictOverwritten';
  if (report.outcome === 'dropped') return 'labels.serverFinalizedWins';
  return null;
};

const noticeOf = ({ event }: { event: SyncNoticeEvent }): SyncNotice => {
  switch (event.type) {
    case 'sync.finished':
      return { kind: 'synced', pushed: event.pushed };
    case 'sync.answered':
      return {
        kind: 'notRun',
        answer: event.answer === 'new_login_required' ? event.answer : 'system_is_offline',
      };
    default:
      return { kind: 'failed', status: event.type === 'sync.failed' ? event.status : 0 };
  }
};

const conflictOf = ({ event }: { event: SyncNoticeEvent }): SyncConflictNotice | null =>
  event.type === 'sync.itemSettled' ? syncConflictOf(event) : null;

/**
 * The logbook sync's notices, two independent regions:
 * - `snackbar`: the app-wide sync snackbar in the shell (spec 001 §4: going online syncs "with a
 *   success snackbar" labelled logbookUnsavedEntriesSynced; §8: sync failure → "Error (status)" for 3 s;
 *   the button's request answered system_is_offline or new_login_required says so). Tag `visible`
 *   exactly while `context.notice` shows; a newer notice replaces it and starts the 3 s again.
 * - `conflict`: the conflict rule told on the logbook pages (issue 8). Tag `conflictTold` exactly while
 *   `context.conflict` holds a key; a newer one replaces it. It stays until dismissed, since the sync
 *   that settles it may run while the user looks elsewhere, and goes when the sync signs out (it is
 *   about that account's entries).
 */
export const syncNoticeMachine = setup({
  types: {
    context: {} as SyncNoticeContext,
    events: {} as SyncNoticeEvent,
    tags: {} as 'visible' | 'conflictTold',
  },
  actors: { watchSync: noFacts<SyncNews>() },
  actions: {
    keep: assign((_, notice: SyncNotice) => ({ notice })),
    clear: assign({ notice: null }),
    keepConflict: assign((_, conflict: SyncConflictNotice | null) => ({ conflict })),
    clearConflict: assign({ conflict: null }),
  },
  guards: {
    announced: ({ event }) => event.type === 'sync.finished' && event.announce,
    told: ({ event }) => event.type === 'sync.failed' && TOLD_FAILURES.has(event.reason),
    // The button's request not run (a sync already running needs no word: its own end is told).
    buttonNotRun: ({ event }) =>
      event.type === 'sync.answered' && event.reason === 'user' && event.answer !== 'sync_in_process',
    conflictTold: ({ event }) => conflictOf({ event }) !== null,
  },
  delays: { notice: () => messageMs(SYNC_NOTICE_MS) },
}).createMachine({
  id: 'syncNotice',
  context: { notice: null, conflict: null },
  invoke: { id: 'watchSync', src: 'watchSync' },
  type: 'parallel',
  states: {
    snackbar: {
      initial: 'hidden',
      // Targeting the child re-enters `visible` (its 3 s start again); `reenter: true` would re-enter
      // from the parallel root and reset the conflict region too.
      on: {
        'sync.finished': {
          guard: 'announced',
          target: '.visible',
          actions: { type: 'keep', params: noticeOf },
        },
        'sync.failed': {
          guard: 'told',
          target: '.visible',
          actions: { type: 'keep', params: noticeOf },
        },
        'sync.answered': {
          guard: 'buttonNotRun',
          target: '.visible',
          actions: { type: 'keep', params: noticeOf },
        },
      },
      states: {
        hidden: {},
        visible: {
          tags: 'visible',
          after: { notice: { target: 'hidden', actions: 'clear' } },
          on: { 'user.dismissSnackbar': { target: 'hidden', actions: 'clear' } },
        },
      },
    },
    conflict: {
      initial: 'quiet',
      on: {
        'sync.itemSettled': {
          guard: 'conflictTold',
          target: '.told',
          actions: { type: 'keepConflict', params: conflictOf },
        },
      },
      states: {
        quiet: {},
        told: {
          tags: 'conflictTold',
          on: {
            'user.dismissConflict': { target: 'quiet', actions: 'clearConflict' },
            'sync.signedOut': { target: 'quiet', actions: 'clearConflict' },
          },
        },
      },
    },
  },
});

export type SyncNoticeMachine = typeof syncNoticeMachine;
export type SyncNoticeActor = ActorRefFrom<SyncNoticeMachine>;

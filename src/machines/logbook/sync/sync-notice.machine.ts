import { assign, setup, type ActorRefFrom } from 'xstate';
import { noFacts } from '../../shared/fact-watch';
import type { SyncAnswered, SyncFailed, SyncFinished, SyncReason } from './logbook-sync.types';

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

/** What the sync actor tells the notice (through its `watchSync` watcher). */
export type SyncEnding = SyncFinished | SyncFailed | SyncAnswered;

/** The sync actor's endings as the notice hears them, or the user closing it. */
export type SyncNoticeEvent = SyncEnding | { readonly type: 'user.dismissSnackbar' };

/**
 * A failure is told when someone is waiting on it: the Synchronise button, coming back online, a new
 * login. The 30 s poll fails quietly (the drafts page keeps the pending count and each row its state,
 * so a server that is down for an hour does not flash an error every 30 s), and a save or a deletion
 * tells its own outcome in the drawer or the list.
 */
export const TOLD_FAILURES: ReadonlySet<SyncReason> = new Set(['user', 'online', 'login']);

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

/**
 * The app-wide sync snackbar (spec 001 §4: going online syncs "with a success snackbar"
 * labelled logbookUnsavedEntriesSynced; §8: sync failure → "Error (status)" for 3 s; the button's
 * request answered system_is_offline or new_login_required says so). Tag `visible`
 * exactly while `context.notice` shows; a newer notice replaces it and starts the 3 s again.
 */
export const syncNoticeMachine = setup({
  types: {
    context: {} as { readonly notice: SyncNotice | null },
    events: {} as SyncNoticeEvent,
    tags: {} as 'visible',
  },
  actors: { watchSync: noFacts<SyncEnding>() },
  actions: {
    keep: assign((_, notice: SyncNotice) => ({ notice })),
    clear: assign({ notice: null }),
  },
  guards: {
    announced: ({ event }) => event.type === 'sync.finished' && event.announce,
    told: ({ event }) => event.type === 'sync.failed' && TOLD_FAILURES.has(event.reason),
    // The button's request not run (a sync already running needs no word: its own end is told).
    buttonNotRun: ({ event }) =>
      event.type === 'sync.answered' && event.reason === 'user' && event.answer !== 'sync_in_process',
  },
  delays: { notice: SYNC_NOTICE_MS },
}).createMachine({
  id: 'syncNotice',
  context: { notice: null },
  invoke: { id: 'watchSync', src: 'watchSync' },
  initial: 'hidden',
  on: {
    'sync.finished': {
      guard: 'announced',
      target: '.visible',
      reenter: true,
      actions: { type: 'keep', params: noticeOf },
    },
    'sync.failed': {
      guard: 'told',
      target: '.visible',
      reenter: true,
      actions: { type: 'keep', params: noticeOf },
    },
    'sync.answered': {
      guard: 'buttonNotRun',
      target: '.visible',
      reenter: true,
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
});

export type SyncNoticeMachine = typeof syncNoticeMachine;
export type SyncNoticeActor = ActorRefFrom<SyncNoticeMachine>;

import { assign, fromPromise, setup } from 'xstate';
import type { StorageLevel } from '../../api/contract/health.contract';

/** Context: how full the server's storage was at the last word from it. */
export interface StorageNoticeContext {
  readonly level: StorageLevel;
}

/** An answer of the API was 507: the server refused a write for want of disk space. */
export type StorageNoticeEvent = { readonly type: 'api.storageRefused' };

/** How long after the start the first check waits (the start's own calls go first). */
export const FIRST_CHECK_MS = 10_000;
/** Checks while the storage is fine or nearly full. */
export const CHECK_EVERY_MS = 60_000;
/** Checks while writes are refused, so the banner goes soon after space is back. */
export const FULL_CHECK_EVERY_MS = 15_000;

/**
 * The storage banner's state (issue 37): what the server's health answer says of its storage, checked
 * once a minute (every 15 s while full), and `full` at once when any call is refused with 507. A failed
 * check (offline, the server restarting) keeps what was known. The view shows `full` to everyone (a
 * change typed now could not be saved) and `warning` to the administrators, who can free space.
 */
export const storageNoticeMachine = setup({
  types: {
    context: {} as StorageNoticeContext,
    events: {} as StorageNoticeEvent,
  },
  actors: {
    readStorage: fromPromise<StorageLevel>(() =>
      Promise.reject(
        new Error("The storage notice's 'readStorage' was not provided (see storage-notice.start.ts)."),
      ),
    ),
  },
  actions: {
    markFull: assign({ level: 'full' as const }),
  },
  delays: {
    nextCheck: ({ context }) => (context.level === 'full' ? FULL_CHECK_EVERY_MS : CHECK_EVERY_MS),
    firstCheck: FIRST_CHECK_MS,
  },
}).createMachine({
  id: 'storageNotice',
  context: { level: 'ok' },
  initial: 'starting',
  on: {
    // Re-entered: the next check is timed from now, at the full state's pace.
    'api.storageRefused': { target: '.waiting', reenter: true, actions: 'markFull' },
  },
  states: {
    starting: { after: { firstCheck: 'checking' } },
    waiting: { after: { nextCheck: 'checking' } },
    checking: {
      invoke: {
        id: 'readStorage',
        src: 'readStorage',
        onDone: { target: 'waiting', actions: assign({ level: ({ event }) => event.output }) },
        onError: 'waiting',
      },
    },
  },
});

export type StorageNoticeMachine = typeof storageNoticeMachine;

/** What the banner shows: `full` to everyone, `warning` only to those who administer the portal. */
export const storageBanner = (level: StorageLevel, administers: boolean): 'full' | 'warning' | null =>
  level === 'full' ? 'full' : level === 'warning' && administers ? 'warning' : null;

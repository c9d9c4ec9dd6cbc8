import type { AnyEventObject } from 'xstate';
import type { SyncFailed, SyncFinished, SyncItemSettled } from './logbook-sync.types';

const finished = (announce: boolean): SyncFinished => ({
  type: 'sync.finished',
  reason: announce ? 'online' : 'poll',
  pushed: 3,
  failed: 0,
  announce,
});
const failed = (reason: SyncFailed['reason'], status: number): SyncFailed => ({
  type: 'sync.failed',
  reason,
  status,
  resultCode: status === 0 ? 'err_unknown' : 'err_server',
});

/** One settled item of a sync, a plain save unless told otherwise. */
export const settledItem = (overrides: Partial<Omit<SyncItemSettled, 'type'>> = {}): SyncItemSettled => ({
  type: 'sync.itemSettled',
  logbookEntryId: 'e-1',
  kind: 'save',
  resultCode: 'successfully_saved',
  status: 200,
  outcome: 'done',
  conflictOverwritten: false,
  ...overrides,
});

/** The settled items of the conflict rule: two told, three telling nothing. */
export const settledItems = {
  /** A later save pushed again over another device's change: your later save was kept. */
  overwritten: settledItem({ conflictOverwritten: true }),
  /** The server finalised it meanwhile: the finalised version is kept. */
  finalizedWins: settledItem({ resultCode: 'err_already_finalized', status: 409, outcome: 'dropped' }),
  plainSave: settledItem(),
  /** A retry after a conflict that did not go through (yet). */
  conflictRetry: settledItem({
    resultCode: 'err_version_conflict',
    status: 409,
    outcome: 'retry',
    conflictOverwritten: true,
  }),
  droppedDeletion: settledItem({ kind: 'delete', resultCode: 'err_already_finalized', outcome: 'dropped' }),
} as const;

/** Test and story data for the sync notice machine. Not imported by the app. */
export const syncNoticeFixtures: {
  readonly inputs: Readonly<Record<'start', undefined>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { start: undefined },
  eventVariants: {
    'sync.finished': [finished(true), finished(false)],
    'sync.failed': [failed('user', 500), failed('poll', 0)],
    'sync.answered': [
      { type: 'sync.answered', reason: 'user', answer: 'new_login_required' },
      { type: 'sync.answered', reason: 'user', answer: 'sync_in_process' },
    ],
    'sync.itemSettled': Object.values(settledItems),
    'sync.signedOut': [{ type: 'sync.signedOut' }],
    'user.dismissSnackbar': [{ type: 'user.dismissSnackbar' }],
    'user.dismissConflict': [{ type: 'user.dismissConflict' }],
  },
};

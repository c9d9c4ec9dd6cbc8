import type { AnyEventObject } from 'xstate';
import type { SyncFailed, SyncFinished } from './logbook-sync.types';

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

/** Test and story data for the sync snackbar machine. Not imported by the app. */
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
    'user.dismissSnackbar': [{ type: 'user.dismissSnackbar' }],
  },
};

import { createActor, type AnyMachineSnapshot } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../../tests/model/run-model';
import { contextOf, tagged } from '../../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../../tests/model/replay-path';
import { settledItem, settledItems, syncNoticeFixtures } from './sync-notice.fixtures';
import {
  SYNC_NOTICE_MS,
  syncConflictOf,
  syncNoticeMachine,
  type SyncNoticeContext,
} from './sync-notice.machine';

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const notice = (o: Parameters<typeof tagged>[0]) => contextOf<SyncNoticeContext>(o).notice;
const conflict = (o: Parameters<typeof tagged>[0]) => contextOf<SyncNoticeContext>(o).conflict;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'a notice is held exactly while visible',
    holds: (o) => (notice(o) !== null) === tagged(o, 'visible'),
  },
  {
    // The fixtures fail the button's sync with 500 and the poll's with 0: only the first may show.
    name: 'a failure shown is one someone waits on, never the quiet poll',
    holds: (o) => {
      const shown = notice(o);
      return shown?.kind !== 'failed' || shown.status === 500;
    },
  },
  {
    name: 'a conflict notice is held exactly while told',
    holds: (o) => (conflict(o) !== null) === tagged(o, 'conflictTold'),
  },
  {
    // The fixtures settle a retried save and a deletion too: neither may be told.
    name: 'a conflict told is one of the two the conflict rule names',
    holds: (o) => [null, 'labels.conflictOverwritten', 'labels.serverFinalizedWins'].includes(conflict(o)),
  },
];

describeModel('sync notice machine (model-based)', {
  machine: syncNoticeMachine,
  inputs: syncNoticeFixtures.inputs,
  eventVariants: syncNoticeFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({
      value: snapshot.value as unknown,
      notice: (snapshot.context as SyncNoticeContext).notice,
      conflict: (snapshot.context as SyncNoticeContext).conflict,
    }),
  onCoverage: (report) =>
    console.info(
      `sync-notice coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const start = () => createActor(syncNoticeMachine).start();

describe('sync notice (rules and timing)', () => {
  it('back online with something pushed: "unsaved entries synchronised" for 3000 ms', async () => {
    const actor = start();
    actor.send({ type: 'sync.finished', reason: 'online', pushed: 4, failed: 0, announce: true });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'synced', pushed: 4 });
    await vi.advanceTimersByTimeAsync(SYNC_NOTICE_MS - 1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('a sync that pushed nothing or ran on the poll says nothing', () => {
    const actor = start();
    actor.send({ type: 'sync.finished', reason: 'poll', pushed: 2, failed: 0, announce: false });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('a failure of the button, of coming online or of a login shows "Error (status)"; the poll and saves fail quietly', () => {
    for (const reason of ['user', 'online', 'login'] as const) {
      const actor = start();
      actor.send({ type: 'sync.failed', reason, status: 503, resultCode: 'err_server' });
      expect(actor.getSnapshot().context.notice).toEqual({ kind: 'failed', status: 503 });
    }
    for (const reason of ['poll', 'save', 'delete'] as const) {
      const actor = start();
      actor.send({ type: 'sync.failed', reason, status: 0, resultCode: 'err_unknown' });
      expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    }
  });

  it('the button answered without a sync says why (offline, login needed); a running sync is no news', () => {
    for (const answer of ['system_is_offline', 'new_login_required'] as const) {
      const actor = start();
      actor.send({ type: 'sync.answered', reason: 'user', answer });
      expect(actor.getSnapshot().context.notice).toEqual({ kind: 'notRun', answer });
    }
    const actor = start();
    actor.send({ type: 'sync.answered', reason: 'user', answer: 'sync_in_process' });
    actor.send({ type: 'sync.answered', reason: 'poll', answer: 'system_is_offline' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('a newer notice replaces the shown one and starts the 3 s again; the user may close it', async () => {
    const actor = start();
    actor.send({ type: 'sync.failed', reason: 'user', status: 0, resultCode: 'err_unknown' });
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'sync.finished', reason: 'online', pushed: 1, failed: 0, announce: true });
    await vi.advanceTimersByTimeAsync(2999);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'synced', pushed: 1 });
    actor.send({ type: 'user.dismissSnackbar' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });
});

describe('what a settled sync item tells the logbook pages (the conflict rule)', () => {
  it('a later save pushed again over another device’s change: your later save was kept', () => {
    expect(syncConflictOf(settledItems.overwritten)).toBe('labels.conflictOverwritten');
  });

  it('the server finalised it meanwhile: the finalised version is kept', () => {
    expect(syncConflictOf(settledItems.finalizedWins)).toBe('labels.serverFinalizedWins');
  });

  it('a plain save, a retry after a conflict that did not go through, and deletions tell nothing', () => {
    expect(syncConflictOf(settledItems.plainSave)).toBeNull();
    expect(syncConflictOf(settledItems.conflictRetry)).toBeNull();
    expect(syncConflictOf(settledItems.droppedDeletion)).toBeNull();
  });

  it('stays until dismissed, beside the shell’s snackbar and past its 3 s', async () => {
    const actor = start();
    actor.send(settledItems.overwritten);
    actor.send({ type: 'sync.finished', reason: 'online', pushed: 1, failed: 0, announce: true });
    expect(actor.getSnapshot().context).toEqual({
      notice: { kind: 'synced', pushed: 1 },
      conflict: 'labels.conflictOverwritten',
    });
    await vi.advanceTimersByTimeAsync(60 * SYNC_NOTICE_MS);
    expect(actor.getSnapshot().context).toEqual({ notice: null, conflict: 'labels.conflictOverwritten' });
    // Closing the shell's snackbar leaves the conflict notice; a settled item telling nothing too.
    actor.send({ type: 'user.dismissSnackbar' });
    actor.send(settledItems.plainSave);
    expect(actor.getSnapshot().hasTag('conflictTold')).toBe(true);
    actor.send({ type: 'user.dismissConflict' });
    expect(actor.getSnapshot().context.conflict).toBeNull();
    expect(actor.getSnapshot().hasTag('conflictTold')).toBe(false);
  });

  it('a newer conflict replaces the one told; signing out forgets it (another account’s entries)', () => {
    const actor = start();
    actor.send(settledItems.finalizedWins);
    actor.send(settledItem({ logbookEntryId: 'e-2', conflictOverwritten: true }));
    expect(actor.getSnapshot().context.conflict).toBe('labels.conflictOverwritten');
    actor.send({ type: 'sync.signedOut' });
    expect(actor.getSnapshot().context.conflict).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, emit, setup } from 'xstate';
import type { LogbookSyncActor } from '../offline/logbook-offline-actors';
import type { LogbookSyncEmitted } from './logbook-sync.types';
import { settledItems } from './sync-notice.fixtures';
import { syncNoticeMachine } from './sync-notice.machine';
import { watchSyncEndings } from './sync-notice.watch';

/** Stands in for the sync actor: emits what it is sent, signs in and out (tag `signedOut`). */
const fakeSync = () =>
  createActor(
    setup({
      types: {
        events: {} as
          { type: 'emit'; event: LogbookSyncEmitted } | { type: 'session.open' } | { type: 'session.close' },
      },
    }).createMachine({
      initial: 'signedIn',
      on: {
        emit: { actions: emit(({ event }) => (event.type === 'emit' ? event.event : event) as never) },
      },
      states: {
        signedIn: { on: { 'session.close': 'signedOut' } },
        signedOut: { tags: 'signedOut', on: { 'session.open': 'signedIn' } },
      },
    }),
  ).start();

const start = () => {
  const sync = fakeSync();
  const notice = createActor(
    syncNoticeMachine.provide({
      actors: {
        watchSync: watchSyncEndings(
          sync as unknown as Pick<LogbookSyncActor, 'on' | 'subscribe' | 'getSnapshot'>,
        ),
      },
    }),
  ).start();
  return { sync, notice, emit: (event: LogbookSyncEmitted) => sync.send({ type: 'emit', event }) };
};

describe("the sync notice's watcher over the sync actor", () => {
  it('hands on the settled items and the endings', () => {
    const { notice, emit: send } = start();
    send(settledItems.finalizedWins);
    send({ type: 'sync.failed', reason: 'user', status: 503, resultCode: 'err_server' });
    expect(notice.getSnapshot().context).toEqual({
      notice: { kind: 'failed', status: 503 },
      conflict: 'labels.serverFinalizedWins',
    });
    notice.stop();
  });

  it('tells the notice when the sync signs out, not while it stays signed in or out', () => {
    const { sync, notice, emit: send } = start();
    send(settledItems.overwritten);
    sync.send({ type: 'session.open' });
    expect(notice.getSnapshot().context.conflict).toBe('labels.conflictOverwritten');
    sync.send({ type: 'session.close' });
    expect(notice.getSnapshot().context.conflict).toBeNull();
    // Signed out already: a notice heard now (a sync's last report) is not taken back by a repeat.
    send(settledItems.overwritten);
    sync.send({ type: 'session.close' });
    expect(notice.getSnapshot().context.conflict).toBe('labels.conflictOverwritten');
    notice.stop();
  });
});

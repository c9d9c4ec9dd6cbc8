import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, emit, setup } from 'xstate';
import type { LogbookSyncActor } from '../../../machines/logbook/offline/logbook-offline-actors';
import type { SyncFinished } from '../../../machines/logbook/sync/logbook-sync.types';
import { useRefreshAfterSync } from './use-refresh-after-sync';

/** Stands in for the sync actor: emits the `sync.finished` it is sent. */
const syncThatFinishes = () => {
  const actor = createActor(
    setup({ types: { events: {} as { type: 'finish'; finished: SyncFinished } } }).createMachine({
      on: { finish: { actions: emit(({ event }) => event.finished) } },
    }),
  ).start();
  return {
    sync: actor as unknown as Pick<LogbookSyncActor, 'on'>,
    finish: (finished: Omit<SyncFinished, 'type' | 'failed' | 'announce'>) =>
      actor.send({
        type: 'finish',
        finished: { type: 'sync.finished', failed: 0, announce: false, ...finished },
      }),
  };
};

const list = () => {
  const sent: string[] = [];
  return { sent, send: (event: { readonly type: 'list.refresh' }) => void sent.push(event.type) };
};

describe('the logbook lists after a sync', () => {
  it('fetch again when the sync pushed something or the connection came back; once per list', () => {
    const { sync, finish } = syncThatFinishes();
    const page = list();
    const drafts = list();
    const { unmount } = renderHook(() => useRefreshAfterSync(sync, [page, drafts, page]));
    finish({ reason: 'poll', pushed: 0 });
    expect(page.sent).toEqual([]);
    finish({ reason: 'save', pushed: 1 });
    expect(page.sent).toEqual(['list.refresh']);
    expect(drafts.sent).toEqual(['list.refresh']);
    finish({ reason: 'online', pushed: 0 });
    expect(page.sent).toEqual(['list.refresh', 'list.refresh']);
    unmount();
    finish({ reason: 'user', pushed: 3 });
    expect(page.sent).toHaveLength(2);
  });
});

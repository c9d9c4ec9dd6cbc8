import { describe, expect, it } from 'vitest';
import { createActor, emit, setup } from 'xstate';
import type { LogbookSyncEmitted } from '../sync/logbook-sync.types';
import { syncPortOf, type LogbookSyncActor } from './logbook-offline-actors';
import { syncOnline, syncRunning } from './sync-port';

/** Stands in for the sync actor: emits what it is sent, remembers the requests. */
const emitter = () => {
  const requests: string[] = [];
  const actor = createActor(
    setup({
      types: { events: {} as { type: 'emit'; event: LogbookSyncEmitted } | { type: 'sync.requested' } },
    }).createMachine({
      on: {
        emit: { actions: emit(({ event }) => (event.type === 'emit' ? event.event : event) as never) },
        'sync.requested': { actions: () => requests.push('requested') },
      },
    }),
  ).start();
  const sync = actor as unknown as Pick<LogbookSyncActor, 'send' | 'on' | 'getSnapshot'>;
  return { requests, sync, emit: (event: LogbookSyncEmitted) => actor.send({ type: 'emit', event }) };
};

const ID = '7d1b6a8e-3c2f-4e5a-9b0c-1d2e3f4a5b6c';
const signal = new AbortController().signal;

describe("the sync port: one item's settlement from the sync actor's events", () => {
  it("a refused save arrives with the server's field issues, for the drawer to show at the fields", async () => {
    const { sync, emit: send } = emitter();
    const port = syncPortOf(sync);
    const settled = port.settled(ID, signal);
    const issues = [{ field: 'entry.header.referenceLocation', message: 'required' }];
    send({
      type: 'sync.itemSettled',
      logbookEntryId: 'another',
      kind: 'save',
      resultCode: 'successfully_saved',
      status: 201,
      outcome: 'done',
      conflictOverwritten: false,
    });
    send({
      type: 'sync.itemSettled',
      logbookEntryId: ID,
      kind: 'save',
      resultCode: 'err_validation',
      status: 400,
      outcome: 'refused',
      conflictOverwritten: false,
      issues,
    });
    await expect(settled).resolves.toEqual({
      logbookEntryId: ID,
      resultCode: 'err_validation',
      status: 400,
      issues,
    });
  });

  it('a failed sync or an offline answer settles nothing (the work stays on the device); running on waits', async () => {
    const { sync, emit: send, requests } = emitter();
    const port = syncPortOf(sync);
    port.request('save');
    expect(requests).toEqual(['requested']);
    const failed = port.settled(ID, signal);
    send({ type: 'sync.failed', reason: 'save', status: 0, resultCode: 'err_unknown' });
    await expect(failed).resolves.toBeNull();
    const waiting = port.settled(ID, signal);
    send({ type: 'sync.answered', reason: 'save', answer: 'sync_in_process' });
    send({ type: 'sync.answered', reason: 'save', answer: 'system_is_offline' });
    await expect(waiting).resolves.toBeNull();
  });

  it("reads the sync actor's own state: its online flag (not told yet: offline) and its `syncing` tag", () => {
    const actorIn = (online: boolean | null, syncing: boolean) =>
      ({
        send: () => undefined,
        on: () => ({ unsubscribe: () => undefined }),
        getSnapshot: () => ({ context: { online }, hasTag: (tag: string) => syncing && tag === 'syncing' }),
      }) as never;
    expect(syncRunning(syncPortOf(actorIn(true, true)))).toBe(true);
    expect(syncRunning(syncPortOf(actorIn(true, false)))).toBe(false);
    expect(syncOnline(syncPortOf(actorIn(true, false)))).toBe(true);
    expect(syncOnline(syncPortOf(actorIn(false, false)))).toBe(false);
    expect(syncOnline(syncPortOf(actorIn(null, false)))).toBe(false);
  });

  it('an aborted wait settles nothing', async () => {
    const { sync } = emitter();
    const controller = new AbortController();
    const settled = syncPortOf(sync).settled(ID, controller.signal);
    controller.abort();
    await expect(settled).resolves.toBeNull();
  });
});

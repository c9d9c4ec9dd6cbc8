import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { ApiCallError } from '../../api/api-failure';
import {
  createIndexedDbRestrictionStore,
  createMemoryRestrictionStore,
  type QueuedAcknowledgement,
  type RestrictionOfflineStore,
} from '../../api/offline/restriction-offline-store';
import { createOfflineRestrictionActors, sendQueuedAcknowledgements } from './restriction-offline';
import { fixtureRestriction, fixtureRestrictions } from './vehicle-restrictions.fixtures';

const SCOPE = { accountId: 'acc-driver', organisationId: 'org-1' };
const NOW = Date.parse('2026-03-11T10:00:00.000Z');
const offline = () => new ApiCallError({ _tag: 'NetworkError', message: 'offline' });
const http = (status: number) =>
  new ApiCallError({
    _tag: 'HttpError',
    status,
    body: { error: 'conflict', message: 'refused' },
    retryAfterSeconds: null,
  });

/** What the fake server was asked, and how it answers each call in turn (an Error is thrown). */
const fakeApi = (answers: readonly unknown[]) => {
  const calls: { operationId: string; body: unknown }[] = [];
  let next = 0;
  const api: ApiClient = {
    call: (endpoint, input) => {
      calls.push({ operationId: endpoint.operationId, body: (input as { body?: unknown }).body });
      const answer = answers[next++];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as never);
    },
  };
  return { api, calls };
};

const run = <T>(logic: AnyActorLogic, input: unknown) =>
  toPromise(createActor(logic, { input }).start()) as Promise<T>;

const ack = (restrictionId: number, at: string, vehicleId = 203): QueuedAcknowledgement => ({
  ...SCOPE,
  vehicleId,
  restrictionId,
  acknowledgedAt: at,
});

const setUp = (
  answers: readonly unknown[],
  store: RestrictionOfflineStore = createMemoryRestrictionStore(),
) => {
  const { api, calls } = fakeApi(answers);
  const actors = createOfflineRestrictionActors(api, () => 'token', {
    store,
    scope: () => SCOPE,
    now: () => NOW,
  });
  return { actors, calls, store };
};

describe('the restriction gate offline (issue 30 §2)', () => {
  it('reads online: sends the vehicle’s queued acknowledgements first, then keeps the answer', async () => {
    const answer = fixtureRestrictions();
    const { actors, calls, store } = setUp([fixtureRestriction(), answer]);
    await store.queue(ack(11, '2026-03-11T09:00:00.000Z'));
    await store.queue(ack(5, '2026-03-11T09:00:00.000Z', 999));
    expect(await run(actors.loadRestrictions, { vehicleId: 203 })).toEqual(answer);
    expect(calls).toEqual([
      { operationId: 'acknowledgeVehicleRestriction', body: { acknowledgedAt: '2026-03-11T09:00:00.000Z' } },
      { operationId: 'listVehicleRestrictions', body: undefined },
    ]);
    expect(await store.read(SCOPE, 203)).toEqual(answer);
    // The other vehicle's stays queued for the sync.
    expect((await store.queued(SCOPE)).map((a) => a.vehicleId)).toEqual([999]);
  });

  it.each([
    { name: 'no answer', error: offline() },
    { name: 'a failing server', error: http(503) },
  ])(
    'reads offline ($name): the restrictions last read, queued ones shown as acknowledged',
    async ({ error }) => {
      const { actors, store } = setUp([error]);
      await store.keep(SCOPE, fixtureRestrictions([fixtureRestriction(), fixtureRestriction({ id: 12 })]));
      await store.queue(ack(12, '2026-03-11T09:30:00.000Z'));
      const data = await run<ReturnType<typeof fixtureRestrictions>>(actors.loadRestrictions, {
        vehicleId: 203,
      });
      expect(data.active.map((r) => [r.id, r.acknowledgedByMe])).toEqual([
        [12, '2026-03-11T09:30:00.000Z'],
        [11, null],
      ]);
    },
  );

  it.each([
    { name: 'never read on this device', kept: false, error: offline() },
    { name: 'a refusal (not a missing answer)', kept: true, error: http(403) },
  ])('fails a read as before when $name', async ({ kept, error }) => {
    const { actors, store } = setUp([error]);
    if (kept) await store.keep(SCOPE, fixtureRestrictions());
    await expect(run(actors.loadRestrictions, { vehicleId: 203 })).rejects.toBe(error);
  });

  it('acknowledges offline: queued with its time and shown as made; online it is sent at once', async () => {
    const { actors, store } = setUp([offline()]);
    await store.keep(SCOPE, fixtureRestrictions());
    const made = await run(actors.acknowledgeRestriction, { vehicleId: 203, restrictionId: 11 });
    expect(made).toMatchObject({ id: 11, acknowledgedByMe: new Date(NOW).toISOString() });
    expect(await store.queued(SCOPE)).toEqual([ack(11, new Date(NOW).toISOString())]);

    const online = setUp([fixtureRestriction({ acknowledgedByMe: 'x' })]);
    await run(online.actors.acknowledgeRestriction, { vehicleId: 203, restrictionId: 11 });
    expect(await online.store.queued(SCOPE)).toEqual([]);
  });

  it.each([
    { name: 'sent', answers: [fixtureRestriction(), fixtureRestriction()], left: [], rejects: false },
    {
      name: 'lifted meanwhile (409) or gone (404)',
      answers: [http(409), http(404)],
      left: [],
      rejects: false,
    },
    { name: 'no answer: kept, in order', answers: [offline()], left: [1, 2], rejects: true },
    { name: 'a failing server after the first', answers: [http(404), http(500)], left: [2], rejects: true },
  ])('sends the queue before the entries: $name', async ({ answers, left, rejects }) => {
    const store = createMemoryRestrictionStore();
    await store.queue(ack(2, '2026-03-11T09:10:00.000Z'));
    await store.queue(ack(1, '2026-03-11T09:00:00.000Z'));
    const { api } = fakeApi(answers);
    const sending = sendQueuedAcknowledgements(api, (signal) => ({ signal }), store, SCOPE, {
      signal: new AbortController().signal,
    });
    if (rejects) await expect(sending).rejects.toBeInstanceOf(ApiCallError);
    else await sending;
    expect((await store.queued(SCOPE)).map((a) => a.restrictionId)).toEqual(left);
  });

  it('keeps the queue and the restrictions in IndexedDB across a reload, per account', async () => {
    const factory = new IDBFactory();
    const first = createIndexedDbRestrictionStore(factory);
    await first.keep(SCOPE, fixtureRestrictions());
    await first.queue(ack(11, '2026-03-11T09:00:00.000Z'));
    const reloaded = createIndexedDbRestrictionStore(factory);
    expect(await reloaded.read(SCOPE, 203)).toEqual(fixtureRestrictions());
    expect(await reloaded.queued(SCOPE, 203)).toEqual([ack(11, '2026-03-11T09:00:00.000Z')]);
    expect(await reloaded.queued({ ...SCOPE, accountId: 'other' })).toEqual([]);
    await reloaded.drop(ack(11, '2026-03-11T09:00:00.000Z'));
    expect(await first.queued(SCOPE)).toEqual([]);
  });

  it('a failing device database neither fails the online read nor the push; only queueing fails', async () => {
    const refused = {
      open: () => {
        throw new Error('denied');
      },
    } as unknown as IDBFactory;
    const store = createIndexedDbRestrictionStore(refused);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = fixtureRestrictions();
    const { actors } = setUp([answer], store);
    expect(await run(actors.loadRestrictions, { vehicleId: 203 })).toEqual(answer);
    expect(await store.read(SCOPE, 203)).toBeNull();
    await expect(store.queue(ack(11, '2026-03-11T09:00:00.000Z'))).rejects.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

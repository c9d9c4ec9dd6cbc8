import { createActor, createMachine, assign, setup, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createAppFacts, type SessionFactSnapshot } from './app-facts';
import { isFactWatcher, noFacts, watchFact, type FactWatcher } from './fact-watch';

/** A source whose snapshot the test sets by hand. */
const source = <S>(initial: S) => {
  let snapshot = initial;
  const listeners = new Set<(s: S) => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: (s: S) => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    set: (next: S) => {
      snapshot = next;
      listeners.forEach((listener) => listener(next));
    },
    listeners,
  };
};

/** A machine that invokes one watcher and records every event it receives. */
const recorder = (watcher: FactWatcher) =>
  createActor(
    setup({
      types: { context: {} as { received: EventObject[] } },
      actors: { watch: watcher },
    }).createMachine({
      context: { received: [] },
      invoke: { src: 'watch' },
      on: { '*': { actions: assign({ received: ({ context, event }) => [...context.received, event] }) } },
    }),
  ).start();

const session = (ready: boolean, organisationId: string | null, liveData = true): SessionFactSnapshot => ({
  hasTag: () => ready,
  context: {
    account: organisationId === null ? null : { activeOrganisationId: organisationId },
    accessRights: liveData ? { 'gateway/telematics': { canRead: true } } : {},
  },
});

describe('fact watchers', () => {
  it('send the value at start, then one event per change, and unsubscribe when the machine stops', () => {
    const online = source(true);
    const facts = createAppFacts({
      session: source(session(false, null)),
      connectivity: {
        getSnapshot: () => ({ hasTag: () => online.getSnapshot() }),
        subscribe: (listener) => online.subscribe(() => listener({ hasTag: () => online.getSnapshot() })),
      },
    });
    const actor = recorder(facts.connectivity);
    online.set(true);
    online.set(false);
    online.set(false);
    online.set(true);
    expect(actor.getSnapshot().context.received).toEqual([
      { type: 'connectivity.changed', online: true },
      { type: 'connectivity.changed', online: false },
      { type: 'connectivity.changed', online: true },
    ]);
    actor.stop();
    expect(online.listeners.size).toBe(0);
  });

  it('tell an organisation switch, not the first organisation arriving nor a logout', () => {
    const sessionSource = source(session(false, null));
    const facts = createAppFacts({ session: sessionSource, connectivity: source({ hasTag: () => true }) });
    const switches = recorder(facts.organisationSwitch);
    const changes = recorder(facts.session);
    sessionSource.set(session(true, 'org-1'));
    sessionSource.set(session(true, 'org-2'));
    sessionSource.set(session(false, null));
    sessionSource.set(session(true, 'org-1'));
    // The same organisation without gateway read: the vehicle list only, no live data.
    sessionSource.set(session(true, 'org-1', false));
    expect(switches.getSnapshot().context.received).toEqual([
      { type: 'session.organisationChanged', organisationId: 'org-2' },
    ]);
    expect(changes.getSnapshot().context.received.map((e) => JSON.stringify(e))).toEqual([
      '{"type":"session.changed","ready":false,"organisationId":null,"liveData":true}',
      '{"type":"session.changed","ready":true,"organisationId":"org-1","liveData":true}',
      '{"type":"session.changed","ready":true,"organisationId":"org-2","liveData":true}',
      '{"type":"session.changed","ready":false,"organisationId":null,"liveData":true}',
      '{"type":"session.changed","ready":true,"organisationId":"org-1","liveData":true}',
      '{"type":"session.changed","ready":true,"organisationId":"org-1","liveData":false}',
    ]);
  });

  it('call connectivity: online only with a token when logged in (a session restored offline waits for its refresh)', () => {
    const online = source(false);
    const restored = (accessToken: string | null): SessionFactSnapshot => ({
      ...session(true, 'org-1'),
      context: { ...session(true, 'org-1').context, accessToken },
    });
    const sessionSource = source(restored(null));
    const facts = createAppFacts({
      session: sessionSource,
      connectivity: {
        getSnapshot: () => ({ hasTag: () => online.getSnapshot() }),
        subscribe: (listener) => online.subscribe(() => listener({ hasTag: () => online.getSnapshot() })),
      },
    });
    const calls = recorder(facts.callConnectivity);
    const bare = recorder(facts.connectivity);
    const told = (actor: typeof calls) =>
      actor.getSnapshot().context.received.map((e) => (e as unknown as { online: boolean }).online);
    online.set(true); // the network is back, the token not yet
    expect(told(bare)).toEqual([false, true]);
    expect(told(calls)).toEqual([false]);
    sessionSource.set(restored('token-1')); // the refresh answered
    sessionSource.set(restored('token-2')); // a later refresh: no news
    expect(told(calls)).toEqual([false, true]);
    online.set(false);
    sessionSource.set(session(false, null)); // logged out: the network alone counts
    online.set(true);
    expect(told(calls)).toEqual([false, true, false, true]);
    calls.stop();
    bare.stop();
  });

  it('compare with the given equality', () => {
    const ids = source<readonly number[]>([1]);
    const actor = recorder(
      watchFact({
        source: ids,
        select: (list) => list,
        equals: (a, b) => a.join() === b.join(),
        toEvent: (list) => ({ type: 'ids', list }),
      }),
    );
    ids.set([1]);
    ids.set([1, 2]);
    expect(actor.getSnapshot().context.received).toEqual([
      { type: 'ids', list: [1] },
      { type: 'ids', list: [1, 2] },
    ]);
  });

  it('send nothing at start when the machine already has the value (its `known` input)', () => {
    const ids = source(7);
    const watcher = watchFact({ source: ids, select: (n) => n, toEvent: (n) => ({ type: 'n', n }) });
    const actor = createActor(
      setup({
        types: { context: {} as { received: EventObject[]; known: number } },
        actors: { watch: watcher },
      }).createMachine({
        context: { received: [], known: 7 },
        invoke: { src: 'watch', input: ({ context }) => ({ known: context.known }) },
        on: { '*': { actions: assign({ received: ({ context, event }) => [...context.received, event] }) } },
      }),
    ).start();
    expect(actor.getSnapshot().context.received).toEqual([]);
    ids.set(8);
    expect(actor.getSnapshot().context.received).toEqual([{ type: 'n', n: 8 }]);
  });

  it('are known as watchers (the model runner keeps them), calls are not', () => {
    expect(isFactWatcher(noFacts())).toBe(true);
    expect(isFactWatcher(watchFact({ source: source(1), select: (n) => n, toEvent: () => null }))).toBe(true);
    expect(isFactWatcher(createMachine({}))).toBe(false);
  });
});

import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { connectivityFixtures } from './connectivity.fixtures';
import { connectivityMachine } from './connectivity.machine';

const invariants: readonly ModelInvariant[] = [
  { name: 'exactly one of online and offline', holds: (o) => tagged(o, 'online') !== tagged(o, 'offline') },
  { name: 'never left in the start-up state', holds: ({ snapshot }) => snapshot.value !== 'starting' },
];

describeModel('connectivity machine (model-based)', {
  machine: connectivityMachine,
  inputs: connectivityFixtures.inputs,
  eventVariants: connectivityFixtures.eventVariants,
  now: Date.UTC(2026, 2, 2, 8, 0, 0),
  invariants,
  onCoverage: (report) =>
    console.info(
      `connectivity coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const start = (initiallyOnline: boolean) => {
  const add = vi.fn();
  const remove = vi.fn();
  const restored = vi.fn();
  const actor = createActor(
    connectivityMachine.provide({
      actions: { addBeforeUnloadWarning: add, removeBeforeUnloadWarning: remove },
    }),
    { input: { initiallyOnline } },
  );
  actor.on('connectivity.restored', restored);
  actor.start();
  return { actor, add, remove, restored };
};

describe('connectivity machine (rules)', () => {
  it('starts in the state the browser reports, with the matching tag', () => {
    expect(start(true).actor.getSnapshot().hasTag('online')).toBe(true);
    const offline = start(false);
    expect(offline.actor.getSnapshot().hasTag('offline')).toBe(true);
    // Starting offline already risks losing offline work on unload.
    expect(offline.add).toHaveBeenCalledTimes(1);
  });

  it('adds the before-unload warning when going offline and removes it when back online', () => {
    const { actor, add, remove } = start(true);
    expect(remove).toHaveBeenCalledTimes(1);
    actor.send({ type: 'browser.offline' });
    expect(add).toHaveBeenCalledTimes(1);
    actor.send({ type: 'browser.online' });
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('announces a restored connection only after it was lost, not at start-up or twice', () => {
    const { actor, restored } = start(true);
    actor.send({ type: 'browser.online' });
    expect(restored).not.toHaveBeenCalled();
    actor.send({ type: 'browser.offline' });
    actor.send({ type: 'browser.online' });
    actor.send({ type: 'browser.online' });
    expect(restored).toHaveBeenCalledTimes(1);
    expect(restored).toHaveBeenCalledWith({ type: 'connectivity.restored' });
  });
});

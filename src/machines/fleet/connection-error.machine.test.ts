import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { ConnectionErrorContext } from './connection-error.types';
import { connectionErrorFixtures, serializeConnectionError } from './connection-error.fixtures';
import { connectionErrorMachine } from './connection-error.machine';

const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);

const ctx = contextOf<ConnectionErrorContext>;
const invariants: readonly ModelInvariant[] = [
  { name: 'the snackbar never shows offline', holds: (o) => implies(tagged(o, 'visible'), ctx(o).online) },
  {
    name: 'a message key exactly while the snackbar shows',
    holds: (o) => tagged(o, 'visible') === (ctx(o).messageKey !== null),
  },
  {
    name: 'the snackbar shows a real failure, never an aborted call',
    holds: (o) =>
      implies(tagged(o, 'visible'), ctx(o).failure !== null && ctx(o).failure?._tag !== 'Aborted'),
  },
];

describeModel('connection-error snackbar machine (model-based)', {
  machine: connectionErrorMachine,
  inputs: connectionErrorFixtures.inputs,
  eventVariants: connectionErrorFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeConnectionError,
  onCoverage: (report) =>
    console.info(
      `connection-error coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const failure = { _tag: 'NetworkError', message: 'down' } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('connection-error snackbar (rules)', () => {
  it("shows 'Connection Error' for 10 s after a live-data failure", async () => {
    vi.useFakeTimers({ now: NOW });
    const actor = createActor(connectionErrorMachine, { input: { online: true } }).start();
    actor.send({ type: 'api.liveDataFailed', failure });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    expect(actor.getSnapshot().context.messageKey).toBe('messages.connectionError');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(actor.getSnapshot().context.messageKey).toBeNull();
  });

  it('a further failure restarts the 10 s', async () => {
    vi.useFakeTimers({ now: NOW });
    const actor = createActor(connectionErrorMachine, { input: { online: true } }).start();
    actor.send({ type: 'api.liveDataFailed', failure });
    await vi.advanceTimersByTimeAsync(8_000);
    actor.send({ type: 'api.liveDataFailed', failure });
    await vi.advanceTimersByTimeAsync(8_000);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('is not shown when the connection is already flagged lost, nor for aborted calls', () => {
    const actor = createActor(connectionErrorMachine, { input: { online: false } }).start();
    actor.send({ type: 'api.liveDataFailed', failure });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    actor.send({ type: 'connectivity.changed', online: true });
    actor.send({ type: 'api.liveDataFailed', failure: { _tag: 'Aborted' } });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    actor.send({ type: 'api.liveDataFailed', failure });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    // Going offline hands over to the offline banner.
    actor.send({ type: 'connectivity.changed', online: false });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('can be dismissed', () => {
    const actor = createActor(connectionErrorMachine, { input: { online: true } }).start();
    actor.send({ type: 'api.liveDataFailed', failure });
    actor.send({ type: 'user.dismissSnackbar' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });
});

import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { LiveDetailContext } from './live-detail.types';
import { ApiCallError } from '../../api/api-failure';
import type { LiveDetailRequest } from './fleet.actors';
import { fixtureLiveDetail } from './fleet.fixtures';
import { liveDetailFixtures, serializeLiveDetail } from './live-detail.fixtures';
import { liveDetailMachine } from './live-detail.machine';
import type { LiveDetailData } from './live-detail.types';

const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);

const ctx = contextOf<LiveDetailContext>;
const invariants: readonly ModelInvariant[] = [
  { name: 'offline (paused), no request is in flight', holds: (o) => implies(!ctx(o).online, noCall(o)) },
  {
    name: 'no vehicle, no request is in flight',
    holds: (o) => implies(ctx(o).vehicleId === null, noCall(o)),
  },
  {
    name: 'the fetching tag is on exactly while one request is in flight',
    holds: (o) => tagged(o, 'fetching') === (callsOf(o).length === 1),
  },
  {
    name: 'the loading flag shows only after a manual update',
    holds: (o) => implies(tagged(o, 'loading'), ctx(o).manualUpdateAt !== null),
  },
  {
    name: 'the request is for the vehicle shown',
    holds: (o) =>
      callsOf(o).every((call) => (call.input as { vehicleId: unknown }).vehicleId === ctx(o).vehicleId),
  },
  { name: 'data always has its time', holds: (o) => (ctx(o).data === null) === (ctx(o).loadedAt === null) },
];

describeModel('live-data detail machine (model-based)', {
  machine: liveDetailMachine,
  inputs: liveDetailFixtures.inputs,
  eventVariants: liveDetailFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeLiveDetail,
  onCoverage: (report) =>
    console.info(
      `live detail coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

/** A fetch answering after `ms` (fake time); fails when `fail` is set. */
const start = (ms = 10, fail = false) => {
  const calls: LiveDetailRequest[] = [];
  const reported = vi.fn();
  const actor = createActor(
    liveDetailMachine.provide({
      actors: {
        loadLiveDetail: fromPromise<LiveDetailData, LiveDetailRequest>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              calls.push(input);
              setTimeout(
                () =>
                  fail
                    ? reject(new ApiCallError({ _tag: 'NetworkError', message: 'down' }))
                    : resolve(fixtureLiveDetail(input.vehicleId)),
                ms,
              );
            }),
        ),
      },
      actions: { reportFailure: (_, params) => void reported(params) },
    }),
    { input: { ...liveDetailFixtures.inputs.vehicleOnline } },
  );
  actor.start();
  return { actor, calls, reported };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live-data detail (rules)', () => {
  it('fetches 200 ms after the vehicle last changed, with view, session id and demo flag', async () => {
    const { actor, calls } = start();
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: 'view.vehicleChanged', vehicleId: 102 });
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([
      { vehicleId: 102, view: 'livedata', userSessionId: '12453', isDemoUser: false, language: 'de-DE' },
    ]);
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().context.data?.datasheet.vehicleId).toBe(102);
  });

  it('refreshes every 30 s', async () => {
    const { calls } = start();
    await vi.advanceTimersByTimeAsync(210);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });

  it('a manual update fetches at once and clears its loading flag after 750 ms', async () => {
    const quick = start(100);
    await vi.advanceTimersByTimeAsync(310);
    quick.actor.send({ type: 'user.refreshLiveData' });
    expect(quick.calls).toHaveLength(2);
    expect(quick.actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(749);
    expect(quick.actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(quick.actor.getSnapshot().hasTag('loading')).toBe(false);
    quick.actor.stop();

    // A slow answer: the flag still clears at 750 ms; the call keeps running.
    const slow = start(2_000);
    await vi.advanceTimersByTimeAsync(200);
    slow.actor.send({ type: 'user.refreshLiveData' });
    await vi.advanceTimersByTimeAsync(750);
    expect(slow.actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(slow.actor.getSnapshot().hasTag('fetching')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_250);
    expect(slow.actor.getSnapshot().hasTag('fetching')).toBe(false);
    expect(slow.actor.getSnapshot().context.data).not.toBeNull();
  });

  it('reports a failure (the app-wide snackbar decides) and keeps refreshing', async () => {
    const { actor, reported, calls } = start(10, true);
    await vi.advanceTimersByTimeAsync(210);
    expect(reported).toHaveBeenCalledWith({ failure: { _tag: 'NetworkError', message: 'down' } });
    expect(actor.getSnapshot().context.failure).toEqual({ _tag: 'NetworkError', message: 'down' });
    await vi.advanceTimersByTimeAsync(30_010);
    expect(calls).toHaveLength(2);
  });

  it('pauses offline and without a vehicle; a new vehicle clears the old data', async () => {
    const { actor, calls } = start();
    await vi.advanceTimersByTimeAsync(210);
    actor.send({ type: 'connectivity.changed', online: false });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    actor.send({ type: 'connectivity.changed', online: true });
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(2);
    actor.send({ type: 'view.vehicleChanged', vehicleId: null });
    expect(actor.getSnapshot().hasTag('noVehicle')).toBe(true);
    expect(actor.getSnapshot().context.data).toBeNull();
    expect(actor.getSnapshot().can({ type: 'user.refreshLiveData' })).toBe(false);
  });
});

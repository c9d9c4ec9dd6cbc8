import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant, ModelObservation } from '../../../tests/model/replay-path';
import { flushMicrotasks } from '../../../tests/model/replay-path';
import { createControllableActors } from '../testing/controllable-actors';
import {
  FIXTURE_LIVE_SESSION,
  fixtureNotificationEvent,
  liveStreamFixtures,
  serializeLiveStream,
} from './live-stream.fixtures';
import { liveStreamMachine } from './live-stream.machine';
import { backoffMs, hasScope } from './live-stream.rules';
import type { LiveStreamContext, LiveStreamEmitted, OpenStreamInput } from './live-stream.types';

const NOW = Date.UTC(2026, 10, 23, 5, 0, 0);
const ctx = contextOf<LiveStreamContext>;
const open = (o: ModelObservation) => o.snapshot.matches({ running: 'open' });

const invariants: readonly ModelInvariant[] = [
  {
    name: 'the stream is open exactly while connecting or connected, never twice',
    holds: (o) =>
      callsOf(o, 'openStream').length === (open(o) ? 1 : 0) &&
      open(o) === (tagged(o, 'connecting') || tagged(o, 'connected')),
  },
  {
    name: 'offline or stopped, nothing is open and nothing is tried',
    holds: (o) => implies(tagged(o, 'offline') || tagged(o, 'stopped'), noCall(o)),
  },
  {
    name: 'it runs only for a logged-in user with the right to read live data, and online',
    holds: (o) =>
      implies(!tagged(o, 'stopped'), hasScope(ctx(o).session)) &&
      implies(open(o) || tagged(o, 'reconnecting'), ctx(o).online !== false),
  },
  {
    name: 'the stream resumes at an event delivered, never past the last one',
    holds: (o) =>
      callsOf(o, 'openStream').every((call) => {
        const resume = (call.input as OpenStreamInput).lastEventId;
        const last = ctx(o).lastEventId;
        return resume === null || (last !== null && resume <= last);
      }),
  },
  {
    name: 'stopped, the place and the failures are forgotten',
    holds: (o) =>
      implies(
        tagged(o, 'stopped'),
        ctx(o).lastEventId === null && ctx(o).recentIds.length === 0 && ctx(o).failures === 0,
      ),
  },
  {
    name: 'the last event delivered is the newest id remembered, each id at most once',
    holds: (o) => {
      const ids = ctx(o).recentIds;
      return new Set(ids).size === ids.length && implies(ids.length > 0, ids.at(-1) === ctx(o).lastEventId);
    },
  },
  {
    name: 'connected means no failure is pending; reconnecting means one is',
    holds: (o) =>
      implies(tagged(o, 'connected'), ctx(o).failures === 0) &&
      implies(tagged(o, 'reconnecting'), ctx(o).failures > 0 && ctx(o).failure !== null),
  },
];

describeModel('live-stream machine (model-based)', {
  machine: liveStreamMachine,
  inputs: liveStreamFixtures.inputs,
  eventVariants: liveStreamFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeLiveStream,
});

describe('the live-stream backoff', () => {
  it('doubles from 1 s to at most 30 s, and starts at the server’s retry', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffMs(n, 1000))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect([1, 2, 5].map((n) => backoffMs(n, 2000))).toEqual([2000, 4000, 30000]);
    // A server that asks for more than the cap is obeyed.
    expect(backoffMs(3, 60_000)).toBe(60_000);
  });
});

describe('the live-stream machine over time (simulated clock)', () => {
  afterEach(() => vi.useRealTimers());

  const start = () => {
    vi.useFakeTimers({ now: NOW });
    const fakes = createControllableActors(['openStream']);
    const refresh = vi.fn();
    const actor = createActor(
      liveStreamMachine.provide({ actors: fakes.actors, actions: { requestTokenRefresh: refresh } }),
      { input: { online: true, session: FIXTURE_LIVE_SESSION } },
    );
    const told: LiveStreamEmitted[] = [];
    actor.on('*', (event) => told.push(event));
    actor.start();
    const opens = () => fakes.history().map((call) => (call.input as OpenStreamInput).lastEventId);
    return { actor, fakes, refresh, told, opens };
  };

  it('reconnects after 1 s, 2 s, 4 s while it fails, and from the start after a ready', async () => {
    const { actor, opens } = start();
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      actor.send({ type: 'stream.failed', failure: { _tag: 'NetworkError', message: 'down' } });
      const before = Date.now();
      await vi.advanceTimersToNextTimerAsync();
      times.push(Date.now() - before);
    }
    expect(times).toEqual([1000, 2000, 4000]);
    actor.send({ type: 'stream.ready', lastEventId: 7 });
    actor.send({ type: 'stream.closed' });
    const before = Date.now();
    await vi.advanceTimersToNextTimerAsync();
    expect(Date.now() - before).toBe(1000);
    expect(opens()).toEqual([null, null, null, null, 7]);
    actor.stop();
  });

  it('treats 45 s without a frame as a drop, and every ping as a sign of life', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'stream.ready', lastEventId: 0 });
    for (let i = 0; i < 4; i += 1) {
      await vi.advanceTimersByTimeAsync(15_000);
      actor.send({ type: 'stream.ping' });
    }
    expect(actor.getSnapshot().hasTag('connected')).toBe(true);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(actor.getSnapshot().hasTag('reconnecting')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ _tag: 'Silent' });
    expect(fakes.pending()).toEqual([]);
    actor.stop();
  });

  it('delivers each event once across a drop, resuming after the last one delivered', async () => {
    const { actor, told, opens } = start();
    actor.send({ type: 'stream.ready', lastEventId: 41 });
    actor.send({ type: 'stream.notification', event: fixtureNotificationEvent(42) });
    actor.send({ type: 'stream.failed', failure: { _tag: 'NetworkError', message: 'down' } });
    await vi.advanceTimersToNextTimerAsync();
    // The server sends what came after 42 first; a repeat of 42 (the safety net) is dropped.
    actor.send({ type: 'stream.ready', lastEventId: 44 });
    for (const id of [42, 43, 44])
      actor.send({ type: 'stream.notification', event: fixtureNotificationEvent(id) });
    expect(opens()).toEqual([null, 42]);
    expect(told).toEqual([
      { type: 'live.ready', lastEventId: 41 },
      { type: 'live.notification', event: fixtureNotificationEvent(42) },
      { type: 'live.ready', lastEventId: 44 },
      { type: 'live.notification', event: fixtureNotificationEvent(43) },
      { type: 'live.notification', event: fixtureNotificationEvent(44) },
    ]);
    actor.stop();
  });

  it('asks the session for a new token after a 401, and waits offline without trying', async () => {
    const { actor, refresh, fakes } = start();
    actor.send({
      type: 'stream.failed',
      failure: { _tag: 'HttpError', status: 401, body: null, retryAfterSeconds: null },
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    actor.send({ type: 'connectivity.changed', online: false });
    await vi.advanceTimersByTimeAsync(120_000);
    await flushMicrotasks();
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    expect(fakes.history()).toHaveLength(1);
    actor.send({ type: 'connectivity.changed', online: true });
    expect(fakes.pending()).toHaveLength(1);
    actor.stop();
  });
});

import { createActor, fromCallback, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { REPLAY_LIMITS, type FleetAt, type ReplayChunk } from '../../api/contract';
import { ApiCallError } from '../../api/api-failure';
import {
  fixtureFleetAt,
  fixtureReplayChunk,
  REPLAY_RANGE,
  replayFixtures,
  serializeReplay,
} from './replay.fixtures';
import { replayMachine } from './replay.machine';
import type { FleetAtRequest, ReplayChunkRequest, ReplayContext, ReplayEvent } from './replay.types';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const ctx = contextOf<ReplayContext>;
const HOUR = 3_600_000;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'no vehicles, nothing is requested',
    holds: (o) => implies(ctx(o).vehicleIds.length === 0, noCall(o)),
  },
  {
    name: 'a chunk request spans at most 6 hours inside the period',
    holds: (o) =>
      callsOf(o, 'loadChunk', 'prefetchChunk').every((call) => {
        const { from, to } = call.input as ReplayChunkRequest;
        const { range } = ctx(o);
        return to > from && to - from <= REPLAY_LIMITS.maxWindowMs && from >= range.from && to <= range.to;
      }),
  },
  {
    name: 'a chunk request names chosen vehicles only, none whose window is kept, at least one',
    holds: (o) =>
      callsOf(o, 'loadChunk', 'prefetchChunk').every((call) => {
        const { vehicleIds, from, to } = call.input as ReplayChunkRequest;
        const { vehicleIds: chosen, chunks } = ctx(o);
        const kept = chunks.find((c) => c.from === from && c.to === to)?.chunk.vehicles ?? [];
        return (
          vehicleIds.length > 0 &&
          vehicleIds.every((id) => chosen.includes(id) && !kept.some((v) => v.vehicleId === id))
        );
      }),
  },
  {
    name: 'the cursor stays inside the period',
    holds: (o) => ctx(o).cursor >= ctx(o).range.from && ctx(o).cursor <= ctx(o).range.to,
  },
  {
    name: 'the clock runs only while playing',
    holds: (o) => implies(!tagged(o, 'playing'), noCall(o, 'clock')),
  },
];

describeModel('replay machine (model-based)', {
  machine: replayMachine,
  inputs: replayFixtures.inputs,
  eventVariants: replayFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeReplay,
  onCoverage: (report) =>
    console.info(
      `replay coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

/** A real actor with answering fakes and a clock the test drives. */
const start = (options: { failChunk?: boolean; busy?: boolean } = {}) => {
  const chunks: ReplayChunkRequest[] = [];
  const fleetAts: FleetAtRequest[] = [];
  let tick: ((elapsedMs: number) => void) | null = null;
  const chunk = fromPromise<ReplayChunk, ReplayChunkRequest>(async ({ input }) => {
    chunks.push(input);
    if (options.busy) input.reportWait(2);
    if (options.failChunk) throw new ApiCallError({ _tag: 'NetworkError', message: 'down' });
    return fixtureReplayChunk(input, [...input.vehicleIds]);
  });
  const actor = createActor(
    replayMachine.provide({
      actors: {
        loadChunk: chunk,
        prefetchChunk: chunk,
        loadFleetAt: fromPromise<FleetAt, FleetAtRequest>(async ({ input }) => {
          fleetAts.push(input);
          return fixtureFleetAt(input.at, [...input.vehicleIds]);
        }),
        clock: fromCallback<ReplayEvent>(({ sendBack }) => {
          tick = (elapsedMs) => sendBack({ type: 'clock.tick', elapsedMs });
          return () => {
            tick = null;
          };
        }),
      },
    }),
    { input: replayFixtures.inputs.fleet },
  );
  actor.start();
  return { actor, chunks, fleetAts, tick: (ms: number) => tick?.(ms) };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('replay (rules)', () => {
  it('loads the window under the cursor, prefetches the next and plays at speed × elapsed', async () => {
    const { actor, chunks, tick } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(chunks.map((c) => (c.from - REPLAY_RANGE.from) / HOUR)).toEqual([0, 6]);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    actor.send({ type: 'user.play' });
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    tick(1000);
    expect(actor.getSnapshot().context.cursor).toBe(REPLAY_RANGE.from + 60_000);
    actor.send({ type: 'user.speed', speed: 3600 });
    tick(6 * 1000);
    // Six hours on: the prefetched window holds the cursor, and the one after is fetched.
    await vi.advanceTimersByTimeAsync(0);
    tick(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    expect(chunks.map((c) => (c.from - REPLAY_RANGE.from) / HOUR)).toEqual([0, 6, 12]);
  });

  it('stops at the period’s end; play again starts from the beginning', async () => {
    const { actor, tick } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.seek', at: REPLAY_RANGE.to - 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.play' });
    tick(10_000);
    expect(actor.getSnapshot().context.cursor).toBe(REPLAY_RANGE.to);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    actor.send({ type: 'user.play' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.cursor).toBe(REPLAY_RANGE.from);
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
  });

  it('steps by a second of playback (at least 10 s) and pauses', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.play' });
    actor.send({ type: 'user.stepForward' });
    expect(actor.getSnapshot().context.cursor).toBe(REPLAY_RANGE.from + 60_000);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    actor.send({ type: 'user.speed', speed: 1 });
    actor.send({ type: 'user.stepBack' });
    expect(actor.getSnapshot().context.cursor).toBe(REPLAY_RANGE.from + 50_000);
  });

  it('"fleet at" jumps, asks where every vehicle was, and keeps the answer until the cursor moves', async () => {
    const { actor, fleetAts } = start();
    await vi.advanceTimersByTimeAsync(0);
    const at = REPLAY_RANGE.from + 14 * HOUR;
    actor.send({ type: 'user.fleetAt', at });
    await vi.advanceTimersByTimeAsync(0);
    expect(fleetAts).toEqual([{ vehicleIds: [101, 102], at }]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.cursor).toBe(at);
    expect(snapshot.context.fleetAt?.vehicles[1]?.position?.stale).toBe(true);
    expect(snapshot.hasTag('paused')).toBe(true);
    actor.send({ type: 'user.stepForward' });
    expect(actor.getSnapshot().context.fleetAt).toBeNull();
  });

  it('a failure is kept as typed data; retry asks again; the server’s wait is shown', async () => {
    const { actor, chunks } = start({ failChunk: true, busy: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ _tag: 'NetworkError', message: 'down' });
    expect(actor.getSnapshot().context.waitSeconds).toBeNull();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().context.waitSeconds).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(chunks).toHaveLength(2);
  });

  it('a choice in the picker keeps the tracks still chosen, fetches only the added vehicle, and the map no longer changes it', async () => {
    const { actor, chunks } = start();
    await vi.advanceTimersByTimeAsync(0);
    const before = chunks.length;
    actor.send({ type: 'user.vehicles', vehicleIds: [101, 103] });
    await vi.advanceTimersByTimeAsync(0);
    expect(chunks.slice(before).map((c) => c.vehicleIds)).toEqual([[103], [103]]);
    const kept = actor.getSnapshot().context.chunks;
    expect(kept.map((c) => c.chunk.vehicles.map((v) => v.vehicleId))).toEqual([
      [101, 103],
      [101, 103],
    ]);
    actor.send({ type: 'view.vehiclesChanged', vehicleIds: [104] });
    expect(actor.getSnapshot().context.vehicleIds).toEqual([101, 103]);
    actor.send({ type: 'user.vehicles', vehicleIds: [101] });
    expect(actor.getSnapshot().context.chunks.every((c) => c.chunk.vehicles.length === 1)).toBe(true);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    actor.send({ type: 'user.vehicles', vehicleIds: [] });
    expect(actor.getSnapshot().hasTag('noVehicles')).toBe(true);
  });

  it('until the user chooses, the replay follows the map’s selection', async () => {
    const { actor, chunks } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'view.vehiclesChanged', vehicleIds: [103] });
    await vi.advanceTimersByTimeAsync(0);
    expect(chunks.at(-1)?.vehicleIds).toEqual([103]);
    expect(actor.getSnapshot().context.chunks.every((c) => c.chunk.vehicles[0]?.vehicleId === 103)).toBe(
      true,
    );
    actor.send({ type: 'view.vehiclesChanged', vehicleIds: [] });
    expect(actor.getSnapshot().hasTag('noVehicles')).toBe(true);
  });
});

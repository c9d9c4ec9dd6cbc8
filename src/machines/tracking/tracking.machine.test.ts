import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { HeatmapData, TrackData } from '../../api/contract';
import {
  fixtureHeatmap,
  fixtureTrack,
  serializeTracking,
  TRACK_PERIOD,
  trackingFixtures,
} from './tracking.fixtures';
import { trackingMachine } from './tracking.machine';
import { capToOneMonth } from '../period/period.rules';
import type { TrackingContext, TrackingRequest } from './tracking.types';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const ctx = contextOf<TrackingContext>;
const MONTH_MS = 31 * 86_400_000;

const invariants: readonly ModelInvariant[] = [
  { name: 'offline, nothing is requested', holds: (o) => implies(!ctx(o).online, noCall(o)) },
  { name: 'no vehicle, nothing is requested', holds: (o) => implies(ctx(o).vehicle === null, noCall(o)) },
  {
    name: 'a crane’s track is never requested',
    holds: (o) =>
      implies(
        ctx(o).vehicle?.isCrane === true,
        callsOf(o).every((call) => !call.id.includes('loadTrack')),
      ),
  },
  {
    name: 'a track request never spans more than one month',
    holds: (o) =>
      callsOf(o)
        .filter((call) => call.id.includes('loadTrack'))
        .every((call) => {
          const { period } = call.input as TrackingRequest;
          return Date.parse(period.endDate) - Date.parse(period.startDate) <= MONTH_MS;
        }),
  },
  {
    name: 'requests ask for the vehicle shown',
    holds: (o) =>
      callsOf(o).every((call) => (call.input as TrackingRequest).vehicleId === ctx(o).vehicle?.vehicleId),
  },
];

describeModel('tracking machine (model-based)', {
  machine: trackingMachine,
  inputs: trackingFixtures.inputs,
  eventVariants: trackingFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeTracking,
  onCoverage: (report) =>
    console.info(
      `tracking coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

describe('the one-month cap (spec 000 §4)', () => {
  it('forces the start to one month before the end when the period is longer', () => {
    expect(capToOneMonth({ startDate: '2026-08-01', endDate: '2026-11-20' })).toEqual({
      startDate: '2026-10-20',
      endDate: '2026-11-20',
    });
    expect(capToOneMonth({ startDate: '2026-02-01', endDate: '2026-03-31' })).toEqual({
      startDate: '2026-02-28',
      endDate: '2026-03-31',
    });
    expect(capToOneMonth(TRACK_PERIOD)).toBe(TRACK_PERIOD);
    expect(capToOneMonth({ startDate: '2026-10-20', endDate: '2026-11-20' }).startDate).toBe('2026-10-20');
  });
});

const start = (input = trackingFixtures.inputs.loco, fail = false) => {
  const tracks: TrackingRequest[] = [];
  const heatmaps: TrackingRequest[] = [];
  const actor = createActor(
    trackingMachine.provide({
      actors: {
        loadTrack: fromPromise<TrackData, TrackingRequest>(async ({ input: request }) => {
          tracks.push(request);
          if (fail) throw new Error('down');
          return fixtureTrack(request.vehicleId, request.period);
        }),
        loadHeatmap: fromPromise<HeatmapData, TrackingRequest>(async ({ input: request }) => {
          heatmaps.push(request);
          if (fail) throw new Error('down');
          return fixtureHeatmap(request.vehicleId, request.period);
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, tracks, heatmaps };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tracking (rules)', () => {
  it('loads track and heat map 300 ms after the start; a long period caps the track only', async () => {
    const { actor, tracks, heatmaps } = start();
    await vi.advanceTimersByTimeAsync(299);
    expect(tracks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(tracks).toEqual([{ vehicleId: 101, period: TRACK_PERIOD }]);
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    const long = { startDate: '2026-08-01', endDate: '2026-11-20' };
    actor.send({ type: 'period.changed', period: long });
    expect(actor.getSnapshot().context.track).not.toBeNull();
    await vi.advanceTimersByTimeAsync(300);
    expect(tracks.at(-1)?.period).toEqual({ startDate: '2026-10-20', endDate: '2026-11-20' });
    expect(heatmaps.at(-1)?.period).toEqual(long);
  });

  it('a crane gets the heat map only; another vehicle clears the layers', async () => {
    const { actor, tracks, heatmaps } = start(trackingFixtures.inputs.crane);
    await vi.advanceTimersByTimeAsync(300);
    expect(tracks).toEqual([]);
    expect(heatmaps).toHaveLength(1);
    expect(actor.getSnapshot().context.heatmap?.cells.length).toBeGreaterThan(0);
    actor.send({ type: 'view.vehicleChanged', vehicle: { vehicleId: 102, isCrane: false } });
    expect(actor.getSnapshot().context.heatmap).toBeNull();
    await vi.advanceTimersByTimeAsync(300);
    expect(tracks.map((t) => t.vehicleId)).toEqual([102]);
  });

  it('failures leave the layers empty, silently', async () => {
    const { actor } = start(trackingFixtures.inputs.loco, true);
    await vi.advanceTimersByTimeAsync(300);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('shown')).toBe(true);
    expect(snapshot.context.track).toBeNull();
    expect(snapshot.context.heatmap).toBeNull();
  });
});

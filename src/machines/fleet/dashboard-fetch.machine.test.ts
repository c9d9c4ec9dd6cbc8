import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { DashboardFetchContext } from './dashboard-fetch.types';
import type { VehicleEntry } from '../../api/contract';
import type { LiveDataRequest } from './fleet.actors';
import { fixtureEntries } from './fleet.fixtures';
import { dashboardFetchFixtures, serializeDashboardFetch } from './dashboard-fetch.fixtures';
import { dashboardFetchMachine } from './dashboard-fetch.machine';

const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);

const ctx = contextOf<DashboardFetchContext>;
const invariants: readonly ModelInvariant[] = [
  { name: 'offline, no request is in flight', holds: (o) => implies(!ctx(o).online, noCall(o)) },
  {
    name: 'nothing selected, no request is in flight',
    holds: (o) => implies(ctx(o).activeVehicleIds.length === 0, noCall(o)),
  },
  {
    name: 'the fetching tag is on exactly while one request is in flight',
    holds: (o) => tagged(o, 'fetching') === (callsOf(o).length === 1),
  },
  {
    name: 'the spinner shows only while fetching',
    holds: (o) => implies(tagged(o, 'spinner'), tagged(o, 'fetching')),
  },
  {
    name: 'the request asks for the selected vehicles',
    holds: (o) =>
      callsOf(o).every(
        (call) =>
          JSON.stringify((call.input as { vehicleIds: unknown }).vehicleIds) ===
          JSON.stringify(ctx(o).activeVehicleIds),
      ),
  },
];

describeModel('dashboard fetch machine (model-based)', {
  machine: dashboardFetchMachine,
  inputs: dashboardFetchFixtures.inputs,
  eventVariants: dashboardFetchFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeDashboardFetch,
  onCoverage: (report) =>
    console.info(
      `dashboard fetch coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

/** A fetch that answers after `ms` (fake time). */
const start = (ms: number, activeVehicleIds: readonly number[] = [101]) => {
  const calls: LiveDataRequest[] = [];
  const delivered = vi.fn();
  const actor = createActor(
    dashboardFetchMachine.provide({
      actors: {
        loadLiveData: fromPromise<readonly VehicleEntry[], LiveDataRequest>(
          ({ input }) =>
            new Promise((resolve) => {
              calls.push(input);
              setTimeout(() => resolve(fixtureEntries.slice(0, 1)), ms);
            }),
        ),
      },
      actions: { deliverLiveData: (_, params) => void delivered(params) },
    }),
    { input: { activeVehicleIds, online: true } },
  );
  actor.start();
  return { actor, calls, delivered };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('dashboard fetch (rules)', () => {
  it('fetches the selected vehicles 400 ms after the last selection change', async () => {
    const { actor, calls, delivered } = start(10);
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'selection.changed', activeVehicleIds: [101, 102] });
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ vehicleIds: [101, 102] }]);
    await vi.advanceTimersByTimeAsync(10);
    expect(delivered).toHaveBeenCalledWith({ entries: fixtureEntries.slice(0, 1) });
  });

  it('shows the spinner only when the fetch takes longer than 500 ms', async () => {
    const quick = start(499);
    await vi.advanceTimersByTimeAsync(400);
    expect(quick.actor.getSnapshot().hasTag('fetching')).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(quick.actor.getSnapshot().hasTag('fetching')).toBe(false);
    quick.actor.stop();

    const slow = start(2_000);
    await vi.advanceTimersByTimeAsync(400 + 499);
    expect(slow.actor.getSnapshot().hasTag('spinner')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.actor.getSnapshot().hasTag('spinner')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(slow.actor.getSnapshot().hasTag('spinner')).toBe(false);
  });

  it('fetches nothing without a selection or offline', async () => {
    const { actor, calls } = start(10, []);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toEqual([]);
    actor.send({ type: 'connectivity.changed', online: false });
    actor.send({ type: 'selection.changed', activeVehicleIds: [101] });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toEqual([]);
    actor.send({ type: 'connectivity.changed', online: true });
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toHaveLength(1);
  });
});

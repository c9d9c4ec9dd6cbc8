import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import { flushMicrotasks, type ModelInvariant } from '../../../tests/model/replay-path';
import { createControllableActors } from '../testing/controllable-actors';
import {
  fixtureActiveRestriction,
  fixtureActiveRestrictions,
  fleetRestrictionsFixtures,
  serializeFleetRestrictions,
} from './fleet-restrictions.fixtures';
import { fleetRestrictionsMachine } from './fleet-restrictions.machine';
import { groupByVehicle } from './fleet-restrictions.rules';
import type { FleetRestrictionsContext } from './fleet-restrictions.types';

const NOW = Date.UTC(2026, 2, 11, 8, 10, 0);
const ctx = contextOf<FleetRestrictionsContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'logged out, nothing is read and nothing is kept',
    holds: (o) =>
      implies(!ctx(o).ready, noCall(o) && Object.keys(ctx(o).byVehicle).length === 0 && tagged(o, 'stopped')),
  },
  { name: 'offline, nothing is in flight', holds: (o) => implies(!ctx(o).online, noCall(o)) },
  {
    name: 'one read at a time, exactly while loading',
    holds: (o) => callsOf(o).length === (tagged(o, 'loading') ? 1 : 0),
  },
];

describeModel('fleet restrictions machine (model-based)', {
  machine: fleetRestrictionsMachine,
  inputs: fleetRestrictionsFixtures.inputs,
  eventVariants: fleetRestrictionsFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeFleetRestrictions,
  onCoverage: (report) =>
    console.info(
      `fleet-restrictions coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the fleet restrictions', () => {
  it('groups by vehicle with the lowest speed limit, newest first', () => {
    const grouped = groupByVehicle(fixtureActiveRestrictions.items);
    expect(grouped[203]?.items.map((r) => r.id)).toEqual([14, 11]);
    expect(grouped[203]?.lowestSpeedKmh).toBe(60);
    expect(grouped[205]?.lowestSpeedKmh).toBeNull();
    expect(grouped[204]).toBeUndefined();
  });

  it('reads again after 30 s; the same answer keeps the same object, a failure keeps the last one', async () => {
    vi.useFakeTimers({ now: NOW });
    const fakes = createControllableActors(['loadActiveRestrictions']);
    const actor = createActor(fleetRestrictionsMachine.provide({ actors: fakes.actors }), {
      input: fleetRestrictionsFixtures.inputs.readyOnline,
    }).start();
    fakes.resolve('loadActiveRestrictions', fixtureActiveRestrictions);
    await flushMicrotasks();
    const first = actor.getSnapshot().context.byVehicle;
    expect(first[203]?.lowestSpeedKmh).toBe(60);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fakes.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    fakes.resolve('loadActiveRestrictions', { items: [...fixtureActiveRestrictions.items] });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.byVehicle).toBe(first);
    await vi.advanceTimersByTimeAsync(30_000);
    fakes.reject('loadActiveRestrictions', new Error('down'));
    await flushMicrotasks();
    expect(actor.getSnapshot().context.byVehicle).toBe(first);
    expect(actor.getSnapshot().context.failure).not.toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    fakes.resolve('loadActiveRestrictions', { items: [fixtureActiveRestriction({ id: 15 })] });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.byVehicle[203]?.items.map((r) => r.id)).toEqual([15]);
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.stop();
  });
});

import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { FIXTURE_TODAY, periodFixtures, periodVehicles, serializePeriod } from './period.fixtures';
import { periodMachine } from './period.machine';
import { isPickablePeriod, OPEN_WINDOW } from './period.rules';
import {
  selectPeriodLabel,
  type PeriodAddressWrite,
  type PeriodContext,
  type PeriodInput,
  type PeriodVehicle,
} from './period.types';

const ctx = contextOf<PeriodContext>;
const rulesOf = (context: PeriodContext) => ({
  kind: context.kind,
  today: context.today,
  window: context.vehicle?.window ?? OPEN_WINDOW,
});

const invariants: readonly ModelInvariant[] = [
  {
    name: 'the applied period starts no later than it ends',
    holds: (o) => {
      const { applied } = ctx(o);
      return applied === null || applied.startDate <= applied.endDate;
    },
  },
  {
    name: 'no blocked day is ever applied',
    holds: (o) => {
      const context = ctx(o);
      return context.applied === null || isPickablePeriod(context.applied, rulesOf(context));
    },
  },
  {
    name: 'the applied period stays inside the vehicle window',
    holds: (o) => {
      const { applied, vehicle } = ctx(o);
      const window = vehicle?.window ?? OPEN_WINDOW;
      return (
        applied === null ||
        ((window.startDate === null || window.startDate <= applied.startDate) &&
          (window.endDate === null || applied.endDate <= window.endDate))
      );
    },
  },
  {
    name: 'there is a period unless no day may be picked',
    holds: (o) => (ctx(o).applied === null) === tagged(o, 'unavailable') || tagged(o, 'locked'),
  },
  {
    name: 'a date is pending only while the picker is open, and never both',
    holds: (o) => {
      const { pending } = ctx(o);
      const count = [pending.from, pending.to].filter((d) => d !== null).length;
      return implies(count > 0, tagged(o, 'open')) && count < 2;
    },
  },
  {
    name: 'a crane locks the toolbars that lock for cranes',
    holds: (o) => tagged(o, 'locked') === (ctx(o).lockForCranes && ctx(o).vehicle?.isCrane === true),
  },
];

describeModel('period machine (model-based)', {
  machine: periodMachine,
  inputs: periodFixtures.inputs,
  eventVariants: periodFixtures.eventVariants,
  now: Date.UTC(2026, 10, 22, 10, 0, 0),
  invariants,
  serializeState: serializePeriod,
  onCoverage: (report) =>
    console.info(
      `period coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const start = (input: PeriodInput = periodFixtures.inputs.reporting) => {
  const writeAddress = vi.fn<(address: PeriodAddressWrite) => void>();
  const actor = createActor(
    periodMachine.provide({ actions: { writeAddress: (_, address) => writeAddress(address) } }),
    { input },
  ).start();
  const vehicle = (v: PeriodVehicle | null) => actor.send({ type: 'vehicle.changed', vehicle: v });
  return { actor, writeAddress, vehicle, applied: () => actor.getSnapshot().context.applied };
};

describe('period machine (rules)', () => {
  it('starts with the default period: two weeks before today to today', () => {
    const { actor, applied } = start();
    expect(applied()).toEqual({ startDate: '2026-11-08', endDate: FIXTURE_TODAY });
    expect(selectPeriodLabel(actor.getSnapshot())).toBe('08.11.2026 – 22.11.2026');
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('on the tracking map the default ends yesterday (today is blocked)', () => {
    expect(start(periodFixtures.inputs.trackingmap).applied()).toEqual({
      startDate: '2026-11-08',
      endDate: '2026-11-21',
    });
  });

  it('applies the selection only when both dates exist; closing drops a half selection', () => {
    const { actor, applied } = start();
    actor.send({ type: 'user.openPicker' });
    actor.send({ type: 'user.selectRange', from: '2026-11-10', to: null });
    expect(actor.getSnapshot().context.pending).toEqual({ from: '2026-11-10', to: null });
    expect(applied()).toEqual({ startDate: '2026-11-08', endDate: FIXTURE_TODAY });
    actor.send({ type: 'user.closePicker' });
    expect(actor.getSnapshot().context.pending).toEqual({ from: null, to: null });
    actor.send({ type: 'user.openPicker' });
    actor.send({ type: 'user.selectRange', from: '2026-11-10', to: null });
    actor.send({ type: 'user.selectRange', from: '2026-11-10', to: '2026-11-10' });
    expect(applied()).toEqual({ startDate: '2026-11-10', endDate: '2026-11-10' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('ignores blocked days', () => {
    const { actor, applied } = start(periodFixtures.inputs.trackingmap);
    actor.send({ type: 'user.openPicker' });
    actor.send({ type: 'user.selectRange', from: '2026-11-20', to: FIXTURE_TODAY });
    expect(applied()).toEqual({ startDate: '2026-11-08', endDate: '2026-11-21' });
    actor.send({ type: 'user.selectRange', from: '2026-11-23', to: null });
    expect(actor.getSnapshot().context.pending).toEqual({ from: null, to: null });
  });

  it('clamps to the vehicle window, the last 7 days when the start is after its end, and restores the wish', () => {
    const { applied, vehicle } = start();
    vehicle(periodVehicles.october);
    expect(applied()).toEqual({ startDate: '2026-10-25', endDate: '2026-10-31' });
    vehicle(periodVehicles.open);
    expect(applied()).toEqual({ startDate: '2026-11-08', endDate: FIXTURE_TODAY });
    vehicle(periodVehicles.future);
    expect(applied()).toBeNull();
  });

  it('locks for a crane where the toolbar locks, not in the graph drawer', () => {
    const reporting = start();
    reporting.vehicle(periodVehicles.crane);
    expect(reporting.actor.getSnapshot().hasTag('locked')).toBe(true);
    expect(reporting.actor.getSnapshot().can({ type: 'user.openPicker' })).toBe(false);
    const graph = start(periodFixtures.inputs.graph);
    graph.vehicle(periodVehicles.crane);
    expect(graph.actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it("starts with the address's period; writes no vehicle before the selection told it", () => {
    const { applied, writeAddress } = start({
      ...periodFixtures.inputs.reporting,
      initialPeriod: { startDate: '2026-11-01', endDate: '2026-11-05' },
    });
    expect(applied()).toEqual({ startDate: '2026-11-01', endDate: '2026-11-05' });
    expect(writeAddress).toHaveBeenLastCalledWith({
      vehicleId: undefined,
      period: { startDate: '2026-11-01', endDate: '2026-11-05' },
    });
  });

  it('takes a valid period from the address and writes vehicle and period back', () => {
    const { actor, applied, vehicle, writeAddress } = start();
    actor.send({
      type: 'address.changed',
      vehicleId: 101,
      period: { startDate: '2026-11-01', endDate: '2026-11-05' },
    });
    expect(applied()).toEqual({ startDate: '2026-11-01', endDate: '2026-11-05' });
    vehicle(periodVehicles.open);
    expect(writeAddress).toHaveBeenLastCalledWith({
      vehicleId: 101,
      period: { startDate: '2026-11-01', endDate: '2026-11-05' },
    });
    // An address without a valid period keeps the one in force.
    actor.send({ type: 'address.changed', vehicleId: 101, period: null });
    expect(applied()).toEqual({ startDate: '2026-11-01', endDate: '2026-11-05' });
  });
});

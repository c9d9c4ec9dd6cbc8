import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { ApiCallError } from '../../api/api-failure';
import {
  craneVehicle,
  dieselVehicle,
  electricVehicle,
  FIXTURE_PERIOD,
  fixtureReport,
  reportingFixtures,
  serializeReporting,
} from './reporting.fixtures';
import { reportingMachine } from './reporting.machine';
import type { ReportData, ReportingContext, ReportRequest } from './reporting.types';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);

const ctx = contextOf<ReportingContext>;
const invariants: readonly ModelInvariant[] = [
  { name: 'offline, no request is in flight', holds: (o) => implies(!ctx(o).online, noCall(o)) },
  { name: 'no vehicle, no request is in flight', holds: (o) => implies(ctx(o).vehicle === null, noCall(o)) },
  {
    name: 'a crane is never fetched',
    holds: (o) => implies(ctx(o).vehicle?.isCrane === true, noCall(o) && tagged(o, 'crane')),
  },
  {
    name: 'a request asks for the vehicle and period shown',
    holds: (o) =>
      callsOf(o).every((call) => {
        const input = call.input as ReportRequest;
        return input.vehicleId === ctx(o).vehicle?.vehicleId && input.period === ctx(o).period;
      }),
  },
  {
    name: 'at most one request at a time, and the loading tag is on while it runs',
    holds: (o) => callsOf(o).length <= 1 && implies(callsOf(o).length === 1, tagged(o, 'loading')),
  },
  {
    name: 'a failure is shown only in the failed state',
    holds: (o) => implies(tagged(o, 'failed'), ctx(o).failure !== null),
  },
];

describeModel('reporting machine (model-based)', {
  machine: reportingMachine,
  inputs: reportingFixtures.inputs,
  eventVariants: reportingFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeReporting,
  onCoverage: (report) =>
    console.info(
      `reporting coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

/** A fetch answering after `ms` (fake time); fails when `fail` is set. */
const start = (input = reportingFixtures.inputs.diesel, ms = 10, fail = false) => {
  const calls: ReportRequest[] = [];
  const actor = createActor(
    reportingMachine.provide({
      actors: {
        loadReport: fromPromise<ReportData, ReportRequest>(
          ({ input: request }) =>
            new Promise((resolve, reject) => {
              calls.push(request);
              setTimeout(
                () =>
                  fail
                    ? reject(new ApiCallError({ _tag: 'NetworkError', message: 'down' }))
                    : resolve(fixtureReport(dieselVehicle, request.period)),
                ms,
              );
            }),
        ),
      },
    }),
    { input: input },
  );
  actor.start();
  return { actor, calls };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reporting (rules)', () => {
  it('fetches 300 ms + 500 ms after the start, for the vehicle and the period', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ vehicleId: 101, period: FIXTURE_PERIOD }]);
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().context.report?.hours.generalResponse.drivingHours).toBeGreaterThan(0);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('a period change within the delays starts them over and fetches once, for the last period', async () => {
    const { actor, calls } = start();
    await vi.advanceTimersByTimeAsync(600);
    const next = { startDate: '2026-11-01', endDate: '2026-11-07' };
    actor.send({ type: 'period.changed', period: next });
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ vehicleId: 101, period: next }]);
  });

  it('the same period or a live update of the same vehicle fetches nothing again', async () => {
    const { actor, calls } = start();
    await vi.advanceTimersByTimeAsync(900);
    actor.send({ type: 'period.changed', period: { ...FIXTURE_PERIOD } });
    actor.send({ type: 'view.vehicleChanged', vehicle: { ...dieselVehicle, name: 'renamed' } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.vehicle?.name).toBe('renamed');
    expect(actor.getSnapshot().context.report).not.toBeNull();
  });

  it('another vehicle clears the report and fetches for it; a language reload fetches again', async () => {
    const { actor, calls } = start();
    await vi.advanceTimersByTimeAsync(900);
    actor.send({ type: 'view.vehicleChanged', vehicle: electricVehicle });
    expect(actor.getSnapshot().context.report).toBeNull();
    await vi.advanceTimersByTimeAsync(810);
    expect(calls.map((c) => c.vehicleId)).toEqual([101, 102]);
    actor.send({ type: 'language.changed', language: 'en-GB' });
    await vi.advanceTimersByTimeAsync(810);
    expect(calls.map((c) => c.vehicleId)).toEqual([101, 102, 102]);
  });

  it('a crane or no vehicle is never fetched', async () => {
    const crane = start(reportingFixtures.inputs.crane);
    const none = start(reportingFixtures.inputs.noVehicle);
    await vi.advanceTimersByTimeAsync(5000);
    expect(crane.calls).toEqual([]);
    expect(none.calls).toEqual([]);
    expect(crane.actor.getSnapshot().hasTag('crane')).toBe(true);
    crane.actor.send({ type: 'view.vehicleChanged', vehicle: dieselVehicle });
    await vi.advanceTimersByTimeAsync(810);
    expect(crane.calls).toHaveLength(1);
    crane.actor.send({ type: 'view.vehicleChanged', vehicle: craneVehicle });
    expect(crane.actor.getSnapshot().context.report).toBeNull();
  });

  it('offline waits; the connection coming back fetches; a failure can be retried', async () => {
    const { actor, calls } = start(reportingFixtures.inputs.offline, 10, true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    actor.send({ type: 'connectivity.changed', online: true });
    await vi.advanceTimersByTimeAsync(810);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure?._tag).toBe('NetworkError');
    actor.send({ type: 'user.retry' });
    expect(calls).toHaveLength(2);
  });
});

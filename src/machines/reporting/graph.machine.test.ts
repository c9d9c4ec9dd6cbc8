import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { ApiCallError } from '../../api/api-failure';
import type { GraphSeries, PieChart } from '../../api/contract';
import { fixturePie, fixtureSeries, graphFixtures, serializeGraph } from './graph.fixtures';
import { graphMachine } from './graph.machine';
import type { GraphContext, GraphRequest, PieRequest } from './graph.types';
import { dieselVehicle, FIXTURE_PERIOD } from './reporting.fixtures';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const ctx = contextOf<GraphContext>;

const invariants: readonly ModelInvariant[] = [
  { name: 'closed, nothing is requested', holds: (o) => implies(!tagged(o, 'open'), noCall(o)) },
  {
    name: 'open always has a vehicle',
    holds: (o) => implies(tagged(o, 'open'), ctx(o).vehicle !== null),
  },
  {
    name: 'requests ask for the drawer’s vehicle and period',
    holds: (o) =>
      callsOf(o).every((call) => {
        const input = call.input as GraphRequest | PieRequest;
        return input.vehicleId === ctx(o).vehicle?.vehicleId && input.period === ctx(o).period;
      }),
  },
  {
    name: 'a series request asks for the metric shown',
    holds: (o) =>
      callsOf(o)
        .filter((call) => 'metric' in (call.input as object))
        .every((call) => (call.input as GraphRequest).metric === ctx(o).metric),
  },
  {
    name: 'the pie is split only when there is a pie',
    holds: (o) => implies(ctx(o).pieLayout === 'split', ctx(o).pie !== null),
  },
];

describeModel('graph drawer machine (model-based)', {
  machine: graphMachine,
  inputs: graphFixtures.inputs,
  eventVariants: graphFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeGraph,
  onCoverage: (report) =>
    console.info(
      `graph coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const start = (fail = false) => {
  const series: GraphRequest[] = [];
  const pies: PieRequest[] = [];
  const error = () => new ApiCallError({ _tag: 'NetworkError', message: 'down' });
  const actor = createActor(
    graphMachine.provide({
      actors: {
        loadSeries: fromPromise<GraphSeries, GraphRequest>(async ({ input }) => {
          series.push(input);
          if (fail) throw error();
          return fixtureSeries(input.metric, dieselVehicle, input.period);
        }),
        loadPie: fromPromise<PieChart, PieRequest>(async ({ input }) => {
          pies.push(input);
          if (fail) throw error();
          return fixturePie(dieselVehicle, input.period);
        }),
      },
    }),
    { input: graphFixtures.inputs.closed },
  );
  actor.start();
  const open = () =>
    actor.send({ type: 'user.open', vehicle: dieselVehicle, period: FIXTURE_PERIOD, metric: 'drivingHours' });
  return { actor, series, pies, open };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('graph drawer (rules)', () => {
  it('opening loads the metric at once and the pie 2000 ms later', async () => {
    const { actor, series, pies, open } = start();
    open();
    expect(series).toEqual([{ vehicleId: 101, period: FIXTURE_PERIOD, metric: 'drivingHours' }]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(pies).toEqual([]);
    expect(actor.getSnapshot().hasTag('loadingPie')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(pies).toEqual([{ vehicleId: 101, period: FIXTURE_PERIOD }]);
    await vi.advanceTimersByTimeAsync(0);
    const { context } = actor.getSnapshot();
    expect(context.series?.series.at(-1)?.cumulativeSum).toBeGreaterThan(0);
    expect(context.pie?.drivingHours).toBe(context.series?.series.at(-1)?.cumulativeSum);
  });

  it('a slice click toggles the pie between expanded and split', async () => {
    const { actor, open } = start();
    open();
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'user.toggleSlices' });
    expect(actor.getSnapshot().context.pieLayout).toBe('split');
    actor.send({ type: 'user.toggleSlices' });
    expect(actor.getSnapshot().context.pieLayout).toBe('expanded');
  });

  it('another metric reloads the series only; another period reloads both', async () => {
    const { actor, series, pies, open } = start();
    open();
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'user.chooseMetric', metric: 'mileageKm' });
    actor.send({ type: 'user.chooseMetric', metric: 'mileageKm' });
    expect(series.map((s) => s.metric)).toEqual(['drivingHours', 'mileageKm']);
    expect(pies).toHaveLength(1);
    const period = { startDate: '2026-11-01', endDate: '2026-11-07' };
    actor.send({ type: 'user.changePeriod', period });
    expect(series.at(-1)).toEqual({ vehicleId: 101, period, metric: 'mileageKm' });
    expect(pies.at(-1)).toEqual({ vehicleId: 101, period });
  });

  it('failures leave empty charts, silently (spec 000 §8)', async () => {
    const { actor, open } = start(true);
    open();
    await vi.advanceTimersByTimeAsync(2000);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.series?.series).toEqual([]);
    expect(snapshot.context.pie).toBeNull();
    expect(snapshot.hasTag('loadingSeries') || snapshot.hasTag('loadingPie')).toBe(false);
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });
});

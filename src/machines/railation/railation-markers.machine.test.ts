import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { RailationMarkers } from '../../api/contract';
import { FIXTURE_NOW } from './railation-directory.fixtures';
import {
  FIXTURE_MARKERS,
  FIXTURE_MARKERS_MOVED,
  railationMarkersFixtures,
  serializeRailationMarkers,
} from './railation-markers.fixtures';
import {
  railationMarkersMachine,
  type RailationMarkersContext,
  type RailationMarkersRequest,
} from './railation-markers.machine';

const ctx = contextOf<RailationMarkersContext>;
const invariants: readonly ModelInvariant[] = [
  {
    name: 'hidden markers ask for nothing and keep nothing',
    holds: (o) => implies(!tagged(o, 'shown'), noCall(o, 'loadMarkers') && ctx(o).markers.length === 0),
  },
  {
    name: 'a request asks for the current filter and area',
    holds: (o) =>
      callsOf(o, 'loadMarkers').every((call) => {
        const input = call.input as RailationMarkersRequest;
        return input.categories === ctx(o).categories && input.bbox === ctx(o).bbox;
      }),
  },
  {
    name: 'failed always says why, and a new answer clears it',
    holds: (o) =>
      implies(tagged(o, 'failed'), ctx(o).failure !== null) &&
      implies(o.snapshot.matches({ shown: 'showing' }), ctx(o).failure === null),
  },
];

describeModel('railation markers machine (model-based)', {
  machine: railationMarkersMachine,
  inputs: railationMarkersFixtures.inputs,
  eventVariants: railationMarkersFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeRailationMarkers,
  onCoverage: (report) =>
    console.info(
      `railation-markers coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

beforeEach(() => {
  vi.useFakeTimers({ now: FIXTURE_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('railation markers (rules)', () => {
  const start = (answers: readonly (RailationMarkers | Error)[]) => {
    const requests: RailationMarkersRequest[] = [];
    const actor = createActor(
      railationMarkersMachine.provide({
        actors: {
          loadMarkers: fromPromise(({ input }: { input: RailationMarkersRequest }) => {
            const answer = answers[Math.min(requests.length, answers.length - 1)];
            requests.push(input);
            return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer!);
          }),
        },
      }),
      { input: { categories: [] } },
    ).start();
    return { actor, requests };
  };

  it('asks nothing while hidden, then loads 300 ms after the last change once shown', async () => {
    const { actor, requests } = start([FIXTURE_MARKERS]);
    actor.send({ type: 'markers.categories', categories: [3] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toEqual([]);
    actor.send({ type: 'markers.show' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'markers.area', bbox: '5,47,15,55' });
    await vi.advanceTimersByTimeAsync(299);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([{ categories: [3], bbox: '5,47,15,55' }]);
    expect(actor.getSnapshot().context.markers).toHaveLength(3);
  });

  it('asks again every 15 s, so the ships move', async () => {
    const { actor, requests } = start([FIXTURE_MARKERS, FIXTURE_MARKERS_MOVED]);
    actor.send({ type: 'markers.show' });
    await vi.advanceTimersByTimeAsync(300);
    const ship = () => actor.getSnapshot().context.markers.find((m) => m.id === 's1');
    expect(ship()?.lat).toBe(50.94);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect(ship()?.lat).toBe(50.95);
  });

  it('keeps the markers it has through a failure and tries again 15 s later', async () => {
    const { actor, requests } = start([FIXTURE_MARKERS, new Error('offline'), FIXTURE_MARKERS_MOVED]);
    actor.send({ type: 'markers.show' });
    await vi.advanceTimersByTimeAsync(15_300);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.markers).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(requests).toHaveLength(3);
    expect(actor.getSnapshot().hasTag('failed')).toBe(false);
  });

  it('drops the markers when hidden and ignores a filter that did not change', async () => {
    const { actor, requests } = start([FIXTURE_MARKERS]);
    actor.send({ type: 'markers.show' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'markers.categories', categories: [] });
    await vi.advanceTimersByTimeAsync(300);
    expect(requests).toHaveLength(1);
    actor.send({ type: 'markers.hide' });
    expect(actor.getSnapshot().context.markers).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(1);
  });
});

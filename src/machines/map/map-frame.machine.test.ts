import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { MapFrameContext } from './map-frame.types';
import { mapFrameFixtures, serializeMapFrame } from './map-frame.fixtures';
import { mapFrameMachine } from './map-frame.machine';
import { initialZoomFor } from './map-frame.types';

const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);

const ctx = contextOf<MapFrameContext>;
const invariants: readonly ModelInvariant[] = [
  {
    name: 'no update is pending and applied at once: a held update waits while loading or busy',
    holds: (o) => implies(tagged(o, 'updatePending'), !tagged(o, 'loading') && !tagged(o, 'busy')),
  },
  {
    name: 'busy only once ready, never under the loading indicator',
    holds: (o) => implies(tagged(o, 'busy'), tagged(o, 'ready') && !tagged(o, 'loading')),
  },
  {
    name: 'the initial zoom, once set, is within 4 to 21',
    holds: (o) => {
      const zoom = ctx(o).initialZoom;
      return zoom === null || (zoom >= 4 && zoom <= 21);
    },
  },
  {
    name: 'ready only after the map reported loaded',
    holds: (o) =>
      implies(o.snapshot.matches('ready'), ctx(o).fittedZoom !== null && ctx(o).initialZoom !== null),
  },
];

describeModel('map frame machine (model-based)', {
  machine: mapFrameMachine,
  inputs: mapFrameFixtures.inputs,
  eventVariants: mapFrameFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeMapFrame,
  onCoverage: (report) =>
    console.info(
      `map frame coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const start = (view: string) => {
  const zooms: number[] = [];
  const updates: number[] = [];
  const actor = createActor(mapFrameMachine, { input: { view } });
  actor.on('mapFrame.zoomTo', (event) => zooms.push(event.zoom));
  actor.on('mapFrame.applyUpdate', (event) => updates.push(event.revision));
  actor.start();
  return {
    actor,
    zooms,
    updates,
    loading: () => actor.getSnapshot().hasTag('loading'),
    busy: () => actor.getSnapshot().hasTag('busy'),
  };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('map frame (rules)', () => {
  it('loads until the map reports loaded, zooms 500 ms later, clears loading 750 ms after that', async () => {
    const { actor, zooms, loading } = start('dashboard');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loading()).toBe(true);
    actor.send({ type: 'map.loaded', zoom: 11 });
    await vi.advanceTimersByTimeAsync(499);
    expect(zooms).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(zooms).toEqual([6]);
    await vi.advanceTimersByTimeAsync(749);
    expect(loading()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(loading()).toBe(false);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('caps the initial zoom at 6 on dashboard, livedata and trackingmap only', () => {
    expect(initialZoomFor('dashboard', 11)).toBe(6);
    expect(initialZoomFor('livedata', 11)).toBe(6);
    expect(initialZoomFor('trackingmap', 11)).toBe(6);
    expect(initialZoomFor('trackingmap', 5)).toBe(5);
    expect(initialZoomFor('railation', 11)).toBe(11);
    expect(initialZoomFor('railation', 30)).toBe(21);
    expect(initialZoomFor('railation', 1)).toBe(4);
  });

  it('applies map updates 300 ms after the last change, held back while loading', async () => {
    const { actor, updates } = start('reporting');
    actor.send({ type: 'data.changed' });
    actor.send({ type: 'map.loaded', zoom: 5 });
    await vi.advanceTimersByTimeAsync(1_250);
    expect(updates).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(updates).toEqual([1]);
    actor.send({ type: 'data.changed' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'data.changed' });
    await vi.advanceTimersByTimeAsync(299);
    expect(updates).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(updates).toEqual([1, 2]);
  });

  it('runs the busy phase the map reports: 2000 ms at most, then applies a held update', async () => {
    const { actor, updates, loading, busy } = start('reporting');
    // While loading, a busy report changes nothing: the loading indicator covers the map already.
    actor.send({ type: 'map.busy' });
    expect(busy()).toBe(false);
    actor.send({ type: 'map.loaded', zoom: 5 });
    await vi.advanceTimersByTimeAsync(500 + 750);
    expect(loading()).toBe(false);
    actor.send({ type: 'map.busy' });
    actor.send({ type: 'data.changed' });
    expect(busy()).toBe(true);
    expect(loading()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(busy()).toBe(true);
    expect(updates).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(busy()).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(updates).toEqual([1]);
    // The map reports the work processed before the 2 s: the busy phase ends at once.
    actor.send({ type: 'map.busy' });
    await vi.advanceTimersByTimeAsync(400);
    expect(busy()).toBe(true);
    actor.send({ type: 'map.processed' });
    expect(busy()).toBe(false);
    expect(loading()).toBe(false);
  });
});

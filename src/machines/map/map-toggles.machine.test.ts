import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { MapTogglesContext } from './map-toggles.types';
import { mapTogglesFixtures, serializeMapToggles } from './map-toggles.fixtures';
import { mapTogglesMachine } from './map-toggles.machine';
import { selectMapToggleValues, visibleMapSwitches, type MapTogglesInput } from './map-toggles.types';

const ctx = contextOf<MapTogglesContext>;
const invariants: readonly ModelInvariant[] = [
  {
    name: 'the tracking map or the heat map is always on',
    holds: (o) => tagged(o, 'trackingMap') || tagged(o, 'heatMap'),
  },
  {
    name: 'a vehicle without tracking never shows the tracking map',
    holds: (o) => implies(ctx(o).trackingDisabled, !tagged(o, 'trackingMap')),
  },
  {
    name: 'the railation switch is off where the toolbar has no layer switches',
    holds: (o) => implies(!visibleMapSwitches(ctx(o).view).railation, !tagged(o, 'railation')),
  },
  {
    name: 'the tracking switches are locked outside trackingmap and without tracking',
    holds: ({ snapshot }) =>
      implies(
        (snapshot.context as MapTogglesContext).view !== 'trackingmap' ||
          (snapshot.context as MapTogglesContext).trackingDisabled,
        !snapshot.can({ type: 'user.toggleTrackingMap' }) && !snapshot.can({ type: 'user.toggleHeatMap' }),
      ),
  },
];

describeModel('map toggles machine (model-based)', {
  machine: mapTogglesMachine,
  inputs: mapTogglesFixtures.inputs,
  eventVariants: mapTogglesFixtures.eventVariants,
  now: Date.UTC(2026, 2, 2, 8, 0, 0),
  invariants,
  serializeState: serializeMapToggles,
  onCoverage: (report) =>
    console.info(
      `map toggles coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const start = (input: MapTogglesInput = { view: 'trackingmap', trackingDisabled: false }) => {
  const actor = createActor(mapTogglesMachine, { input }).start();
  return { actor, values: () => selectMapToggleValues(actor.getSnapshot()) };
};

describe('map toggles (rules)', () => {
  it('starts with the tracking map on and the overlays off', () => {
    expect(start().values()).toEqual({
      railway: false,
      satellite: false,
      railation: false,
      trackingMap: true,
      heatMap: false,
    });
  });

  it('tracking map and heat map cover each other: switching one off switches the other on', () => {
    const { actor, values } = start();
    actor.send({ type: 'user.toggleTrackingMap' });
    expect(values()).toMatchObject({ trackingMap: false, heatMap: true });
    actor.send({ type: 'user.toggleHeatMap' });
    expect(values()).toMatchObject({ trackingMap: true, heatMap: false });
    // Switching one on keeps the other: both can show.
    actor.send({ type: 'user.toggleHeatMap' });
    expect(values()).toMatchObject({ trackingMap: true, heatMap: true });
    actor.send({ type: 'user.toggleHeatMap' });
    expect(values()).toMatchObject({ trackingMap: true, heatMap: false });
    actor.send({ type: 'user.toggleTrackingMap' });
    actor.send({ type: 'user.toggleTrackingMap' });
    expect(values()).toMatchObject({ trackingMap: true, heatMap: true });
    actor.send({ type: 'user.toggleTrackingMap' });
    expect(values()).toMatchObject({ trackingMap: false, heatMap: true });
  });

  it('a vehicle without tracking (a crane) switches tracking off and the heat map on, and locks both', () => {
    const { actor, values } = start();
    actor.send({ type: 'view.vehicleChanged', trackingDisabled: true });
    expect(values()).toMatchObject({ trackingMap: false, heatMap: true });
    expect(actor.getSnapshot().can({ type: 'user.toggleTrackingMap' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.toggleHeatMap' })).toBe(false);
    actor.send({ type: 'view.vehicleChanged', trackingDisabled: false });
    expect(values()).toMatchObject({ trackingMap: false, heatMap: true });
    expect(actor.getSnapshot().can({ type: 'user.toggleTrackingMap' })).toBe(true);
    // A crane at start: heat map.
    expect(start({ view: 'trackingmap', trackingDisabled: true }).values()).toMatchObject({
      trackingMap: false,
      heatMap: true,
    });
  });

  it('the railation switch goes off when the toolbar goes away; the other overlays stay', () => {
    const { actor, values } = start({ view: 'dashboard', trackingDisabled: false });
    actor.send({ type: 'user.toggleRailation' });
    actor.send({ type: 'user.toggleRailway' });
    actor.send({ type: 'user.toggleSatellite' });
    expect(values()).toMatchObject({ railation: true, railway: true, satellite: true });
    // Another map view keeps the toolbar: the railation points stay.
    actor.send({ type: 'view.changed', view: 'livedata' });
    expect(values()).toMatchObject({ railation: true, railway: true, satellite: true });
    actor.send({ type: 'view.changed', view: 'reporting' });
    expect(values()).toMatchObject({ railation: false, railway: true, satellite: true });
    // The railation view switches its points on.
    actor.send({ type: 'view.changed', view: 'railation' });
    expect(values()).toMatchObject({ railation: true });
  });

  it('keeps the switches as app state while the user moves between map views (spec 000 §3)', () => {
    const { actor, values } = start({ view: 'dashboard', trackingDisabled: false });
    actor.send({ type: 'user.toggleSatellite' });
    actor.send({ type: 'user.toggleRailway' });
    actor.send({ type: 'view.changed', view: 'trackingmap' });
    actor.send({ type: 'user.toggleHeatMap' });
    actor.send({ type: 'user.toggleTrackingMap' });
    const kept = { railway: true, satellite: true, trackingMap: false, heatMap: true };
    expect(values()).toMatchObject(kept);
    for (const view of ['livedata', 'reporting', 'railation', 'dashboard', 'mapbox', 'trackingmap']) {
      actor.send({ type: 'view.changed', view });
      expect(values(), view).toMatchObject(kept);
    }
  });

  it('switches work only where the toolbar shows them', () => {
    const reporting = start({ view: 'reporting', trackingDisabled: false }).actor;
    expect(reporting.getSnapshot().can({ type: 'user.toggleRailway' })).toBe(false);
    expect(reporting.getSnapshot().can({ type: 'user.toggleTrackingMap' })).toBe(false);
    const dashboard = start({ view: 'dashboard', trackingDisabled: false }).actor;
    expect(dashboard.getSnapshot().can({ type: 'user.toggleSatellite' })).toBe(true);
    expect(dashboard.getSnapshot().can({ type: 'user.toggleHeatMap' })).toBe(false);
  });

  it('lists the switches per view (spec 000 §2 Map toolbar)', () => {
    const all = { railway: true, satellite: true, railation: true };
    expect(visibleMapSwitches('trackingmap')).toEqual({ ...all, trackingMap: true, heatMap: true });
    for (const view of ['dashboard', 'livedata', 'railation', 'mapbox', 'mapbox-vs-google', 'google-maps'])
      expect(visibleMapSwitches(view)).toEqual({ ...all, trackingMap: false, heatMap: false });
    for (const view of ['reporting', 'datasheet', 'notification'])
      expect(visibleMapSwitches(view)).toEqual({
        railway: false,
        satellite: false,
        railation: false,
        trackingMap: false,
        heatMap: false,
      });
  });
});

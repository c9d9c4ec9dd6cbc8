import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { RailationMarkers } from '../../api/contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import type { RailationMarkersContext, RailationMarkersInput } from './railation-markers.machine';

/** Two places and a ship on the Rhine. */
export const FIXTURE_MARKERS: RailationMarkers = {
  items: [
    { id: 'p1', name: 'Bahntankstelle Hamburg-Harburg', category: 3, lat: 53.46, lng: 9.98, heading: null },
    { id: 'p2', name: 'Werkstatt Kassel', category: 9, lat: 51.31, lng: 9.49, heading: null },
    { id: 's1', name: 'MS Rheinfels', category: 10, lat: 50.94, lng: 6.96, heading: 320 },
  ],
  truncated: false,
};

/** The ship 15 s later, a little further down the river. */
export const FIXTURE_MARKERS_MOVED: RailationMarkers = {
  items: FIXTURE_MARKERS.items.map((m) => (m.id === 's1' ? { ...m, lat: 50.95, lng: 6.95 } : m)),
  truncated: false,
};

/** Test and story data for the railation markers machine. Not imported by the app. */
export const railationMarkersFixtures: {
  readonly inputs: Readonly<Record<'allCategories' | 'ships', RailationMarkersInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { allCategories: { categories: [] }, ships: { categories: [10] } },
  eventVariants: {
    'markers.show': [{ type: 'markers.show' }],
    'markers.hide': [{ type: 'markers.hide' }],
    'markers.categories': [
      { type: 'markers.categories', categories: [10] },
      { type: 'markers.categories', categories: [] },
    ],
    'markers.area': [{ type: 'markers.area', bbox: '5,47,15,55' }],
    'xstate.done.actor.loadMarkers': [done('loadMarkers', FIXTURE_MARKERS)],
    'xstate.error.actor.loadMarkers': [failed('loadMarkers', networkError())],
  },
};

/** The model's "same state": the value, the filter and the area (the guards read them). */
export const serializeRailationMarkers = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as RailationMarkersContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    categories: context.categories,
    bbox: context.bbox,
    markers: context.markers.length > 0,
  });
};

import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { MapFrameContext, MapFrameInput } from './map-frame.types';

/** Test and story data for the map frame machine. Not imported by the app. */
export const mapFrameFixtures: {
  readonly inputs: Readonly<Record<'dashboard' | 'reporting', MapFrameInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { dashboard: { view: 'dashboard' }, reporting: { view: 'reporting' } },
  eventVariants: {
    'map.loaded': [
      { type: 'map.loaded', zoom: 9 },
      { type: 'map.loaded', zoom: 5 },
    ],
  },
};

/** The model's "same state": the value and whether an update is held back (the guard reads it). */
export const serializeMapFrame = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify({
    value: snapshot.value as unknown,
    pending: (snapshot.context as MapFrameContext).updatePending,
  });

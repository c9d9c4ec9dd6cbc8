import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  LAYER_SWITCH_VIEWS,
  TRACKING_SWITCH_VIEWS,
  type MapTogglesContext,
  type MapTogglesInput,
} from './map-toggles.types';

/** Test and story data for the map toggles machine. Not imported by the app. */
export const mapTogglesFixtures: {
  readonly inputs: Readonly<Record<'trackingmap' | 'trackingmapCrane' | 'railation', MapTogglesInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    trackingmap: { view: 'trackingmap', trackingDisabled: false },
    trackingmapCrane: { view: 'trackingmap', trackingDisabled: true },
    railation: { view: 'railation', trackingDisabled: false },
  },
  eventVariants: {
    // The regions multiply: two view changes keep the model small, one to a view without switches
    // (the toolbar goes away) and one into the railation view (its switch goes on).
    'view.changed': [
      { type: 'view.changed', view: 'reporting' },
      { type: 'view.changed', view: 'railation' },
    ],
    'view.vehicleChanged': [
      { type: 'view.vehicleChanged', trackingDisabled: true },
      { type: 'view.vehicleChanged', trackingDisabled: false },
    ],
  },
};

/** The model's "same state": the value plus what the guards read (the view's switches, the lock). */
export const serializeMapToggles = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as MapTogglesContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    layers: LAYER_SWITCH_VIEWS.has(context.view),
    tracking: TRACKING_SWITCH_VIEWS.has(context.view),
    trackingDisabled: context.trackingDisabled,
  });
};

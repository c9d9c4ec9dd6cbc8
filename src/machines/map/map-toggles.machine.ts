import { assign, setup } from 'xstate';
import { noFacts } from '../shared/fact-watch';
import {
  LAYER_SWITCH_VIEWS,
  TRACKING_SWITCH_VIEWS,
  type MapTogglesContext,
  type MapTogglesEvent,
  type MapTogglesInput,
  type MapTogglesTag,
  type MapVehicleChanged,
  type MapViewChanged,
} from './map-toggles.types';

/** A layer switch (railway, satellite, railation): off ⇄ on while the toolbar shows it. */
const layerSwitch = (toggle: 'user.toggleRailway' | 'user.toggleSatellite', tag: MapTogglesTag) => ({
  initial: 'off' as const,
  states: {
    off: { on: { [toggle]: { guard: 'showsLayerSwitches' as const, target: 'on' as const } } },
    on: { tags: tag, on: { [toggle]: { guard: 'showsLayerSwitches' as const, target: 'off' as const } } },
  },
});

/**
 * The map toggles (spec 000 §2 Map toolbar, §3 App state flags, §4 Map toggles): railway, satellite
 * and railation switches (on trackingmap, dashboard, livedata, railation and the map experiments), and
 * the tracking map and heat map (on trackingmap), which cover each other: switching one off switches
 * the other on, so at least one is always on. When the selected vehicle changes to one without
 * tracking (a crane), the tracking map goes off and the heat map on, and both switches are locked. The
 * railation switch goes on in the railation view and off when the toolbar goes away (a view without
 * the layer switches). App-wide: one actor for the whole session, so the switches keep their values
 * when the user moves between map views; it watches the route (`watchView`) and the selected vehicle
 * (`watchTracking`) itself. Views read the tags (`selectMapToggleValues`) and ask `snapshot.can`.
 */
export const mapTogglesMachine = setup({
  types: {
    context: {} as MapTogglesContext,
    events: {} as MapTogglesEvent,
    input: {} as MapTogglesInput,
    tags: {} as MapTogglesTag,
  },
  actors: {
    watchView: noFacts<MapViewChanged>(),
    watchTracking: noFacts<MapVehicleChanged>(),
  },
  actions: {
    applyView: assign((_, { view }: { readonly view: string }) => ({ view })),
    applyTrackingDisabled: assign((_, { trackingDisabled }: { readonly trackingDisabled: boolean }) => ({
      trackingDisabled,
    })),
  },
  guards: {
    showsLayerSwitches: ({ context }) => LAYER_SWITCH_VIEWS.has(context.view),
    canSwitchTracking: ({ context }) => TRACKING_SWITCH_VIEWS.has(context.view) && !context.trackingDisabled,
    startsWithoutTracking: ({ context }) => context.trackingDisabled,
    opensWithRailation: ({ context }) => context.view === 'railation',
    entersRailation: (_, { view }: { readonly view: string }) => view === 'railation',
    hidesToolbar: (_, { view }: { readonly view: string }) => !LAYER_SWITCH_VIEWS.has(view),
    isTrackingDisabled: (_, { trackingDisabled }: { readonly trackingDisabled: boolean }) => trackingDisabled,
  },
}).createMachine({
  id: 'mapToggles',
  context: ({ input }) => ({ view: input.view, trackingDisabled: input.trackingDisabled }),
  type: 'parallel',
  invoke: [
    { id: 'watchView', src: 'watchView' },
    { id: 'watchTracking', src: 'watchTracking' },
  ],
  // A transition of the railation region takes the event from this one: it applies the view as well.
  on: { 'view.changed': { actions: { type: 'applyView', params: ({ event }) => event } } },
  states: {
    railway: layerSwitch('user.toggleRailway', 'railway'),
    satellite: layerSwitch('user.toggleSatellite', 'satellite'),
    railation: {
      initial: 'starting',
      states: {
        /** The railation view opens with its points on; every other view with them off. */
        starting: { always: [{ guard: 'opensWithRailation', target: 'on' }, { target: 'off' }] },
        off: {
          on: {
            'user.toggleRailation': { guard: 'showsLayerSwitches', target: 'on' },
            'view.changed': {
              guard: { type: 'entersRailation', params: ({ event }) => event },
              target: 'on',
              actions: { type: 'applyView', params: ({ event }) => event },
            },
          },
        },
        on: {
          tags: 'railation',
          on: {
            'user.toggleRailation': { guard: 'showsLayerSwitches', target: 'off' },
            // The toolbar went away (a view without its layer switches).
            'view.changed': {
              guard: { type: 'hidesToolbar', params: ({ event }) => event },
              target: 'off',
              actions: { type: 'applyView', params: ({ event }) => event },
            },
          },
        },
      },
    },
    analysis: {
      initial: 'starting',
      on: {
        'view.vehicleChanged': [
          {
            guard: { type: 'isTrackingDisabled', params: ({ event }) => event },
            target: '.heatMap',
            actions: { type: 'applyTrackingDisabled', params: ({ event }) => event },
          },
          { actions: { type: 'applyTrackingDisabled', params: ({ event }) => event } },
        ],
      },
      states: {
        // The tracking map is on by default (spec 000 §9), unless the vehicle has no tracking.
        starting: {
          always: [{ guard: 'startsWithoutTracking', target: 'heatMap' }, { target: 'trackingMap' }],
        },
        trackingMap: {
          tags: 'trackingMap',
          on: {
            'user.toggleTrackingMap': { guard: 'canSwitchTracking', target: 'heatMap' },
            'user.toggleHeatMap': { guard: 'canSwitchTracking', target: 'both' },
          },
        },
        heatMap: {
          tags: 'heatMap',
          on: {
            'user.toggleHeatMap': { guard: 'canSwitchTracking', target: 'trackingMap' },
            'user.toggleTrackingMap': { guard: 'canSwitchTracking', target: 'both' },
          },
        },
        both: {
          tags: ['trackingMap', 'heatMap'],
          on: {
            'user.toggleTrackingMap': { guard: 'canSwitchTracking', target: 'heatMap' },
            'user.toggleHeatMap': { guard: 'canSwitchTracking', target: 'trackingMap' },
          },
        },
      },
    },
  },
});

/** The map toggles machine's type, for `ActorRefFrom` and `.provide()`. */
export type MapTogglesMachine = typeof mapTogglesMachine;

import { assign, setup } from 'xstate';
import {
  LAYER_SWITCH_VIEWS,
  TRACKING_SWITCH_VIEWS,
  type MapTogglesContext,
  type MapTogglesEvent,
  type MapTogglesInput,
  type MapTogglesTag,
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
 * The map toggles (spec 000 §2 Map toolbar, §4 Map toggles): railway, satellite and railation switches
 * (on trackingmap, dashboard, livedata, railation and the map experiments), and the tracking map and
 * heat map (on trackingmap), which cover each other: switching one off switches the other on, so at
 * least one is always on. When the selected vehicle changes to one without tracking (a crane), the
 * tracking map goes off and the heat map on, and both switches are locked. The railation switch starts
 * on in the railation view and goes off when the toolbar goes away. Views read the tags (`selectMapToggleValues`) and ask `snapshot.can`.
 */
export const mapTogglesMachine = setup({
  types: {
    context: {} as MapTogglesContext,
    events: {} as MapTogglesEvent,
    input: {} as MapTogglesInput,
    tags: {} as MapTogglesTag,
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
    isTrackingDisabled: (_, { trackingDisabled }: { readonly trackingDisabled: boolean }) => trackingDisabled,
  },
}).createMachine({
  id: 'mapToggles',
  context: ({ input }) => ({ view: input.view, trackingDisabled: input.trackingDisabled }),
  type: 'parallel',
  on: { 'view.changed': { actions: { type: 'applyView', params: ({ event }) => event } } },
  states: {
    railway: layerSwitch('user.toggleRailway', 'railway'),
    satellite: layerSwitch('user.toggleSatellite', 'satellite'),
    railation: {
      initial: 'starting',
      states: {
        /** The railation view opens with its points on; every other view with them off. */
        starting: { always: [{ guard: 'opensWithRailation', target: 'on' }, { target: 'off' }] },
        off: { on: { 'user.toggleRailation': { guard: 'showsLayerSwitches', target: 'on' } } },
        on: {
          tags: 'railation',
          on: {
            'user.toggleRailation': { guard: 'showsLayerSwitches', target: 'off' },
            'view.toolbarHidden': 'off',
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

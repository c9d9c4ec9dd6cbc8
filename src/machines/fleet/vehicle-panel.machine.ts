import { assign, setup } from 'xstate';

/**
 * How the screen holds the vehicle list panel (README, "Narrow screens"):
 * - `phone`: below 900 px the panel is a drawer over the content, opened from the header;
 * - `tablet`: a touch screen from 900 px to under 1280 px (a 1024 × 768 cab tablet): the panel is
 *   beside the content, which has little room left, so it gives way once a vehicle is picked;
 * - `desk`: beside the content; it stays until the user hides it.
 */
export type PanelLayout = 'phone' | 'tablet' | 'desk';

export interface VehiclePanelContext {
  readonly layout: PanelLayout;
  /**
   * Counts the pages' "Choose vehicle" asks while the panel is beside the content: the panel takes the
   * focus at each new count (0: never asked).
   */
  readonly focusRequest: number;
}

export interface VehiclePanelInput {
  readonly layout: PanelLayout;
}

export type VehiclePanelEvent =
  /** The window's size or pointer changed the layout (the shell's media queries). */
  | { readonly type: 'layout.changed'; readonly layout: PanelLayout }
  /** Show the panel: the navigation's "My locomotives", the header's vehicle button. */
  | { readonly type: 'user.showPanel' }
  /** Hide the panel: its hide or close button; Esc or a click beside the drawer. */
  | { readonly type: 'user.hidePanel' }
  /** A page leads the user to the vehicle choice (the logbook's "Choose vehicle"). */
  | { readonly type: 'user.chooseVehicle' }
  /** A vehicle was picked in a single-select view (in multi-select views the user picks several). */
  | { readonly type: 'panel.vehiclePicked' };

export type VehiclePanelTag = 'panelShown' | 'drawer';

/**
 * Where the vehicle list panel is and whether it shows: beside the content (shown or hidden) or a
 * drawer over it (open or closed). A pick in a single-select view closes the drawer, and on a tablet
 * hides the panel, so the content the vehicle was picked for shows; on a desk the panel stays.
 * Pure: the layout arrives as `layout.changed` from the shell.
 */
export const vehiclePanelMachine = setup({
  types: {
    context: {} as VehiclePanelContext,
    events: {} as VehiclePanelEvent,
    input: {} as VehiclePanelInput,
    tags: {} as VehiclePanelTag,
  },
  actions: {
    setLayout: assign((_, { layout }: { readonly layout: PanelLayout }) => ({ layout })),
    requestFocus: assign({ focusRequest: ({ context }) => context.focusRequest + 1 }),
  },
  guards: {
    isPhone: (_, { layout }: { readonly layout: PanelLayout }) => layout === 'phone',
    onTablet: ({ context }) => context.layout === 'tablet',
  },
}).createMachine({
  id: 'vehiclePanel',
  context: ({ input }) => ({ layout: input.layout, focusRequest: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: { type: 'isPhone', params: ({ context }) => context }, target: 'drawer' },
        { target: 'beside' },
      ],
    },
    beside: {
      initial: 'shown',
      on: {
        'layout.changed': [
          {
            guard: { type: 'isPhone', params: ({ event }) => event },
            target: 'drawer',
            actions: { type: 'setLayout', params: ({ event }) => event },
          },
          { actions: { type: 'setLayout', params: ({ event }) => event } },
        ],
      },
      states: {
        shown: {
          tags: 'panelShown',
          on: {
            'user.hidePanel': { target: 'hidden' },
            'user.chooseVehicle': { actions: 'requestFocus' },
            'panel.vehiclePicked': { guard: 'onTablet', target: 'hidden' },
          },
        },
        hidden: {
          on: {
            'user.showPanel': { target: 'shown' },
            'user.chooseVehicle': { target: 'shown', actions: 'requestFocus' },
          },
        },
      },
    },
    drawer: {
      tags: 'drawer',
      initial: 'closed',
      on: {
        'layout.changed': [
          {
            guard: { type: 'isPhone', params: ({ event }) => event },
            actions: { type: 'setLayout', params: ({ event }) => event },
          },
          // Wider again: the panel goes back beside the content, shown.
          { target: 'beside', actions: { type: 'setLayout', params: ({ event }) => event } },
        ],
      },
      states: {
        closed: {
          on: {
            'user.showPanel': { target: 'open' },
            'user.chooseVehicle': { target: 'open' },
          },
        },
        open: {
          tags: 'panelShown',
          on: {
            'user.hidePanel': { target: 'closed' },
            'panel.vehiclePicked': { target: 'closed' },
          },
        },
      },
    },
  },
});

/** The vehicle panel machine's type, for `ActorRefFrom` and `.provide()`. */
export type VehiclePanelMachine = typeof vehiclePanelMachine;

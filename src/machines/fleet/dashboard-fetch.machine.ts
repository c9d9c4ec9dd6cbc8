import { assign, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/api-failure';
import type { VehicleEntry, VehicleId } from '../../api/contract';
import { dashboardFetchActorDefaults } from './fleet.actors';
import { FLEET_TIMING } from './fleet.types';
import type {
  DashboardFetchContext,
  DashboardFetchEvent,
  DashboardFetchInput,
  DashboardFetchTag,
} from './dashboard-fetch.types';

const failureOf = ({ event }: { event: { error: unknown } }) => ({ failure: toApiFailure(event.error) });

/**
 * The dashboard fetch (spec 000 §2 Dashboard, §4 Polling): live data of the selected vehicles
 * (getLiveData), 400 ms after the selection last changed, restarted by every change; the spinner tag
 * comes on only when the fetch runs longer than 500 ms. Nothing is fetched offline or without a
 * selection. The entries leave through `deliverLiveData` (to the selection actor), failures through
 * `reportFailure` (to the connection-error snackbar); the composition root provides both.
 */
export const dashboardFetchMachine = setup({
  types: {
    context: {} as DashboardFetchContext,
    events: {} as DashboardFetchEvent,
    input: {} as DashboardFetchInput,
    tags: {} as DashboardFetchTag,
  },
  actors: dashboardFetchActorDefaults,
  actions: {
    deliverLiveData: (_, _params: { readonly entries: readonly VehicleEntry[] }) => {},
    reportFailure: (_, _params: { readonly failure: ApiFailure }) => {},
    applySelection: assign((_, params: { readonly activeVehicleIds: readonly VehicleId[] }) => ({
      activeVehicleIds: params.activeVehicleIds,
    })),
    applyConnectivity: assign((_, params: { readonly online: boolean }) => ({ online: params.online })),
    clearFailure: assign({ failure: null }),
    recordFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({ failure })),
  },
  guards: {
    isOffline: ({ context }) => !context.online,
    hasNoSelection: ({ context }) => context.activeVehicleIds.length === 0,
  },
  delays: {
    debounce: FLEET_TIMING.dashboardDebounceMs,
    spinnerDelay: FLEET_TIMING.spinnerDelayMs,
  },
}).createMachine({
  id: 'dashboardFetch',
  context: ({ input }) => ({
    activeVehicleIds: input.activeVehicleIds,
    online: input.online,
    failure: null,
  }),
  // Every change starts over: a running fetch is cancelled (its signal aborts) and the 400 ms restart.
  on: {
    'selection.changed': {
      target: '.checking',
      actions: { type: 'applySelection', params: ({ event }) => event },
    },
    'connectivity.changed': {
      target: '.checking',
      actions: { type: 'applyConnectivity', params: ({ event }) => event },
    },
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isOffline', target: 'idle' },
        { guard: 'hasNoSelection', target: 'idle' },
        { target: 'debouncing' },
      ],
    },
    idle: {},
    debouncing: { after: { debounce: 'fetching' } },
    fetching: {
      tags: 'fetching',
      invoke: {
        id: 'loadLiveData',
        src: 'loadLiveData',
        input: ({ context }) => ({ vehicleIds: context.activeVehicleIds }),
        onDone: {
          target: 'idle',
          actions: [
            'clearFailure',
            { type: 'deliverLiveData', params: ({ event }) => ({ entries: event.output }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'recordFailure', params: failureOf },
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
      initial: 'quiet',
      states: {
        quiet: { after: { spinnerDelay: 'slow' } },
        slow: { tags: 'spinner' },
      },
    },
  },
});

/** The dashboard fetch machine's type, for `ActorRefFrom` and `.provide()`. */
export type DashboardFetchMachine = typeof dashboardFetchMachine;

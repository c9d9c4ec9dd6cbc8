import { assign, setup } from 'xstate';
import type { VehicleEntry, VehicleId } from '../../api/contract';
import type { ConnectivityChanged } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import {
  debounceThen,
  fetchUpdates,
  recordAndReport,
  reportFailure,
  restartOn,
} from '../shared/fetch-fragment';
import { dashboardFetchActorDefaults } from './fleet.actors';
import { FLEET_TIMING } from './fleet.types';
import type {
  DashboardFetchContext,
  DashboardFetchEvent,
  DashboardFetchInput,
  DashboardFetchTag,
  SelectionChanged,
} from './dashboard-fetch.types';

/**
 * The dashboard fetch (spec 000 §2 Dashboard, §4 Polling): live data of the selected vehicles
 * (getLiveData), 400 ms after the selection last changed, restarted by every change; the spinner tag
 * comes on only when the fetch runs longer than 500 ms. Nothing is fetched offline or without a
 * selection. It subscribes itself to the selection (`watchSelection`) and the connectivity
 * (`watchConnectivity`), provided with the app-wide watchers by the composition root. The entries leave
 * through `deliverLiveData` (to the selection actor), failures through `reportFailure` (to the
 * connection-error snackbar); the composition root provides both.
 */
export const dashboardFetchMachine = setup({
  types: {
    context: {} as DashboardFetchContext,
    events: {} as DashboardFetchEvent,
    // Optional: the watchers send the facts at start (the model tests start from other facts).
    input: undefined as DashboardFetchInput | undefined,
    tags: {} as DashboardFetchTag,
  },
  actors: {
    ...dashboardFetchActorDefaults,
    watchSelection: noFacts<SelectionChanged>(),
    watchConnectivity: noFacts<ConnectivityChanged>(),
  },
  actions: {
    reportFailure,
    applyConnectivity: assign(fetchUpdates.applyConnectivity),
    recordFailure: assign(fetchUpdates.recordFailure),
    clearFailure: assign(fetchUpdates.clearFailure),
    deliverLiveData: (_, _params: { readonly entries: readonly VehicleEntry[] }) => {},
    applySelection: assign((_, params: { readonly activeVehicleIds: readonly VehicleId[] }) => ({
      activeVehicleIds: params.activeVehicleIds,
    })),
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
  // Until the watchers tell (at start), nothing is selected and the connection is unknown: idle.
  context: ({ input }) => ({
    activeVehicleIds: input?.activeVehicleIds ?? [],
    online: input?.online ?? false,
    failure: null,
  }),
  invoke: [
    { id: 'watchConnectivity', src: 'watchConnectivity' },
    { id: 'watchSelection', src: 'watchSelection' },
  ],
  // Every change starts over: a running fetch is cancelled (its signal aborts) and the 400 ms restart.
  on: {
    'selection.changed': restartOn<'applySelection', SelectionChanged>('applySelection'),
    'connectivity.changed': restartOn<'applyConnectivity', ConnectivityChanged>('applyConnectivity'),
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
    debouncing: debounceThen('fetching'),
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
        onError: { target: 'idle', actions: recordAndReport },
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

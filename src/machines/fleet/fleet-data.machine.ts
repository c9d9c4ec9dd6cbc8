import { assign, setup } from 'xstate';
import type { VehicleEntry, VehicleListItem } from '../../api/contract';
import type { ConnectivityChanged, SessionChanged } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import { failureOf, fetchUpdates, recordAndReportAs, type FailureParams } from '../shared/fetch-fragment';
import { fleetDataActorDefaults } from './fleet.actors';
import { FLEET_TIMING, isActiveRefreshView } from './fleet.types';
import type {
  FleetDataContext,
  FleetDataEvent,
  FleetDataInput,
  FleetDataTag,
  ViewChanged,
} from './fleet-data.types';

/** Params of the named actions and guards that look at a failed call. */
export type FleetFailureParams = FailureParams;
/** Params of `deliverVehicles`: the user's vehicle list (empty after a failed load, spec 000 §8). */
export interface DeliverVehiclesParams {
  readonly items: readonly VehicleListItem[];
}
/** Params of `deliverLiveData` / `deliverActiveVehicles`. */
export interface DeliverEntriesParams {
  readonly entries: readonly VehicleEntry[];
}

const outputAsItems = ({ event }: { event: { output: readonly VehicleListItem[] } }) => ({
  items: event.output,
});
const outputAsEntries = ({ event }: { event: { output: readonly VehicleEntry[] } }) => ({
  entries: event.output,
});
const storeAndDeliver = [
  { type: 'storeVehicles', params: outputAsItems },
  { type: 'deliverVehicles', params: outputAsItems },
] as const;
const recordAndDeliverNone = [
  { type: 'recordVehiclesFailure', params: failureOf },
  { type: 'deliverVehicles', params: { items: [] } },
] as const;
interface SessionFields {
  readonly ready: boolean;
  readonly organisationId: string | null;
  readonly liveData: boolean;
}
const sessionOf = ({ event }: { event: SessionFields }): SessionFields => ({
  ready: event.ready,
  organisationId: event.organisationId,
  liveData: event.liveData,
});
const onlineOf = ({ event }: { event: { online: boolean } }) => ({ online: event.online });

/**
 * Fleet data polling (spec 000 §4 Polling, §8): once the session is ready, loads the user's vehicles
 * (getUserVehicles), then polls their live data (getLiveData, every id comma-joined in one request)
 * every 30 s while online; on dashboard and livedata the active vehicles (getActiveVehicleList) are
 * refreshed 15 s after each poll. Offline or logged out it pauses; back online it fetches at once; a new
 * organisation reloads the list, and so does the return of the connection. One timer at a time: the
 * cycle is poll → 15 s → (active refresh) → 15 s → poll. A user without live-data read (gateway/
 * telematics; a logbook-only driver) gets the list and nothing else: no poll, no active refresh (they
 * would be refused), the list reloaded only on return of the connection or a change of session. It subscribes itself to the session
 * (`watchSession`), the connectivity (`watchConnectivity`) and the selection's view (`watchView`). No
 * I/O inside: the calls are the named actors of `fleetDataActorDefaults`, the data and failures leave
 * through named actions the composition root provides.
 */
export const fleetDataMachine = setup({
  types: {
    context: {} as FleetDataContext,
    events: {} as FleetDataEvent,
    // Optional: the watchers send the facts at start (the model tests start from other facts).
    input: undefined as FleetDataInput | undefined,
    tags: {} as FleetDataTag,
  },
  actors: {
    ...fleetDataActorDefaults,
    watchSession: noFacts<SessionChanged>(),
    watchConnectivity: noFacts<ConnectivityChanged>(),
    watchView: noFacts<ViewChanged>(),
  },
  actions: {
    // Outputs: no-ops here; the composition root forwards them to the selection and snackbar actors.
    deliverVehicles: (_, _params: DeliverVehiclesParams) => {},
    deliverLiveData: (_, _params: DeliverEntriesParams) => {},
    deliverActiveVehicles: (_, _params: DeliverEntriesParams) => {},
    reportLiveDataFailure: (_, _params: FleetFailureParams) => {},
    // Context.
    applySession: assign((_, params: SessionFields) => params),
    applyConnectivity: assign(fetchUpdates.applyConnectivity),
    applyView: assign((_, params: { readonly view: string }) => ({ view: params.view })),
    storeVehicles: assign((_, { items }: DeliverVehiclesParams) => ({
      vehicleIds: items.map((item) => item.vehicleId),
      vehiclesFailure: null,
    })),
    recordVehiclesFailure: assign((_, { failure }: FleetFailureParams) => ({
      vehicleIds: [],
      vehiclesFailure: failure,
    })),
    forgetVehicles: assign({
      vehicleIds: [],
      vehiclesFailure: null,
      liveDataFailure: null,
      activeVehiclesFailure: null,
    }),
    storeLiveData: assign({ lastDataAt: () => Date.now(), liveDataFailure: null }),
    recordLiveDataFailure: assign((_, { failure }: FleetFailureParams) => ({ liveDataFailure: failure })),
    storeActiveVehicles: assign({ lastDataAt: () => Date.now(), activeVehiclesFailure: null }),
    recordActiveVehiclesFailure: assign((_, { failure }: FleetFailureParams) => ({
      activeVehiclesFailure: failure,
    })),
  },
  guards: {
    isReady: ({ context }) => context.ready,
    isReadyEvent: (_, { ready }: { readonly ready: boolean }) => ready,
    isNotReadyEvent: (_, { ready }: { readonly ready: boolean }) => !ready,
    isOtherOrganisation: ({ context }, { organisationId }: { readonly organisationId: string | null }) =>
      organisationId !== context.organisationId,
    isOtherLiveDataRight: ({ context }, { liveData }: { readonly liveData: boolean }) =>
      liveData !== context.liveData,
    isListOnly: ({ context }) => !context.liveData,
    isOffline: ({ context }) => !context.online,
    isOnlineEvent: (_, { online }: { readonly online: boolean }) => online,
    isOfflineEvent: (_, { online }: { readonly online: boolean }) => !online,
    hasItems: (_, { items }: DeliverVehiclesParams) => items.length > 0,
    isActiveRefreshView: ({ context }) => isActiveRefreshView(context.view),
  },
  delays: {
    activeRefreshDelay: FLEET_TIMING.activeRefreshDelayMs,
    restOfPollInterval: FLEET_TIMING.pollIntervalMs - FLEET_TIMING.activeRefreshDelayMs,
    pollInterval: FLEET_TIMING.pollIntervalMs,
  },
}).createMachine({
  id: 'fleetData',
  // Until the watchers tell (at start): logged out, offline, on the dashboard.
  context: ({ input }) => ({
    ready: input?.ready ?? false,
    view: input?.view ?? 'dashboard',
    online: input?.online ?? false,
    organisationId: input?.organisationId ?? null,
    liveData: input?.liveData ?? false,
    vehicleIds: [],
    vehiclesFailure: null,
    liveDataFailure: null,
    activeVehiclesFailure: null,
    lastDataAt: null,
  }),
  // Connectivity first: the session arriving ready starts the list load, which reads the flag.
  invoke: [
    { id: 'watchConnectivity', src: 'watchConnectivity' },
    { id: 'watchView', src: 'watchView' },
    { id: 'watchSession', src: 'watchSession' },
  ],
  on: {
    'connectivity.changed': { actions: { type: 'applyConnectivity', params: onlineOf } },
    'view.changed': { actions: { type: 'applyView', params: ({ event }) => event } },
  },
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isReady', target: 'active' }, { target: 'inactive' }] },
    inactive: {
      tags: 'inactive',
      on: {
        'session.changed': [
          {
            guard: { type: 'isReadyEvent', params: sessionOf },
            target: 'active',
            actions: { type: 'applySession', params: sessionOf },
          },
          { actions: { type: 'applySession', params: sessionOf } },
        ],
      },
    },
    active: {
      initial: 'loadingVehicles',
      on: {
        'session.changed': [
          {
            guard: { type: 'isNotReadyEvent', params: sessionOf },
            target: 'inactive',
            actions: [{ type: 'applySession', params: sessionOf }, 'forgetVehicles'],
          },
          {
            // Vehicles belong to an organisation: a switch reloads them (re-entering cancels running calls).
            guard: { type: 'isOtherOrganisation', params: sessionOf },
            target: 'active',
            reenter: true,
            actions: [{ type: 'applySession', params: sessionOf }, 'forgetVehicles'],
          },
          {
            // Rights changed in the same organisation: start over with or without the live data.
            guard: { type: 'isOtherLiveDataRight', params: sessionOf },
            target: 'active',
            reenter: true,
            actions: { type: 'applySession', params: sessionOf },
          },
        ],
      },
      states: {
        loadingVehicles: {
          tags: 'loadingVehicles',
          invoke: {
            id: 'loadUserVehicles',
            src: 'loadUserVehicles',
            onDone: [
              { guard: 'isOffline', target: 'polling.paused', actions: storeAndDeliver },
              { guard: 'isListOnly', target: 'polling.listOnly', actions: storeAndDeliver },
              {
                guard: { type: 'hasItems', params: outputAsItems },
                target: 'polling.fetchingLiveData',
                actions: storeAndDeliver,
              },
              { target: 'polling.noVehicles', actions: storeAndDeliver },
            ],
            // Spec 000 §8: a failed user vehicle fetch means an empty list.
            onError: [
              { guard: 'isOffline', target: 'polling.paused', actions: recordAndDeliverNone },
              { target: 'polling.noVehicles', actions: recordAndDeliverNone },
            ],
          },
        },
        // Always entered through one of its states (the list load decides which); `initial` is formal.
        polling: {
          initial: 'fetchingLiveData',
          on: {
            'connectivity.changed': {
              guard: { type: 'isOfflineEvent', params: onlineOf },
              target: '.paused',
              actions: { type: 'applyConnectivity', params: onlineOf },
            },
          },
          states: {
            // Back online, start over: the list may have changed (or failed to load) meanwhile.
            paused: {
              tags: 'paused',
              on: {
                'connectivity.changed': {
                  guard: { type: 'isOnlineEvent', params: onlineOf },
                  target: '#fleetData.active',
                  reenter: true,
                  actions: { type: 'applyConnectivity', params: onlineOf },
                },
              },
            },
            // No live-data read: the list is all there is; offline and back reloads it.
            listOnly: { tags: 'listOnly' },
            // Nothing to poll (no vehicles, or the list failed): ask for the list again each period.
            noVehicles: { after: { pollInterval: '#fleetData.active.loadingVehicles' } },
            fetchingLiveData: {
              invoke: {
                id: 'loadLiveData',
                src: 'loadLiveData',
                input: ({ context }) => ({ vehicleIds: context.vehicleIds }),
                onDone: {
                  target: 'waitingForActiveRefresh',
                  actions: ['storeLiveData', { type: 'deliverLiveData', params: outputAsEntries }],
                },
                onError: {
                  target: 'waitingForActiveRefresh',
                  actions: recordAndReportAs('recordLiveDataFailure', 'reportLiveDataFailure'),
                },
              },
            },
            waitingForActiveRefresh: {
              after: {
                activeRefreshDelay: [
                  { guard: 'isActiveRefreshView', target: 'fetchingActiveVehicles' },
                  { target: 'waitingForPoll' },
                ],
              },
            },
            fetchingActiveVehicles: {
              invoke: {
                id: 'loadActiveVehicles',
                src: 'loadActiveVehicles',
                onDone: {
                  target: 'waitingForPoll',
                  actions: [
                    'storeActiveVehicles',
                    { type: 'deliverActiveVehicles', params: outputAsEntries },
                  ],
                },
                onError: {
                  target: 'waitingForPoll',
                  actions: { type: 'recordActiveVehiclesFailure', params: failureOf },
                },
              },
            },
            waitingForPoll: { after: { restOfPollInterval: 'fetchingLiveData' } },
          },
        },
      },
    },
  },
});

/** The fleet data machine's type, for `ActorRefFrom` and `.provide()`. */
export type FleetDataMachine = typeof fleetDataMachine;

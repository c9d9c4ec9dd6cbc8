import { assign, setup, stateIn } from 'xstate';
import type { VehicleId } from '../../api/contract';
import type { ConnectivityChanged } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import {
  debounceThen,
  fetchUpdates,
  recordAndReport,
  reportFailure,
  restartOn,
} from '../shared/fetch-fragment';
import { liveDetailActorDefaults, type LiveDetailRequest } from './fleet.actors';
import { FLEET_TIMING } from './fleet.types';
import type {
  LiveDetailContext,
  LiveDetailData,
  LiveDetailEvent,
  LiveDetailInput,
  LiveDetailTag,
  VehicleChanged,
} from './live-detail.types';

const outputOf = ({ event }: { event: { output: LiveDetailData } }) => ({ data: event.output });
const requestOf = ({ context }: { context: LiveDetailContext }): LiveDetailRequest => ({
  vehicleId: context.vehicleId ?? 0,
  view: context.view,
  userSessionId: context.userSessionId,
  isDemoUser: context.isDemoUser,
  language: context.language,
});

/**
 * The live-data detail (spec 000 §2 Live-data detail, §8): the active vehicle's notification, weather
 * and datasheet (getLiveDataForVehicle), fetched 200 ms after the vehicle last changed, then every 30 s
 * while online. The manual update fetches at once and holds the `loading` flag for exactly 750 ms,
 * however long the answer takes. It subscribes itself to the active vehicle (`watchVehicle`) and the
 * connectivity (`watchConnectivity`). Failures leave through `reportFailure` (to the app-wide snackbar).
 * One timer at a time, so the model-based replay can fire "the next timer".
 */
export const liveDetailMachine = setup({
  types: {
    context: {} as LiveDetailContext,
    events: {} as LiveDetailEvent,
    input: {} as LiveDetailInput,
    tags: {} as LiveDetailTag,
  },
  actors: {
    ...liveDetailActorDefaults,
    watchVehicle: noFacts<VehicleChanged>(),
    watchConnectivity: noFacts<ConnectivityChanged>(),
  },
  actions: {
    reportFailure,
    applyVehicle: assign(({ context }, { vehicleId }: { readonly vehicleId: VehicleId | null }) =>
      vehicleId === context.vehicleId ? {} : { vehicleId, data: null, loadedAt: null, failure: null },
    ),
    applyConnectivity: assign(fetchUpdates.applyConnectivity),
    storeData: assign((_, { data }: { readonly data: LiveDetailData }) => ({
      data,
      loadedAt: Date.now(),
      failure: null,
    })),
    recordFailure: assign(fetchUpdates.recordFailure),
    markManualUpdate: assign({ manualUpdateAt: () => Date.now() }),
  },
  guards: {
    hasNoVehicle: ({ context }) => context.vehicleId === null,
    isOffline: ({ context }) => !context.online,
    isManualFlagOn: stateIn('#liveDetail.manualUpdate.flagged'),
  },
  delays: {
    debounce: FLEET_TIMING.liveDetailDebounceMs,
    refreshInterval: FLEET_TIMING.pollIntervalMs,
    manualFlag: FLEET_TIMING.manualUpdateMs,
    // What is left of the 750 ms once a quick answer arrived.
    manualFlagRest: ({ context }) =>
      Math.max(0, (context.manualUpdateAt ?? 0) + FLEET_TIMING.manualUpdateMs - Date.now()),
  },
}).createMachine({
  id: 'liveDetail',
  // Until the watchers tell (at start): no vehicle, connection unknown.
  context: ({ input }) => ({
    ...input,
    vehicleId: input.vehicleId ?? null,
    online: input.online ?? false,
    data: null,
    loadedAt: null,
    failure: null,
    manualUpdateAt: null,
  }),
  // A new vehicle or connection state starts over (a running call is cancelled, its signal aborts).
  invoke: [
    { id: 'watchConnectivity', src: 'watchConnectivity' },
    { id: 'watchVehicle', src: 'watchVehicle' },
  ],
  on: {
    'view.vehicleChanged': restartOn<'applyVehicle', VehicleChanged>('applyVehicle'),
    'connectivity.changed': restartOn<'applyConnectivity', ConnectivityChanged>('applyConnectivity'),
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasNoVehicle', target: 'noVehicle' },
        { guard: 'isOffline', target: 'paused' },
        { target: 'debouncing' },
      ],
    },
    noVehicle: { tags: 'noVehicle' },
    paused: { tags: 'paused' },
    debouncing: {
      ...debounceThen('fetching'),
      on: { 'user.refreshLiveData': 'manualUpdate' },
    },
    fetching: {
      tags: 'fetching',
      invoke: {
        id: 'loadLiveDetail',
        src: 'loadLiveDetail',
        input: requestOf,
        onDone: { target: 'waiting', actions: { type: 'storeData', params: outputOf } },
        onError: {
          target: 'waiting',
          actions: recordAndReport,
        },
      },
      on: { 'user.refreshLiveData': 'manualUpdate' },
    },
    waiting: {
      after: { refreshInterval: 'fetching' },
      on: { 'user.refreshLiveData': 'manualUpdate' },
    },
    manualUpdate: {
      tags: 'fetching',
      entry: 'markManualUpdate',
      invoke: {
        id: 'refreshLiveDetail',
        src: 'loadLiveDetail',
        input: requestOf,
        onDone: [
          {
            guard: 'isManualFlagOn',
            target: 'manualSettling',
            actions: { type: 'storeData', params: outputOf },
          },
          { target: 'waiting', actions: { type: 'storeData', params: outputOf } },
        ],
        onError: [
          {
            guard: 'isManualFlagOn',
            target: 'manualSettling',
            actions: recordAndReport,
          },
          {
            target: 'waiting',
            actions: recordAndReport,
          },
        ],
      },
      initial: 'flagged',
      states: {
        flagged: { tags: 'loading', after: { manualFlag: 'overdue' } },
        // The 750 ms are up and the flag is cleared, though the answer is still out.
        overdue: {},
      },
    },
    // The answer came within 750 ms: the loading flag stays on for the rest of them.
    manualSettling: {
      tags: 'loading',
      after: { manualFlagRest: 'waiting' },
    },
  },
});

/** The live-data detail machine's type, for `ActorRefFrom` and `.provide()`. */
export type LiveDetailMachine = typeof liveDetailMachine;

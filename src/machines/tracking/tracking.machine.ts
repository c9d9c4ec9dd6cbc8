import { assign, setup } from 'xstate';
import type { HeatmapData, ReportPeriod, TrackData } from '../../api/contract';
import type { ConnectivityChanged } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import { fetchUpdates, restartOn } from '../shared/fetch-fragment';
import { trackingActorDefaults } from './tracking.actors';
import { capToOneMonth, samePeriod } from '../period/period.rules';
import {
  TRACKING_TIMING,
  type TrackingContext,
  type TrackingEvent,
  type TrackingInput,
  type TrackingRequest,
  type TrackingTag,
  type TrackPeriodChanged,
  type TrackVehicle,
  type TrackVehicleChanged,
} from './tracking.types';

/** The heat map call, with its outcome stored (a failure leaves the layer empty). */
const loadHeatmap = {
  id: 'loadHeatmap',
  src: 'loadHeatmap',
  input: ({ context }: { context: TrackingContext }): TrackingRequest => ({
    vehicleId: context.vehicle?.vehicleId ?? 0,
    period: context.period,
  }),
  onDone: {
    actions: {
      type: 'storeHeatmap',
      params: ({ event }: { event: { output: HeatmapData } }) => ({ heatmap: event.output }),
    },
  },
  onError: { actions: { type: 'storeHeatmap', params: { heatmap: null } } },
} as const;

/**
 * The tracking map's data (see tracking.types.ts): after a change of vehicle or period it waits the
 * 300 ms re-fetch delay, then loads the track (not for cranes) and the heat map side by side; each
 * failure leaves its layer empty, silently. Offline it waits for the connection.
 */
export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
    input: {} as TrackingInput,
    tags: {} as TrackingTag,
  },
  actors: {
    ...trackingActorDefaults,
    watchVehicle: noFacts<TrackVehicleChanged>(),
    watchPeriod: noFacts<TrackPeriodChanged>(),
    watchConnectivity: noFacts<ConnectivityChanged>(),
  },
  actions: {
    applyVehicle: assign((_, { vehicle }: { readonly vehicle: TrackVehicle | null }) => ({
      vehicle,
      track: null,
      heatmap: null,
    })),
    applyPeriod: assign((_, { period }: { readonly period: ReportPeriod }) => ({
      period,
      trackPeriod: capToOneMonth(period),
    })),
    applyConnectivity: assign(fetchUpdates.applyConnectivity),
    storeTrack: assign((_, { track }: { readonly track: TrackData | null }) => ({ track })),
    storeHeatmap: assign((_, { heatmap }: { readonly heatmap: HeatmapData | null }) => ({ heatmap })),
  },
  guards: {
    hasNoVehicle: ({ context }) => context.vehicle === null,
    isCrane: ({ context }) => context.vehicle?.isCrane === true,
    isOffline: ({ context }) => !context.online,
    isOtherVehicle: ({ context, event }) =>
      event.type === 'view.vehicleChanged' &&
      (event.vehicle?.vehicleId !== context.vehicle?.vehicleId ||
        event.vehicle?.isCrane !== context.vehicle?.isCrane),
    isOtherPeriod: ({ context, event }) =>
      event.type === 'period.changed' && !samePeriod(context.period, event.period),
  },
  delays: { refetchDelay: TRACKING_TIMING.refetchDelayMs },
}).createMachine({
  id: 'tracking',
  context: ({ input }) => ({
    vehicle: input.vehicle,
    period: input.period,
    trackPeriod: capToOneMonth(input.period),
    online: input.online ?? false,
    track: null,
    heatmap: null,
  }),
  invoke: [
    { id: 'watchConnectivity', src: 'watchConnectivity' },
    { id: 'watchVehicle', src: 'watchVehicle', input: ({ context }) => ({ known: context.vehicle }) },
    { id: 'watchPeriod', src: 'watchPeriod', input: ({ context }) => ({ known: context.period }) },
  ],
  on: {
    'view.vehicleChanged': {
      guard: 'isOtherVehicle',
      ...restartOn<'applyVehicle', TrackVehicleChanged>('applyVehicle'),
    },
    'period.changed': {
      guard: 'isOtherPeriod',
      ...restartOn<'applyPeriod', TrackPeriodChanged>('applyPeriod'),
    },
    'connectivity.changed': restartOn<'applyConnectivity', ConnectivityChanged>('applyConnectivity'),
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasNoVehicle', target: 'noVehicle' },
        { guard: 'isOffline', target: 'paused' },
        { target: 'settling' },
      ],
    },
    noVehicle: { tags: 'noVehicle' },
    paused: { tags: 'paused' },
    settling: {
      tags: 'loading',
      after: { refetchDelay: [{ guard: 'isCrane', target: 'fetchingHeatmap' }, { target: 'fetching' }] },
    },
    fetching: {
      tags: 'loading',
      type: 'parallel',
      onDone: 'shown',
      states: {
        track: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadTrack',
                src: 'loadTrack',
                input: ({ context }): TrackingRequest => ({
                  vehicleId: context.vehicle?.vehicleId ?? 0,
                  period: context.trackPeriod,
                }),
                onDone: {
                  target: 'done',
                  actions: { type: 'storeTrack', params: ({ event }) => ({ track: event.output }) },
                },
                onError: { target: 'done', actions: { type: 'storeTrack', params: { track: null } } },
              },
            },
            done: { type: 'final' },
          },
        },
        heatmap: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                ...loadHeatmap,
                onDone: { ...loadHeatmap.onDone, target: 'done' },
                onError: { ...loadHeatmap.onError, target: 'done' },
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
    // A crane has no track (tracking is disabled for it): the heat map only.
    fetchingHeatmap: {
      tags: 'loading',
      invoke: {
        ...loadHeatmap,
        onDone: { ...loadHeatmap.onDone, target: 'shown' },
        onError: { ...loadHeatmap.onError, target: 'shown' },
      },
    },
    shown: {},
  },
});

export type TrackingMachine = typeof trackingMachine;

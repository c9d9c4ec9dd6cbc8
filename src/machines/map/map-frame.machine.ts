import { assign, emit, setup } from 'xstate';
import {
  MAP_FRAME_TIMING,
  initialZoomFor,
  type MapFrameContext,
  type MapFrameEmitted,
  type MapFrameEvent,
  type MapFrameInput,
  type MapFrameTag,
} from './map-frame.types';

/** Leaving loading or a busy phase: a held-back update is applied (debounced), else idle. */
const resume = [
  { guard: 'hasPendingUpdate', target: '#mapFrame.ready.debouncing' },
  { target: '#mapFrame.ready.idle' },
] as const;

/**
 * The map frame (spec 000 §4 Map frame): loading until the map reports loaded; 500 ms later the
 * initial zoom (the fitted zoom within 4–21, capped at 6 on dashboard, livedata and trackingmap);
 * 750 ms later the loading indicator is cleared. Once ready, a busy phase the map reports (`map.busy`)
 * shows the busy indicator until `map.processed`, 2 s at most; data changes are applied 300 ms after
 * the last one (held back while loading or busy). Commands reach the map component as emitted events. One timer at a time.
 */
export const mapFrameMachine = setup({
  types: {
    context: {} as MapFrameContext,
    events: {} as MapFrameEvent,
    input: {} as MapFrameInput,
    tags: {} as MapFrameTag,
    emitted: {} as MapFrameEmitted,
  },
  actions: {
    storeFittedZoom: assign((_, { zoom }: { readonly zoom: number }) => ({ fittedZoom: zoom })),
    applyInitialZoom: assign(({ context }) => ({
      initialZoom: initialZoomFor(context.view, context.fittedZoom ?? 0),
    })),
    emitZoom: emit(({ context }) => ({ type: 'mapFrame.zoomTo' as const, zoom: context.initialZoom ?? 0 })),
    holdUpdate: assign({ updatePending: true }),
    applyUpdate: assign(({ context }) => ({
      updateRevision: context.updateRevision + 1,
      updatePending: false,
    })),
    emitUpdate: emit(({ context }) => ({
      type: 'mapFrame.applyUpdate' as const,
      revision: context.updateRevision,
    })),
  },
  guards: {
    hasPendingUpdate: ({ context }) => context.updatePending,
  },
  delays: {
    zoomDelay: MAP_FRAME_TIMING.zoomDelayMs,
    clearLoadingDelay: MAP_FRAME_TIMING.clearLoadingDelayMs,
    busyTimeout: MAP_FRAME_TIMING.busyTimeoutMs,
    updateDebounce: MAP_FRAME_TIMING.updateDebounceMs,
  },
}).createMachine({
  id: 'mapFrame',
  context: ({ input }) => ({
    view: input.view,
    fittedZoom: null,
    initialZoom: null,
    updateRevision: 0,
    updatePending: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      on: {
        'map.loaded': {
          target: 'positioning',
          actions: { type: 'storeFittedZoom', params: ({ event }) => event },
        },
        'data.changed': { actions: 'holdUpdate' },
      },
    },
    positioning: {
      tags: 'loading',
      after: { zoomDelay: { target: 'settling', actions: ['applyInitialZoom', 'emitZoom'] } },
      on: { 'data.changed': { actions: 'holdUpdate' } },
    },
    settling: {
      tags: 'loading',
      after: { clearLoadingDelay: resume },
      on: { 'data.changed': { actions: 'holdUpdate' } },
    },
    ready: {
      tags: 'ready',
      initial: 'idle',
      states: {
        idle: { on: { 'data.changed': 'debouncing', 'map.busy': 'busy' } },
        debouncing: {
          tags: 'updatePending',
          after: { updateDebounce: { target: 'idle', actions: ['applyUpdate', 'emitUpdate'] } },
          on: {
            'data.changed': { target: 'debouncing', reenter: true },
            'map.busy': { target: 'busy', actions: 'holdUpdate' },
          },
        },
        busy: {
          tags: 'busy',
          after: { busyTimeout: resume },
          on: { 'map.processed': resume, 'data.changed': { actions: 'holdUpdate' } },
        },
      },
    },
  },
});

/** The map frame machine's type, for `ActorRefFrom` and `.provide()`. */
export type MapFrameMachine = typeof mapFrameMachine;

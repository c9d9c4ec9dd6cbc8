import { assign, setup } from 'xstate';
import type { FleetAt, ReplayChunk } from '../../api/contract';
import { toApiFailure } from '../../api/api-failure';
import { noFacts } from '../shared/fact-watch';
import { samePeriod } from '../period/period.rules';
import { replayActorDefaults } from './replay.actors';
import {
  clampToRange,
  hasWindow,
  keepChunk,
  missingAt,
  narrowChunks,
  nextWindow,
  rangeOfPeriod,
  replayVehicleIdsOf,
  stepMs,
  windowAt,
} from './replay-windows';
import type {
  FleetAtRequest,
  ReplayChunkRequest,
  ReplayContext,
  ReplayEvent,
  ReplayInput,
  ReplayPeriodChanged,
  ReplayRange,
  ReplayTag,
  ReplayVehiclesChanged,
} from './replay.types';

type Self = { readonly self: { send: (event: ReplayEvent) => void } };

const chunkRequest = (
  context: ReplayContext,
  window: ReplayRange,
  self: Self['self'],
): ReplayChunkRequest => ({
  // Only the chosen vehicles the window does not hold yet (a new choice fetches the vehicles added).
  vehicleIds: missingAt(context.chunks, window, context.vehicleIds),
  from: window.from,
  to: window.to,
  reportWait: (seconds) => self.send({ type: 'server.busy', seconds }),
});

const moveTo = (context: ReplayContext, at: number) => ({
  cursor: clampToRange(context.range, at),
  fleetAt: null,
});

/**
 * The fleet replay (see replay.types.ts). `checking` decides: nothing selected (`idle`), the chunk
 * under the cursor kept (`ready`) or not (`loading`). `ready` runs two regions: `play` (paused or
 * playing; each clock tick moves the cursor by speed × elapsed, the period's end pauses, leaving the
 * kept chunks loads) and `prefetch` (fetches the window after the cursor's, quietly). A seek, a step
 * or a change of vehicles or period goes back to `checking`; "fleet at" asks getFleetAt first. The
 * vehicles follow the map's selection until the user chooses in the replay's picker (`user.vehicles`);
 * a new choice keeps what is kept of the vehicles still chosen and fetches the ones added.
 */
export const replayMachine = setup({
  types: {
    context: {} as ReplayContext,
    events: {} as ReplayEvent,
    input: {} as ReplayInput,
    tags: {} as ReplayTag,
  },
  actors: {
    ...replayActorDefaults,
    watchVehicles: noFacts<ReplayVehiclesChanged>(),
    watchPeriod: noFacts<ReplayPeriodChanged>(),
  },
  actions: {
    applyVehicles: assign(({ context, event }) => {
      if (event.type !== 'view.vehiclesChanged' && event.type !== 'user.vehicles') return {};
      const vehicleIds = replayVehicleIdsOf(event.vehicleIds);
      return { vehicleIds, chunks: narrowChunks(context.chunks, vehicleIds), fleetAt: null, error: null };
    }),
    markPicked: assign({ picked: true }),
    applyPeriod: assign(({ event }) => {
      if (event.type !== 'period.changed') return {};
      const range = rangeOfPeriod(event.period);
      return { period: event.period, range, cursor: range.from, chunks: [], fleetAt: null, wantsPlay: false };
    }),
    wantPlay: assign({ wantsPlay: true }),
    wantPause: assign({ wantsPlay: false }),
    setSpeed: assign(({ event }) => (event.type === 'user.speed' ? { speed: event.speed } : {})),
    seek: assign(({ context, event }) =>
      event.type === 'user.seek' || event.type === 'user.fleetAt' ? moveTo(context, event.at) : {},
    ),
    stepForward: assign(({ context }) => moveTo(context, context.cursor + stepMs(context.speed))),
    stepBack: assign(({ context }) => moveTo(context, context.cursor - stepMs(context.speed))),
    advance: assign(({ context, event }) =>
      event.type === 'clock.tick' ? moveTo(context, context.cursor + event.elapsedMs * context.speed) : {},
    ),
    rewind: assign(({ context }) => moveTo(context, context.range.from)),
    keepChunk: assign(({ context }, { chunk, window }: { chunk: ReplayChunk; window: ReplayRange }) => ({
      chunks: keepChunk(context.chunks, { ...window, chunk }, context.cursor),
      error: null,
    })),
    keepWait: assign(({ event }) => (event.type === 'server.busy' ? { waitSeconds: event.seconds } : {})),
    clearWait: assign({ waitSeconds: null }),
    keepFleetAt: assign((_, { fleetAt }: { fleetAt: FleetAt }) => ({ fleetAt, error: null })),
    recordFailure: assign((_, { error }: { error: unknown }) => ({ error: toApiFailure(error) })),
  },
  guards: {
    hasNoVehicles: ({ context }) => context.vehicleIds.length === 0,
    hasVehicles: ({ context }) => context.vehicleIds.length > 0,
    isCursorKept: ({ context }) =>
      hasWindow(context.chunks, windowAt(context.range, context.cursor), context.vehicleIds),
    isNextMissing: ({ context }) => {
      const next = nextWindow(context.range, context.cursor);
      return next !== null && !hasWindow(context.chunks, next, context.vehicleIds);
    },
    wantsPlay: ({ context }) => context.wantsPlay && context.cursor < context.range.to,
    isAtEnd: ({ context }) => context.cursor >= context.range.to,
    tickReachesEnd: ({ context, event }) =>
      event.type === 'clock.tick' && context.cursor + event.elapsedMs * context.speed >= context.range.to,
    tickLeavesKept: ({ context, event }) =>
      event.type === 'clock.tick' &&
      !hasWindow(
        context.chunks,
        windowAt(context.range, context.cursor + event.elapsedMs * context.speed),
        context.vehicleIds,
      ),
    isOtherVehicles: ({ context, event }) =>
      (event.type === 'user.vehicles' || (event.type === 'view.vehiclesChanged' && !context.picked)) &&
      (event.vehicleIds.length !== context.vehicleIds.length ||
        event.vehicleIds.some((id, i) => context.vehicleIds[i] !== id)),
    isOtherPeriod: ({ context, event }) =>
      event.type === 'period.changed' && !samePeriod(context.period, event.period),
  },
}).createMachine({
  id: 'replay',
  context: ({ input }) => {
    const range = rangeOfPeriod(input.period);
    return {
      vehicleIds: replayVehicleIdsOf(input.vehicleIds),
      picked: false,
      period: input.period,
      range,
      cursor: range.from,
      speed: input.speed ?? 60,
      wantsPlay: false,
      chunks: [],
      waitSeconds: null,
      error: null,
      fleetAt: null,
    };
  },
  invoke: [
    { id: 'watchVehicles', src: 'watchVehicles', input: ({ context }) => ({ known: context.vehicleIds }) },
    { id: 'watchPeriod', src: 'watchPeriod', input: ({ context }) => ({ known: context.period }) },
  ],
  on: {
    'view.vehiclesChanged': { guard: 'isOtherVehicles', target: '.checking', actions: 'applyVehicles' },
    'user.vehicles': [
      { guard: 'isOtherVehicles', target: '.checking', actions: ['applyVehicles', 'markPicked'] },
      { actions: 'markPicked' },
    ],
    'period.changed': { guard: 'isOtherPeriod', target: '.checking', actions: 'applyPeriod' },
    'user.speed': { actions: 'setSpeed' },
    'user.play': { actions: 'wantPlay' },
    'user.pause': { actions: 'wantPause' },
    'user.seek': { guard: 'hasVehicles', target: '.checking', actions: 'seek' },
    'user.stepForward': { guard: 'hasVehicles', target: '.checking', actions: ['wantPause', 'stepForward'] },
    'user.stepBack': { guard: 'hasVehicles', target: '.checking', actions: ['wantPause', 'stepBack'] },
    'user.fleetAt': { guard: 'hasVehicles', target: '.fleetAt', actions: ['wantPause', 'seek'] },
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasNoVehicles', target: 'idle' },
        { guard: 'isCursorKept', target: 'ready' },
        { target: 'loading' },
      ],
    },
    idle: { tags: 'noVehicles' },
    loading: {
      tags: 'loading',
      exit: 'clearWait',
      on: { 'server.busy': { actions: 'keepWait' } },
      invoke: {
        id: 'loadChunk',
        src: 'loadChunk',
        input: ({ context, self }) => chunkRequest(context, windowAt(context.range, context.cursor), self),
        onDone: {
          target: 'ready',
          actions: {
            type: 'keepChunk',
            params: ({ context, event }) => ({
              chunk: event.output,
              window: windowAt(context.range, context.cursor),
            }),
          },
        },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => event } },
      },
    },
    failed: { tags: 'failed', on: { 'user.retry': 'checking' } },
    fleetAt: {
      tags: 'loading',
      invoke: {
        id: 'loadFleetAt',
        src: 'loadFleetAt',
        input: ({ context }): FleetAtRequest => ({ vehicleIds: context.vehicleIds, at: context.cursor }),
        onDone: {
          target: 'checking',
          actions: { type: 'keepFleetAt', params: ({ event }) => ({ fleetAt: event.output }) },
        },
        onError: {
          target: 'fleetAtFailed',
          actions: { type: 'recordFailure', params: ({ event }) => event },
        },
      },
    },
    fleetAtFailed: { tags: 'failed', on: { 'user.retry': 'fleetAt' } },
    ready: {
      type: 'parallel',
      states: {
        play: {
          initial: 'paused',
          states: {
            // Goes on playing when the user asked to play before the chunk was there.
            paused: {
              tags: 'paused',
              always: { guard: 'wantsPlay', target: 'playing' },
              on: {
                'user.play': [
                  { guard: 'isAtEnd', target: '#replay.checking', actions: ['rewind', 'wantPlay'] },
                  { target: 'playing', actions: 'wantPlay' },
                ],
              },
            },
            playing: {
              tags: 'playing',
              invoke: { id: 'clock', src: 'clock' },
              on: {
                'user.pause': { target: 'paused', actions: 'wantPause' },
                'clock.tick': [
                  { guard: 'tickReachesEnd', target: 'paused', actions: ['advance', 'wantPause'] },
                  { guard: 'tickLeavesKept', target: '#replay.checking', actions: 'advance' },
                  { actions: 'advance' },
                ],
              },
            },
          },
        },
        prefetch: {
          initial: 'settled',
          states: {
            // Checked after every event, so a tick into the next window starts the fetch of the one after.
            settled: { always: { guard: 'isNextMissing', target: 'fetching' } },
            fetching: {
              invoke: {
                id: 'prefetchChunk',
                src: 'prefetchChunk',
                input: ({ context, self }) =>
                  chunkRequest(context, nextWindow(context.range, context.cursor) ?? context.range, self),
                onDone: {
                  target: 'settled',
                  actions: {
                    type: 'keepChunk',
                    params: ({ context, event }) => ({
                      chunk: event.output,
                      window: windowAt(context.range, Date.parse(event.output.from)),
                    }),
                  },
                },
                // Quietly, and not again until the cursor leaves the chunks kept: the chunk is then
                // fetched (and a failure shown) as the one under the cursor.
                onError: 'gaveUp',
              },
            },
            gaveUp: {},
          },
        },
      },
    },
  },
});

export type ReplayMachine = typeof replayMachine;

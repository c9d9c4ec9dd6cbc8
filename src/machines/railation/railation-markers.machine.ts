import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/api-failure';
import type { RailationMarker, RailationMarkers } from '../../api/contract';

/** What `loadMarkers` is asked for (getRailationMarkers): no categories means all of them. */
export interface RailationMarkersRequest {
  readonly categories: readonly number[];
  /** `west,south,east,north` of the map's area; null before the map reported one. */
  readonly bbox: string | null;
}

export interface RailationMarkersContext extends RailationMarkersRequest {
  /** The markers of the last answer; kept while the next one loads so the map does not blink. */
  readonly markers: readonly RailationMarker[];
  /** More places matched than one answer holds (5000): the map asks the user to zoom in. */
  readonly truncated: boolean;
  readonly failure: ApiFailure | null;
}

export interface RailationMarkersInput {
  /** The categories to show; none: every category. */
  readonly categories: readonly number[];
}

export type RailationMarkersEvent =
  /** The railation switch of the toolbar, or the railation view opening its map. */
  | { readonly type: 'markers.show' }
  | { readonly type: 'markers.hide' }
  /** The ticked categories of the directory (none: every category). */
  | { readonly type: 'markers.categories'; readonly categories: readonly number[] }
  /** The map's area changed (the view left the area of the last markers). */
  | { readonly type: 'markers.area'; readonly bbox: string | null };

/** Tags: `shown`, `loading` (a request is out), `failed` (the last request failed; retried later). */
export type RailationMarkersTag = 'shown' | 'loading' | 'failed';

/** Changes of the filter or the area wait this long for the next one (spec 000 §4: updates 300 ms). */
export const RAILATION_MARKERS_DEBOUNCE_MS = 300;
/** Marker positions update every 15 s (spec 000 §2 Map view): ships move. A failure is retried as often. */
export const RAILATION_MARKERS_REFRESH_MS = 15_000;

const notProvided = () =>
  Promise.reject(
    new Error("The railation markers' 'loadMarkers' was not provided (see railation.actors.ts)."),
  );

const sameCategories = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The railation points of a map (spec 000 §2 Map view overlay, Railation view): loaded for the ticked
 * categories and the map's area once shown, 300 ms after the last change, and again every 15 s so the
 * ships move; hidden, the markers are dropped and nothing is asked.
 */
export const railationMarkersMachine = setup({
  types: {
    context: {} as RailationMarkersContext,
    events: {} as RailationMarkersEvent,
    tags: {} as RailationMarkersTag,
    input: {} as RailationMarkersInput,
  },
  actors: { loadMarkers: fromPromise<RailationMarkers, RailationMarkersRequest>(notProvided) },
  guards: {
    categoriesChange: ({ context }, params: { readonly categories: readonly number[] }) =>
      !sameCategories(context.categories, params.categories),
    areaChanges: ({ context }, params: { readonly bbox: string | null }) => context.bbox !== params.bbox,
  },
  actions: {
    setCategories: assign((_, { categories }: { readonly categories: readonly number[] }) => ({
      categories: [...categories],
    })),
    setArea: assign((_, { bbox }: { readonly bbox: string | null }) => ({ bbox })),
    keepMarkers: assign((_, answer: RailationMarkers) => ({
      markers: answer.items,
      truncated: answer.truncated,
      failure: null,
    })),
    keepFailure: assign((_, failure: ApiFailure) => ({ failure })),
    drop: assign({ markers: [], truncated: false, failure: null }),
  },
}).createMachine({
  id: 'railationMarkers',
  context: ({ input }) => ({
    categories: [...input.categories],
    bbox: null,
    markers: [],
    truncated: false,
    failure: null,
  }),
  initial: 'hidden',
  states: {
    /** Nothing asked; the filter and the area are kept for when the markers show. */
    hidden: {
      on: {
        'markers.show': 'shown',
        'markers.categories': {
          guard: { type: 'categoriesChange', params: ({ event }) => event },
          actions: { type: 'setCategories', params: ({ event }) => event },
        },
        'markers.area': {
          guard: { type: 'areaChanges', params: ({ event }) => event },
          actions: { type: 'setArea', params: ({ event }) => event },
        },
      },
    },
    shown: {
      tags: 'shown',
      initial: 'waiting',
      on: {
        'markers.hide': { target: 'hidden', actions: 'drop' },
        'markers.categories': {
          guard: { type: 'categoriesChange', params: ({ event }) => event },
          actions: { type: 'setCategories', params: ({ event }) => event },
          target: '.waiting',
          reenter: true,
        },
        'markers.area': {
          guard: { type: 'areaChanges', params: ({ event }) => event },
          actions: { type: 'setArea', params: ({ event }) => event },
          target: '.waiting',
          reenter: true,
        },
      },
      states: {
        /** The debounce: a further change starts it again. */
        waiting: { after: { [RAILATION_MARKERS_DEBOUNCE_MS]: 'loading' } },
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadMarkers',
            src: 'loadMarkers',
            input: ({ context }) => ({ categories: context.categories, bbox: context.bbox }),
            onDone: {
              target: 'showing',
              actions: { type: 'keepMarkers', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'keepFailure', params: ({ event }) => toApiFailure(event.error) },
            },
          },
        },
        showing: { after: { [RAILATION_MARKERS_REFRESH_MS]: 'loading' } },
        /** The markers already shown stay; the request is tried again with the next refresh. */
        failed: { tags: 'failed', after: { [RAILATION_MARKERS_REFRESH_MS]: 'loading' } },
      },
    },
  },
});

export type RailationMarkersMachine = typeof railationMarkersMachine;
export type RailationMarkersActor = ActorRefFrom<RailationMarkersMachine>;

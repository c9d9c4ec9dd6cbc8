import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { ApiFailure } from '../../api/api-failure';
import { toApiFailure } from '../../api/api-failure';
import type { RailationPlace } from '../../api/contract';

export interface RailationPlaceContext {
  /** The place whose detail drawer is open (or loading); null when closed. */
  readonly placeId: string | null;
  readonly place: RailationPlace | null;
  readonly failure: ApiFailure | null;
}

export type RailationPlaceEvent =
  /** A click on a place in the list or on its marker (another place replaces the one shown). */
  | { readonly type: 'user.openPlace'; readonly placeId: string }
  | { readonly type: 'user.closeDetail' }
  | { readonly type: 'user.retryDetail' };

/** Tags: `shown` (the drawer shows, loading or not), `loading`, `failed`. */
export type RailationPlaceTag = 'shown' | 'loading' | 'failed';

const notProvided = () =>
  Promise.reject(new Error("The railation place's 'loadPlace' was not provided (see railation-actors.ts)."));

/**
 * The detail drawer of a railation place (spec 000 §2 Railation view): image, name, category,
 * address, phone, website and description blocks; a ship's voyage. Opening another place while one
 * shows (or loads) asks for the new one; a failure offers retry.
 */
export const railationPlaceMachine = setup({
  types: {
    context: {} as RailationPlaceContext,
    events: {} as RailationPlaceEvent,
    tags: {} as RailationPlaceTag,
  },
  actors: { loadPlace: fromPromise<RailationPlace, { readonly placeId: string }>(notProvided) },
  actions: {
    select: assign((_, { placeId }: { readonly placeId: string }) => ({
      placeId,
      place: null,
      failure: null,
    })),
    keepPlace: assign((_, place: RailationPlace) => ({ place })),
    keepFailure: assign((_, failure: ApiFailure) => ({ failure })),
    close: assign({ placeId: null, place: null, failure: null }),
  },
}).createMachine({
  id: 'railationPlace',
  context: { placeId: null, place: null, failure: null },
  initial: 'closed',
  on: {
    'user.openPlace': {
      target: '.loading',
      reenter: true,
      actions: { type: 'select', params: ({ event }) => event },
    },
  },
  states: {
    closed: {},
    loading: {
      tags: ['shown', 'loading'],
      on: { 'user.closeDetail': { target: 'closed', actions: 'close' } },
      invoke: {
        id: 'loadPlace',
        src: 'loadPlace',
        input: ({ context }) => ({ placeId: context.placeId ?? '' }),
        onDone: { target: 'open', actions: { type: 'keepPlace', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }) => toApiFailure(event.error) },
        },
      },
    },
    open: { tags: 'shown', on: { 'user.closeDetail': { target: 'closed', actions: 'close' } } },
    failed: {
      tags: ['shown', 'failed'],
      on: { 'user.closeDetail': { target: 'closed', actions: 'close' }, 'user.retryDetail': 'loading' },
    },
  },
});

export type RailationPlaceMachine = typeof railationPlaceMachine;
export type RailationPlaceActor = ActorRefFrom<RailationPlaceMachine>;

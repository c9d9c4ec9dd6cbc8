import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { toApiFailure } from '../../api/api-failure';
import { hasMorePlaces, searchAfterTyping, toggled } from './railation-directory.rules';
import {
  RAILATION_DEBOUNCE_MS,
  type RailationCategories,
  type RailationDirectoryContext,
  type RailationDirectoryEvent,
  type RailationDirectoryTag,
  type RailationPage,
  type RailationPageRequest,
} from './railation-directory.types';

const notProvided = (name: string) => () =>
  Promise.reject(
    new Error(`The railation directory's '${name}' was not provided (see railation-actors.ts).`),
  );

const errorOf = ({ event }: { readonly event: { readonly error: unknown } }) => toApiFailure(event.error);

/** The start: no category ticked, nothing searched, no list. */
const NO_LIST = {
  categories: [],
  searchText: '',
  search: '',
  places: [],
  total: 0,
  page: 0,
  listFailure: null,
} as const satisfies Partial<RailationDirectoryContext>;

type CategoryEvent = { event: { categoryId: number } };
type TextEvent = { event: { text: string } };

/** Everything the list events do in every state where the list shows. */
const listShownEvents = {
  'user.toggleCategory': [
    {
      guard: { type: 'untickingLastUnsearched', params: ({ event }: CategoryEvent) => event },
      target: '#railationDirectory.list.off',
      actions: [{ type: 'toggle', params: ({ event }: CategoryEvent) => event }, 'forgetPlaces'],
    },
    {
      target: '#railationDirectory.list.debouncing',
      reenter: true,
      actions: [{ type: 'toggle', params: ({ event }: CategoryEvent) => event }, 'forgetPlaces'],
    },
  ],
  'user.resetFilters': [
    { guard: 'nothingTicked' },
    {
      guard: 'nothingSearched',
      target: '#railationDirectory.list.off',
      actions: ['untickAll', 'forgetPlaces'],
    },
    {
      target: '#railationDirectory.list.debouncing',
      reenter: true,
      actions: ['untickAll', 'forgetPlaces'],
    },
  ],
  'user.search': [
    {
      guard: { type: 'searchEndsWithNothingTicked', params: ({ event }: TextEvent) => event },
      target: '#railationDirectory.list.off',
      actions: [{ type: 'type', params: ({ event }: TextEvent) => event }, 'forgetPlaces'],
    },
    {
      guard: { type: 'searchChanges', params: ({ event }: TextEvent) => event },
      target: '#railationDirectory.list.debouncing',
      reenter: true,
      actions: [{ type: 'type', params: ({ event }: TextEvent) => event }, 'forgetPlaces'],
    },
    { actions: { type: 'type', params: ({ event }: TextEvent) => event } },
  ],
} as const;

/**
 * The railation directory (issue 12; search first, issue 28 §2): the categories with their counts
 * (`loadCategories`), and the list of places (`loadPage`: 300 ms after the last tick or key, 100 a
 * page, more on `user.loadMore`; a term is sent only when empty or at least 3 characters). The list
 * shows the ticked categories' places, or with none ticked the places of every category matching the
 * term: the search works from the start. With nothing ticked and nothing searched it closes; resetting
 * the filters unticks every category and keeps the term. A place's detail is `railation-place.machine.ts`.
 */
export const railationDirectoryMachine = setup({
  types: {
    context: {} as RailationDirectoryContext,
    events: {} as RailationDirectoryEvent,
    tags: {} as RailationDirectoryTag,
  },
  actors: {
    loadCategories: fromPromise<RailationCategories>(notProvided('loadCategories')),
    loadPage: fromPromise<RailationPage, RailationPageRequest>(notProvided('loadPage')),
  },
  actions: {
    toggle: assign(({ context }, { categoryId }: { readonly categoryId: number }) => ({
      categories: toggled(context.categories, categoryId),
    })),
    type: assign(({ context }, { text }: { readonly text: string }) => ({
      searchText: text,
      search: searchAfterTyping(context.search, text),
    })),
    untickAll: assign({ categories: [] }),
    /** Another filter: the places of the old one go (the list shows its loader). */
    forgetPlaces: assign({ places: [], total: 0, page: 0, listFailure: null }),
    keepFirstPage: assign((_, page: RailationPage) => ({
      places: page.items,
      total: page.total,
      page: page.page,
      listFailure: null,
    })),
    keepNextPage: assign(({ context }, page: RailationPage) => ({
      places: [...context.places, ...page.items],
      total: page.total,
      page: page.page,
      listFailure: null,
    })),
    keepListFailure: assign((_, listFailure: RailationDirectoryContext['listFailure']) => ({ listFailure })),
    keepCounts: assign((_, counts: RailationCategories) => ({ counts: counts.items, countsFailure: null })),
    keepCountsFailure: assign((_, countsFailure: RailationDirectoryContext['countsFailure']) => ({
      countsFailure,
    })),
  },
  guards: {
    untickingLastUnsearched: ({ context }, { categoryId }: { readonly categoryId: number }) =>
      context.search === '' && toggled(context.categories, categoryId).length === 0,
    nothingTicked: ({ context }) => context.categories.length === 0,
    nothingSearched: ({ context }) => context.search === '',
    searchChanges: ({ context }, { text }: { readonly text: string }) =>
      searchAfterTyping(context.search, text) !== context.search,
    searchEndsWithNothingTicked: ({ context }, { text }: { readonly text: string }) =>
      context.categories.length === 0 &&
      context.search !== '' &&
      searchAfterTyping(context.search, text) === '',
    hasMore: ({ context }) => hasMorePlaces(context),
  },
  delays: { debounce: RAILATION_DEBOUNCE_MS },
}).createMachine({
  id: 'railationDirectory',
  context: { ...NO_LIST, counts: [], countsFailure: null },
  type: 'parallel',
  states: {
    categories: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCategories',
            src: 'loadCategories',
            onDone: { target: 'ready', actions: { type: 'keepCounts', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'keepCountsFailure', params: errorOf } },
          },
        },
        ready: {},
        failed: { tags: 'countsFailed', on: { 'user.retryCategories': 'loading' } },
      },
    },
    list: {
      initial: 'off',
      states: {
        off: {
          on: {
            'user.toggleCategory': {
              target: 'debouncing',
              actions: { type: 'toggle', params: ({ event }) => event },
            },
            'user.search': [
              {
                guard: { type: 'searchChanges', params: ({ event }) => event },
                target: 'debouncing',
                actions: { type: 'type', params: ({ event }) => event },
              },
              { actions: { type: 'type', params: ({ event }) => event } },
            ],
          },
        },
        debouncing: {
          tags: ['listShown', 'listLoading'],
          on: listShownEvents,
          after: { debounce: 'loading' },
        },
        loading: {
          tags: ['listShown', 'listLoading'],
          on: listShownEvents,
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ categories: context.categories, search: context.search, page: 1 }),
            onDone: {
              target: 'ready',
              actions: { type: 'keepFirstPage', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: { type: 'keepListFailure', params: errorOf } },
          },
        },
        ready: {
          tags: 'listShown',
          on: { ...listShownEvents, 'user.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['listShown', 'loadingMore'],
          on: listShownEvents,
          invoke: {
            id: 'loadMore',
            src: 'loadPage',
            input: ({ context }) => ({
              categories: context.categories,
              search: context.search,
              page: context.page + 1,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'keepNextPage', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: { type: 'keepListFailure', params: errorOf } },
          },
        },
        failed: {
          tags: ['listShown', 'listFailed'],
          on: {
            ...listShownEvents,
            'user.retryList': [
              { guard: ({ context }) => context.page > 0, target: 'loadingMore' },
              { target: 'loading' },
            ],
          },
        },
      },
    },
  },
});

export type RailationDirectoryMachine = typeof railationDirectoryMachine;
export type RailationDirectoryActor = ActorRefFrom<RailationDirectoryMachine>;

import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_SEARCH_DEBOUNCE_MS,
  type AdminPage,
  type AdminPageRequest,
  type AdminPageSize,
  type AdminRowChange,
  type AdminTableContext,
  type AdminTableEvent,
  type AdminTableTag,
} from './admin-table.types';

/** The error of a failed invoke, as an action's params. */
const errorOf = ({ event }: { readonly event: { readonly error: unknown } }): unknown => event.error;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The administration table's '${name}' was not provided.`));

/** Whether `page` exists for `totalCount` rows (page 0 always does). */
export const pageExists = (page: number, pageSize: number, totalCount: number): boolean =>
  Number.isInteger(page) && page >= 0 && (page === 0 || page * pageSize < totalCount);

/** Replaces the saved row (by key) and leaves the others. */
const withRow = <Item>(items: readonly Item[], keyOf: (item: Item) => string, row: Item): readonly Item[] =>
  items.map((item) => (keyOf(item) === keyOf(row) ? row : item));

/**
 * A paged, searchable administration table whose rows can be edited one at a time (issue 11: the
 * users, a user's vehicle windows, the translations, the audit log). Paging and searching ask the
 * server (`load`); a search waits 0.3 s after the last key. A save (`save`) answers the stored row,
 * which replaces the one shown; while it runs the table holds still (paging would hide its outcome).
 * A failed save keeps the change so the row shows its error; a failed load offers reload.
 */
export const createAdminTableMachine = <Item, Change>(id: string, keyOf: (item: Item) => string) =>
  setup({
    types: {
      context: {} as AdminTableContext<Item, Change>,
      events: {} as AdminTableEvent<Change>,
      input: {} as { readonly pageSize: AdminPageSize } | undefined,
      tags: {} as AdminTableTag,
    },
    actors: {
      load: fromPromise<AdminPage<Item>, AdminPageRequest>(notProvided('load')),
      save: fromPromise<Item, AdminRowChange<Change>>(notProvided('save')),
    },
    actions: {
      keepPage: assign((_, page: AdminPage<Item>) => ({
        items: page.items,
        totalCount: page.totalCount,
        loadFailure: null,
      })),
      keepLoadFailure: assign((_, loadFailure: unknown) => ({ loadFailure })),
      goTo: assign((_, page: number) => ({ page })),
      /** The rows shrank under the page shown (deleted elsewhere): the last page that exists. */
      goToLastPage: assign(({ context }, page: AdminPage<Item>) => ({
        totalCount: page.totalCount,
        page: Math.max(0, Math.ceil(page.totalCount / context.pageSize) - 1),
      })),
      setPageSize: assign((_, pageSize: AdminPageSize) => ({ pageSize, page: 0 })),
      setSearch: assign((_, search: string) => ({ search, page: 0 })),
      startSave: assign((_, pending: AdminRowChange<Change>) => ({
        pending,
        saveFailure: null,
        savedKey: null,
      })),
      keepRow: assign(({ context }, row: Item) => ({
        items: withRow(context.items, keyOf, row),
        savedKey: keyOf(row),
        pending: null,
      })),
      keepSaveFailure: assign((_, saveFailure: unknown) => ({ saveFailure })),
      forgetFailure: assign({ pending: null, saveFailure: null }),
    },
    guards: {
      pageExists: ({ context }, page: number) => pageExists(page, context.pageSize, context.totalCount),
      pageGone: ({ context }, page: AdminPage<Item>) =>
        !pageExists(context.page, context.pageSize, page.totalCount),
    },
    delays: { searchDebounce: ADMIN_SEARCH_DEBOUNCE_MS },
  }).createMachine({
    id,
    context: ({ input }) => ({
      page: 0,
      pageSize: input?.pageSize ?? ADMIN_DEFAULT_PAGE_SIZE,
      search: '',
      items: [],
      totalCount: 0,
      loadFailure: null,
      pending: null,
      saveFailure: null,
      savedKey: null,
    }),
    initial: 'loading',
    on: {
      'user.goToPage': {
        guard: { type: 'pageExists', params: ({ event }) => event.page },
        target: '.loading',
        actions: { type: 'goTo', params: ({ event }) => event.page },
      },
      'user.setPageSize': {
        target: '.loading',
        actions: { type: 'setPageSize', params: ({ event }) => event.pageSize },
      },
      'user.search': {
        target: '.debouncing',
        actions: { type: 'setSearch', params: ({ event }) => event.search.trim() },
      },
      'user.reload': '.loading',
    },
    states: {
      debouncing: {
        tags: 'loading',
        after: { searchDebounce: 'loading' },
      },
      loading: {
        tags: 'loading',
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({
            top: context.pageSize,
            skip: context.page * context.pageSize,
            search: context.search,
          }),
          onDone: [
            {
              guard: { type: 'pageGone', params: ({ event }) => event.output },
              target: 'loading',
              reenter: true,
              actions: { type: 'goToLastPage', params: ({ event }) => event.output },
            },
            { target: 'ready', actions: { type: 'keepPage', params: ({ event }) => event.output } },
          ],
          onError: {
            target: 'loadFailed',
            actions: {
              type: 'keepLoadFailure',
              params: errorOf,
            },
          },
        },
      },
      loadFailed: { tags: 'loadFailed' },
      ready: {
        tags: 'loaded',
        initial: 'idle',
        // A row's save starts from every state but 'saving' (idle, after a save, after a failure).
        on: {
          'user.save': {
            target: '.saving',
            actions: {
              type: 'startSave',
              params: ({ event }) => ({ key: event.key, change: event.change }),
            },
          },
        },
        states: {
          idle: {},
          saving: {
            tags: 'saving',
            // The table holds still while a save runs: its outcome belongs to the rows shown.
            on: {
              'user.save': {},
              'user.goToPage': {},
              'user.setPageSize': {},
              'user.search': {},
              'user.reload': {},
            },
            invoke: {
              id: 'save',
              src: 'save',
              input: ({ context }) => context.pending!,
              onDone: { target: 'saved', actions: { type: 'keepRow', params: ({ event }) => event.output } },
              onError: {
                target: 'saveFailed',
                actions: {
                  type: 'keepSaveFailure',
                  params: errorOf,
                },
              },
            },
          },
          saved: { tags: 'saved' },
          saveFailed: {
            tags: 'saveFailed',
            on: {
              'user.dismissFailure': { target: 'idle', actions: 'forgetFailure' },
            },
          },
        },
      },
    },
  });

export type AdminTableMachine<Item, Change> = ReturnType<typeof createAdminTableMachine<Item, Change>>;
export type AdminTableActor<Item, Change> = ActorRefFrom<AdminTableMachine<Item, Change>>;

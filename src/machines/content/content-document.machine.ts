import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/api-failure';

/**
 * A document of the content service that a page reads whole: the FAQ (per language), the supplier
 * list. Loaded at start, again when its key (the language) changes, and on retry after a failure; the
 * document shown stays while another one loads.
 */
export interface ContentDocumentContext<T> {
  /** What the document depends on (the FAQ's language); '' for none. */
  readonly key: string;
  readonly document: T | null;
  readonly failure: ApiFailure | null;
}

export interface ContentDocumentInput {
  readonly key: string;
}

export type ContentDocumentEvent =
  { readonly type: 'key.changed'; readonly key: string } | { readonly type: 'user.retry' };

/** Tags: `loading` (a request is out), `failed` (the last one failed; retry offered). */
export type ContentDocumentTag = 'loading' | 'failed';

/** The machine for one kind of document; `load` is provided by the caller (`provide({ actors })`). */
export const contentDocumentMachine = <T>(id: string) =>
  setup({
    types: {
      context: {} as ContentDocumentContext<T>,
      events: {} as ContentDocumentEvent,
      input: {} as ContentDocumentInput,
      tags: {} as ContentDocumentTag,
    },
    actors: {
      load: fromPromise<T, { readonly key: string }>(() =>
        Promise.reject(new Error(`The ${id} document's 'load' was not provided.`)),
      ),
    },
    guards: {
      keyChanges: ({ context }, { key }: { readonly key: string }) => context.key !== key,
    },
    actions: {
      setKey: assign((_, { key }: { readonly key: string }) => ({ key })),
      keep: assign((_, document: T) => ({ document, failure: null })),
      keepFailure: assign((_, failure: ApiFailure) => ({ failure })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ key: input.key, document: null, failure: null }),
    initial: 'loading',
    on: {
      'key.changed': {
        guard: { type: 'keyChanges', params: ({ event }) => event },
        actions: { type: 'setKey', params: ({ event }) => event },
        target: '.loading',
        reenter: true,
      },
    },
    states: {
      loading: {
        tags: 'loading',
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ key: context.key }),
          onDone: { target: 'shown', actions: { type: 'keep', params: ({ event }) => event.output } },
          onError: {
            target: 'failed',
            actions: { type: 'keepFailure', params: ({ event }) => toApiFailure(event.error) },
          },
        },
      },
      shown: {},
      failed: { tags: 'failed', on: { 'user.retry': 'loading' } },
    },
  });

export type ContentDocumentMachine<T> = ReturnType<typeof contentDocumentMachine<T>>;
export type ContentDocumentActor<T> = ActorRefFrom<ContentDocumentMachine<T>>;

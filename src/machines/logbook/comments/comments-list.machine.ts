import { assign, sendTo, setup } from 'xstate';
import type { ApiFailure } from '../../../api/api-failure';
import { failureStatus } from '../../../api/api-failure';
import type { LogbookComment } from '../../../api/contract';
import { failureOf } from '../../shared/fetch-fragment';
import { commentsListActorDefaults, type LoadSignaturesRequest } from './comments.actors';
import {
  COMMENTS_I18N_KEYS,
  COMMENTS_TIMING,
  type CommentsListContext,
  type CommentsListEvent,
  type CommentsListInput,
  type CommentsListTag,
  type SignatureUrls,
} from './comments.types';
import { messageMs } from '../../shared/message-time';

const signedIds = (comments: readonly LogbookComment[]): string[] =>
  comments.filter((c) => c.hasSignatureImage).map((c) => c.logbookEntryCommentId);

/**
 * The comments of one finalised entry (spec 001 §7 Comments: first page of 100, offset 0; §8). After
 * the list, the signature images of its comments load (a failed one shows the default image). A
 * failed list shows "generic error label (status)" for 3000 ms and can be retried. A saved comment
 * (`form.commented`) loads the list again; the old comments stay shown meanwhile. The images' object
 * URLs are owned by `holdSignatures`, invoked while loaded: a reload or the actor stopping gives them
 * back.
 */
export const commentsListMachine = setup({
  types: {
    context: {} as CommentsListContext,
    events: {} as CommentsListEvent,
    input: {} as CommentsListInput,
    tags: {} as CommentsListTag,
  },
  actors: { ...commentsListActorDefaults },
  actions: {
    adoptComments: assign((_, { comments }: { readonly comments: readonly LogbookComment[] }) => ({
      comments,
      failure: null,
    })),
    adoptSignatures: assign(({ context }, { urls }: { readonly urls: SignatureUrls }) => ({
      signatures: { ...context.signatures, ...urls },
    })),
    markSignaturesFailed: assign(({ context }) => ({
      signatures: Object.fromEntries(signedIds(context.comments).map((id) => [id, null])),
    })),
    /** Hands the new URLs to the holder, which gives them back when the list is left. */
    holdSignatureUrls: sendTo('holdSignatures', (_, { urls }: { readonly urls: SignatureUrls }) => ({
      type: 'signatures.hold' as const,
      urls,
    })),
    forgetSignatures: assign({ signatures: {} }),
    recordFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      failure,
      snackbar: { key: COMMENTS_I18N_KEYS.listFailed, tone: 'error', status: failureStatus(failure) },
    })),
    clearSnackbar: assign({ snackbar: null }),
  },
  guards: {
    hasSignedComments: (_, { comments }: { readonly comments: readonly LogbookComment[] }) =>
      signedIds(comments).length > 0,
  },
  delays: { snackbar: () => messageMs(COMMENTS_TIMING.snackbarMs) },
}).createMachine({
  id: 'commentsList',
  context: ({ input }) => ({
    organisationId: input.organisationId,
    entryId: input.entryId,
    comments: [],
    signatures: {},
    failure: null,
    snackbar: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadComments',
        src: 'loadComments',
        input: ({ context }) => ({ organisationId: context.organisationId, entryId: context.entryId }),
        onDone: [
          {
            guard: { type: 'hasSignedComments', params: ({ event }) => ({ comments: event.output }) },
            target: 'loaded.loadingSignatures',
            actions: { type: 'adoptComments', params: ({ event }) => ({ comments: event.output }) },
          },
          {
            target: 'loaded.ready',
            actions: { type: 'adoptComments', params: ({ event }) => ({ comments: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: { type: 'recordFailure', params: failureOf } },
      },
    },
    loaded: {
      tags: 'loaded',
      initial: 'ready',
      invoke: { id: 'holdSignatures', src: 'holdSignatures' },
      exit: 'forgetSignatures',
      on: { 'form.commented': 'loading' },
      states: {
        loadingSignatures: {
          invoke: {
            id: 'loadSignatures',
            src: 'loadSignatures',
            input: ({ context }): LoadSignaturesRequest => ({
              organisationId: context.organisationId,
              entryId: context.entryId,
              commentIds: signedIds(context.comments),
            }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'adoptSignatures', params: ({ event }) => ({ urls: event.output }) },
                { type: 'holdSignatureUrls', params: ({ event }) => ({ urls: event.output }) },
              ],
            },
            onError: { target: 'ready', actions: 'markSignaturesFailed' },
          },
        },
        ready: {},
      },
    },
    failed: {
      tags: 'failed',
      initial: 'notifying',
      on: { 'user.retry': 'loading', 'form.commented': 'loading' },
      states: {
        notifying: {
          tags: 'notifying',
          exit: 'clearSnackbar',
          after: { snackbar: 'quiet' },
          on: { 'user.dismissSnackbar': 'quiet' },
        },
        quiet: {},
      },
    },
  },
});

/** The comments list machine's type, for `ActorRefFrom` and `.provide()`. */
export type CommentsListMachine = typeof commentsListMachine;

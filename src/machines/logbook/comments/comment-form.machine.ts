import { assertEvent, assign, emit, setup } from 'xstate';
import type { ApiFailure } from '../../../api/api-failure';
import { failureStatus } from '../../../api/api-failure';
import type { OpenState } from '../../../api/contract';
import { failureOf } from '../../shared/fetch-fragment';
import { commentFormActorDefaults, type SendCommentRequest } from './comments.actors';
import { commentBody, EMPTY_DRAFT, isDraftValid, stripDataUrl } from './comment-form.rules';
import {
  COMMENTS_I18N_KEYS,
  COMMENTS_TIMING,
  type CommentFormContext,
  type CommentFormEmitted,
  type CommentFormEvent,
  type CommentFormInput,
  type CommentFormTag,
} from './comments.types';
import { messageMs } from '../../shared/message-time';

/**
 * The add-comment form of a finalised entry (spec 001 §4, §5 Comment, §7 Comments, §8). The draft:
 * remarks, and on an entry with defects a new entry state (open or resolved, both required there) with
 * resolve-all-prior-defects offered only while `resolved` is chosen (cleared otherwise). Signing opens
 * the signature modal once the draft is valid (an invalid one shows its messages instead); a drawn,
 * non-empty signature sends the comment (createLogbookEntryComment, base64 without the `data:` prefix).
 * Saved: the draft empties, `labels.commentSaved` shows for 3000 ms and `commented` is emitted (the
 * screen reloads the list and tells its parent). Failed: the draft stays and "error saving log entry
 * (status)" shows for 3000 ms.
 */
export const commentFormMachine = setup({
  types: {
    context: {} as CommentFormContext,
    events: {} as CommentFormEvent,
    input: {} as CommentFormInput,
    tags: {} as CommentFormTag,
    emitted: {} as CommentFormEmitted,
  },
  actors: { ...commentFormActorDefaults },
  actions: {
    editRemarks: assign((_, { remarks }: { readonly remarks: string }) => ({ remarks })),
    chooseEntryState: assign((_, { state }: { readonly state: OpenState }) => ({
      newEntryState: state,
      // Resolve-all belongs to `resolved` only (spec 001 §4).
      ...(state === 'resolved' ? {} : { resolveAllPriorDefects: false }),
    })),
    toggleResolveAll: assign((_, { checked }: { readonly checked: boolean }) => ({
      resolveAllPriorDefects: checked,
    })),
    markAttempted: assign({ attempted: true }),
    markSaved: assign({
      ...EMPTY_DRAFT,
      attempted: false,
      failure: null,
      snackbar: { key: COMMENTS_I18N_KEYS.commentSaved, tone: 'success', status: null },
    }),
    recordSendFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      failure,
      snackbar: { key: COMMENTS_I18N_KEYS.saveFailed, tone: 'error', status: failureStatus(failure) },
    })),
    clearSnackbar: assign({ snackbar: null }),
    announceCommented: emit({ type: 'commented' }),
  },
  guards: {
    isDraftValid: ({ context }) => isDraftValid(context, context.entryHasDefects),
    offersEntryState: ({ context }) => context.entryHasDefects,
    offersResolveAll: ({ context }) => context.entryHasDefects && context.newEntryState === 'resolved',
    isDrawn: (_, { pngBase64 }: { readonly pngBase64: string }) => stripDataUrl(pngBase64) !== '',
  },
  delays: { snackbar: () => messageMs(COMMENTS_TIMING.snackbarMs) },
}).createMachine({
  id: 'commentForm',
  context: ({ input }) => ({
    organisationId: input.organisationId,
    entryId: input.entryId,
    entryHasDefects: input.entryHasDefects,
    ...EMPTY_DRAFT,
    attempted: false,
    failure: null,
    snackbar: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'quiet',
      on: {
        'user.editRemarks': { actions: { type: 'editRemarks', params: ({ event }) => event } },
        'user.chooseEntryState': {
          guard: 'offersEntryState',
          actions: { type: 'chooseEntryState', params: ({ event }) => event },
        },
        'user.toggleResolveAll': {
          guard: 'offersResolveAll',
          actions: { type: 'toggleResolveAll', params: ({ event }) => event },
        },
        'user.sign': [{ guard: 'isDraftValid', target: 'signing' }, { actions: 'markAttempted' }],
      },
      states: {
        quiet: {},
        notifying: {
          tags: 'notifying',
          exit: 'clearSnackbar',
          after: { snackbar: 'quiet' },
          on: { 'user.dismissSnackbar': 'quiet' },
        },
      },
    },
    signing: {
      tags: 'signing',
      on: {
        'user.cancelSignature': 'editing',
        // An empty signature is refused: the modal stays open (its save button needs a drawing).
        'user.saveSignature': {
          guard: { type: 'isDrawn', params: ({ event }) => event },
          target: 'sending',
        },
      },
    },
    sending: {
      tags: 'sending',
      invoke: {
        id: 'sendComment',
        src: 'sendComment',
        input: ({ context, event }): SendCommentRequest => {
          assertEvent(event, 'user.saveSignature');
          return {
            organisationId: context.organisationId,
            entryId: context.entryId,
            comment: commentBody(context, context.entryHasDefects, event.pngBase64),
          };
        },
        onDone: { target: 'editing.notifying', actions: ['markSaved', 'announceCommented'] },
        onError: {
          target: 'editing.notifying',
          actions: { type: 'recordSendFailure', params: failureOf },
        },
      },
    },
  },
});

/** The comment form machine's type, for `ActorRefFrom` and `.provide()`. */
export type CommentFormMachine = typeof commentFormMachine;

import { fromCallback, fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../../api/api-client';
import {
  createLogbookEntryComment,
  getLogbookCommentSignatureImage,
  listLogbookEntryComments,
  LOGBOOK_PAGING,
  type CreateCommentInput,
  type LogbookComment,
} from '../../../api/contract';
import type { CommentsTarget, SignatureUrls } from './comments.types';

/** Input of `sendComment` (createLogbookEntryComment). */
export interface SendCommentRequest extends CommentsTarget {
  readonly comment: CreateCommentInput;
}
/** Input of `loadSignatures`: the comments whose signature image to fetch. */
export interface LoadSignaturesRequest extends CommentsTarget {
  readonly commentIds: readonly string[];
}

const notProvided = (name: string) => () =>
  Promise.reject(
    new Error(`The comments actor '${name}' was not provided (see createLogbookCommentMachines).`),
  );

/** The form machine's call; the default rejects (tests and stories provide fakes). */
export const commentFormActorDefaults = {
  sendComment: fromPromise<{ readonly resourceId: string }, SendCommentRequest>(notProvided('sendComment')),
};
/** What the list sends the signature holder: URLs it now shows. */
export interface HoldSignatures {
  readonly type: 'signatures.hold';
  readonly urls: SignatureUrls;
}

/**
 * Owns the object URLs of the shown signature images: it lives while the list is loaded and gives
 * every URL it was handed back when it stops, i.e. when the list reloads or its actor stops (XState
 * runs no exit actions on stop, but it does stop invoked children).
 */
export const holdSignatureUrls = (revoke: (url: string) => void) =>
  fromCallback<HoldSignatures>(({ receive }) => {
    const held = new Set<string>();
    receive((event) => {
      for (const url of Object.values(event.urls)) if (url !== null) held.add(url);
    });
    return () => {
      for (const url of held) revoke(url);
    };
  });

/** The list machine's calls; the default holder revokes nothing (the root provides the browser's). */
export const commentsListActorDefaults = {
  loadComments: fromPromise<readonly LogbookComment[], CommentsTarget>(notProvided('loadComments')),
  loadSignatures: fromPromise<SignatureUrls, LoadSignaturesRequest>(notProvided('loadSignatures')),
  holdSignatures: holdSignatureUrls(() => {}),
};

export interface LogbookCommentsApiActors {
  readonly commentForm: typeof commentFormActorDefaults;
  readonly commentsList: typeof commentsListActorDefaults;
}

/** How image blobs become URLs an <img> can show (the browser's object URLs; fakes in tests). */
export interface ObjectUrls {
  readonly create: (blob: Blob) => string;
  readonly revoke: (url: string) => void;
}

export const browserObjectUrls: ObjectUrls = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

/**
 * The real calls: the typed API client with the access token read at call time and the abort signal
 * passed on (leaving the state cancels the call). The list asks for the first page of 100, oldest
 * first (spec 001 §7, §9). Signature images are fetched one per comment; a failed one is null (the
 * view shows the default image, spec 001 §8), and a cancelled load gives its URLs back.
 */
export const createLogbookCommentsApiActors = (
  api: ApiClient,
  getAccessToken: () => string | null,
  urls: ObjectUrls = browserObjectUrls,
): LogbookCommentsApiActors => {
  const auth = (signal: AbortSignal) => callAuth(getAccessToken(), signal);
  const path = (target: CommentsTarget) => ({
    organisationId: target.organisationId,
    entryId: target.entryId,
  });
  return {
    commentForm: {
      sendComment: fromPromise<{ readonly resourceId: string }, SendCommentRequest>(({ input, signal }) =>
        api.call(createLogbookEntryComment, { ...auth(signal), params: path(input), body: input.comment }),
      ),
    },
    commentsList: {
      loadComments: fromPromise<readonly LogbookComment[], CommentsTarget>(async ({ input, signal }) => {
        const answer = await api.call(listLogbookEntryComments, {
          ...auth(signal),
          params: path(input),
          query: { top: LOGBOOK_PAGING.commentsPageSize, skip: 0, orderby: 'createTimestamp asc' },
        });
        return answer.data.items;
      }),
      loadSignatures: fromPromise<SignatureUrls, LoadSignaturesRequest>(async ({ input, signal }) => {
        const pairs = await Promise.all(
          input.commentIds.map(async (commentId) => {
            try {
              const blob = await api.call(getLogbookCommentSignatureImage, {
                ...auth(signal),
                params: { ...path(input), commentId },
              });
              return [commentId, urls.create(blob)] as const;
            } catch {
              return [commentId, null] as const;
            }
          }),
        );
        if (signal.aborted) {
          for (const [, url] of pairs) if (url !== null) urls.revoke(url);
        }
        return Object.fromEntries(pairs);
      }),
      holdSignatures: holdSignatureUrls(urls.revoke),
    },
  };
};

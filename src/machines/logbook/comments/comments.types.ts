import type { ApiFailure } from '../../../api/api-failure';
import type { EntryId, LogbookComment, OpenState } from '../../../api/contract';

/**
 * The public interface of the two comment machines (spec 001 §3 Comment, §4, §5 Comment, §7 Comments,
 * §8, §9): the comments list of one finalised entry, and the form that adds a signed comment to it.
 * Both are per view: the entry's Comments tab creates one actor of each.
 */

/** Timing in milliseconds (spec 001 §9: snackbar default 3000 ms). */
export const COMMENTS_TIMING = { snackbarMs: 3000 } as const;

/**
 * i18n keys (namespace `logbookComments`) the machines put in context, never texts. The spec's texts:
 * labels.commentSaved; "error saving log entry (status)"; "generic error label (status)" (spec 001 §8).
 */
export const COMMENTS_I18N_KEYS = {
  commentSaved: 'labels.commentSaved',
  saveFailed: 'labels.errorSavingLogEntry',
  listFailed: 'labels.genericError',
} as const;

export type CommentsMessageKey = (typeof COMMENTS_I18N_KEYS)[keyof typeof COMMENTS_I18N_KEYS];

/** What a snackbar shows: the key and, for failures, the HTTP status (null: no answer at all). */
export interface CommentsSnackbar {
  readonly key: CommentsMessageKey;
  readonly tone: 'success' | 'error';
  readonly status: number | null;
}

/** Which entry the comments belong to. */
export interface CommentsTarget {
  readonly organisationId: string;
  readonly entryId: EntryId;
}

// ---------------------------------------------------------------- the form

/** What the form machine is started with. */
export interface CommentFormInput extends CommentsTarget {
  /** The entry has defects: remarks and a new entry state are then required (spec 001 §5 Comment). */
  readonly entryHasDefects: boolean;
}

/** The draft the user edits. */
export interface CommentDraft {
  readonly remarks: string;
  /** Offered only on an entry with defects; null: not chosen. */
  readonly newEntryState: OpenState | null;
  /** Offered only while `resolved` is chosen; cleared otherwise (spec 001 §4). */
  readonly resolveAllPriorDefects: boolean;
}

export interface CommentFormContext extends CommentFormInput, CommentDraft {
  /** Set by a sign attempt: from then on the view shows the validation messages. */
  readonly attempted: boolean;
  /** The failure of the last send; cleared by the next one. */
  readonly failure: ApiFailure | null;
  /** Shown for 3000 ms after a send (the `notifying` tag), else null. */
  readonly snackbar: CommentsSnackbar | null;
}

export type CommentFormEvent =
  | { readonly type: 'user.editRemarks'; readonly remarks: string }
  /** Only on an entry with defects; `open` clears resolve-all. */
  | { readonly type: 'user.chooseEntryState'; readonly state: OpenState }
  /** Only while `resolved` is chosen. */
  | { readonly type: 'user.toggleResolveAll'; readonly checked: boolean }
  /** Opens the signature modal when the draft is valid; otherwise shows the validation messages. */
  | { readonly type: 'user.sign' }
  | { readonly type: 'user.cancelSignature' }
  /** The drawn signature (PNG base64; a `data:` prefix is stripped); an empty one is refused. */
  | { readonly type: 'user.saveSignature'; readonly pngBase64: string }
  | { readonly type: 'user.dismissSnackbar' };

/** Emitted after a comment was saved: the screen reloads the list and tells its parent. */
export type CommentFormEmitted = { readonly type: 'commented' };

/**
 * Tags:
 * - `signing`: the signature modal is open
 * - `sending`: the comment is being sent (disable the form)
 * - `notifying`: the snackbar shows `context.snackbar`
 */
export type CommentFormTag = 'signing' | 'sending' | 'notifying';

// ---------------------------------------------------------------- the list

export type CommentsListInput = CommentsTarget;

/** Object URLs of the comments' signature images by comment id; null: failed (show the default image). */
export type SignatureUrls = Readonly<Record<string, string | null>>;

export interface CommentsListContext extends CommentsTarget {
  readonly comments: readonly LogbookComment[];
  /** Filled once the images arrived; a comment missing here is still loading. */
  readonly signatures: SignatureUrls;
  readonly failure: ApiFailure | null;
  readonly snackbar: CommentsSnackbar | null;
}

export type CommentsListEvent =
  /** A comment was saved (the form, through the screen): load the list again. */
  | { readonly type: 'form.commented' }
  | { readonly type: 'user.retry' }
  | { readonly type: 'user.dismissSnackbar' };

/**
 * Tags:
 * - `loading`: the list is loading (also a reload; the old comments stay shown)
 * - `loaded`: the list is there
 * - `failed`: the list could not be loaded
 * - `notifying`: the snackbar shows `context.snackbar`
 */
export type CommentsListTag = 'loading' | 'loaded' | 'failed' | 'notifying';

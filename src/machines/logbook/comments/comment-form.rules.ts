import { LOGBOOK_LIMITS, LogbookRule, type CreateCommentInput } from '../../../api/contract';
import type { CommentDraft } from './comments.types';

/**
 * The comment rules (spec 001 §5 Comment, §4): pure, for the machine's guards and the view's messages.
 * Rule codes are the contract's (`required`, `maxLength:4000`); the view maps them to its keys.
 */

/** The fields that can carry an issue. */
export type CommentField = 'remarks' | 'newEntryState';

/** One rule code per field that breaks a rule. */
export type CommentIssues = Readonly<Partial<Record<CommentField, string>>>;

/** The empty draft a form starts with and returns to after a saved comment. */
export const EMPTY_DRAFT: CommentDraft = { remarks: '', newEntryState: null, resolveAllPriorDefects: false };

/**
 * What is wrong with the draft: remarks at most 4000 characters; on an entry with defects remarks
 * (not only blanks) and a new entry state are required.
 */
export const commentIssues = (draft: CommentDraft, entryHasDefects: boolean): CommentIssues => {
  const issues: Partial<Record<CommentField, string>> = {};
  if (draft.remarks.length > LOGBOOK_LIMITS.longText)
    issues.remarks = LogbookRule.maxLength(LOGBOOK_LIMITS.longText);
  else if (entryHasDefects && draft.remarks.trim() === '') issues.remarks = LogbookRule.required;
  if (entryHasDefects && draft.newEntryState === null) issues.newEntryState = LogbookRule.required;
  return issues;
};

export const isDraftValid = (draft: CommentDraft, entryHasDefects: boolean): boolean =>
  Object.keys(commentIssues(draft, entryHasDefects)).length === 0;

/** The base64 of a PNG without a `data:…,` prefix (spec 001 §7: sent without the data-URL prefix). */
export const stripDataUrl = (png: string): string => png.replace(/^data:[^,]*,/, '').trim();

/**
 * The body of createLogbookEntryComment: blank remarks are left out; the entry state only on an entry
 * with defects; resolve-all only with `resolved` (the contract refuses it otherwise).
 */
export const commentBody = (
  draft: CommentDraft,
  entryHasDefects: boolean,
  signatureBase64: string,
): CreateCommentInput => {
  const state = entryHasDefects ? draft.newEntryState : null;
  return {
    ...(draft.remarks.trim() === '' ? {} : { remarks: draft.remarks }),
    ...(state === null ? {} : { newEntryState: state }),
    ...(state === 'resolved' ? { resolveAllPriorDefects: draft.resolveAllPriorDefects } : {}),
    signatureImage: stripDataUrl(signatureBase64),
  };
};

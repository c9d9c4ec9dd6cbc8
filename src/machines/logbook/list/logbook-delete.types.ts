import type { LogbookResultCode } from '../../../api/contract';

/**
 * The public interface of the delete-selected machine (spec 001 §2 drafts page, §4 Deletion, §8):
 * confirm, deleteLogbookEntries, the snackbar labels.logbook_entry_{result}; it emits `entriesDeleted`
 * so the list clears its selection and reloads (the list's `list.entriesDeleted`).
 */
export interface LogbookDeleteContext {
  readonly organisationId: string | null;
  readonly ids: readonly string[];
  /** The result of the last delete (its snackbar's label). */
  readonly result: LogbookResultCode | null;
}

/** Input of `deleteEntries` (deleteLogbookEntries). */
export interface DeleteEntriesRequest {
  readonly organisationId: string;
  readonly ids: readonly string[];
}

export type LogbookDeleteEvent =
  | { readonly type: 'user.deleteSelected'; readonly organisationId: string; readonly ids: readonly string[] }
  | { readonly type: 'user.confirmDelete' }
  | { readonly type: 'user.cancelDelete' }
  | { readonly type: 'user.dismissSnackbar' };

/** Emitted after a delete answered: `success` clears the selection; either way the list reloads. */
export interface EntriesDeleted {
  readonly type: 'entriesDeleted';
  readonly success: boolean;
}

/** Tags: `confirming` (the confirm-delete dialog), `busy`, `snackbar`. */
export type LogbookDeleteTag = 'confirming' | 'busy' | 'snackbar';

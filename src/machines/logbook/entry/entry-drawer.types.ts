import type { ApiFailure } from '../../../api/api-failure';
import type { Language } from '../../../api/contract/accounts.contract';
import type { LogbookEntry } from '../../../api/contract/logbook-entry.contract';
import type { EntryForm, FormIssue } from './entry-form.types';

/**
 * The public interface of the entry drawer machine: one logbook entry from opening the drawer to
 * closing it (spec 001 §2 side drawer, §4 entry status values, §5 form and sending rules).
 */

/**
 * Entry status values (spec 001 §4). The server knows created and finalized; the client adds newEntry
 * (not on the server yet), unknownEntry (the server no longer knows it; recreate), error (it could not
 * be loaded), unSynced (saved only locally, issue 8) and offlineMode (made while offline, issue 8).
 * `draft` is how a created entry is shown ("started").
 */
export type ClientEntryStatus =
  'newEntry' | 'created' | 'draft' | 'finalized' | 'unknownEntry' | 'error' | 'unSynced' | 'offlineMode';

/** The snackbar texts of the drawer (logbookEntry namespace, spec 001 §8). */
export type EntryNoticeKey =
  | 'labels.logbookEntrySaved'
  | 'labels.logbookEntrySavedLocally'
  | 'labels.logbookValidationError'
  | 'labels.restrictionsUnacknowledged'
  | 'labels.logbookServerError'
  | 'labels.logbookEntryFailedToSave'
  | 'labels.logbookEntryDeleted'
  | 'labels.logbookEntryDeleteFailed'
  | 'labels.logbookEntryFinalized'
  | 'labels.documentFailed';

export interface EntryNotice {
  readonly key: EntryNoticeKey;
  readonly tone: 'success' | 'error';
  /** The HTTP status of a failure, shown beside the text; null without one. */
  readonly status: number | null;
}

/** What the drawer machine knows. */
export interface EntryDrawerContext {
  readonly organisationId: string;
  /** The entry's id: the stored one, or the UUID made when the new entry was first made. */
  readonly entryId: string;
  readonly status: ClientEntryStatus;
  /** The server said it does not know the entry (err_unknown_entry): recreate it. */
  readonly unknownEntry: boolean;
  /** The entry is on the server: the next save is an update, else a create. */
  readonly onServer: boolean;
  readonly hasSignature: boolean;
  /** The entry as loaded (header facts the form does not hold); null for a new entry. */
  readonly entry: LogbookEntry | null;
  readonly form: EntryForm;
  /** The form changed since it was opened or last saved (asks before closing). */
  readonly dirty: boolean;
  /** Something was saved, finalised or deleted: the list must reload (`onClose(changed)`). */
  readonly changed: boolean;
  /** The vehicle's last recorded A1 (ISO), null when none or not known. */
  readonly lastA1: string | null;
  /** The form's problems at the last save or finalise attempt (kept up to date while shown). */
  readonly issues: readonly FormIssue[];
  readonly showIssues: boolean;
  /** The defects came from the newest entry (spec 001 §4 defect carry-over). */
  readonly carriedDefects: boolean;
  /** The signature image of a signed entry, once loaded. */
  readonly signature: Blob | null;
  /** The failure of the last call; cleared by the next success. */
  readonly failure: ApiFailure | null;
  /**
   * The last save was refused by the device store for lack of space (quota, issue 8): the drawer shows
   * it until a save succeeds. Nothing stored before is lost; the form keeps the changes.
   */
  readonly storageFull: boolean;
  /** The last notice (the `notice` child shows it for 3 s). */
  readonly notice: EntryNotice | null;
  /** The language of the PDF document. */
  readonly language: Language;
}

/** What the screen hands in. */
export interface EntryDrawerInput {
  readonly organisationId: string;
  readonly vehicleId: number | null;
  /** The entry to open; null makes a new one. */
  readonly entryId: string | null;
  /** The id of a new entry (tests and stories); the app leaves it out: `crypto.randomUUID()`. */
  readonly newEntryId?: string;
  /**
   * A new entry's unsaved form kept locally (issue 8's store): the drawer opens with it, as modified.
   * Ignored for a stored entry (the server's copy is loaded).
   */
  readonly draft?: EntryForm;
  /** The form's language, for the PDF document. */
  readonly language: Language;
}

/** What `loadEntry` answers. */
export interface LoadedEntry {
  readonly entry: LogbookEntry;
  /** The last A1 of the vehicle (editable entries only; null otherwise). */
  readonly lastA1: string | null;
  /** The signature image of a signed entry, else null. */
  readonly signature: Blob | null;
}

/** What `prepareNew` answers: the newest entry of the vehicle and its last A1. */
export interface PreparedEntry {
  readonly newest: LogbookEntry | null;
  readonly lastA1: string | null;
}

/** What the `finalize` child answers (see entry-finalize.machine.ts). */
export type FinalizeOutcome =
  | { readonly outcome: 'finalized'; readonly savedLocally: boolean }
  | { readonly outcome: 'cancelled' }
  | { readonly outcome: 'failed'; readonly failure: ApiFailure; readonly onServer: boolean };

/** Events, named by who speaks. */
export type EntryDrawerEvent =
  /** Any change of the form: the whole new form (the view builds it). */
  | { readonly type: 'user.edit'; readonly form: EntryForm }
  /** Save without signature (the entry stays editable). */
  | { readonly type: 'user.save' }
  /** Open the finalise flow (signature and the two confirmations), after the strict check passes. */
  | { readonly type: 'user.finalize' }
  | { readonly type: 'user.delete' }
  | { readonly type: 'user.confirmDelete' }
  | { readonly type: 'user.cancelDelete' }
  /** Close the drawer; a modified form asks first. */
  | { readonly type: 'user.close' }
  /** The unsaved-changes question: yes, close and drop the changes. */
  | { readonly type: 'user.discardChanges' }
  /** The unsaved-changes question: no, keep editing. */
  | { readonly type: 'user.keepEditing' }
  /** Recreate an unknown entry: status newEntry, the unknown flag cleared. */
  | { readonly type: 'user.recreate' }
  | { readonly type: 'user.dismissDefectNotice' }
  | { readonly type: 'user.downloadDocument' }
  | { readonly type: 'user.retry' };

/**
 * Tags:
 * - `loading`: the entry or the new entry's facts are loading
 * - `editable`: the form can be changed and saved
 * - `readOnly`: finalised or signed (no form controls)
 * - `loadFailed`: the entry could not be loaded (retry or close)
 * - `saving` / `deleting` / `downloading`: a call is running
 * - `syncing`: saved on the device while a sync ran ("sync in progress", spec 001 §4 Save outcomes);
 *   the sync status is checked every 1 s until it is done, then saved, saved locally or the error shows
 * - `finalizing`: the signature modal and its confirmations (the `finalize` child) are up
 * - `defectNotice`, `confirmDelete`, `confirmClose`: that modal shows
 * - `unknown`: the server does not know the entry (recreate or close)
 * - `closing`: finalised, the drawer closes after 0.7 s
 * - `closed`: the drawer is done (`context.changed` says whether the list must reload)
 * The snackbar is the `notice` child (entry-notice.machine.ts): it shows `context.notice` 3 s.
 */
export type EntryDrawerTag =
  | 'loading'
  | 'editable'
  | 'readOnly'
  | 'loadFailed'
  | 'saving'
  | 'deleting'
  | 'downloading'
  | 'syncing'
  | 'finalizing'
  | 'defectNotice'
  | 'confirmDelete'
  | 'confirmClose'
  | 'unknown'
  | 'closing'
  | 'closed';

/** Spec 001 §9 timers. */
export const ENTRY_TIMING = {
  /** The drawer closes this long after finalising. */
  closeAfterFinalizeMs: 700,
  /** The defect-notice modal appears this long after a carry-over. */
  defectNoticeDelayMs: 300,
  /** Snackbar default. */
  noticeMs: 3000,
  /** The sync-status check of a save that met a running sync (spec 001 §9: sync-status poll 1 s). */
  syncStatusPollMs: 1000,
} as const;

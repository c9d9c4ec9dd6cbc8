import { failureStatus, type ApiFailure } from '../../../api/api-failure';
import type { LogbookResultCode } from '../../../api/contract/errors.contract';
import type { LogbookEntry } from '../../../api/contract/logbook-entry.contract';
import { logbookEntryAsCreate } from '../../../api/contract/logbook-sections';
import type { SyncResult } from '../../../api/contract/logbook-sync.contract';
import type {
  LastPushResult,
  LocalEntry,
  LocalEntryDraft,
  LocalEntryState,
} from '../../../api/offline/logbook-offline-store';
import type {
  DeleteQueueItem,
  SaveQueueItem,
  SyncFailure,
  SyncItemOutcome,
  SyncItemReport,
} from './logbook-sync.types';

/**
 * What one push result does to the device's copy (issue 8; spec 001 §4 Offline and sync, Deletion;
 * §8). Pure: the sync actor writes what these answer to the store.
 */

/** An entry's result: write `next` (null: remove it) and report, or push it once more in this sync. */
export type SaveSettlement =
  | { readonly kind: 'settle'; readonly next: LocalEntryDraft | null; readonly report: SyncItemReport }
  | { readonly kind: 'requeue'; readonly item: SaveQueueItem };

/** A deletion's result: `keep` it with that result, or forget it (null), and report. */
export interface DeletionSettlement {
  readonly keep: LastPushResult | null;
  readonly report: SyncItemReport;
}

/** The entry as the store takes it back (it sets revision and savedAt itself). */
export const draftOf = ({ revision: _revision, savedAt: _savedAt, ...draft }: LocalEntry): LocalEntryDraft =>
  draft;

const reportOf = (
  logbookEntryId: string,
  kind: 'save' | 'delete',
  resultCode: LogbookResultCode,
  status: number,
  outcome: SyncItemOutcome,
  conflictOverwritten = false,
): SyncItemReport => ({ logbookEntryId, kind, resultCode, status, outcome, conflictOverwritten });

const lastResultOf = (result: SyncResult): LastPushResult => ({
  resultCode: result.resultCode,
  status: result.status,
  ...(result.issues === undefined ? {} : { issues: result.issues }),
});

/** The server's copy replaces the device's: synced (or still to finalise when it carries a signature). */
const fromServer = (local: LocalEntry, server: LogbookEntry): LocalEntryDraft => ({
  ...draftOf(local),
  vehicleId: server.header.vehicleIdRef,
  entry: logbookEntryAsCreate(server),
  baseVersion: server.version,
  server,
  // Saved but not finalised although signed (the server skipped it): finalise at the next sync.
  state: local.signatureImage === null ? 'synced' : 'unsynced',
  pushAttempted: local.signatureImage !== null,
  lastResult: null,
});

/** Kept on the device in `state` with the result, marked as pushed (its answer may be wrong or lost). */
const keptAs = (local: LocalEntry, state: LocalEntryState, lastResult: LastPushResult): LocalEntryDraft => ({
  ...draftOf(local),
  state,
  pushAttempted: true,
  lastResult,
});

/**
 * An entry's result: saved → the server's copy; finalised or already finalised → gone; a conflict on a
 * draft → pushed again on the server's version (the later save wins), a finalised one → gone; unknown
 * entry → unknownEntry (recreate offered); validation, forbidden → error, kept for the user (after a
 * refused finalisation the saved draft's version is taken); server error → unsynced, retried.
 */
export const settleSave = (item: SaveQueueItem, result: SyncResult): SaveSettlement => {
  const local = item.entry;
  const id = local.logbookEntryId;
  const settle = (next: LocalEntryDraft | null, outcome: SyncItemOutcome, code = result.resultCode) => ({
    kind: 'settle' as const,
    next,
    report: {
      ...reportOf(id, 'save', code, result.status, outcome, item.conflictRetry),
      ...(result.issues === undefined ? {} : { issues: result.issues }),
    },
  });
  const retry = () => settle(keptAs(local, 'unsynced', lastResultOf(result)), 'retry');
  switch (result.resultCode) {
    case 'successfully_saved':
      return result.entry === null
        ? retry()
        : settle(fromServer(local, result.entry), local.signatureImage === null ? 'done' : 'retry');
    case 'successfully_finalized':
      return settle(null, 'done');
    case 'err_already_finalized':
      return settle(null, 'dropped');
    case 'err_version_conflict':
      if (result.entry?.header.status === 'finalized') return settle(null, 'dropped');
      if (result.entry === null || item.conflictRetry) return retry();
      return {
        kind: 'requeue',
        item: { kind: 'save', entry: local, baseVersion: result.entry.version, conflictRetry: true },
      };
    case 'err_unknown_entry':
      return settle(keptAs(local, 'unknownEntry', lastResultOf(result)), 'refused');
    case 'err_validation':
    case 'err_forbidden_request':
      return settle(
        {
          ...keptAs(local, 'error', lastResultOf(result)),
          baseVersion: result.entry?.version ?? local.baseVersion,
          server: result.entry ?? local.server,
        },
        'refused',
      );
    default:
      return result.resultCode === 'err_server' || result.status >= 500 || result.status === 0
        ? retry()
        : settle(keptAs(local, 'error', lastResultOf(result)), 'refused');
  }
};

/**
 * A deletion's result (spec 001 §4 Deletion): deleted or unknown entry → done; forbidden (403) →
 * dropped, reported err_forbidden_request; already finalised → dropped; 401 → kept
 * (new_login_required), retried after the next login; anything else → kept as err_unknown.
 */
export const settleDeletion = (item: DeleteQueueItem, result: SyncResult): DeletionSettlement => {
  const id = item.deletion.logbookEntryId;
  const code = result.resultCode;
  if (code === 'successfully_deleted' || code === 'only_deleted_locally' || code === 'err_unknown_entry')
    return { keep: null, report: reportOf(id, 'delete', 'successfully_deleted', result.status, 'done') };
  if (code === 'err_forbidden_request' || result.status === 403)
    return {
      keep: null,
      report: reportOf(id, 'delete', 'err_forbidden_request', result.status, 'dropped'),
    };
  if (code === 'err_already_finalized')
    return { keep: null, report: reportOf(id, 'delete', code, result.status, 'dropped') };
  const kept: LogbookResultCode =
    code === 'new_login_required' || result.status === 401 ? 'new_login_required' : 'err_unknown';
  return {
    keep: { resultCode: kept, status: result.status },
    report: reportOf(id, 'delete', kept, result.status, 'retry'),
  };
};

/**
 * A push that failed as a whole: 401 → new_login_required (retried after the next login); 5xx →
 * err_server; no answer (or one that does not match the contract) → err_unknown with status 0.
 */
export const pushFailureOf = (failure: ApiFailure): SyncFailure => {
  const status = failureStatus(failure) ?? 0;
  if (status === 401) return { status, resultCode: 'new_login_required' };
  if (status === 403) return { status, resultCode: 'err_forbidden_request' };
  if (status === 404) return { status, resultCode: 'err_unknown_organisation' };
  return { status, resultCode: status >= 500 ? 'err_server' : 'err_unknown' };
};

/**
 * An entry of a push that failed as a whole: kept as unsynced. Unless the server refused the caller
 * (401, 403, 404: nothing was applied), the push may have reached it, so it counts as attempted.
 */
export const settleSaveUnanswered = (item: SaveQueueItem, failure: SyncFailure): SaveSettlement => {
  const local = item.entry;
  const refusedCaller = failure.status === 401 || failure.status === 403 || failure.status === 404;
  return {
    kind: 'settle',
    next: {
      ...draftOf(local),
      state: 'unsynced',
      pushAttempted: local.pushAttempted || !refusedCaller,
      lastResult: { resultCode: failure.resultCode, status: failure.status },
    },
    report: reportOf(local.logbookEntryId, 'save', failure.resultCode, failure.status, 'retry'),
  };
};

/** A deletion of a push that failed as a whole: kept with the push's result. */
export const settleDeletionUnanswered = (
  item: DeleteQueueItem,
  failure: SyncFailure,
): DeletionSettlement => ({
  keep: { resultCode: failure.resultCode, status: failure.status },
  report: reportOf(item.deletion.logbookEntryId, 'delete', failure.resultCode, failure.status, 'retry'),
});

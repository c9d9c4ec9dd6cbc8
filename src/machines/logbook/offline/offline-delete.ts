import type { LogbookResultCode } from '../../../api/contract/errors.contract';
import type { LogbookOfflineStore } from '../../../api/offline/logbook-offline-store';
import type { DeleteEntriesRequest } from '../list/logbook-delete.types';
import type { EntryAuthor } from './local-entry';
import { syncOnline, type ItemSettled, type SyncPort } from './sync-port';

const SUCCESS: ReadonlySet<LogbookResultCode> = new Set([
  'successfully_deleted',
  'only_deleted_locally',
  // The server does not have it (spec 001 §4 Deletion: treated as deleted).
  'err_unknown_entry',
]);

/**
 * The overall result of deleting several entries (spec 001 §4 Deletion): success when every one is
 * gone (on the server, or only on the device when it never reached it), the one failure's code when
 * one failed, err_multiple_error_occurred when several did. No answer yet (offline, the sync could not
 * finish) keeps the deletion queued: only deleted locally for now.
 */
export const overallDeleteResult = (settled: readonly (ItemSettled | null)[]): LogbookResultCode => {
  const failures = settled.filter((s): s is ItemSettled => s !== null && !SUCCESS.has(s.resultCode));
  if (failures.length > 1) return 'err_multiple_error_occurred';
  if (failures[0] !== undefined) return failures[0].resultCode;
  return settled.every((s) => s !== null) ? 'successfully_deleted' : 'only_deleted_locally';
};

export interface OfflineDeleteDeps {
  readonly store: LogbookOfflineStore;
  readonly sync: SyncPort;
  readonly author: () => EntryAuthor | null;
}

/**
 * Delete selected entries through the device (issue 8): marked in the store in one transaction
 * (removed from the device's entries, queued for the server), then pushed by the sync actor; online,
 * the call waits for every queued id's outcome.
 */
export const createOfflineDeleteEntries =
  (deps: OfflineDeleteDeps) =>
  async ({ organisationId, ids }: DeleteEntriesRequest, signal: AbortSignal): Promise<LogbookResultCode> => {
    const author = deps.author();
    if (author === null) return 'new_login_required';
    const { queued } = await deps.store.markDeleted({ accountId: author.accountId, organisationId }, ids);
    if (queued.length === 0 || !syncOnline(deps.sync)) return 'only_deleted_locally';
    const outcomes = Promise.all(queued.map((id) => deps.sync.settled(id, signal)));
    deps.sync.request('delete');
    return overallDeleteResult(await outcomes);
  };

import { DELETIONS, ENTRIES, entryKey } from './idb-schema';
import { deleteRecord, getRecord, putRecord } from './idb-transaction';
import type { LastPushResult, LocalEntry, PendingDeletion, StoreScope } from './logbook-offline-store';
import type { StoreCore } from './store-core';

/** The server may hold it: it was pushed (perhaps without an answer), confirmed, or seen there. */
const serverMayHave = (entry: LocalEntry) =>
  entry.pushAttempted || entry.baseVersion !== null || entry.server !== null;

/**
 * Marks entries deleted in one transaction (spec 001 §4 Deletion): each leaves the entries; one the
 * server may have, or one not held here at all, joins the deletions; one never pushed is only deleted
 * locally. An id marked twice keeps its first mark (and the result of its last push).
 */
export const markDeleted = (
  core: StoreCore,
  scope: StoreScope,
  logbookEntryIds: readonly string[],
): Promise<{ readonly deletedLocally: readonly string[]; readonly queued: readonly string[] }> =>
  core.write('mark the entries deleted', scope, [ENTRIES, DELETIONS], async (tx) => {
    const deletedLocally: string[] = [];
    const queued: string[] = [];
    const markedAt = core.nowIso();
    for (const id of new Set(logbookEntryIds)) {
      const key = entryKey(scope, id);
      const entry = await getRecord<LocalEntry>(tx, ENTRIES, key);
      if (entry) await deleteRecord(tx, ENTRIES, key);
      if (entry && !serverMayHave(entry)) {
        deletedLocally.push(id);
        continue;
      }
      queued.push(id);
      const existing = await getRecord<PendingDeletion>(tx, DELETIONS, key);
      if (!existing) {
        await putRecord(tx, DELETIONS, {
          accountId: scope.accountId,
          organisationId: scope.organisationId,
          logbookEntryId: id,
          markedAt,
          lastResult: null,
        } satisfies PendingDeletion);
      }
    }
    return { result: { deletedLocally, queued }, changed: deletedLocally.length + queued.length > 0 };
  });

/** A deletion's outcome: `null` removes it (done), a result keeps it with that result. */
export const settleDeletion = (
  core: StoreCore,
  scope: StoreScope,
  logbookEntryId: string,
  keep: LastPushResult | null,
): Promise<void> =>
  core.write('keep the deletion result', scope, [DELETIONS], async (tx) => {
    const key = entryKey(scope, logbookEntryId);
    const existing = await getRecord<PendingDeletion>(tx, DELETIONS, key);
    if (!existing) return { result: undefined, changed: false };
    if (keep) {
      await putRecord(tx, DELETIONS, { ...existing, lastResult: keep } satisfies PendingDeletion);
    } else {
      await deleteRecord(tx, DELETIONS, key);
    }
    return { result: undefined, changed: true };
  });

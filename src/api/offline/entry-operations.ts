import { DELETIONS, ENTRIES, META, entryKey, type StoreName } from './idb-schema';
import { deleteRecord, getRecord, putRecord, scopeRecords } from './idb-transaction';
import {
  OfflineStoreError,
  type EntrySettlement,
  type LocalEntry,
  type LocalEntryDraft,
  type OfflineSnapshot,
  type PendingDeletion,
  type StoreScope,
} from './logbook-offline-store';
import { nextRevision, readMeta, type StoreCore } from './store-core';

const ALL: readonly StoreName[] = [ENTRIES, DELETIONS, META];

const scopeOf = (record: StoreScope): StoreScope => ({
  accountId: record.accountId,
  organisationId: record.organisationId,
});

/** Entries, deletions and the last sync time of one scope, read in one transaction (one consistent view). */
export const readSnapshot = (core: StoreCore, scope: StoreScope): Promise<OfflineSnapshot> =>
  core.read('read the device logbook', ALL, async (tx) => {
    const [entries, deletions, meta] = await Promise.all([
      scopeRecords<LocalEntry>(tx, ENTRIES, scope),
      scopeRecords<PendingDeletion>(tx, DELETIONS, scope),
      readMeta(tx, scope),
    ]);
    return { entries, deletions, lastSyncedAt: meta.lastSyncedAt };
  });

/** Creates or replaces an entry with a new revision and the device time. */
export const saveEntry = (core: StoreCore, draft: LocalEntryDraft): Promise<LocalEntry> =>
  core.write('save the entry on this device', scopeOf(draft), [ENTRIES, META], async (tx) => {
    const previous = await getRecord<LocalEntry>(tx, ENTRIES, entryKey(draft, draft.logbookEntryId));
    const revision = await nextRevision(tx, draft, previous?.revision);
    const entry: LocalEntry = { ...draft, revision, savedAt: core.nowIso() };
    await putRecord(tx, ENTRIES, entry);
    return { result: entry, changed: true };
  });

/**
 * Push outcomes, each applied only if its entry is still at the pushed revision (compare-and-set), all
 * in one transaction: listeners hear of one change, not one per entry. A settled copy keeps that
 * revision and its savedAt: it is not a new local save.
 */
export const settleEntries = (
  core: StoreCore,
  scope: StoreScope,
  settlements: readonly EntrySettlement[],
): Promise<readonly boolean[]> => {
  const foreign = settlements.find(
    ({ logbookEntryId, next }) =>
      next &&
      (next.accountId !== scope.accountId ||
        next.organisationId !== scope.organisationId ||
        next.logbookEntryId !== logbookEntryId),
  );
  if (foreign) {
    return Promise.reject(
      new OfflineStoreError(
        'failed',
        `A push result for ${foreign.logbookEntryId} names another entry or scope`,
      ),
    );
  }
  if (settlements.length === 0) return Promise.resolve([]);
  return core.write('keep the sync result on this device', scope, [ENTRIES], async (tx) => {
    const applied: boolean[] = [];
    for (const { logbookEntryId, pushedRevision, next } of settlements) {
      const key = entryKey(scope, logbookEntryId);
      const current = await getRecord<LocalEntry>(tx, ENTRIES, key);
      if (!current || current.revision !== pushedRevision) {
        applied.push(false);
        continue;
      }
      if (next) {
        await putRecord(tx, ENTRIES, {
          ...next,
          revision: current.revision,
          savedAt: current.savedAt,
        } satisfies LocalEntry);
      } else {
        await deleteRecord(tx, ENTRIES, key);
      }
      applied.push(true);
    }
    return { result: applied, changed: applied.includes(true) };
  });
};

/** One push outcome (see settleEntries). */
export const settleEntry = async (
  core: StoreCore,
  scope: StoreScope,
  logbookEntryId: string,
  pushedRevision: number,
  next: LocalEntryDraft | null,
): Promise<boolean> =>
  (await settleEntries(core, scope, [{ logbookEntryId, pushedRevision, next }]))[0] === true;

/** Sets when the last sync of the scope finished without a retryable failure. */
export const setLastSyncedAt = (core: StoreCore, scope: StoreScope, at: string): Promise<void> =>
  core.write('keep the last sync time', scope, [META], async (tx) => {
    const meta = await readMeta(tx, scope);
    await putRecord(tx, META, { ...meta, lastSyncedAt: at });
    return { result: undefined, changed: true };
  });

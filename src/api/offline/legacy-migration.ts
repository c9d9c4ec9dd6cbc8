import {
  DELETIONS,
  ENTRIES,
  LEGACY,
  META,
  entryKey,
  type LegacyRecord,
  type LegacySource,
} from './idb-schema';
import { getRecord, putRecord } from './idb-transaction';
import { decodeLegacyDeletions, decodeLegacyEntries, type LegacyRejected } from './legacy-decode';
import {
  OfflineStoreError,
  type LocalEntry,
  type PendingDeletion,
  type StoreScope,
} from './logbook-offline-store';
import { nextRevision, type StoreCore } from './store-core';
import { stableDigest } from './stable-id';

/** The spec's localStorage keys (spec 001 §3 Local storage). */
export const LEGACY_ENTRIES_KEY: LegacySource = 'unsavedLogbookItems';
export const LEGACY_DELETIONS_KEY: LegacySource = 'logbookItemsToDelete';

const readKey = (storage: Storage, key: LegacySource): string | null => {
  try {
    return storage.getItem(key);
  } catch (error) {
    throw new OfflineStoreError('failed', `Could not read localStorage ${key}`, { cause: error });
  }
};

/**
 * Takes over what the old client left in localStorage, in one transaction: entries and deletions that
 * decode join this scope, what does not decode is kept in `legacy` with its raw text. Only what is not
 * there yet is added (an id already held keeps its newer local state; a deletion wins over an entry of
 * the same id), so running it again never duplicates. The keys are removed only after the commit, and
 * only if they still hold what was read.
 */
export const migrateLegacy = async (
  core: StoreCore,
  scope: StoreScope,
  storage: Storage,
): Promise<{ readonly entries: number; readonly deletions: number }> => {
  const rawEntries = readKey(storage, LEGACY_ENTRIES_KEY);
  const rawDeletions = readKey(storage, LEGACY_DELETIONS_KEY);
  if (rawEntries === null && rawDeletions === null) return { entries: 0, deletions: 0 };

  const seed = `${scope.accountId}\n${scope.organisationId}`;
  const entries = rawEntries === null ? null : decodeLegacyEntries(rawEntries, seed);
  const deletions = rawDeletions === null ? null : decodeLegacyDeletions(rawDeletions);
  const deletedIds = new Set(deletions?.items ?? []);
  const rejected: LegacyRejected[] = [...(entries?.rejected ?? []), ...(deletions?.rejected ?? [])];

  const counts = await core.write(
    'take over the entries of the old client',
    scope,
    [ENTRIES, DELETIONS, META, LEGACY],
    async (tx) => {
      const now = core.nowIso();
      let addedEntries = 0;
      let addedDeletions = 0;
      for (const item of entries?.items ?? []) {
        const key = entryKey(scope, item.logbookEntryId);
        if (deletedIds.has(item.logbookEntryId) || (await getRecord(tx, ENTRIES, key))) continue;
        if (await getRecord(tx, DELETIONS, key)) continue;
        const entry: LocalEntry = {
          ...item,
          accountId: scope.accountId,
          organisationId: scope.organisationId,
          lastResult: null,
          savedAt: now,
          revision: await nextRevision(tx, scope),
          server: null,
        };
        await putRecord(tx, ENTRIES, entry);
        addedEntries += 1;
      }
      for (const id of deletedIds) {
        const key = entryKey(scope, id);
        if (await getRecord(tx, DELETIONS, key)) continue;
        const deletion: PendingDeletion = {
          accountId: scope.accountId,
          organisationId: scope.organisationId,
          logbookEntryId: id,
          markedAt: now,
          lastResult: null,
        };
        await putRecord(tx, DELETIONS, deletion);
        addedDeletions += 1;
      }
      for (const { source, raw, reason } of rejected) {
        const record: LegacyRecord = {
          accountId: scope.accountId,
          organisationId: scope.organisationId,
          source,
          digest: stableDigest(raw),
          raw,
          reason,
          keptAt: now,
        };
        if (await getRecord(tx, LEGACY, [scope.accountId, scope.organisationId, source, record.digest]))
          continue;
        await putRecord(tx, LEGACY, record);
      }
      const result = { entries: addedEntries, deletions: addedDeletions };
      return { result, changed: addedEntries + addedDeletions > 0 };
    },
  );

  for (const [key, raw] of [
    [LEGACY_ENTRIES_KEY, rawEntries],
    [LEGACY_DELETIONS_KEY, rawDeletions],
  ] as const) {
    try {
      if (raw !== null && storage.getItem(key) === raw) storage.removeItem(key);
    } catch {
      // Left in place: the next run finds everything already taken over and adds nothing.
    }
  }
  return counts;
};

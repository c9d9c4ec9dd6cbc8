import { SYNC_PUSH_MAX_BYTES, type SyncItem } from '../../../api/contract/logbook-sync.contract';
import type { OfflineSnapshot, StoreScope } from '../../../api/offline/logbook-offline-store';
import type { BatchOutcome, SyncQueueItem, SyncReason, SyncSession, SyncTally } from './logbook-sync.types';

/** What a sync pushes and how it counts (issue 8; spec 001 §4 Offline and sync). Pure. */

/** The store scope of a session: logged in with the profile, an account and an organisation. */
export const scopeOf = (session: SyncSession): StoreScope | null =>
  session.ready && session.accountId !== null && session.organisationId !== null
    ? { accountId: session.accountId, organisationId: session.organisationId }
    : null;

export const sameScope = (a: StoreScope | null, b: StoreScope | null): boolean =>
  a?.accountId === b?.accountId && a?.organisationId === b?.organisationId;

/**
 * What one sync pushes, oldest first: entries with a vehicle reference that are saved locally or
 * unsynced (error and unknownEntry wait for the user; synced ones are the server's), then deletions.
 */
export const queueOf = (snapshot: OfflineSnapshot): SyncQueueItem[] => [
  ...snapshot.entries
    .filter((e) => e.vehicleId !== null && (e.state === 'savedLocally' || e.state === 'unsynced'))
    .toSorted((a, b) => a.savedAt.localeCompare(b.savedAt))
    .map((entry): SyncQueueItem => ({
      kind: 'save',
      entry,
      baseVersion: entry.baseVersion,
      conflictRetry: false,
    })),
  ...snapshot.deletions
    .toSorted((a, b) => a.markedAt.localeCompare(b.markedAt))
    .map((deletion): SyncQueueItem => ({ kind: 'delete', deletion })),
];

/** Work not on the server yet: entries in any state but synced, plus deletions. */
export const pendingCountOf = (
  snapshot: Pick<OfflineSnapshot, 'entries'> & { readonly deletions: readonly unknown[] },
): number => snapshot.entries.filter((e) => e.state !== 'synced').length + snapshot.deletions.length;

export const idOf = (item: SyncQueueItem): string =>
  item.kind === 'save' ? item.entry.logbookEntryId : item.deletion.logbookEntryId;

/**
 * The item as pushed (spec: create by the client's id or update of `baseVersion`, then finalise), with
 * the time of the device's last save: a restriction attached after it does not hold the entry back.
 */
export const syncItemOf = (item: SyncQueueItem): SyncItem =>
  item.kind === 'delete'
    ? { kind: 'delete', logbookEntryId: item.deletion.logbookEntryId }
    : {
        kind: 'save',
        logbookEntryId: item.entry.logbookEntryId,
        baseVersion: item.baseVersion,
        entry: item.entry.entry,
        writtenAt: item.entry.savedAt,
        ...(item.entry.signatureImage === null ? {} : { signatureImage: item.entry.signatureImage }),
        ...(item.entry.signatureImage !== null && item.entry.typedSignature
          ? { typedSignature: item.entry.typedSignature }
          : {}),
      };

export const NO_TALLY: SyncTally = { pushed: 0, failed: 0, retryable: false };

/** The tally after one push. */
export const tallyAfter = (tally: SyncTally, outcome: BatchOutcome): SyncTally => ({
  pushed: tally.pushed + outcome.reports.filter((r) => r.outcome === 'done').length,
  failed: tally.failed + outcome.reports.filter((r) => r.outcome !== 'done').length,
  retryable:
    tally.retryable ||
    outcome.failure !== null ||
    outcome.stale ||
    outcome.reports.some((r) => r.outcome === 'retry'),
});

/** About how many bytes an item adds to a push's body. */
const itemBytes = (item: SyncQueueItem): number =>
  item.kind === 'delete'
    ? 100
    : 300 + JSON.stringify(item.entry.entry).length + (item.entry.signatureImage?.length ?? 0);

/**
 * How many items from the head of the queue go in the next push: at most `batchSize`, and no more
 * than fit in SYNC_PUSH_MAX_BYTES (signatures make entries large); at least one.
 */
export const batchLength = (queue: readonly SyncQueueItem[], batchSize: number): number => {
  let bytes = 0;
  let length = 0;
  for (const item of queue.slice(0, batchSize)) {
    bytes += itemBytes(item);
    if (length > 0 && bytes > SYNC_PUSH_MAX_BYTES) break;
    length += 1;
  }
  return length;
};

/** The next push: the head of the queue (see batchLength). */
export const nextBatch = (queue: readonly SyncQueueItem[], batchSize: number): readonly SyncQueueItem[] =>
  queue.slice(0, batchLength(queue, batchSize));

/** The queue after one push of the next batch: what met a conflict goes first. */
export const queueAfter = (
  queue: readonly SyncQueueItem[],
  batchSize: number,
  outcome: BatchOutcome,
): readonly SyncQueueItem[] => [...outcome.requeue, ...queue.slice(batchLength(queue, batchSize))];

/**
 * The reason of the follow-up run when several requests arrive during a sync: 'online' wins (its
 * success snackbar must not get lost), else the latest.
 */
export const nextAgain = (again: SyncReason | null, reason: SyncReason): SyncReason =>
  again === 'online' ? 'online' : reason;

/** Show labels.logbookUnsavedEntriesSynced: the connection came back and something reached the server. */
export const announces = (reason: SyncReason, tally: SyncTally): boolean =>
  reason === 'online' && tally.pushed > 0;

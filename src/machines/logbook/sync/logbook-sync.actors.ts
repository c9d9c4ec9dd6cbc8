import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { callAuth, type ApiClient } from '../../../api/api-client';
import { toApiFailure } from '../../../api/api-failure';
import { syncLogbookEntries, type SyncResult } from '../../../api/contract/logbook-sync.contract';
import type {
  EntrySettlement,
  LogbookOfflineStore,
  StoreScope,
} from '../../../api/offline/logbook-offline-store';
import type { RestrictionOfflineStore } from '../../../api/offline/restriction-offline-store';
import { sendQueuedAcknowledgements } from '../../restrictions/restriction-offline';
import type { LogbookSyncActors } from './logbook-sync.actor-defaults';
import { idOf, pendingCountOf, queueOf, sameScope, syncItemOf } from './logbook-sync.queue';
import {
  draftOf,
  pushFailureOf,
  settleDeletion,
  settleDeletionUnanswered,
  settleSave,
  settleSaveUnanswered,
} from './logbook-sync.rules';
import {
  LOGBOOK_SYNC_LOCK,
  type BatchOutcome,
  type StoreChanged,
  type SyncFailure,
  type SyncItemReport,
  type SyncQueueItem,
} from './logbook-sync.types';
import type { SyncLockManager } from './sync-lock-manager';

/** What the sync's real actors work with (the composition root hands them in). */
export interface LogbookSyncDeps {
  /** The device store (IndexedDB in the app). */
  readonly store: LogbookOfflineStore;
  readonly api: ApiClient;
  /** Read at call time, so a refreshed token is used. */
  readonly getAccessToken: () => string | null;
  /** `navigator.locks` (or `createMemoryLockManager()` where it is missing). */
  readonly locks: SyncLockManager;
  /** The clock of lastSyncedAt, in ms. */
  readonly now: () => number;
  /**
   * Restriction acknowledgements made offline (issue 30 §2): sent before the entries of each push,
   * so the server, which refuses an entry while its author has not acknowledged, accepts them.
   */
  readonly restrictionAcks?: RestrictionOfflineStore;
  /**
   * `localStorage`, where the spec's client kept `unsavedLogbookItems` and `logbookItemsToDelete`:
   * taken over into the store once per scope when the watcher starts. Absent: nothing to take over.
   */
  readonly legacyStorage?: Storage;
}

const NO_ANSWER: SyncFailure = { status: 0, resultCode: 'err_unknown' };
const eligible = (state: string) => state === 'savedLocally' || state === 'unsynced';

/**
 * The batch as the store holds it now. Every entry is marked `pushAttempted` before it leaves (a crash
 * or a lost answer must not let a later deletion stay local while the server has the entry); an entry
 * saved meanwhile or no longer to push is left out and the run repeats (`stale`).
 */
const prepare = async (store: LogbookOfflineStore, scope: StoreScope, items: readonly SyncQueueItem[]) => {
  // One transaction for the whole batch: one change for the listeners (and the list), not one per entry.
  const marks = items.flatMap((item) =>
    item.kind !== 'save' || item.entry.pushAttempted
      ? []
      : [
          {
            logbookEntryId: item.entry.logbookEntryId,
            pushedRevision: item.entry.revision,
            next: { ...draftOf(item.entry), pushAttempted: true },
          },
        ],
  );
  const stale = (await store.settleEntries(scope, marks)).includes(false);
  const snapshot = await store.read(scope);
  const entries = new Map(snapshot.entries.map((e) => [e.logbookEntryId, e]));
  const deletions = new Set(snapshot.deletions.map((d) => d.logbookEntryId));
  const fresh = items.flatMap((item): SyncQueueItem[] => {
    if (item.kind === 'delete') return deletions.has(idOf(item)) ? [item] : [];
    const entry = entries.get(idOf(item));
    if (!entry || entry.vehicleId === null || !eligible(entry.state) || !entry.pushAttempted) return [];
    return [{ ...item, entry, baseVersion: item.conflictRetry ? item.baseVersion : entry.baseVersion }];
  });
  return { items: fresh, stale: stale || fresh.length < items.length };
};

/** Writes each item's settlement; answers what to report, what to push again, and whether one was stale. */
const settleAll = async (
  store: LogbookOfflineStore,
  scope: StoreScope,
  items: readonly SyncQueueItem[],
  resultOf: (item: SyncQueueItem) => SyncResult | null,
  failure: SyncFailure | null,
): Promise<Omit<BatchOutcome, 'failure'>> => {
  /** Each item's report in push order; a save's only once its settlement was applied. */
  const slots: (SyncItemReport | { readonly save: number; readonly report: SyncItemReport })[] = [];
  const saves: EntrySettlement[] = [];
  const requeue: SyncQueueItem[] = [];
  for (const item of items) {
    const result = failure === null ? resultOf(item) : null;
    const cause = failure ?? NO_ANSWER;
    if (item.kind === 'delete') {
      const settled = result ? settleDeletion(item, result) : settleDeletionUnanswered(item, cause);
      await store.settleDeletion(scope, idOf(item), settled.keep);
      slots.push(settled.report);
      continue;
    }
    const settled = result ? settleSave(item, result) : settleSaveUnanswered(item, cause);
    if (settled.kind === 'requeue') {
      requeue.push(settled.item);
      continue;
    }
    slots.push({ save: saves.length, report: settled.report });
    saves.push({ logbookEntryId: idOf(item), pushedRevision: item.entry.revision, next: settled.next });
  }
  // One transaction for the batch's entries (one change for the listeners and the list).
  const applied = await store.settleEntries(scope, saves);
  const reports = slots.flatMap((slot) =>
    !('save' in slot) ? [slot] : applied[slot.save] === true ? [slot.report] : [],
  );
  // An entry saved again on the device while it was pushed: that save wins, the follow-up run pushes it.
  return { reports, requeue, stale: applied.includes(false) };
};

/** The sync machine's actors over the store, the API, the lock manager and the clock. */
export const createLogbookSyncActors = (deps: LogbookSyncDeps): LogbookSyncActors => {
  const { store, api } = deps;
  const auth = (signal: AbortSignal) => callAuth(deps.getAccessToken(), signal);
  return {
    holdLock: fromCallback<EventObject, undefined>(({ sendBack }) => {
      let stopped = false;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      deps.locks
        .request(LOGBOOK_SYNC_LOCK, { ifAvailable: true }, async (lock) => {
          if (stopped) return;
          if (lock === null) return sendBack({ type: 'lock.unavailable' });
          sendBack({ type: 'lock.acquired' });
          await held;
        })
        .catch((error: unknown) => {
          console.warn('[logbook sync] the lock failed', error);
          if (!stopped) sendBack({ type: 'lock.unavailable' });
        });
      return () => {
        stopped = true;
        release();
      };
    }),
    watchStore: fromCallback<EventObject, StoreScope>(({ sendBack, input }) => {
      let stopped = false;
      let latest = 0;
      const count = () => {
        const ticket = (latest += 1);
        store.read(input).then(
          (snapshot) => {
            if (stopped || ticket !== latest) return;
            const changed: StoreChanged = {
              type: 'store.changed',
              pendingCount: pendingCountOf(snapshot),
              lastSyncedAt: snapshot.lastSyncedAt,
              device: {
                entries: snapshot.entries,
                deletionIds: snapshot.deletions.map((d) => d.logbookEntryId),
              },
            };
            sendBack(changed);
          },
          (error: unknown) => console.warn('[logbook sync] reading the store failed', error),
        );
      };
      // The spec's localStorage keys are taken over once, before the first count.
      const legacy = deps.legacyStorage;
      if (legacy === undefined) count();
      else
        store.migrateLegacy(input, legacy).then(count, (error: unknown) => {
          console.warn('[logbook sync] taking over the old local entries failed', error);
          count();
        });
      const unsubscribe = store.subscribe((scope) => {
        if (sameScope(scope, input)) count();
      });
      return () => {
        stopped = true;
        unsubscribe();
      };
    }),
    readQueue: fromPromise(async ({ input }) => queueOf(await store.read(input))),
    pushBatch: fromPromise(async ({ input: { scope, items }, signal }) => {
      const prepared = await prepare(store, scope, items);
      if (prepared.items.length === 0)
        return { reports: [], requeue: [], stale: prepared.stale, failure: null };
      let results: readonly SyncResult[];
      try {
        const acks = deps.restrictionAcks;
        if (acks) await sendQueuedAcknowledgements(api, auth, acks, scope, { signal });
        const answer = await api.call(syncLogbookEntries, {
          ...auth(signal),
          params: { organisationId: scope.organisationId },
          body: { items: prepared.items.map(syncItemOf) },
        });
        results = answer.results;
      } catch (error) {
        // Also when aborted: the push may have reached the server, so its items are kept as attempted.
        const failure = pushFailureOf(toApiFailure(error));
        const settled = await settleAll(store, scope, prepared.items, () => null, failure);
        return { ...settled, stale: settled.stale || prepared.stale, failure };
      }
      const byItem = new Map(results.map((r) => [`${r.kind}:${r.logbookEntryId}`, r]));
      const resultOf = (item: SyncQueueItem) => byItem.get(`${item.kind}:${idOf(item)}`) ?? null;
      const settled = await settleAll(store, scope, prepared.items, resultOf, null);
      return { ...settled, stale: settled.stale || prepared.stale, failure: null };
    }),
    finishRun: fromPromise(async ({ input: { scope, clean } }) => {
      if (!clean) return null;
      const at = new Date(deps.now()).toISOString();
      await store.setLastSyncedAt(scope, at);
      return at;
    }),
  };
};

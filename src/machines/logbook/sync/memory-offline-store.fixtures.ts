import type {
  LocalEntry,
  LocalEntryDraft,
  LogbookOfflineStore,
  OfflineSnapshot,
  PendingDeletion,
  StoreScope,
} from '../../../api/offline/logbook-offline-store';
import { logbookEntryAsCreate } from '../../../api/contract/logbook-sections';
import type { LogbookEntry } from '../../../api/contract/logbook-entry.contract';

/**
 * An in-memory `LogbookOfflineStore` for the sync's tests and stories (the app's is IndexedDB). It
 * keeps the interface's promises: revisions raised by every local save and only by those, settle
 * applied only on the pushed revision, deletions queued only when the server may have the entry,
 * listeners told after every change (asynchronously, as a BroadcastChannel would). One instance
 * shared by two machines is "one browser with two tabs". Not imported by the app.
 */
export interface MemoryOfflineStore extends LogbookOfflineStore {
  /** The scope's entry, or undefined (assertions). */
  entry(scope: StoreScope, logbookEntryId: string): LocalEntry | undefined;
  /** How many listeners are subscribed (a stopped watcher must unsubscribe). */
  listenerCount(): number;
}

interface ScopeData {
  readonly entries: Map<string, LocalEntry>;
  readonly deletions: Map<string, PendingDeletion>;
  lastSyncedAt: string | null;
}

const keyOf = (scope: StoreScope) => `${scope.accountId}\u0000${scope.organisationId}`;

export const createMemoryOfflineStore = (now: () => number = Date.now): MemoryOfflineStore => {
  const scopes = new Map<string, ScopeData>();
  const listeners = new Set<(scope: StoreScope) => void>();
  let revisions = 0;
  const dataOf = (scope: StoreScope): ScopeData => {
    const key = keyOf(scope);
    const existing = scopes.get(key);
    if (existing) return existing;
    const created: ScopeData = { entries: new Map(), deletions: new Map(), lastSyncedAt: null };
    scopes.set(key, created);
    return created;
  };
  const changed = (scope: StoreScope) => {
    const copy = { accountId: scope.accountId, organisationId: scope.organisationId };
    queueMicrotask(() => listeners.forEach((listener) => listener(copy)));
  };
  const iso = () => new Date(now()).toISOString();
  const settle = (
    scope: StoreScope,
    logbookEntryId: string,
    pushedRevision: number,
    next: LocalEntryDraft | null,
  ): boolean => {
    const { entries } = dataOf(scope);
    const current = entries.get(logbookEntryId);
    if (!current || current.revision !== pushedRevision) return false;
    // Not a local save: the revision stays, so an edit made meanwhile still wins over the push.
    if (next === null) entries.delete(logbookEntryId);
    else entries.set(logbookEntryId, { ...next, revision: current.revision, savedAt: current.savedAt });
    return true;
  };

  return {
    read: async (scope): Promise<OfflineSnapshot> => {
      const data = dataOf(scope);
      return {
        entries: [...data.entries.values()],
        deletions: [...data.deletions.values()],
        lastSyncedAt: data.lastSyncedAt,
      };
    },
    saveEntry: async (draft: LocalEntryDraft) => {
      revisions += 1;
      const stored: LocalEntry = { ...draft, revision: revisions, savedAt: iso() };
      dataOf(draft).entries.set(draft.logbookEntryId, stored);
      changed(draft);
      return stored;
    },
    settleEntry: async (scope, logbookEntryId, pushedRevision, next) => {
      const applied = settle(scope, logbookEntryId, pushedRevision, next);
      if (applied) changed(scope);
      return applied;
    },
    settleEntries: async (scope, settlements) => {
      const applied = settlements.map((s) => settle(scope, s.logbookEntryId, s.pushedRevision, s.next));
      if (applied.includes(true)) changed(scope);
      return applied;
    },
    markDeleted: async (scope, ids) => {
      const data = dataOf(scope);
      const deletedLocally: string[] = [];
      const queued: string[] = [];
      for (const id of ids) {
        const entry = data.entries.get(id);
        data.entries.delete(id);
        if (entry && !entry.pushAttempted && entry.baseVersion === null) {
          deletedLocally.push(id);
          continue;
        }
        data.deletions.set(id, { ...scope, logbookEntryId: id, markedAt: iso(), lastResult: null });
        queued.push(id);
      }
      changed(scope);
      return { deletedLocally, queued };
    },
    settleDeletion: async (scope, logbookEntryId, keep) => {
      const { deletions } = dataOf(scope);
      const current = deletions.get(logbookEntryId);
      if (!current) return;
      if (keep === null) deletions.delete(logbookEntryId);
      else deletions.set(logbookEntryId, { ...current, lastResult: keep });
      changed(scope);
    },
    cacheServerEntries: async (scope, openEntries, options) => {
      const { entries } = dataOf(scope);
      const isOpen = (e: LogbookEntry) => e.header.status !== 'finalized';
      const open = new Set(openEntries.filter(isOpen).map((e) => e.header.logbookEntryId));
      const finalised = new Set(openEntries.filter((e) => !isOpen(e)).map((e) => e.header.logbookEntryId));
      const complete = options?.complete !== false;
      for (const [id, entry] of entries)
        if (entry.state === 'synced' && (finalised.has(id) || (complete && !open.has(id))))
          entries.delete(id);
      for (const server of openEntries.filter(isOpen)) {
        const id = server.header.logbookEntryId;
        const local = entries.get(id);
        if (local && local.state !== 'synced') continue;
        revisions += 1;
        entries.set(id, {
          ...scope,
          logbookEntryId: id,
          vehicleId: server.header.vehicleIdRef,
          entry: logbookEntryAsCreate(server),
          baseVersion: server.version,
          signatureImage: null,
          state: 'synced',
          pushAttempted: false,
          lastResult: null,
          savedAt: iso(),
          revision: revisions,
          server,
        });
      }
      changed(scope);
    },
    setLastSyncedAt: async (scope, at) => {
      dataOf(scope).lastSyncedAt = at;
      changed(scope);
    },
    // The legacy localStorage keys are the IndexedDB store's concern; nothing to take over here.
    migrateLegacy: async () => ({ entries: 0, deletions: 0 }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    entry: (scope, logbookEntryId) => dataOf(scope).entries.get(logbookEntryId),
    listenerCount: () => listeners.size,
  };
};

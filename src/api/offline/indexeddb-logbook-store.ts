import { markDeleted, settleDeletion } from './deletion-operations';
import { readSnapshot, saveEntry, setLastSyncedAt, settleEntries, settleEntry } from './entry-operations';
import { createIdbConnection } from './idb-connection';
import { DEFAULT_DATABASE_NAME } from './idb-schema';
import { migrateLegacy } from './legacy-migration';
import type { LogbookOfflineStore } from './logbook-offline-store';
import { serverNow } from '../server-clock';
import { cacheServerEntries } from './server-cache';
import { createStoreCore } from './store-core';
import { createChangeNotifier, type BroadcastChannelConstructor } from './store-notifications';

export interface IndexedDbLogbookStoreOptions {
  /** The browser's `indexedDB` (undefined where there is none: every call rejects `unavailable`). */
  readonly indexedDB: IDBFactory | undefined;
  /** The browser's `BroadcastChannel`, to tell other tabs of changes; without it only this tab hears. */
  readonly BroadcastChannel?: BroadcastChannelConstructor | undefined;
  /** Default {@link DEFAULT_DATABASE_NAME}. */
  readonly databaseName?: string;
  /**
   * The clock of savedAt and markedAt. Default: the server's time as the device knows it
   * (server-clock.ts), not the device's own: a local entry's save time stands for its create time
   * until the server has it (the list's date range and its Created column), and a device clock hours
   * off would put it on another day (fault case 9 between midnight and 2 am in Berlin).
   */
  readonly now?: () => Date;
}

/** The store plus `close()`: closes the database connection and the channel (tests, logout of the app). */
export interface IndexedDbLogbookStore extends LogbookOfflineStore {
  close(): void;
}

/**
 * The device's logbook in IndexedDB (see {@link LogbookOfflineStore}). The database is opened on the
 * first call and reopened when the browser or a newer build in another tab closed it. Every write is
 * one transaction: it commits whole or changes nothing, and every failure rejects with an
 * OfflineStoreError.
 */
export const createIndexedDbLogbookStore = (options: IndexedDbLogbookStoreOptions): IndexedDbLogbookStore => {
  const connection = createIdbConnection(options.indexedDB, options.databaseName ?? DEFAULT_DATABASE_NAME);
  const notifier = createChangeNotifier(options.BroadcastChannel);
  const core = createStoreCore(connection, notifier, options.now ?? (() => new Date(serverNow())));
  return {
    read: (scope) => readSnapshot(core, scope),
    saveEntry: (draft) => saveEntry(core, draft),
    settleEntry: (scope, id, pushedRevision, next) => settleEntry(core, scope, id, pushedRevision, next),
    settleEntries: (scope, settlements) => settleEntries(core, scope, settlements),
    markDeleted: (scope, ids) => markDeleted(core, scope, ids),
    settleDeletion: (scope, id, keep) => settleDeletion(core, scope, id, keep),
    cacheServerEntries: (scope, openEntries, options) =>
      cacheServerEntries(core, scope, openEntries, options),
    setLastSyncedAt: (scope, at) => setLastSyncedAt(core, scope, at),
    migrateLegacy: (scope, storage) => migrateLegacy(core, scope, storage),
    subscribe: (listener) => notifier.subscribe(listener),
    close() {
      notifier.close();
      connection.close();
    },
  };
};

import { DATABASE_VERSION, upgradeDatabase } from './idb-schema';
import { OfflineStoreError } from './logbook-offline-store';
import { isQuotaError } from './store-errors';

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : 'unknown reason';

const unavailable = (why: string, cause?: unknown) =>
  new OfflineStoreError('unavailable', `The device store cannot be opened: ${why}`, { cause });

/**
 * Opens (creating or upgrading) the device store. Rejects with `unavailable` when the browser has no
 * IndexedDB, refuses it (private mode, storage disabled), has a newer version of the database, or
 * another tab blocks the upgrade; with `quota` when there is no space to create it.
 */
export const openDatabase = (factory: IDBFactory | undefined, name: string): Promise<IDBDatabase> =>
  new Promise<IDBDatabase>((resolve, reject) => {
    if (!factory) {
      reject(unavailable('this browser has no IndexedDB'));
      return;
    }
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name, DATABASE_VERSION);
    } catch (error) {
      reject(unavailable(describe(error), error));
      return;
    }
    let settled = false;
    const fail = (error: OfflineStoreError) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    request.onupgradeneeded = (event) => {
      const tx = request.transaction;
      if (!tx) return;
      try {
        upgradeDatabase(request.result, tx, event.oldVersion, event.newVersion ?? DATABASE_VERSION);
      } catch (error) {
        fail(unavailable(`the upgrade failed (${describe(error)})`, error));
        tx.abort();
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Opened after it was given up on (blocked, then unblocked): nobody uses this connection.
      if (settled) {
        db.close();
        return;
      }
      settled = true;
      resolve(db);
    };
    request.onerror = (event) => {
      event.preventDefault();
      const error = request.error;
      fail(
        isQuotaError(error)
          ? new OfflineStoreError('quota', 'The browser refused the space for the device store', {
              cause: error,
            })
          : unavailable(describe(error), error),
      );
    };
    request.onblocked = () => fail(unavailable('another tab holds an older version of it open'));
  });

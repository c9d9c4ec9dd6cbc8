import { BY_SCOPE, scopeKey, type StoreName } from './idb-schema';
import type { StoreScope } from './logbook-offline-store';

/** A request's result; rejects with its error (which also aborts its transaction). */
export const requestResult = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new DOMException('The request failed.', 'UnknownError'));
  });

export const getRecord = <T>(tx: IDBTransaction, store: StoreName, key: IDBValidKey) =>
  requestResult(tx.objectStore(store).get(key) as IDBRequest<T | undefined>);

export const putRecord = (tx: IDBTransaction, store: StoreName, value: unknown) =>
  requestResult(tx.objectStore(store).put(value));

export const deleteRecord = (tx: IDBTransaction, store: StoreName, key: IDBValidKey) =>
  requestResult(tx.objectStore(store).delete(key));

/** Every record of one scope in one object store, in key order. */
export const scopeRecords = <T>(tx: IDBTransaction, store: StoreName, scope: StoreScope) =>
  requestResult(tx.objectStore(store).index(BY_SCOPE).getAll(scopeKey(scope)) as IDBRequest<T[]>);

/**
 * Runs `work` in one transaction and answers its result once the transaction committed. If `work`
 * fails, the transaction is aborted: nothing it wrote stays. If the browser aborts the transaction
 * (a quota refused at commit), its reason wins over the request errors that followed from it.
 *
 * `work` must await only requests of `tx` (any other await lets the transaction commit early).
 */
export const runTransaction = async <T>(
  db: IDBDatabase,
  stores: readonly StoreName[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T>,
): Promise<T> => {
  // strict: a committed write is on disk, so a crash of the browser or the device right after does not lose it.
  const tx = db.transaction([...stores], mode, { durability: mode === 'readonly' ? 'default' : 'strict' });
  const finished = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
  });
  // Marked as handled now: it may reject while `work` still runs; it is awaited below.
  finished.catch(() => undefined);
  let result: T;
  try {
    result = await work(tx);
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Already aborted by the failed request or the browser.
    }
    await finished.catch(() => undefined);
    throw tx.error ?? error;
  }
  await finished;
  return result;
};

import type { IdbConnection } from './idb-connection';
import { META, scopeKey, type MetaRecord, type StoreName } from './idb-schema';
import { getRecord, putRecord, runTransaction } from './idb-transaction';
import type { StoreScope } from './logbook-offline-store';
import type { ChangeNotifier } from './store-notifications';
import { toStoreError } from './store-errors';

/** A write's answer and whether it changed the scope (only then are listeners told). */
export interface WriteOutcome<T> {
  readonly result: T;
  readonly changed: boolean;
}

/** What every operation of the store needs: transactions with mapped errors, notifications, the clock. */
export interface StoreCore {
  read<T>(doing: string, stores: readonly StoreName[], work: (tx: IDBTransaction) => Promise<T>): Promise<T>;
  /** One readwrite transaction; listeners hear of `scope` after it committed, if it changed anything. */
  write<T>(
    doing: string,
    scope: StoreScope,
    stores: readonly StoreName[],
    work: (tx: IDBTransaction) => Promise<WriteOutcome<T>>,
  ): Promise<T>;
  /** The device clock as ISO text. */
  nowIso(): string;
}

export const createStoreCore = (
  connection: IdbConnection,
  notifier: ChangeNotifier,
  now: () => Date,
): StoreCore => ({
  async read(doing, stores, work) {
    try {
      return await connection.use((db) => runTransaction(db, stores, 'readonly', work));
    } catch (error) {
      throw toStoreError(error, doing);
    }
  },
  write: async <T>(
    doing: string,
    scope: StoreScope,
    stores: readonly StoreName[],
    work: (tx: IDBTransaction) => Promise<WriteOutcome<T>>,
  ): Promise<T> => {
    let outcome: WriteOutcome<T>;
    try {
      outcome = await connection.use((db) => runTransaction(db, stores, 'readwrite', work));
    } catch (error) {
      throw toStoreError(error, doing);
    }
    if (outcome.changed)
      notifier.changed({ accountId: scope.accountId, organisationId: scope.organisationId });
    return outcome.result;
  },
  nowIso: () => now().toISOString(),
});

export const readMeta = async (tx: IDBTransaction, scope: StoreScope): Promise<MetaRecord> =>
  (await getRecord<MetaRecord>(tx, META, scopeKey(scope))) ?? {
    accountId: scope.accountId,
    organisationId: scope.organisationId,
    lastSyncedAt: null,
    revisionCounter: 0,
  };

/**
 * The next revision of the scope (needs `meta` in the transaction). Never handed out twice, not even
 * after an entry was removed and made again, so a late push result can never match a newer save.
 */
export const nextRevision = async (tx: IDBTransaction, scope: StoreScope, atLeast = 0): Promise<number> => {
  const meta = await readMeta(tx, scope);
  const revision = Math.max(meta.revisionCounter, atLeast) + 1;
  await putRecord(tx, META, { ...meta, revisionCounter: revision } satisfies MetaRecord);
  return revision;
};

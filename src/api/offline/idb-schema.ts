import type { StoreScope } from './logbook-offline-store';

/**
 * The device store's database layout. Every record carries its scope, and every object store of the
 * logbook is keyed by it first, so one account's work in one organisation is one key range.
 *
 * Version history (append only; each step upgrades from the version before it):
 * 1. entries, deletions (key [accountId, organisationId, logbookEntryId], index byScope), meta (lastSyncedAt
 *    and the revision counter per scope), legacy (what the spec's localStorage keys held and could not be
 *    decoded, kept with the raw text).
 */
export const DATABASE_VERSION = 1;
export const DEFAULT_DATABASE_NAME = 'rail-portal-logbook';

export const ENTRIES = 'entries';
export const DELETIONS = 'deletions';
export const META = 'meta';
export const LEGACY = 'legacy';
export type StoreName = typeof ENTRIES | typeof DELETIONS | typeof META | typeof LEGACY;

/** The index of every scoped object store: [accountId, organisationId]. */
export const BY_SCOPE = 'byScope';
const SCOPE_PATH = ['accountId', 'organisationId'];

/** The key of a scope in `meta` and in the byScope indexes. */
export const scopeKey = (scope: StoreScope): IDBValidKey => [scope.accountId, scope.organisationId];
/** The key of an entry or a deletion. */
export const entryKey = (scope: StoreScope, logbookEntryId: string): IDBValidKey => [
  scope.accountId,
  scope.organisationId,
  logbookEntryId,
];

/** What `meta` holds per scope. */
export interface MetaRecord extends StoreScope {
  readonly lastSyncedAt: string | null;
  /** The last revision handed out in this scope: a revision is never used twice, not even after a delete. */
  readonly revisionCounter: number;
}

/** Where a kept legacy value came from: one of the spec's localStorage keys. */
export type LegacySource = 'unsavedLogbookItems' | 'logbookItemsToDelete';

/** A legacy value (a whole key or one item of it) that could not be decoded, kept as it was. */
export interface LegacyRecord extends StoreScope {
  readonly source: LegacySource;
  /** A hash of `raw`: the same text is kept once however often the migration runs. */
  readonly digest: string;
  readonly raw: string;
  /** Why it could not be taken over. */
  readonly reason: string;
  readonly keptAt: string;
}

const createScopedStore = (db: IDBDatabase, name: string, keyPath: string[]) =>
  db.createObjectStore(name, { keyPath }).createIndex(BY_SCOPE, SCOPE_PATH);

/** Upgrade steps: index i brings a database from version i to version i + 1. */
const UPGRADES: ReadonlyArray<(db: IDBDatabase, tx: IDBTransaction) => void> = [
  (db) => {
    createScopedStore(db, ENTRIES, [...SCOPE_PATH, 'logbookEntryId']);
    createScopedStore(db, DELETIONS, [...SCOPE_PATH, 'logbookEntryId']);
    db.createObjectStore(META, { keyPath: SCOPE_PATH });
    createScopedStore(db, LEGACY, [...SCOPE_PATH, 'source', 'digest']);
  },
];

/** Runs the upgrade steps from `oldVersion` to `newVersion` inside the versionchange transaction. */
export const upgradeDatabase = (
  db: IDBDatabase,
  tx: IDBTransaction,
  oldVersion: number,
  newVersion: number,
): void => {
  for (let version = oldVersion; version < newVersion; version += 1) {
    const step = UPGRADES[version];
    if (!step) throw new Error(`No upgrade from version ${version}`);
    step(db, tx);
  }
};

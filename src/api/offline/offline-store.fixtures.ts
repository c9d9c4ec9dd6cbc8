import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import type { LogbookEntry } from '../contract/logbook-entry.contract';
import { LEGACY, type LegacyRecord } from './idb-schema';
import { createIndexedDbLogbookStore, type IndexedDbLogbookStore } from './indexeddb-logbook-store';
import type { LocalEntryDraft, StoreScope } from './logbook-offline-store';

/** Two accounts, two organisations: three scopes that must never see each other's work. */
export const scopeA: StoreScope = { accountId: 'account-a', organisationId: 'org-1' };
export const scopeOtherOrg: StoreScope = { accountId: 'account-a', organisationId: 'org-2' };
export const scopeOtherAccount: StoreScope = { accountId: 'account-b', organisationId: 'org-1' };

export const ID1 = '11111111-1111-4111-8111-111111111111';
export const ID2 = '22222222-2222-4222-8222-222222222222';
export const ID3 = '33333333-3333-4333-8333-333333333333';
export const ID4 = '44444444-4444-4444-8444-444444444444';

export const DB_NAME = 'logbook-test';
export const CLOCK = new Date('2026-11-22T08:00:00.000Z');

/** A store on `factory` (a fresh fake IndexedDB each test) with a fixed clock. */
export const openStore = (
  factory: IDBFactory,
  options: { now?: () => Date; channel?: boolean } = {},
): IndexedDbLogbookStore =>
  createIndexedDbLogbookStore({
    indexedDB: factory,
    databaseName: DB_NAME,
    now: options.now ?? (() => CLOCK),
    BroadcastChannel: options.channel ? globalThis.BroadcastChannel : undefined,
  });

export const newFactory = () => new IDBFactory();

/**
 * Closes the stores a test opened after each test: call once per file, pass each opened store through
 * the returned `track`.
 */
export const closeStoresAfterEach = (): (<S extends IndexedDbLogbookStore>(store: S) => S) => {
  const opened: IndexedDbLogbookStore[] = [];
  afterEach(() => {
    for (const store of opened.splice(0)) store.close();
  });
  return (store) => {
    opened.push(store);
    return store;
  };
};

export const draft = (
  scope: StoreScope,
  logbookEntryId: string,
  overrides: Partial<LocalEntryDraft> = {},
): LocalEntryDraft => ({
  accountId: scope.accountId,
  organisationId: scope.organisationId,
  logbookEntryId,
  vehicleId: 7,
  entry: {
    header: { vehicleIdRef: 7, remarks: 'brakes squeal', referenceTimestamp: '2026-11-22T07:30:00.000Z' },
    vehicleState: { mileage_km: 1200 },
    inspections: {},
    defects: null,
    stoppage: null,
  },
  baseVersion: null,
  signatureImage: null,
  state: 'savedLocally',
  pushAttempted: false,
  lastResult: null,
  server: null,
  ...overrides,
});

/** An open entry as the server answers it. */
export const serverEntry = (
  logbookEntryId: string,
  version: number,
  remarks = 'from the server',
): LogbookEntry => ({
  header: {
    logbookEntryId,
    vehicleIdRef: 7,
    status: 'created',
    remarks,
    referenceTimestamp: '2026-11-21T07:30:00.000Z',
    referenceLocation: 'Leipzig',
    entryState: null,
    creatorAccountFirstName: 'Ada',
    creatorAccountLastName: 'Driver',
    createTimestamp: '2026-11-21T07:31:00.000Z',
    commentsCount: 0,
  },
  vehicleState: {
    hydraulicsState: null,
    vehicleOperatingHours_h: null,
    mileage_km: 900,
    fuelFillingLevel_l: null,
    fuelAdded_l: null,
    sandState: null,
    isSandAdded: null,
    motorOilState: null,
    motorOilAdded_l: null,
  },
  inspections: {
    inspectionPerformedTimestamp_A1: null,
    inspectionPerformedTimestamp_V1: null,
    inspectionPerformedTimestamp_V3: null,
    inspectionPerformedTimestamp_F1: null,
    selectedV: null,
  },
  defects: null,
  stoppage: null,
  hasSignatureImage: false,
  lastComment: null,
  lastUpdateTimestamp: '2026-11-21T07:31:00.000Z',
  version,
});

/** What the `legacy` object store keeps, read with the raw IndexedDB API (the store has no reader for it). */
export const readLegacyRecords = (factory: IDBFactory): Promise<LegacyRecord[]> =>
  new Promise((resolve, reject) => {
    const open = factory.open(DB_NAME);
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      const request = db.transaction(LEGACY, 'readonly').objectStore(LEGACY).getAll();
      request.onerror = () => reject(request.error ?? new Error('read failed'));
      request.onsuccess = () => {
        db.close();
        resolve(request.result as LegacyRecord[]);
      };
    };
  });

/** fake-indexeddb's internals this test reaches into to play the browser refusing a write. */
interface FakeObjectStore {
  _rawObjectStore: { storeRecord: (...args: unknown[]) => unknown };
  transaction: { _abort(errorName: string): void };
}

/**
 * The browser refuses the next write: either the put request fails with `errorName` (Firefox, Safari)
 * or the transaction is aborted with it when it commits (Chromium reports quota that way).
 */
export const refuseNextWrite = (how: 'request' | 'commit', errorName = 'QuotaExceededError', skip = 0) => {
  const original = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'put')?.value as (
    this: IDBObjectStore,
    value: unknown,
    key?: IDBValidKey,
  ) => IDBRequest<IDBValidKey>;
  let passed = 0;
  const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    value: unknown,
    key?: IDBValidKey,
  ) {
    if (passed < skip) {
      passed += 1;
      return original.call(this, value, key);
    }
    spy.mockRestore();
    const fake = this as unknown as FakeObjectStore;
    if (how === 'commit') {
      const request = original.call(this, value, key);
      fake.transaction._abort(errorName);
      return request;
    }
    const raw = fake._rawObjectStore;
    const storeRecord = raw.storeRecord;
    raw.storeRecord = () => {
      throw new DOMException('The browser refused the write.', errorName);
    };
    try {
      return original.call(this, value, key);
    } finally {
      raw.storeRecord = storeRecord;
    }
  });
  return spy;
};

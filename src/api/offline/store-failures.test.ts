import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineStoreError } from './logbook-offline-store';
import {
  DB_NAME,
  ID1,
  ID2,
  ID3,
  draft,
  newFactory,
  openStore,
  refuseNextWrite,
  scopeA,
  serverEntry,
  closeStoresAfterEach,
} from './offline-store.fixtures';
import { createIndexedDbLogbookStore } from './indexeddb-logbook-store';

const track = closeStoresAfterEach();
afterEach(() => {
  vi.restoreAllMocks();
});

/** A store holding 30 entries (one with a 200 kB signature), two deletions and a last sync time. */
const filledStore = async () => {
  const factory = newFactory();
  const store = track(openStore(factory));
  for (let i = 0; i < 30; i += 1) {
    const id = `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`;
    await store.saveEntry(draft(scopeA, id, i === 0 ? { signatureImage: 'A'.repeat(200_000) } : {}));
  }
  await store.saveEntry(draft(scopeA, ID1, { pushAttempted: true, state: 'unsynced' }));
  await store.markDeleted(scopeA, [ID2, ID3]);
  await store.setLastSyncedAt(scopeA, '2026-11-22T07:00:00.000Z');
  return { factory, store, before: await store.read(scopeA) };
};

describe('a write the browser refuses', () => {
  it.each(['request', 'commit'] as const)(
    'rejects with quota (refused by the %s) and loses nothing already stored',
    async (how) => {
      const { factory, store, before } = await filledStore();
      expect(before.entries).toHaveLength(31);

      refuseNextWrite(how);
      const failure = await store.saveEntry(draft(scopeA, ID1, { vehicleId: 99 })).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(OfflineStoreError);
      expect(failure).toMatchObject({ kind: 'quota' });

      expect(await store.read(scopeA)).toEqual(before);
      // Also on disk: a new store on the same database reads the same.
      expect(await track(openStore(factory)).read(scopeA)).toEqual(before);
      // The store goes on working once there is space again.
      await expect(store.saveEntry(draft(scopeA, ID1, { vehicleId: 99 }))).resolves.toMatchObject({
        vehicleId: 99,
      });
    },
  );

  it('rejects with failed for any other refusal, changing nothing', async () => {
    const { store, before } = await filledStore();
    refuseNextWrite('request', 'UnknownError');
    await expect(store.setLastSyncedAt(scopeA, '2026-11-22T09:00:00.000Z')).rejects.toMatchObject({
      name: 'OfflineStoreError',
      kind: 'failed',
    });
    expect(await store.read(scopeA)).toEqual(before);
  });

  it('undoes a whole markDeleted when one of its writes fails', async () => {
    const { store, before } = await filledStore();
    // The entry leaves the entries (a delete), then the deletion's put is refused.
    refuseNextWrite('request');
    await expect(store.markDeleted(scopeA, [ID1])).rejects.toMatchObject({ kind: 'quota' });
    expect(await store.read(scopeA)).toEqual(before);
  });

  it('undoes a whole cacheServerEntries when one of its writes fails', async () => {
    const { store } = await filledStore();
    const stale = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    await store.cacheServerEntries(scopeA, [serverEntry(stale, 1)]);
    const cached = await store.read(scopeA);
    // Drops the stale copy, then per new copy: the revision counter and the entry. The last put is refused.
    refuseNextWrite('commit', 'QuotaExceededError', 3);
    await expect(
      store.cacheServerEntries(scopeA, [
        serverEntry('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 1),
        serverEntry('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', 1),
      ]),
    ).rejects.toMatchObject({ kind: 'quota' });
    expect(await store.read(scopeA)).toEqual(cached);
    expect(cached.entries.map((e) => e.logbookEntryId)).toContain(stale);
  });

  it('rejects a record IndexedDB cannot key with failed', async () => {
    const store = track(openStore(newFactory()));
    const broken = { ...draft(scopeA, ID1), accountId: undefined as unknown as string };
    await expect(store.saveEntry(broken)).rejects.toMatchObject({ kind: 'failed' });
    expect((await store.read(scopeA)).entries).toEqual([]);
  });
});

describe('a browser without a usable IndexedDB', () => {
  it('answers unavailable when there is no IndexedDB', async () => {
    const store = createIndexedDbLogbookStore({ indexedDB: undefined });
    await expect(store.read(scopeA)).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(store.saveEntry(draft(scopeA, ID1))).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('answers unavailable when opening is refused (private mode), and opens once it is allowed', async () => {
    const factory = newFactory();
    let refuse = true;
    const guarded = {
      open: (name: string, version?: number) => {
        if (refuse) throw new DOMException('The operation is insecure.', 'SecurityError');
        return factory.open(name, version);
      },
    } as unknown as IDBFactory;
    const store = track(createIndexedDbLogbookStore({ indexedDB: guarded, databaseName: DB_NAME }));
    await expect(store.read(scopeA)).rejects.toMatchObject({ kind: 'unavailable' });
    refuse = false;
    await expect(store.saveEntry(draft(scopeA, ID1))).resolves.toMatchObject({ revision: 1 });
  });

  it('lets a newer build in another tab upgrade the database, then answers unavailable', async () => {
    const factory = newFactory();
    const store = track(openStore(factory));
    await store.saveEntry(draft(scopeA, ID1));
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 2);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
      request.onblocked = () => reject(new Error('blocked: the store did not let go'));
    });
    newer.close();
    await expect(store.read(scopeA)).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

import { forceCloseDatabase } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createServerClock, installServerClock, serverClock } from '../server-clock';
import { createIndexedDbLogbookStore } from './indexeddb-logbook-store';
import {
  CLOCK,
  DB_NAME,
  ID1,
  ID2,
  ID3,
  draft,
  newFactory,
  openStore,
  scopeA,
  scopeOtherAccount,
  scopeOtherOrg,
  closeStoresAfterEach,
} from './offline-store.fixtures';

const track = closeStoresAfterEach();

describe('the device logbook store: entries', () => {
  it('reads an empty scope before anything was stored', async () => {
    const store = track(openStore(newFactory()));
    await expect(store.read(scopeA)).resolves.toEqual({ entries: [], deletions: [], lastSyncedAt: null });
  });

  it('saves an entry with the device time and a revision raised on every save', async () => {
    let clock = CLOCK;
    const store = track(openStore(newFactory(), { now: () => clock }));
    const first = await store.saveEntry(draft(scopeA, ID1));
    expect(first).toMatchObject({ logbookEntryId: ID1, revision: 1, savedAt: '2026-11-22T08:00:00.000Z' });
    clock = new Date('2026-11-22T09:15:00.000Z');
    const second = await store.saveEntry(draft(scopeA, ID1, { state: 'unsynced' }));
    expect(second).toMatchObject({ revision: 2, savedAt: '2026-11-22T09:15:00.000Z', state: 'unsynced' });
    const { entries } = await store.read(scopeA);
    expect(entries).toEqual([second]);
  });

  it("dates a save by the server's clock unless told otherwise: a device clock 2 h ahead at 23:30 in Berlin is on the next day", async () => {
    const deviceNow = Date.parse('2026-11-26T22:30:00.000Z') + 2 * 3_600_000;
    const previous = serverClock();
    installServerClock(createServerClock({ deviceNow: () => deviceNow }));
    serverClock().observe('Thu, 26 Nov 2026 22:30:00 GMT', deviceNow, deviceNow);
    try {
      const store = track(createIndexedDbLogbookStore({ indexedDB: newFactory(), databaseName: DB_NAME }));
      const saved = await store.saveEntry(draft(scopeA, ID1));
      expect(Math.abs(Date.parse(saved.savedAt) - Date.parse('2026-11-26T22:30:00.000Z'))).toBeLessThan(
        1_000,
      );
    } finally {
      installServerClock(previous);
    }
  });

  it('keeps two accounts and two organisations apart', async () => {
    const store = track(openStore(newFactory()));
    await store.saveEntry(draft(scopeA, ID1));
    await store.saveEntry(draft(scopeOtherOrg, ID2));
    await store.saveEntry(draft(scopeOtherAccount, ID3));
    // The same id in two scopes is two entries.
    await store.saveEntry(draft(scopeOtherAccount, ID1, { vehicleId: 9 }));
    await store.setLastSyncedAt(scopeOtherOrg, '2026-11-22T08:30:00.000Z');
    await store.markDeleted(scopeOtherAccount, [ID3]);

    const a = await store.read(scopeA);
    const org2 = await store.read(scopeOtherOrg);
    const b = await store.read(scopeOtherAccount);
    expect(a.entries.map((e) => [e.logbookEntryId, e.vehicleId])).toEqual([[ID1, 7]]);
    expect(a.lastSyncedAt).toBeNull();
    expect(a.deletions).toEqual([]);
    expect(org2.entries.map((e) => e.logbookEntryId)).toEqual([ID2]);
    expect(org2.lastSyncedAt).toBe('2026-11-22T08:30:00.000Z');
    expect(b.entries.map((e) => [e.logbookEntryId, e.vehicleId])).toEqual([[ID1, 9]]);
    expect(b.deletions).toEqual([]); // ID3 was never pushed: deleted locally only
  });

  it('keeps the last sync time per scope', async () => {
    const store = track(openStore(newFactory()));
    await store.setLastSyncedAt(scopeA, '2026-11-22T08:10:00.000Z');
    await store.setLastSyncedAt(scopeA, '2026-11-22T08:40:00.000Z');
    expect((await store.read(scopeA)).lastSyncedAt).toBe('2026-11-22T08:40:00.000Z');
  });

  it('keeps everything after the database is closed and opened again by a new store', async () => {
    const factory = newFactory();
    const first = openStore(factory);
    await first.saveEntry(draft(scopeA, ID1, { signatureImage: 'iVBORw0KGgo=' }));
    await first.saveEntry(draft(scopeA, ID2));
    await first.markDeleted(scopeA, [ID3]);
    await first.setLastSyncedAt(scopeA, '2026-11-22T08:20:00.000Z');
    const before = await first.read(scopeA);
    first.close();

    const second = track(openStore(factory));
    const after = await second.read(scopeA);
    expect(after).toEqual(before);
    expect(after.entries).toHaveLength(2);
    expect(after.deletions.map((d) => d.logbookEntryId)).toEqual([ID3]);
    // Revisions go on from where they were.
    await expect(second.saveEntry(draft(scopeA, ID2))).resolves.toMatchObject({ revision: 3 });
  });

  it('opens the database again after the browser closed it (storage cleared in DevTools, disk gone)', async () => {
    const factory = newFactory();
    const connections: IDBDatabase[] = [];
    const watched = {
      open: (name: string, version?: number) => {
        const request = factory.open(name, version);
        request.addEventListener('success', () => connections.push(request.result));
        return request;
      },
    } as unknown as IDBFactory;
    const store = track(
      createIndexedDbLogbookStore({ indexedDB: watched, databaseName: DB_NAME, now: () => CLOCK }),
    );
    await store.saveEntry(draft(scopeA, ID1));
    expect(connections).toHaveLength(1);
    // fake-indexeddb types the parameter as the class; it takes the connection.
    forceCloseDatabase(connections[0] as unknown as typeof IDBDatabase);
    await expect(store.saveEntry(draft(scopeA, ID2))).resolves.toMatchObject({ revision: 2 });
    expect(connections).toHaveLength(2);
    expect((await store.read(scopeA)).entries.map((e) => e.logbookEntryId)).toEqual([ID1, ID2]);
  });
});

describe('settleEntry: a compare-and-set on the revision', () => {
  it('applies a push result to the revision that was pushed, keeping that revision and savedAt', async () => {
    const store = track(openStore(newFactory()));
    const saved = await store.saveEntry(draft(scopeA, ID1));
    const next = draft(scopeA, ID1, { state: 'synced', baseVersion: 1, pushAttempted: true });
    await expect(store.settleEntry(scopeA, ID1, saved.revision, next)).resolves.toBe(true);
    const { entries } = await store.read(scopeA);
    expect(entries).toEqual([{ ...next, revision: saved.revision, savedAt: saved.savedAt }]);
  });

  it('never overwrites an edit made while the push ran', async () => {
    const store = track(openStore(newFactory()));
    const pushed = await store.saveEntry(draft(scopeA, ID1));
    const edited = await store.saveEntry(draft(scopeA, ID1, { vehicleId: 8 })); // during the push
    const result = draft(scopeA, ID1, { state: 'synced', baseVersion: 1, pushAttempted: true });
    await expect(store.settleEntry(scopeA, ID1, pushed.revision, result)).resolves.toBe(false);
    await expect(store.settleEntry(scopeA, ID1, pushed.revision, null)).resolves.toBe(false);
    expect((await store.read(scopeA)).entries).toEqual([edited]);
  });

  it('removes the entry when the outcome is null (finalised)', async () => {
    const store = track(openStore(newFactory()));
    const pushed = await store.saveEntry(draft(scopeA, ID1));
    await store.saveEntry(draft(scopeA, ID2));
    await expect(store.settleEntry(scopeA, ID1, pushed.revision, null)).resolves.toBe(true);
    expect((await store.read(scopeA)).entries.map((e) => e.logbookEntryId)).toEqual([ID2]);
  });

  it('answers false for an entry that is gone, also in another scope', async () => {
    const store = track(openStore(newFactory()));
    const saved = await store.saveEntry(draft(scopeA, ID1));
    await expect(store.settleEntry(scopeOtherAccount, ID1, saved.revision, null)).resolves.toBe(false);
    await store.markDeleted(scopeA, [ID1]);
    await expect(store.settleEntry(scopeA, ID1, saved.revision, null)).resolves.toBe(false);
  });

  it('never hands out a revision twice, so a late result cannot land on an entry made again', async () => {
    const store = track(openStore(newFactory()));
    const pushed = await store.saveEntry(draft(scopeA, ID1));
    await store.markDeleted(scopeA, [ID1]);
    const again = await store.saveEntry(draft(scopeA, ID1));
    expect(again.revision).toBeGreaterThan(pushed.revision);
    await expect(store.settleEntry(scopeA, ID1, pushed.revision, null)).resolves.toBe(false);
    expect((await store.read(scopeA)).entries).toEqual([again]);
  });

  it('refuses a result that names another entry, changing nothing', async () => {
    const store = track(openStore(newFactory()));
    const saved = await store.saveEntry(draft(scopeA, ID1));
    await expect(
      store.settleEntry(scopeA, ID1, saved.revision, draft(scopeA, ID2, { state: 'synced' })),
    ).rejects.toMatchObject({ name: 'OfflineStoreError', kind: 'failed' });
    expect((await store.read(scopeA)).entries).toEqual([saved]);
  });

  it('settles a whole push in one transaction: each item by its revision, listeners told once', async () => {
    const store = track(openStore(newFactory()));
    const one = await store.saveEntry(draft(scopeA, ID1));
    const two = await store.saveEntry(draft(scopeA, ID2));
    const three = await store.saveEntry(draft(scopeA, ID3));
    const edited = await store.saveEntry(draft(scopeA, ID3, { vehicleId: 8 })); // during the push
    let changes = 0;
    const unsubscribe = store.subscribe(() => (changes += 1));
    const synced = draft(scopeA, ID1, { state: 'synced', baseVersion: 1, pushAttempted: true });
    const applied = await store.settleEntries(scopeA, [
      { logbookEntryId: ID1, pushedRevision: one.revision, next: synced },
      { logbookEntryId: ID2, pushedRevision: two.revision, next: null },
      { logbookEntryId: ID3, pushedRevision: three.revision, next: null },
    ]);
    unsubscribe();
    expect(applied).toEqual([true, true, false]);
    expect(changes).toBe(1);
    expect((await store.read(scopeA)).entries).toEqual([
      { ...synced, revision: one.revision, savedAt: one.savedAt },
      edited,
    ]);
  });

  it('refuses a whole push when one result names another entry, changing nothing', async () => {
    const store = track(openStore(newFactory()));
    const one = await store.saveEntry(draft(scopeA, ID1));
    const two = await store.saveEntry(draft(scopeA, ID2));
    await expect(
      store.settleEntries(scopeA, [
        { logbookEntryId: ID1, pushedRevision: one.revision, next: null },
        { logbookEntryId: ID2, pushedRevision: two.revision, next: draft(scopeA, ID3) },
      ]),
    ).rejects.toMatchObject({ name: 'OfflineStoreError', kind: 'failed' });
    expect((await store.read(scopeA)).entries).toEqual([one, two]);
  });
});

import { describe, expect, it } from 'vitest';
import type { IndexedDbLogbookStore } from './indexeddb-logbook-store';
import type { StoreScope } from './logbook-offline-store';
import {
  ID1,
  ID2,
  draft,
  newFactory,
  openStore,
  scopeA,
  scopeOtherOrg,
  serverEntry,
  closeStoresAfterEach,
} from './offline-store.fixtures';
import { STORE_CHANNEL_NAME } from './store-notifications';

const track = closeStoresAfterEach();

/** Collects the scopes a store's listeners hear of; `next()` waits for the next one. */
const listen = (store: IndexedDbLogbookStore) => {
  const heard: StoreScope[] = [];
  const waiting: Array<(scope: StoreScope) => void> = [];
  const unsubscribe = store.subscribe((scope) => {
    heard.push(scope);
    waiting.shift()?.(scope);
  });
  return {
    heard,
    unsubscribe,
    next: () => new Promise<StoreScope>((resolve) => waiting.push(resolve)),
  };
};

describe('change notifications', () => {
  it('tells this tab’s listeners of every committed change, with its scope', async () => {
    const store = track(openStore(newFactory()));
    const { heard, unsubscribe } = listen(store);
    const saved = await store.saveEntry(draft(scopeA, ID1));
    expect(heard).toEqual([scopeA]);
    await store.settleEntry(
      scopeA,
      ID1,
      saved.revision,
      draft(scopeA, ID1, { state: 'synced', baseVersion: 1 }),
    );
    await store.markDeleted(scopeOtherOrg, [ID2]);
    await store.settleDeletion(scopeOtherOrg, ID2, null);
    await store.cacheServerEntries(scopeA, [serverEntry(ID2, 1)]);
    await store.setLastSyncedAt(scopeA, '2026-11-22T08:00:00.000Z');
    expect(heard).toEqual([scopeA, scopeA, scopeOtherOrg, scopeOtherOrg, scopeA, scopeA]);

    // What changed nothing is not announced: a stale settle, an unknown deletion, the same cache again.
    await store.settleEntry(scopeA, ID1, saved.revision + 100, null);
    await store.settleDeletion(scopeA, ID1, null);
    await store.cacheServerEntries(scopeA, [serverEntry(ID2, 1)]);
    expect(heard).toHaveLength(6);

    unsubscribe();
    await store.saveEntry(draft(scopeA, ID2));
    expect(heard).toHaveLength(6);
  });

  it('does not tell of a write that failed', async () => {
    const store = track(openStore(newFactory()));
    const { heard } = listen(store);
    await expect(
      store.saveEntry({ ...draft(scopeA, ID1), logbookEntryId: undefined as unknown as string }),
    ).rejects.toMatchObject({ kind: 'failed' });
    expect(heard).toEqual([]);
  });

  it('keeps calling the other listeners when one throws', async () => {
    const store = track(openStore(newFactory()));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      store.subscribe(() => {
        throw new Error('listener broke');
      });
      const { heard } = listen(store);
      await expect(store.saveEntry(draft(scopeA, ID1))).resolves.toMatchObject({ revision: 1 });
      expect(heard).toEqual([scopeA]);
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });

  it('tells another tab (another store on the same database) through the BroadcastChannel', async () => {
    const factory = newFactory();
    const tab1 = track(openStore(factory, { channel: true }));
    const tab2 = track(openStore(factory, { channel: true }));
    const inTab2 = listen(tab2);
    const inTab1 = listen(tab1);

    const heardInTab2 = inTab2.next();
    await tab1.saveEntry(draft(scopeOtherOrg, ID1));
    await expect(heardInTab2).resolves.toEqual(scopeOtherOrg);
    // What tab 2 reads after the notice is what tab 1 wrote.
    expect((await tab2.read(scopeOtherOrg)).entries.map((e) => e.logbookEntryId)).toEqual([ID1]);

    const heardInTab1 = inTab1.next();
    await tab2.markDeleted(scopeOtherOrg, [ID1]);
    await expect(heardInTab1).resolves.toEqual(scopeOtherOrg);
    // Each tab heard its own change once (directly) and the other's once (by the channel).
    expect(inTab1.heard).toEqual([scopeOtherOrg, scopeOtherOrg]);
  });

  it('ignores foreign messages on the channel', async () => {
    const tab = track(openStore(newFactory(), { channel: true }));
    const { heard, next } = listen(tab);
    const other = new BroadcastChannel(STORE_CHANNEL_NAME);
    try {
      const heardScope = next();
      other.postMessage({ type: 'something.else', accountId: 'x', organisationId: 'y' });
      other.postMessage('garbage');
      other.postMessage({ type: 'logbook-store.changed', accountId: 'account-a', organisationId: 'org-1' });
      await expect(heardScope).resolves.toEqual(scopeA);
      expect(heard).toEqual([scopeA]);
    } finally {
      other.close();
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_SCOPE as SCOPE, fixtureEntryInput, fixtureLocalEntry } from './logbook-sync.fixtures';
import { draftOf } from './logbook-sync.rules';
import { LOGBOOK_SYNC_LOCK } from './logbook-sync.types';
import type { EntryGateway } from '../entry/entry-gateway';
import { syncPortOf } from '../offline/logbook-offline-actors';
import { createOfflineEntryGateway } from '../offline/offline-entry-gateway';
import { createTestBrowser, settle } from './sync-harness.fixtures';
import { createMemoryLockManager, type SyncLockManager } from './sync-lock-manager';
import { fixtureEntryId as id } from './sync-server.fixtures';

/**
 * Timing and concurrency of the sync with its real actors: one sync at a time in a tab and across
 * tabs, the 10 s wait for another tab, the 30 s poll, reconnecting, and a save made during a sync.
 */
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const seeded = async (count: number, locks?: SyncLockManager) => {
  const browser = createTestBrowser(locks);
  for (let n = 1; n <= count; n += 1) await browser.store.saveEntry(draftOf(fixtureLocalEntry(n)));
  return browser;
};

describe('one sync at a time', () => {
  it('two tabs coming online with the same queue never push the same entry at once, nor twice', async () => {
    const browser = await seeded(30);
    browser.server.answerDelayMs = 3_000;
    const a = browser.openTab({ online: false });
    const b = browser.openTab({ online: false });
    await settle();
    a.setOnline(true);
    b.setOnline(true);
    await settle();
    expect(b.actor.getSnapshot().hasTag('waitingForLock')).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(browser.server.overlaps).toEqual([]);
    expect(browser.server.pushes).toHaveLength(1);
    expect([...browser.server.creates.values()].every((count) => count === 1)).toBe(true);
    expect(a.events('sync.finished')).toEqual([
      { type: 'sync.finished', reason: 'online', pushed: 30, failed: 0, announce: true },
    ]);
    // B got the lock once A was done, and found nothing left to push.
    expect(b.events('sync.finished')).toEqual([
      { type: 'sync.finished', reason: 'online', pushed: 0, failed: 0, announce: false },
    ]);
  });

  it('without the lock the same two tabs would push the same entries at once (the check above can fail)', async () => {
    const noLock: SyncLockManager = { request: (_name, _options, callback) => callback({}) };
    const browser = await seeded(3, noLock);
    browser.server.answerDelayMs = 3_000;
    const a = browser.openTab({ online: false });
    const b = browser.openTab({ online: false });
    await settle();
    a.setOnline(true);
    b.setOnline(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(browser.server.overlaps).toEqual([id(1), id(2), id(3)]);
  });

  it('another tab syncing for over 10 s: asked every 1 s, then answered sync_in_process', async () => {
    const locks = createMemoryLockManager();
    const browser = await seeded(1, locks);
    const release = locks.hold(LOGBOOK_SYNC_LOCK);
    const tab = browser.openTab();
    await settle();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(tab.actor.getSnapshot().context.lockRetries).toBe(9);
    expect(tab.events('sync.answered')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(tab.events('sync.answered')).toEqual([
      { type: 'sync.answered', reason: 'login', answer: 'sync_in_process' },
    ]);
    expect(tab.actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(browser.server.pushes).toEqual([]);
    release?.();
  });

  it('another tab done within the wait: the sync goes on at the next 1 s step', async () => {
    const locks = createMemoryLockManager();
    const browser = await seeded(1, locks);
    const release = locks.hold(LOGBOOK_SYNC_LOCK);
    const tab = browser.openTab();
    await vi.advanceTimersByTimeAsync(3_500);
    release?.();
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(tab.events('sync.finished')).toHaveLength(1);
    expect(browser.store.entry(SCOPE, id(1))?.state).toBe('synced');
    expect(locks.hold(LOGBOOK_SYNC_LOCK)).not.toBeNull();
  });

  it('an edit saved during a sync is pushed by the follow-up run, never overwritten', async () => {
    const browser = await seeded(1);
    browser.server.answerDelayMs = 1_000;
    const tab = browser.openTab();
    await settle();
    expect(tab.actor.getSnapshot().context.inFlight).toEqual([id(1)]);
    const pushed = browser.store.entry(SCOPE, id(1));
    if (!pushed) throw new Error('entry 1 is stored');
    // Marked before it left: had the tab crashed now, deleting it would still ask the server.
    expect(pushed.pushAttempted).toBe(true);
    await browser.store.saveEntry({ ...draftOf(pushed), entry: fixtureEntryInput('während des Syncs') });
    tab.actor.send({ type: 'sync.requested', reason: 'save' });
    expect(tab.events('sync.answered')).toEqual([
      { type: 'sync.answered', reason: 'save', answer: 'sync_in_process' },
    ]);
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(browser.server.pushes).toHaveLength(2);
    expect(browser.server.entries.get(id(1))).toMatchObject({
      version: 2,
      header: { remarks: 'während des Syncs' },
    });
    expect(browser.store.entry(SCOPE, id(1))).toMatchObject({
      state: 'synced',
      baseVersion: 2,
      entry: { header: { remarks: 'während des Syncs' } },
    });
    expect(browser.server.creates.get(id(1))).toBe(1);
  });

  it('a save in the drawer during a sync: "sync in progress" at once; the status check says saved after the follow-up run', async () => {
    const browser = await seeded(1);
    browser.server.answerDelayMs = 1_000;
    const tab = browser.openTab();
    await settle();
    expect(tab.actor.getSnapshot().hasTag('pushing')).toBe(true);
    // The drawer's gateway over this tab's sync (reads never reach the API here).
    const gateway = createOfflineEntryGateway({
      api: {} as EntryGateway,
      store: browser.store,
      sync: syncPortOf(tab.actor),
      author: () => ({ accountId: SCOPE.accountId, firstName: 'Dana', lastName: 'Fahrer' }),
    });
    const ref = { organisationId: SCOPE.organisationId, entryId: id(2) };
    const signal = new AbortController().signal;
    await expect(gateway.create({ ...ref, entry: fixtureEntryInput('im Sync') }, signal)).resolves.toEqual({
      savedLocally: true,
      syncInProgress: true,
    });
    expect(tab.events('sync.answered')).toEqual([
      { type: 'sync.answered', reason: 'save', answer: 'sync_in_process' },
    ]);
    await expect(gateway.syncStatus(ref, signal)).resolves.toEqual({
      savedLocally: true,
      syncInProgress: true,
    });
    // The first push answers after 1 s, the follow-up run's (entry 2) after another.
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(tab.actor.getSnapshot().hasTag('syncing')).toBe(true);
    await expect(gateway.syncStatus(ref, signal)).resolves.toEqual({
      savedLocally: true,
      syncInProgress: true,
    });
    await vi.advanceTimersByTimeAsync(2_000);
    await settle();
    expect(browser.server.pushes).toHaveLength(2);
    expect(tab.actor.getSnapshot().hasTag('idle')).toBe(true);
    await expect(gateway.syncStatus(ref, signal)).resolves.toEqual({ savedLocally: false });
    expect(browser.server.creates.get(id(2))).toBe(1);
  });

  it('an edit that lands during the push unasked: its refused result alone makes the sync run once more', async () => {
    const browser = await seeded(1);
    browser.server.answerDelayMs = 1_000;
    const tab = browser.openTab();
    await settle();
    const pushed = browser.store.entry(SCOPE, id(1));
    if (!pushed) throw new Error('entry 1 is stored');
    await browser.store.saveEntry({ ...draftOf(pushed), entry: fixtureEntryInput('unangekündigt') });
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(tab.events('sync.answered')).toEqual([]);
    expect(browser.server.entries.get(id(1))?.header.remarks).toBe('unangekündigt');
    expect(browser.store.entry(SCOPE, id(1))).toMatchObject({ state: 'synced', baseVersion: 2 });
  });
});

describe('when it syncs', () => {
  it('offline: answers system_is_offline; back online: syncs and announces what it pushed', async () => {
    const browser = await seeded(0);
    const tab = browser.openTab({ online: false });
    await settle();
    tab.actor.send({ type: 'sync.requested', reason: 'user' });
    expect(tab.events('sync.answered')).toEqual([
      { type: 'sync.answered', reason: 'login', answer: 'system_is_offline' },
      { type: 'sync.answered', reason: 'user', answer: 'system_is_offline' },
    ]);
    await browser.store.saveEntry(draftOf(fixtureLocalEntry(1)));
    tab.setOnline(true);
    await settle();
    expect(tab.events('sync.finished')).toEqual([
      { type: 'sync.finished', reason: 'online', pushed: 1, failed: 0, announce: true },
    ]);
  });

  it('every 30 s while online and logged in; not while offline; not logged out', async () => {
    const browser = await seeded(0);
    const tab = browser.openTab();
    await settle();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(tab.events('sync.finished').map((e) => e.reason)).toEqual(['login']);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(tab.events('sync.finished').map((e) => e.reason)).toEqual(['login', 'poll']);
    tab.setOnline(false);
    await vi.advanceTimersByTimeAsync(90_000);
    tab.setOnline(true);
    await settle();
    tab.setSignedIn(false);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(tab.events('sync.finished').map((e) => e.reason)).toEqual(['login', 'poll', 'online']);
    expect(tab.actor.getSnapshot().hasTag('signedOut')).toBe(true);
  });

  it('logging out during a sync stops it and releases the lock', async () => {
    const locks = createMemoryLockManager();
    const browser = await seeded(1, locks);
    browser.server.answerDelayMs = 1_000;
    const tab = browser.openTab();
    await settle();
    expect(tab.actor.getSnapshot().hasTag('pushing')).toBe(true);
    tab.setSignedIn(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(tab.actor.getSnapshot().context).toMatchObject({ inFlight: [], pendingCount: 0 });
    expect(locks.hold(LOGBOOK_SYNC_LOCK)).not.toBeNull();
    // The aborted push may have reached the server: the entry is kept, as attempted.
    expect(browser.store.entry(SCOPE, id(1))).toMatchObject({ state: 'unsynced', pushAttempted: true });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalEntryDraft } from '../../../api/offline/logbook-offline-store';
import {
  FIXTURE_SCOPE as SCOPE,
  FIXTURE_SIGNATURE,
  fixtureEntryInput,
  fixtureLocalEntry,
} from './logbook-sync.fixtures';
import { draftOf } from './logbook-sync.rules';
import { createTestBrowser, settle, type TestBrowser } from './sync-harness.fixtures';
import { fixtureEntryId as id, serverEntryOf } from './sync-server.fixtures';

/**
 * The sync with its real actors over the in-memory device store, the typed API client and a
 * stand-in server: what reaches the server, and what the device keeps, for each result of issue 8.
 */
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
let browser: TestBrowser;

const draft = (n: number, overrides: Partial<LocalEntryDraft> = {}): LocalEntryDraft =>
  draftOf(fixtureLocalEntry(n, overrides));
const seed = async (...drafts: LocalEntryDraft[]) => {
  for (const d of drafts) await browser.store.saveEntry(d);
};
const onServer = (n: number, version = 1) => {
  const entry = serverEntryOf(id(n), fixtureEntryInput(`Server ${n}`), version, null);
  browser.server.entries.set(id(n), entry);
  return entry;
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  browser = createTestBrowser();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('logbook sync over the store and the API', () => {
  it('pushes new, signed and deleted work at login, writes every result and records the time', async () => {
    onServer(5, 2);
    await seed(
      draft(1),
      draft(2, { signatureImage: FIXTURE_SIGNATURE }),
      draft(3, { vehicleId: null }),
      draft(4, { state: 'error' }),
      draft(5, { baseVersion: 2, state: 'synced', server: onServer(5, 2) }),
    );
    await browser.store.markDeleted(SCOPE, [id(5), id(6)]);
    const tab = browser.openTab();
    await settle();

    expect(
      browser.server.pushes.map((push) => push.map((i) => `${i.kind}:${i.logbookEntryId.slice(-1)}`)),
    ).toEqual([['save:1', 'save:2', 'delete:5', 'delete:6']]);
    expect(browser.server.entries.get(id(1))?.header.status).toBe('created');
    expect(browser.server.entries.get(id(2))?.header.status).toBe('finalized');
    expect(browser.server.entries.has(id(5))).toBe(false);
    expect(browser.store.entry(SCOPE, id(1))).toMatchObject({
      state: 'synced',
      baseVersion: 1,
      pushAttempted: false,
    });
    expect(browser.store.entry(SCOPE, id(2))).toBeUndefined();
    expect(browser.store.entry(SCOPE, id(3))?.state).toBe('savedLocally');
    expect(browser.store.entry(SCOPE, id(4))?.state).toBe('error');
    expect((await browser.store.read(SCOPE)).deletions).toEqual([]);
    expect(tab.events('sync.finished')).toEqual([
      { type: 'sync.finished', reason: 'login', pushed: 4, failed: 0, announce: false },
    ]);
    expect(tab.events('sync.itemSettled').map((e) => e.resultCode)).toEqual([
      'successfully_saved',
      'successfully_finalized',
      'successfully_deleted',
      'successfully_deleted',
    ]);
    const { context } = tab.actor.getSnapshot();
    expect(context).toMatchObject({
      lastSyncedAt: new Date(NOW).toISOString(),
      pendingCount: 2,
      inFlight: [],
    });
    tab.actor.stop();
    expect(browser.store.listenerCount()).toBe(0);
  });

  it('sends 150 entries in pushes of at most 100', async () => {
    await seed(...Array.from({ length: 150 }, (_, i) => draft(i + 1)));
    browser.openTab();
    await settle();
    expect(browser.server.pushes.map((push) => push.length)).toEqual([100, 50]);
    expect(browser.server.entries.size).toBe(150);
  });

  it('a draft changed on another device: this later save wins in the same sync and is reported', async () => {
    onServer(1, 2);
    await seed(
      draft(1, { baseVersion: 1, state: 'savedLocally', entry: fixtureEntryInput('hier geändert') }),
    );
    const tab = browser.openTab();
    await settle();
    expect(browser.server.pushes.map((push) => push.map((i) => i.kind === 'save' && i.baseVersion))).toEqual([
      [1],
      [2],
    ]);
    expect(browser.server.entries.get(id(1))).toMatchObject({
      version: 3,
      header: { remarks: 'hier geändert' },
    });
    expect(tab.events('sync.itemSettled')).toEqual([
      expect.objectContaining({ resultCode: 'successfully_saved', conflictOverwritten: true }),
    ]);
  });

  it('a finalised entry on the server drops the local edit; an unknown one is flagged', async () => {
    const finalised = onServer(1, 3);
    browser.server.entries.set(id(1), { ...finalised, header: { ...finalised.header, status: 'finalized' } });
    await seed(
      draft(1, { baseVersion: 2, state: 'unsynced' }),
      draft(2, { baseVersion: 1, state: 'unsynced' }),
    );
    browser.openTab();
    await settle();
    expect(browser.store.entry(SCOPE, id(1))).toBeUndefined();
    expect(browser.store.entry(SCOPE, id(2))).toMatchObject({ state: 'unknownEntry' });
  });

  it('401: the work is kept (new_login_required) and pushed after the next login', async () => {
    browser.server.token = 'revoked';
    await seed(draft(1));
    await browser.store.markDeleted(SCOPE, [id(9)]);
    const tab = browser.openTab();
    await settle();
    expect(tab.events('sync.failed')).toEqual([
      { type: 'sync.failed', reason: 'login', status: 401, resultCode: 'new_login_required' },
    ]);
    expect(browser.store.entry(SCOPE, id(1))).toMatchObject({
      state: 'unsynced',
      lastResult: { resultCode: 'new_login_required', status: 401 },
    });
    expect((await browser.store.read(SCOPE)).deletions[0]?.lastResult?.resultCode).toBe('new_login_required');
    expect(tab.actor.getSnapshot().context).toMatchObject({
      lastSyncedAt: null,
      lastFailure: { status: 401 },
    });

    browser.server.token = 'access-1';
    tab.setSignedIn(false);
    tab.setSignedIn(true);
    await settle();
    expect(browser.store.entry(SCOPE, id(1))?.state).toBe('synced');
    expect((await browser.store.read(SCOPE)).deletions).toEqual([]);
    expect(tab.actor.getSnapshot().context.lastFailure).toBeNull();
  });

  it('an answer lost after the server committed: kept as attempted, the retry does not duplicate', async () => {
    await seed(draft(1));
    browser.server.failNext('lost');
    const tab = browser.openTab();
    await settle();
    expect(tab.events('sync.failed')[0]).toMatchObject({ status: 0 });
    expect(browser.store.entry(SCOPE, id(1))).toMatchObject({ state: 'unsynced', pushAttempted: true });
    tab.actor.send({ type: 'sync.requested', reason: 'user' });
    await settle();
    expect(browser.server.creates.get(id(1))).toBe(1);
    expect(browser.store.entry(SCOPE, id(1))?.state).toBe('synced');
  });

  it('a server error for the whole push keeps everything unsynced and retries at the next sync', async () => {
    await seed(draft(1), draft(2));
    browser.server.failNext(503);
    const tab = browser.openTab();
    await settle();
    expect(tab.events('sync.failed')[0]).toMatchObject({ status: 503, resultCode: 'err_server' });
    expect(browser.store.entry(SCOPE, id(2))).toMatchObject({ state: 'unsynced', pushAttempted: true });
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(tab.events('sync.finished').at(-1)).toMatchObject({ reason: 'poll', pushed: 2 });
  });

  it('keeps the pending count current from the store, in this tab or another', async () => {
    const tab = browser.openTab({ online: false });
    await settle();
    expect(tab.actor.getSnapshot().context.pendingCount).toBe(0);
    await seed(draft(1), draft(2, { vehicleId: null }));
    await browser.store.markDeleted(SCOPE, [id(7)]);
    await settle();
    expect(tab.actor.getSnapshot().context.pendingCount).toBe(3);
  });

  it('writes a push to the store in two transactions, not one per entry (the list re-renders per change)', async () => {
    await seed(...Array.from({ length: 30 }, (_, n) => draft(n + 1)));
    let changes = 0;
    browser.store.subscribe(() => (changes += 1));
    browser.openTab();
    await settle();
    expect(browser.server.pushes.map((push) => push.length)).toEqual([30]);
    expect((await browser.store.read(SCOPE)).entries.every((e) => e.state === 'synced')).toBe(true);
    // Marked as attempted, settled, and the last sync time.
    expect(changes).toBe(3);
  });
});

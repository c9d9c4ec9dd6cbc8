import { describe, expect, it } from 'vitest';
import {
  CLOCK,
  ID1,
  ID2,
  ID3,
  ID4,
  draft,
  newFactory,
  openStore,
  scopeA,
  serverEntry,
  closeStoresAfterEach,
} from './offline-store.fixtures';

const track = closeStoresAfterEach();
const store = () => track(openStore(newFactory()));

describe('markDeleted (spec 001 §4 Deletion)', () => {
  it('deletes an entry never pushed only locally, and queues one the server may have', async () => {
    const s = store();
    await s.saveEntry(draft(scopeA, ID1)); // never pushed
    await s.saveEntry(draft(scopeA, ID2, { pushAttempted: true, state: 'unsynced' })); // answer lost
    await s.saveEntry(draft(scopeA, ID3, { baseVersion: 4, state: 'synced' })); // confirmed by the server
    const keep = await s.saveEntry(draft(scopeA, 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'));

    const result = await s.markDeleted(scopeA, [ID1, ID2, ID3, ID4]); // ID4: not held here at all
    expect(result).toEqual({ deletedLocally: [ID1], queued: [ID2, ID3, ID4] });

    const snapshot = await s.read(scopeA);
    expect(snapshot.entries).toEqual([keep]);
    expect(snapshot.deletions).toEqual(
      [ID2, ID3, ID4].map((logbookEntryId) => ({
        ...scopeA,
        logbookEntryId,
        markedAt: CLOCK.toISOString(),
        lastResult: null,
      })),
    );
  });

  it('queues an entry the server was seen to hold (a cached copy)', async () => {
    const s = store();
    await s.cacheServerEntries(scopeA, [serverEntry(ID1, 2)]);
    await expect(s.markDeleted(scopeA, [ID1])).resolves.toEqual({ deletedLocally: [], queued: [ID1] });
  });

  it('keeps the first mark and the last result when an id is marked again', async () => {
    let clock = CLOCK;
    const s = track(openStore(newFactory(), { now: () => clock }));
    await s.markDeleted(scopeA, [ID1, ID1]);
    await s.settleDeletion(scopeA, ID1, { resultCode: 'err_unknown', status: 500 });
    clock = new Date('2026-11-22T10:00:00.000Z');
    await expect(s.markDeleted(scopeA, [ID1])).resolves.toEqual({ deletedLocally: [], queued: [ID1] });
    expect((await s.read(scopeA)).deletions).toEqual([
      {
        ...scopeA,
        logbookEntryId: ID1,
        markedAt: CLOCK.toISOString(),
        lastResult: { resultCode: 'err_unknown', status: 500 },
      },
    ]);
  });
});

describe('settleDeletion', () => {
  it('removes a deletion the server confirmed and keeps one with its result otherwise', async () => {
    const s = store();
    await s.markDeleted(scopeA, [ID1, ID2]);
    await s.settleDeletion(scopeA, ID1, null);
    const kept = { resultCode: 'new_login_required', status: 401 } as const;
    await s.settleDeletion(scopeA, ID2, kept);
    const { deletions } = await s.read(scopeA);
    expect(deletions.map((d) => [d.logbookEntryId, d.lastResult])).toEqual([[ID2, kept]]);
  });

  it('does not make a deletion that was not marked', async () => {
    const s = store();
    await s.settleDeletion(scopeA, ID3, { resultCode: 'err_unknown', status: 0 });
    expect((await s.read(scopeA)).deletions).toEqual([]);
  });
});

describe('cacheServerEntries', () => {
  it('keeps the open entries as synced copies in the create shape', async () => {
    const s = store();
    const server = serverEntry(ID1, 3);
    await s.cacheServerEntries(scopeA, [server]);
    const [copy] = (await s.read(scopeA)).entries;
    expect(copy).toMatchObject({
      ...scopeA,
      logbookEntryId: ID1,
      vehicleId: 7,
      state: 'synced',
      baseVersion: 3,
      signatureImage: null,
      pushAttempted: false,
      server,
      entry: {
        header: {
          vehicleIdRef: 7,
          remarks: 'from the server',
          referenceTimestamp: '2026-11-21T07:30:00.000Z',
          referenceLocation: 'Leipzig',
        },
        vehicleState: server.vehicleState,
        inspections: server.inspections,
        defects: null,
        stoppage: null,
      },
    });
  });

  it('never touches an entry with local work, nor one marked deleted', async () => {
    const s = store();
    const states = ['savedLocally', 'unsynced', 'error', 'unknownEntry'] as const;
    const ids = [ID1, ID2, ID3, ID4];
    const local = await Promise.all(
      states.map((state, i) => s.saveEntry(draft(scopeA, ids[i] ?? ID1, { state, baseVersion: 1 }))),
    );
    await s.markDeleted(scopeA, ['bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb']);
    await s.cacheServerEntries(scopeA, [
      ...ids.map((id) => serverEntry(id, 9, 'changed on the server')),
      serverEntry('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 2),
    ]);
    const snapshot = await s.read(scopeA);
    expect(snapshot.entries).toEqual(local);
    expect(snapshot.deletions).toHaveLength(1);
  });

  it('replaces a synced copy with a newer server version and drops stale and finalised ones', async () => {
    const s = store();
    await s.cacheServerEntries(scopeA, [serverEntry(ID1, 1), serverEntry(ID2, 1), serverEntry(ID3, 1)]);
    const before = await s.read(scopeA);
    const finalised = serverEntry(ID3, 2);
    await s.cacheServerEntries(scopeA, [
      serverEntry(ID1, 1),
      serverEntry(ID2, 5, 'edited on another device'),
      { ...finalised, header: { ...finalised.header, status: 'finalized' } },
    ]); // ID3 finalised elsewhere
    const after = await s.read(scopeA);
    expect(after.entries.map((e) => [e.logbookEntryId, e.baseVersion, e.entry.header.remarks])).toEqual([
      [ID1, 1, 'from the server'],
      [ID2, 5, 'edited on another device'],
    ]);
    // The unchanged copy is left as it was; the new copy is a new revision.
    expect(after.entries[0]).toEqual(before.entries[0]);
    expect(after.entries[1]?.revision).toBeGreaterThan(before.entries[1]?.revision ?? Infinity);
    await s.cacheServerEntries(scopeA, []);
    expect((await s.read(scopeA)).entries).toEqual([]);
  });

  it('a partial list (one page, one vehicle) adds and refreshes copies, drops only those it shows finalised', async () => {
    const s = store();
    await s.cacheServerEntries(scopeA, [serverEntry(ID1, 1), serverEntry(ID2, 1), serverEntry(ID3, 1)]);
    const finalised = serverEntry(ID3, 2);
    await s.cacheServerEntries(
      scopeA,
      [
        serverEntry(ID2, 4, 'edited on another device'),
        { ...finalised, header: { ...finalised.header, status: 'finalized' } },
        serverEntry(ID4, 1),
      ],
      { complete: false },
    );
    const after = await s.read(scopeA);
    expect(
      after.entries
        .map((e) => [e.logbookEntryId, e.baseVersion, e.entry.header.remarks])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual(
      [
        [ID1, 1, 'from the server'],
        [ID2, 4, 'edited on another device'],
        [ID4, 1, 'from the server'],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  });
});

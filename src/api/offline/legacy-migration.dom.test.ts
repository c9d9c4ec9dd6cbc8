import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGACY_DELETIONS_KEY, LEGACY_ENTRIES_KEY } from './legacy-migration';
import {
  CLOCK,
  ID1,
  ID2,
  ID3,
  ID4,
  draft,
  newFactory,
  openStore,
  readLegacyRecords,
  refuseNextWrite,
  scopeA,
  scopeOtherAccount,
  serverEntry,
  closeStoresAfterEach,
} from './offline-store.fixtures';

const track = closeStoresAfterEach();
afterEach(() => {
  vi.restoreAllMocks();
});

/** An entry as the old client kept it: the create shape, no id, client-only flags beside the fields. */
const createShapeWithoutId = {
  header: { vehicleIdRef: 12, remarks: 'old draft', referenceTimestamp: '2026-11-20T06:00:00.000Z' },
  vehicleState: { mileage_km: 500, sandState: 'ok' },
  inspections: { selectedV: 'V1', inspectionPerformedTimestamp_V1: '2026-11-20T05:00:00.000Z' },
  isUnSynced: true,
  checkRequired: false,
};
/** An entry in the server's shape, already created there, signed with a data URL. */
const serverShapeSigned = {
  ...serverEntry(ID1, 3),
  signatureImage: 'data:image/png;base64,iVBORw0KGgo=',
  isUnSynced: true,
};
/** Create shape with an id, flagged unknown by the old client, sections left out. */
const unknownWithId = {
  header: { logbookEntryId: ID2, vehicleIdRef: 5, referenceTimestamp: '2026-11-19T06:00:00.000Z' },
  unknownEntry: true,
};
/** No vehicle reference: the old client would not have synced it; kept, not taken over. */
const withoutVehicle = { header: { remarks: 'no vehicle', referenceTimestamp: '2026-11-20T06:00:00.000Z' } };

const storageWith = (values: Record<string, string>) => {
  localStorage.clear();
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  return localStorage;
};

describe('migrateLegacy (spec 001 §3 localStorage keys)', () => {
  it('takes over entries of every accepted shape and deletions, then removes the keys', async () => {
    const factory = newFactory();
    const store = track(openStore(factory));
    const storage = storageWith({
      [LEGACY_ENTRIES_KEY]: JSON.stringify([createShapeWithoutId, serverShapeSigned, unknownWithId]),
      [LEGACY_DELETIONS_KEY]: JSON.stringify([ID3, { logbookEntryId: ID4 }]),
    });

    await expect(store.migrateLegacy(scopeA, storage)).resolves.toEqual({ entries: 3, deletions: 2 });

    expect(storage.getItem(LEGACY_ENTRIES_KEY)).toBeNull();
    expect(storage.getItem(LEGACY_DELETIONS_KEY)).toBeNull();
    const { entries, deletions } = await store.read(scopeA);
    const byVehicle = new Map(entries.map((e) => [e.vehicleId, e]));
    const generated = byVehicle.get(12);
    expect(generated?.logbookEntryId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(generated).toMatchObject({
      ...scopeA,
      state: 'savedLocally',
      pushAttempted: false,
      baseVersion: null,
      signatureImage: null,
      savedAt: CLOCK.toISOString(),
      server: null,
      lastResult: null,
      entry: {
        header: { vehicleIdRef: 12, remarks: 'old draft', referenceLocation: null },
        vehicleState: { mileage_km: 500, sandState: 'ok' },
        inspections: { selectedV: 'V1' },
        defects: null,
        stoppage: null,
      },
    });
    expect(generated?.entry).not.toHaveProperty('isUnSynced');
    expect(byVehicle.get(7)).toMatchObject({
      logbookEntryId: ID1,
      state: 'unsynced',
      pushAttempted: true,
      baseVersion: 3,
      signatureImage: 'iVBORw0KGgo=',
      entry: { header: { vehicleIdRef: 7, remarks: 'from the server', referenceLocation: 'Leipzig' } },
    });
    expect(byVehicle.get(7)?.entry.header).not.toHaveProperty('status');
    expect(byVehicle.get(5)).toMatchObject({
      logbookEntryId: ID2,
      state: 'unknownEntry',
      entry: { vehicleState: {}, inspections: {}, defects: null, stoppage: null },
    });
    expect(deletions.map((d) => d.logbookEntryId).sort()).toEqual([ID3, ID4]);
    expect(await readLegacyRecords(factory)).toEqual([]);
    // Another scope got nothing.
    expect(await store.read(scopeOtherAccount)).toEqual({ entries: [], deletions: [], lastSyncedAt: null });
  });

  it('reads deletions kept as a comma-separated string', async () => {
    const store = track(openStore(newFactory()));
    const storage = storageWith({ [LEGACY_DELETIONS_KEY]: ` ${ID1}, ${ID2} ,,${ID1}` });
    await expect(store.migrateLegacy(scopeA, storage)).resolves.toEqual({ entries: 0, deletions: 2 });
    expect((await store.read(scopeA)).deletions.map((d) => d.logbookEntryId)).toEqual([ID1, ID2]);
  });

  it('keeps what cannot be decoded in legacy with its raw text, and takes over the rest', async () => {
    const factory = newFactory();
    const store = track(openStore(factory));
    const storage = storageWith({
      [LEGACY_ENTRIES_KEY]: JSON.stringify([withoutVehicle, createShapeWithoutId]),
      [LEGACY_DELETIONS_KEY]: `${ID1},not-an-id`,
    });
    await expect(store.migrateLegacy(scopeA, storage)).resolves.toEqual({ entries: 1, deletions: 1 });
    const kept = await readLegacyRecords(factory);
    expect(kept.map((r) => [r.source, r.raw])).toEqual(
      expect.arrayContaining([
        ['unsavedLogbookItems', JSON.stringify(withoutVehicle)],
        ['logbookItemsToDelete', 'not-an-id'],
      ]),
    );
    expect(kept).toHaveLength(2);
    expect(kept.every((r) => r.reason.length > 0 && r.keptAt === CLOCK.toISOString())).toBe(true);
    expect(kept.every((r) => r.accountId === scopeA.accountId)).toBe(true);
    expect(storage.length).toBe(0);
  });

  it('keeps a value that is not JSON at all whole', async () => {
    const factory = newFactory();
    const store = track(openStore(factory));
    const storage = storageWith({ [LEGACY_ENTRIES_KEY]: '[{"header": broken' });
    await expect(store.migrateLegacy(scopeA, storage)).resolves.toEqual({ entries: 0, deletions: 0 });
    expect((await readLegacyRecords(factory)).map((r) => r.raw)).toEqual(['[{"header": broken']);
    expect(storage.getItem(LEGACY_ENTRIES_KEY)).toBeNull();
  });

  it('keeps the keys when the transaction fails, and a later run takes everything over', async () => {
    const store = track(openStore(newFactory()));
    const value = JSON.stringify([createShapeWithoutId]);
    const storage = storageWith({ [LEGACY_ENTRIES_KEY]: value, [LEGACY_DELETIONS_KEY]: ID3 });
    refuseNextWrite('commit');
    await expect(store.migrateLegacy(scopeA, storage)).rejects.toMatchObject({ kind: 'quota' });
    expect(storage.getItem(LEGACY_ENTRIES_KEY)).toBe(value);
    expect(storage.getItem(LEGACY_DELETIONS_KEY)).toBe(ID3);
    expect(await store.read(scopeA)).toEqual({ entries: [], deletions: [], lastSyncedAt: null });

    await expect(store.migrateLegacy(scopeA, storage)).resolves.toEqual({ entries: 1, deletions: 1 });
    expect(storage.length).toBe(0);
  });

  it('never duplicates when it runs twice over the same values (keys not removed)', async () => {
    const factory = newFactory();
    const store = track(openStore(factory));
    const values = {
      [LEGACY_ENTRIES_KEY]: JSON.stringify([createShapeWithoutId, unknownWithId, withoutVehicle]),
      [LEGACY_DELETIONS_KEY]: JSON.stringify([ID3]),
    };
    await store.migrateLegacy(scopeA, storageWith(values));
    const first = await store.read(scopeA);
    // The user edits a migrated entry; then the old keys show up again (a removal that did not happen).
    await store.saveEntry(draft(scopeA, ID2, { vehicleId: 5, state: 'unsynced' }));
    const edited = await store.read(scopeA);
    await expect(store.migrateLegacy(scopeA, storageWith(values))).resolves.toEqual({
      entries: 0,
      deletions: 0,
    });
    expect(await store.read(scopeA)).toEqual(edited);
    expect(first.entries).toHaveLength(2);
    expect(await readLegacyRecords(factory)).toHaveLength(1);
  });

  it('lets a deletion win over an entry of the same id, and does nothing without the keys', async () => {
    const store = track(openStore(newFactory()));
    const storage = storageWith({
      [LEGACY_ENTRIES_KEY]: JSON.stringify([unknownWithId]),
      [LEGACY_DELETIONS_KEY]: ID2,
    });
    await expect(store.migrateLegacy(scopeA, storage)).resolves.toEqual({ entries: 0, deletions: 1 });
    await expect(store.migrateLegacy(scopeA, storage)).resolves.toEqual({ entries: 0, deletions: 0 });
    const { entries, deletions } = await store.read(scopeA);
    expect(entries).toEqual([]);
    expect(deletions.map((d) => d.logbookEntryId)).toEqual([ID2]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ApiCallError, toApiFailure } from '../../../api/api-failure';
import { logbookEntryAsCreate } from '../../../api/contract/logbook-sections';
import type { LogbookEntry } from '../../../api/contract/logbook-entry.contract';
import type { IndexedDbLogbookStore } from '../../../api/offline/indexeddb-logbook-store';
import type { LocalEntryDraft } from '../../../api/offline/logbook-offline-store';
import { newFactory, openStore } from '../../../api/offline/offline-store.fixtures';
import type { EntryGateway } from '../entry/entry-gateway';
import { fixtureEntry } from '../list/logbook-list.fixtures';
import { createOfflineDeleteEntries, overallDeleteResult } from './offline-delete';
import { createOfflineEntryGateway } from './offline-entry-gateway';
import { FIXTURE_AUTHOR, FIXTURE_SCOPE } from './offline.fixtures';
import type { ItemSettled, SyncPort } from './sync-port';

const ORG = FIXTURE_SCOPE.organisationId;
const signal = new AbortController().signal;
const stores: IndexedDbLogbookStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

/** A sync port whose outcomes the test decides; it records what was asked. */
const fakeSync = (online = true) => {
  const waiting = new Map<string, (settled: ItemSettled | null) => void>();
  const requests: string[] = [];
  let syncing = false;
  const port: SyncPort = {
    getSnapshot: () => ({ context: { online }, hasTag: (tag) => tag === 'syncing' && syncing }),
    request: (reason) => void requests.push(reason),
    settled: (id) => new Promise((done) => waiting.set(id, done)),
  };
  const settle = (id: string, settled: Omit<ItemSettled, 'logbookEntryId'> | null) =>
    waiting.get(id)?.(settled === null ? null : { logbookEntryId: id, ...settled });
  return {
    port,
    requests,
    settle,
    waiting,
    setOnline: (value: boolean) => (online = value),
    setSyncing: (value: boolean) => (syncing = value),
  };
};

const serverEntry = fixtureEntry(3, { status: 'created' });
const id = serverEntry.header.logbookEntryId;

/** The API side: only reads are asked of it. */
const fakeApi = (entry: LogbookEntry | 'offline' = serverEntry): EntryGateway => {
  const reject = () => Promise.reject(new Error('not for the API'));
  return {
    create: reject,
    update: reject,
    finalize: reject,
    confirmSignature: reject,
    delete: reject,
    get: () =>
      entry === 'offline'
        ? Promise.reject(new ApiCallError({ _tag: 'NetworkError', message: 'Failed to fetch' }))
        : Promise.resolve(entry),
    newest: () => Promise.resolve(serverEntry),
    lastA1: () => Promise.resolve('2026-11-01T00:00:00.000Z'),
    signatureImage: () => Promise.resolve(new Blob(['server'])),
    document: () => Promise.resolve({ blob: new Blob(['pdf']), fileName: 'logbook.pdf' }),
    syncStatus: reject,
  };
};

const setup = (options: { online?: boolean; api?: EntryGateway } = {}) => {
  const store = openStore(newFactory());
  stores.push(store);
  const sync = fakeSync(options.online ?? true);
  const gateway = createOfflineEntryGateway({
    api: options.api ?? fakeApi(),
    store,
    sync: sync.port,
    author: () => FIXTURE_AUTHOR,
  });
  return { store, sync, gateway };
};

const newEntry = logbookEntryAsCreate(fixtureEntry(7, { status: 'created' }));
const NEW_ID = '7d1b6a8e-3c2f-4e5a-9b0c-1d2e3f4a5b6c';
const stored = async (store: IndexedDbLogbookStore) => (await store.read(FIXTURE_SCOPE)).entries;

describe('the offline entry gateway: saves go to the device first', () => {
  it('offline: the save is kept on the device and answered saved locally, no sync asked', async () => {
    const { store, sync, gateway } = setup({ online: false });
    await expect(
      gateway.create({ organisationId: ORG, entryId: NEW_ID, entry: newEntry }, signal),
    ).resolves.toEqual({
      savedLocally: true,
    });
    expect(sync.requests).toEqual([]);
    expect(await stored(store)).toMatchObject([
      { logbookEntryId: NEW_ID, state: 'savedLocally', baseVersion: null, vehicleId: 203 },
    ]);
  });

  it('online: asks for a sync and answers saved once the push saved it', async () => {
    const { sync, gateway } = setup();
    const saving = gateway.create({ organisationId: ORG, entryId: NEW_ID, entry: newEntry }, signal);
    await expect.poll(() => sync.requests).toEqual(['save']);
    sync.settle(NEW_ID, { resultCode: 'successfully_saved', status: 201 });
    await expect(saving).resolves.toEqual({ savedLocally: false });
  });

  it('online but the sync could not finish it (no answer, server error): saved locally, kept for later', async () => {
    const { store, sync, gateway } = setup();
    const saving = gateway.create({ organisationId: ORG, entryId: NEW_ID, entry: newEntry }, signal);
    await expect.poll(() => sync.requests.length).toBe(1);
    sync.settle(NEW_ID, null);
    await expect(saving).resolves.toEqual({ savedLocally: true });
    const again = gateway.create({ organisationId: ORG, entryId: NEW_ID, entry: newEntry }, signal);
    await expect.poll(() => sync.requests.length).toBe(2);
    sync.settle(NEW_ID, { resultCode: 'err_server', status: 500 });
    await expect(again).resolves.toEqual({ savedLocally: true });
    expect(await stored(store)).toHaveLength(1);
  });

  it('online while a sync runs: "sync in progress" at once (the sync runs again after); the status check follows it', async () => {
    const { store, sync, gateway } = setup();
    const ref = { organisationId: ORG, entryId: NEW_ID };
    sync.setSyncing(true);
    await expect(gateway.create({ ...ref, entry: newEntry }, signal)).resolves.toEqual({
      savedLocally: true,
      syncInProgress: true,
    });
    // Not waited for: the running sync's follow-up run takes it.
    expect(sync.requests).toEqual(['save']);
    expect(sync.waiting.size).toBe(0);
    await expect(gateway.syncStatus(ref, signal)).resolves.toEqual({
      savedLocally: true,
      syncInProgress: true,
    });
    // The sync ended without sending it (offline, failed): kept on the device.
    sync.setSyncing(false);
    await expect(gateway.syncStatus(ref, signal)).resolves.toEqual({ savedLocally: true });
    const settleAs = async (next: Partial<LocalEntryDraft>) => {
      const [local] = await stored(store);
      if (!local) throw new Error('not stored');
      const { revision, savedAt: _savedAt, ...draft } = local;
      await store.settleEntry(FIXTURE_SCOPE, NEW_ID, revision, { ...draft, ...next });
    };
    await settleAs({
      state: 'error',
      lastResult: {
        resultCode: 'err_validation',
        status: 400,
        issues: [{ field: 'x', message: 'required' }],
      },
    });
    const refused = toApiFailure(await gateway.syncStatus(ref, signal).catch((error: unknown) => error));
    expect(refused).toMatchObject({ _tag: 'HttpError', status: 400, body: { resultCode: 'err_validation' } });
    await settleAs({ state: 'unknownEntry', lastResult: null });
    expect(toApiFailure(await gateway.syncStatus(ref, signal).catch((e: unknown) => e))).toMatchObject({
      status: 404,
    });
    await settleAs({ state: 'synced', lastResult: null });
    await expect(gateway.syncStatus(ref, signal)).resolves.toEqual({ savedLocally: false });
  });

  it.each([
    ['err_validation', 400],
    ['err_unknown_entry', 404],
    ['err_forbidden_request', 403],
    ['err_already_finalized', 409],
  ] as const)('a refusal (%s) is the HTTP failure the drawer shows (%i)', async (resultCode, status) => {
    const { sync, gateway } = setup();
    const saving = gateway.create({ organisationId: ORG, entryId: NEW_ID, entry: newEntry }, signal);
    await expect.poll(() => sync.requests.length).toBe(1);
    sync.settle(NEW_ID, {
      resultCode,
      status,
      issues: [{ field: 'entry.defects.description', message: 'required' }],
    });
    const failure = toApiFailure(await saving.catch((error: unknown) => error));
    expect(failure).toMatchObject({ _tag: 'HttpError', status, body: { resultCode } });
  });

  it('an update starts from the server copy read before and keeps its version as the base', async () => {
    // Read online first (the drawer opened it), then the connection went.
    const { store, sync, gateway } = setup();
    await gateway.get({ organisationId: ORG, entryId: id }, signal);
    sync.setOnline(false);
    const entry = {
      ...logbookEntryAsCreate(serverEntry),
      header: { remarks: 'im Tunnel', referenceLocation: 'Köln' },
    };
    await expect(gateway.update({ organisationId: ORG, entryId: id, entry }, signal)).resolves.toEqual({
      savedLocally: true,
    });
    const [local] = await stored(store);
    expect(local).toMatchObject({
      baseVersion: serverEntry.version,
      server: serverEntry,
      state: 'savedLocally',
    });
    expect(local?.entry.header).toMatchObject({
      vehicleIdRef: 203,
      referenceTimestamp: serverEntry.header.referenceTimestamp,
      remarks: 'im Tunnel',
    });
    // A gateway that never saw the entry has nothing to update.
    const other = setup({ online: false });
    await expect(
      other.gateway.update({ organisationId: ORG, entryId: id, entry }, signal),
    ).rejects.toMatchObject({
      failure: { status: 404 },
    });
    expect(await stored(other.store)).toEqual([]);
  });

  it('online in name only (no answer): a stored copy still opens; newest and last A1 read as unknown', async () => {
    const { store, sync } = setup({ api: fakeApi('offline') });
    const unreachable = {
      ...fakeApi('offline'),
      newest: () => Promise.reject(new ApiCallError({ _tag: 'NetworkError', message: 'Failed to fetch' })),
      lastA1: () => Promise.reject(new ApiCallError({ _tag: 'NetworkError', message: 'Failed to fetch' })),
    };
    const ref = { organisationId: ORG, entryId: id };
    const vehicle = { organisationId: ORG, vehicleId: serverEntry.header.vehicleIdRef };
    await store.cacheServerEntries(FIXTURE_SCOPE, [serverEntry]);
    const lagging = createOfflineEntryGateway({
      api: unreachable,
      store,
      sync: sync.port,
      author: () => FIXTURE_AUTHOR,
    });
    await expect(lagging.get(ref, signal)).resolves.toMatchObject({ version: serverEntry.version });
    await expect(lagging.newest(vehicle, signal)).resolves.toBeNull();
    await expect(lagging.lastA1(vehicle, signal)).resolves.toBeNull();
    // Any other failure is still the caller's to show.
    const refusing = createOfflineEntryGateway({
      api: {
        ...unreachable,
        lastA1: () =>
          Promise.reject(
            new ApiCallError({ _tag: 'HttpError', status: 500, body: null, retryAfterSeconds: null }),
          ),
      },
      store,
      sync: sync.port,
      author: () => FIXTURE_AUTHOR,
    });
    await expect(refusing.lastA1(vehicle, signal)).rejects.toMatchObject({ failure: { status: 500 } });
  });

  it('finalising offline keeps the signature with the entry; the device copy then reads as signed', async () => {
    const { store, gateway } = setup({ online: false });
    await gateway.create({ organisationId: ORG, entryId: NEW_ID, entry: newEntry }, signal);
    await gateway.finalize({ organisationId: ORG, entryId: NEW_ID, signatureImage: 'iVBORw0KGgo=' }, signal);
    expect((await stored(store))[0]).toMatchObject({ signatureImage: 'iVBORw0KGgo=', state: 'savedLocally' });
    const shown = await gateway.get({ organisationId: ORG, entryId: NEW_ID }, signal);
    expect(shown.hasSignatureImage).toBe(true);
    const image = await gateway.signatureImage({ organisationId: ORG, entryId: NEW_ID }, signal);
    expect(image.type).toBe('image/png');
    expect(image.size).toBe(8);
  });
});

describe('the offline entry gateway: reads', () => {
  it('the device copy with unpushed work wins over the server, also online', async () => {
    const { gateway } = setup();
    const offline = setup({ online: false });
    await offline.gateway.create({ organisationId: ORG, entryId: NEW_ID, entry: newEntry }, signal);
    const shown = await offline.gateway.get({ organisationId: ORG, entryId: NEW_ID }, signal);
    expect(shown.header.creatorAccountFirstName).toBe(FIXTURE_AUTHOR.firstName);
    await expect(gateway.get({ organisationId: ORG, entryId: id }, signal)).resolves.toBe(serverEntry);
  });

  it('offline with no device copy: a network failure; the newest entry and last A1 are not known', async () => {
    const { gateway } = setup({ online: false, api: fakeApi('offline') });
    const failure = toApiFailure(
      await gateway.get({ organisationId: ORG, entryId: id }, signal).catch((e: unknown) => e),
    );
    expect(failure._tag).toBe('NetworkError');
    await expect(gateway.newest({ organisationId: ORG, vehicleId: 203 }, signal)).resolves.toBeNull();
    await expect(gateway.lastA1({ organisationId: ORG, vehicleId: 203 }, signal)).resolves.toBeNull();
  });

  it('logged out: nothing is saved', async () => {
    const store = openStore(newFactory());
    stores.push(store);
    const gateway = createOfflineEntryGateway({
      api: fakeApi(),
      store,
      sync: fakeSync().port,
      author: () => null,
    });
    await expect(
      gateway.create({ organisationId: ORG, entryId: NEW_ID, entry: newEntry }, signal),
    ).rejects.toMatchObject({
      failure: { status: 401 },
    });
    expect(await store.read(FIXTURE_SCOPE)).toMatchObject({ entries: [] });
  });
});

describe('deleting through the device', () => {
  it('an entry never pushed is only deleted locally, without asking the server', async () => {
    const { store, sync, gateway } = setup();
    sync.setOnline(false);
    await gateway.create({ organisationId: ORG, entryId: NEW_ID, entry: newEntry }, signal);
    sync.setOnline(true);
    await expect(gateway.delete({ organisationId: ORG, entryId: NEW_ID }, signal)).resolves.toBe(
      'only_deleted_locally',
    );
    expect(sync.requests).toEqual([]);
    expect(await store.read(FIXTURE_SCOPE)).toMatchObject({ entries: [], deletions: [] });
  });

  it('a server entry is queued and pushed; err_unknown_entry counts as deleted', async () => {
    const { store, sync } = setup();
    const remove = createOfflineDeleteEntries({ store, sync: sync.port, author: () => FIXTURE_AUTHOR });
    const other = fixtureEntry(6).header.logbookEntryId;
    const deleting = remove({ organisationId: ORG, ids: [id, other] }, signal);
    await expect.poll(() => sync.requests).toEqual(['delete']);
    sync.settle(id, { resultCode: 'successfully_deleted', status: 200 });
    sync.settle(other, { resultCode: 'err_unknown_entry', status: 404 });
    await expect(deleting).resolves.toBe('successfully_deleted');
  });

  it('offline the deletion waits on the device', async () => {
    const { store, sync } = setup({ online: false });
    const remove = createOfflineDeleteEntries({ store, sync: sync.port, author: () => FIXTURE_AUTHOR });
    await expect(remove({ organisationId: ORG, ids: [id] }, signal)).resolves.toBe('only_deleted_locally');
    expect((await store.read(FIXTURE_SCOPE)).deletions).toMatchObject([{ logbookEntryId: id }]);
  });

  it('one overall result: one failure names itself, several are err_multiple_error_occurred', () => {
    const ok = { logbookEntryId: 'a', resultCode: 'successfully_deleted', status: 200 } as const;
    const refused = { logbookEntryId: 'b', resultCode: 'err_already_finalized', status: 409 } as const;
    expect(overallDeleteResult([ok, ok])).toBe('successfully_deleted');
    expect(overallDeleteResult([ok, null])).toBe('only_deleted_locally');
    expect(overallDeleteResult([ok, refused])).toBe('err_already_finalized');
    expect(overallDeleteResult([refused, { ...refused, resultCode: 'err_forbidden_request' }])).toBe(
      'err_multiple_error_occurred',
    );
  });
});

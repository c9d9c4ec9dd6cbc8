import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../api/api-failure';
import { logbookEntryAsCreate } from '../../../api/contract/logbook-sections';
import type { IndexedDbLogbookStore } from '../../../api/offline/indexeddb-logbook-store';
import { OfflineStoreError } from '../../../api/offline/logbook-offline-store';
import { newFactory, openStore } from '../../../api/offline/offline-store.fixtures';
import type { EntryGateway } from '../entry/entry-gateway';
import type { LogbookApiActors } from '../list/logbook.actors';
import { fixtureEntry, fixturePage } from '../list/logbook-list.fixtures';
import { listFilter } from '../list/logbook-list.rules';
import type { LogbookListPage, LogbookListRequest } from '../list/logbook-list.types';
import { createKeepListedDrafts, withListedDraftsKept } from './keep-listed-drafts';
import { createOfflineEntryGateway } from './offline-entry-gateway';
import { FIXTURE_AUTHOR, FIXTURE_SCOPE } from './offline.fixtures';

const ORG = FIXTURE_SCOPE.organisationId;
const signal = new AbortController().signal;
const stores: IndexedDbLogbookStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  vi.restoreAllMocks();
});

const request = (scope: 'drafts' | 'all', skip = 0): LogbookListRequest => ({
  organisationId: ORG,
  top: 15,
  skip,
  filter: listFilter(scope, scope === 'all' ? 203 : null),
  orderby: 'createTimestamp desc',
});
/** fixturePage: every third entry is open (status created), the rest finalised. */
const page = (found: number): LogbookListPage => fixturePage(1, found, 15);
const openIds = (p: LogbookListPage) =>
  p.items.filter((e) => e.header.status === 'created').map((e) => e.header.logbookEntryId);

/** The list calls answering `answer`; only `calls.loadEntries` is read by the wrapper. */
const actorsOver = (answer: LogbookListPage): LogbookApiActors =>
  ({ calls: { loadEntries: () => Promise.resolve(answer) } }) as unknown as LogbookApiActors;

const setup = () => {
  const store = openStore(newFactory());
  stores.push(store);
  const keep = createKeepListedDrafts({ store, author: () => FIXTURE_AUTHOR });
  const ids = async () => (await store.read(FIXTURE_SCOPE)).entries.map((e) => e.logbookEntryId).sort();
  return { store, keep, ids };
};

describe('the drafts a list shows are kept on the device (issue 8)', () => {
  it('a loaded page keeps its open entries as synced copies, never the finalised ones', async () => {
    const { keep, ids } = setup();
    const shown = page(9);
    const loaded = withListedDraftsKept(actorsOver(shown), keep);
    await expect(loaded.calls.loadEntries(request('drafts'), signal)).resolves.toBe(shown);
    expect(await ids()).toEqual(openIds(shown).sort());
  });

  it('only the drafts page that lists every open entry drops copies it no longer shows', async () => {
    const { keep, ids } = setup();
    await keep(request('drafts'), page(9));
    const fewer = page(3); // entry 3 only
    await keep(request('all'), { ...fewer, items: [] });
    expect(await ids()).toEqual(openIds(page(9)).sort());
    await keep(request('drafts', 15), { ...fewer, items: [] });
    expect(await ids()).toEqual(openIds(page(9)).sort());
    await keep(request('drafts'), fewer);
    expect(await ids()).toEqual(openIds(fewer));
  });

  it('keeps nothing while logged out, and a store that refuses the space does not stop the list', async () => {
    const store = openStore(newFactory());
    stores.push(store);
    await createKeepListedDrafts({ store, author: () => null })(request('drafts'), page(9));
    expect((await store.read(FIXTURE_SCOPE)).entries).toEqual([]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(store, 'cacheServerEntries').mockRejectedValue(new OfflineStoreError('quota', 'full'));
    const keep = createKeepListedDrafts({ store, author: () => FIXTURE_AUTHOR });
    const shown = page(9);
    await expect(
      withListedDraftsKept(actorsOver(shown), keep).calls.loadEntries(request('drafts'), signal),
    ).resolves.toBe(shown);
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('a draft only listed online opens offline in a new session and its offline save names the version seen', async () => {
    const { store, keep } = setup();
    const draft = { ...fixtureEntry(3, { status: 'created' }), version: 4 };
    await keep(request('drafts'), { ...page(3), items: [draft] });
    const offlineApi = {
      get: () => Promise.reject(new ApiCallError({ _tag: 'NetworkError', message: 'Failed to fetch' })),
    } as unknown as EntryGateway;
    const gateway = createOfflineEntryGateway({
      api: offlineApi,
      store,
      sync: {
        getSnapshot: () => ({ context: { online: false }, hasTag: () => false }),
        request: () => undefined,
        settled: () => Promise.resolve(null),
      },
      author: () => FIXTURE_AUTHOR,
    });
    const ref = { organisationId: ORG, entryId: draft.header.logbookEntryId };
    const opened = await gateway.get(ref, signal);
    expect(opened).toMatchObject({ version: 4, header: { remarks: draft.header.remarks } });
    const entry = {
      ...logbookEntryAsCreate(draft),
      header: { remarks: 'im Tunnel', referenceLocation: 'Köln' },
    };
    await expect(gateway.update({ ...ref, entry }, signal)).resolves.toEqual({ savedLocally: true });
    const [local] = (await store.read(FIXTURE_SCOPE)).entries;
    expect(local).toMatchObject({
      state: 'savedLocally',
      baseVersion: 4,
      entry: { header: { remarks: 'im Tunnel' } },
    });
  });
});

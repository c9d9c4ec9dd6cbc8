import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CDPSession, Locator, Page } from 'playwright-core';
import type entryEn from '../../../src/i18n/locales/en-GB/logbookEntry.json';
import { DEMO_ORGANISATIONS } from '../../../server/demo/demo-accounts';
import { viewChecked } from './accessibility';
import { accessTokenOf } from './login';

/**
 * What the offline fault-matrix cases share about drafts (issue 8): the driver's logbook API to set up
 * and check the server's side, the device store read from the page (IndexedDB, as the app keeps it),
 * the drafts page and the entry drawer worked as a driver would, and the browser's quota through
 * DevTools. Every wait here is on observable state.
 */

export const LOGBOOK_GW = '/logbook/api/logbook/v1';
/** The driver's organisation (demo data). */
export const DRIVER_ORG = DEMO_ORGANISATIONS[0].id;
/** Generous: the machine running these is shared and slow. */
/**
 * A sync after reconnecting: the session first asks for a token, a push refused meanwhile is retried
 * by the 30 s poll, so give it more than one poll.
 */
export const SYNC_POLL = { timeout: 90_000 } as const;

/** The texts of the drawer in one language (logbookEntry namespace). */
export type EntryTexts = typeof entryEn;

/** An entry as the server answers it, as far as these checks read it. */
export interface ServerEntry {
  readonly version: number;
  readonly header: {
    readonly logbookEntryId: string;
    readonly vehicleIdRef: number;
    readonly status: 'created' | 'finalized';
    readonly remarks: string | null;
  };
}

/** The driver's logbook over HTTP (the real server; the setup and the server's side of each check). */
export const driverLogbook = async (portalUrl: string) => {
  const token = await accessTokenOf(portalUrl, 'driver');
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${portalUrl}${LOGBOOK_GW}/organisations/${DRIVER_ORG}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  const json = async <T>(path: string, init: RequestInit = {}, status = 200): Promise<T> => {
    const r = await call(path, init);
    expect(r.status, `${init.method ?? 'GET'} ${path}`).toBe(status);
    return (await r.json()) as T;
  };
  /** Every entry of the organisation the driver may read (all pages). */
  const all = async (): Promise<ServerEntry[]> => {
    const items: ServerEntry[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = await json<{ items: ServerEntry[]; pagination: { hasNextPage: boolean } }>(
        `/entries?top=100&skip=${skip}&count=true`,
      );
      items.push(...page.items);
      if (!page.pagination.hasNextPage) return items;
    }
  };
  return {
    get: (id: string) => json<ServerEntry>(`/entries/${id}`),
    all,
    /** A vehicle the driver writes entries for: one of the demo logbook's. */
    vehicleId: async (): Promise<number> => {
      const page = await json<{ items: ServerEntry[] }>('/entries?top=1');
      const vehicleId = page.items[0]?.header.vehicleIdRef;
      expect(vehicleId).toBeTypeOf('number');
      return vehicleId!;
    },
    /** A complete draft (status created) made online, an hour before now; answers its id. */
    createDraft: async (vehicleId: number, remarks: string): Promise<string> => {
      const id = randomUUID();
      const at = (minutesBefore: number) => new Date(Date.now() - minutesBefore * 60_000).toISOString();
      await json(
        '/entries',
        {
          method: 'POST',
          body: JSON.stringify({
            logbookEntryId: id,
            entry: {
              header: {
                vehicleIdRef: vehicleId,
                remarks,
                referenceTimestamp: at(60),
                referenceLocation: 'Fulda',
              },
              vehicleState: {
                hydraulicsState: 'ok',
                vehicleOperatingHours_h: 1200,
                mileage_km: 50_000,
                fuelFillingLevel_l: 2000,
                fuelAdded_l: 0,
                sandState: 'ok',
                motorOilState: 'ok',
              },
              inspections: {
                inspectionPerformedTimestamp_A1: at(90),
                inspectionPerformedTimestamp_V1: at(80),
                selectedV: 'V1',
              },
              defects: null,
              stoppage: null,
            },
          }),
        },
        201,
      );
      return id;
    },
  };
};

/** The server holds each id exactly once, with these remarks; no other entry carries any of them. */
export const expectServerHolds = async (
  logbook: Awaited<ReturnType<typeof driverLogbook>>,
  expected: ReadonlyMap<string, string>,
  foreignRemarks: readonly string[] = [],
): Promise<void> => {
  const all = await logbook.all();
  for (const [id, remarks] of expected) {
    const copies = all.filter((entry) => entry.header.logbookEntryId === id);
    expect(
      copies.map((entry) => entry.header.remarks),
      id,
    ).toEqual([remarks]);
  }
  const marked = [...expected.values(), ...foreignRemarks];
  const carrying = all.filter((entry) => marked.includes(entry.header.remarks ?? ''));
  expect(carrying.map((entry) => entry.header.logbookEntryId).sort()).toEqual([...expected.keys()].sort());
};

/** An entry as this device keeps it (src/api/offline: IndexedDB `rail-portal-logbook`). */
export interface DeviceEntry {
  readonly logbookEntryId: string;
  readonly state: string;
  readonly baseVersion: number | null;
  readonly remarks: string | null;
}

/** What the device holds: its entries and the ids of its pending deletions (read, never changed). */
export const deviceStore = (page: Page): Promise<{ entries: DeviceEntry[]; deletions: string[] }> =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('rail-portal-logbook');
      // Never create it: the app owns its schema.
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('no device store'));
    });
    const all = <T>(tx: IDBTransaction, name: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = tx.objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error ?? new Error(name));
      });
    try {
      const tx = db.transaction(['entries', 'deletions'], 'readonly');
      type Stored = {
        logbookEntryId: string;
        state: string;
        baseVersion: number | null;
        entry: { header: { remarks?: string | null } };
      };
      const [entries, deletions] = await Promise.all([
        all<Stored>(tx, 'entries'),
        all<{ logbookEntryId: string }>(tx, 'deletions'),
      ]);
      return {
        entries: entries.map((e) => ({
          logbookEntryId: e.logbookEntryId,
          state: e.state,
          baseVersion: e.baseVersion,
          remarks: e.entry.header.remarks ?? null,
        })),
        deletions: deletions.map((d) => d.logbookEntryId),
      };
    } finally {
      db.close();
    }
  });

/** One entry on the device, or undefined. */
export const deviceEntry = async (page: Page, id: string): Promise<DeviceEntry | undefined> =>
  (await deviceStore(page)).entries.find((entry) => entry.logbookEntryId === id);

/** What waits on the device (`id:state`, sorted): empty when every entry is the server's copy. */
export const pendingOnDevice = async (page: Page): Promise<string[]> => {
  const { entries, deletions } = await deviceStore(page);
  return [
    ...entries.filter((entry) => entry.state !== 'synced').map((e) => `${e.logbookEntryId}:${e.state}`),
    ...deletions.map((id) => `${id}:deleted`),
  ].sort((a, b) => a.localeCompare(b));
};

/** The drafts page, online, once it lists `ids` and the device keeps them (the offline copies). */
export const openDraftsOnline = async (page: Page, portalUrl: string, ids: readonly string[]) => {
  await page.goto(`${portalUrl}/logbook-draft-entries`);
  for (const id of ids) await draftRow(page, id).waitFor();
  // The view's accessibility check first: a drawer opened while it waits would be checked mid-fade.
  await viewChecked(page);
  for (const id of ids) await expect.poll(async () => (await deviceEntry(page, id))?.state).toBe('synced');
};

export const draftRow = (page: Page, id: string): Locator =>
  page.locator(`[data-testid="logbook-row"][data-entry-id="${id}"]`);

export const entryDrawer = (page: Page): Locator => page.getByTestId('entry-drawer');

/** The drawer's remarks field (a required label would end in " *"). */
const remarksField = (page: Page, texts: EntryTexts) =>
  entryDrawer(page).getByLabel(new RegExp(`^${texts.fields.header.remarks}( \\*)?$`));

/** Opens a row in the drawer and waits for its editable form with the remarks shown. */
export const openDraft = async (page: Page, id: string, texts: EntryTexts): Promise<Locator> => {
  await draftRow(page, id).click();
  await entryDrawer(page).waitFor();
  const remarks = remarksField(page, texts);
  await remarks.waitFor().catch(async (error: unknown) => {
    // Say what the drawer shows instead (loading, could not be loaded...) and what the device holds.
    const shown = await entryDrawer(page)
      .innerText()
      .catch(() => '(no drawer)');
    const copy = JSON.stringify(await deviceEntry(page, id));
    throw new Error(`No editable form for ${id}; the drawer shows: ${shown}; device copy: ${copy}`, {
      cause: error,
    });
  });
  await expect.poll(() => remarks.isEditable()).toBe(true);
  return remarks;
};

/** Writes new remarks into the open drawer and presses Save. */
export const saveRemarks = async (page: Page, remarks: string, texts: EntryTexts): Promise<void> => {
  await remarksField(page, texts).fill(remarks);
  await entryDrawer(page).getByRole('button', { name: texts.actions.save, exact: true }).click();
};

/** Edits a draft offline: opened, new remarks saved, "saved locally" shown, the drawer closed. */
export const editDraftOffline = async (
  page: Page,
  id: string,
  remarks: string,
  texts: EntryTexts,
): Promise<void> => {
  await openDraft(page, id, texts);
  await saveRemarks(page, remarks, texts);
  await expect
    .poll(() => page.getByTestId('entry-snackbar').textContent())
    .toContain(texts.labels.logbookEntrySavedLocally);
  await closeDrawer(page, texts);
};

/** Closes the drawer (nothing unsaved: at once) and waits until it is gone. */
export const closeDrawer = async (page: Page, texts: EntryTexts): Promise<void> => {
  await entryDrawer(page).getByRole('button', { name: texts.actions.close, exact: true }).last().click();
  await entryDrawer(page).waitFor({ state: 'detached' });
};

/** Resolves once the service worker controls the page (an offline reload needs its precache). */
export const controlledByServiceWorker = async (page: Page): Promise<void> => {
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await controlled())) await page.reload();
  await expect.poll(controlled).toBe(true);
};

const PROBE_DATABASE = 'fault-matrix-quota-probe';

/** Whether the origin's storage takes one more write of `bytes` now (a database of the test's own). */
const probeWrite = (page: Page, bytes: number): Promise<boolean> =>
  page.evaluate(
    async ({ name, bytes }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('probe');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('probe'));
      });
      try {
        return await new Promise<boolean>((resolve) => {
          const tx = db.transaction('probe', 'readwrite');
          tx.objectStore('probe').put(new Uint8Array(bytes), 'probe');
          tx.oncomplete = () => resolve(true);
          tx.onabort = () => resolve(false);
        });
      } finally {
        db.close();
      }
    },
    { name: PROBE_DATABASE, bytes },
  );

/**
 * The storage the origin is given from its first write on: more than the app keeps (its precache and
 * the offline logbook, a few MB), little enough that one write of it can be refused at once (see
 * `storageQuota`).
 */
const STORAGE_LIMIT_BYTES = 16 * 1024 * 1024;
/** A write the origin takes at any time (its space is not in question). */
const SMALL_WRITE_BYTES = 1024;

/**
 * The browser's storage quota for the portal's origin, through DevTools
 * (`Storage.overrideQuotaForOrigin`). Made in `loggedInPage`'s `prepare`, before the app's first write:
 * the origin gets STORAGE_LIMIT_BYTES. `refuse` sets the quota below what the origin uses and resolves
 * once a write is refused (QuotaExceededError); `restore` lifts the override and drops the probe's
 * database.
 *
 * Why the limit from the start: Chromium's IndexedDB grants writes from the space the quota manager
 * last reported free, shrinking that allowance to nothing over 30 s (`kBucketSpaceCacheTimeLimit`);
 * only a write larger than the allowance asks the quota manager again. Under the default quota (GBs
 * free) small writes kept passing for up to 30 s after the quota was cut (24 s of this test's 35). Under
 * the limit, the allowance is below STORAGE_LIMIT_BYTES, so `refuse`'s probe of that size asks the quota
 * manager at once, and its answer (nothing free) is what every later write is granted from.
 */
export const storageQuota = async (page: Page, portalUrl: string) => {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const origin = new URL(portalUrl).origin;
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: STORAGE_LIMIT_BYTES });
  return {
    refuse: async () => {
      // The probe's database made first, so that refusing needs no new one.
      expect(await probeWrite(page, SMALL_WRITE_BYTES)).toBe(true);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
      await expect.poll(() => probeWrite(page, STORAGE_LIMIT_BYTES)).toBe(false);
    },
    restore: async () => {
      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
      await expect.poll(() => probeWrite(page, SMALL_WRITE_BYTES)).toBe(true);
      await page.evaluate(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = () => resolve();
            request.onerror = () => reject(request.error ?? new Error(name));
          }),
        PROBE_DATABASE,
      );
    },
  };
};

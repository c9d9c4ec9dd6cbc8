import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import logbookEn from '../../../src/i18n/locales/en-GB/logbook.json';
import type { FaultProxy, ProxiedRequest, RequestMatch } from './fault-proxy';
import { accessTokenOf } from './login';
import { deviceStateChips, LOGBOOK_API, ORGANISATION, pendingCountShown } from './offline-logbook';

/**
 * What the device, the server and the proxy hold in the offline logbook's fault matrix (issue 8), and
 * the checks every case ends with: 0 lost, 0 duplicated, 0 stuck, the UI as the server.
 */

// ---------------------------------------------------------------- what the device holds

/** One entry in the device's IndexedDB (src/api/offline/idb-schema.ts), as far as the checks read it. */
export interface DeviceEntry {
  readonly logbookEntryId: string;
  readonly location: string | null;
  readonly state: string;
}

/** Every entry and deletion the device's logbook store holds (all accounts), read in the page. */
export const deviceLogbook = (page: Page): Promise<{ entries: DeviceEntry[]; deletions: string[] }> =>
  page.evaluate(
    () =>
      new Promise<{ entries: DeviceEntry[]; deletions: string[] }>((done, fail) => {
        const open = indexedDB.open('rail-portal-logbook');
        open.onerror = () => fail(new Error(`IndexedDB: ${String(open.error)}`));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['entries', 'deletions'], 'readonly');
          const entries = tx.objectStore('entries').getAll();
          const deletions = tx.objectStore('deletions').getAll();
          tx.oncomplete = () => {
            db.close();
            done({
              entries: (
                entries.result as {
                  logbookEntryId: string;
                  state: string;
                  entry: { header: { referenceLocation?: string | null } };
                }[]
              ).map((e) => ({
                logbookEntryId: e.logbookEntryId,
                location: e.entry.header.referenceLocation ?? null,
                state: e.state,
              })),
              deletions: (deletions.result as { logbookEntryId: string }[]).map((d) => d.logbookEntryId),
            });
          };
          tx.onerror = () => fail(new Error(`IndexedDB: ${String(tx.error)}`));
        };
      }),
  );

/** The device's entry ids by location (the UI shows no ids: the tests name entries by location). */
export const deviceIdsByLocation = async (page: Page): Promise<Map<string, string>> =>
  new Map(
    (await deviceLogbook(page)).entries.flatMap((e) =>
      e.location === null ? [] : [[e.location, e.logbookEntryId] as const],
    ),
  );

// ---------------------------------------------------------------- the old client's localStorage

/** A draft as the spec's old client kept it in `unsavedLogbookItems` (the create shape with its id). */
export const legacyDraft = (logbookEntryId: string, vehicleId: number, location: string, at: Date) => ({
  logbookEntryId,
  header: {
    vehicleIdRef: vehicleId,
    remarks: null,
    referenceTimestamp: at.toISOString(),
    referenceLocation: location,
  },
  vehicleState: {},
  inspections: {},
  defects: null,
  stoppage: null,
});

/**
 * Leaves drafts in the spec's old localStorage key `unsavedLogbookItems`, as the previous client did;
 * the app takes them over into IndexedDB when it next starts (src/api/offline/legacy-migration.ts).
 */
export const seedLegacyDrafts = async (
  page: Page,
  drafts: readonly ReturnType<typeof legacyDraft>[],
): Promise<void> => {
  await page.evaluate((text) => localStorage.setItem('unsavedLogbookItems', text), JSON.stringify(drafts));
};

// ---------------------------------------------------------------- what the server holds

/** An entry as the server lists it, as far as the checks read it. */
export interface ServerEntry {
  readonly id: string;
  readonly vehicleId: number;
  readonly location: string | null;
  readonly remarks: string | null;
  readonly status: 'created' | 'finalized';
  readonly version: number;
  readonly hasSignatureImage: boolean;
}

interface ListedEntry {
  readonly header: {
    readonly logbookEntryId: string;
    readonly vehicleIdRef: number;
    readonly referenceLocation: string | null;
    readonly remarks: string | null;
    readonly status: 'created' | 'finalized';
  };
  readonly version: number;
  readonly hasSignatureImage: boolean;
}

/** Every entry of the organisation the account can read, through the logbook API (all pages). */
export const serverEntries = async (portalUrl: string, accountName: string): Promise<ServerEntry[]> => {
  const token = await accessTokenOf(portalUrl, accountName);
  const all: ServerEntry[] = [];
  for (let skip = 0; ; skip += 1000) {
    const response = await fetch(
      `${portalUrl}${LOGBOOK_API}/organisations/${ORGANISATION}/entries?top=1000&skip=${skip}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: ListedEntry[] };
    all.push(
      ...items.map((item) => ({
        id: item.header.logbookEntryId,
        vehicleId: item.header.vehicleIdRef,
        location: item.header.referenceLocation,
        remarks: item.header.remarks,
        status: item.header.status,
        version: item.version,
        hasSignatureImage: item.hasSignatureImage,
      })),
    );
    if (items.length < 1000) return all;
  }
};

/** What the driver did that the server must hold in the end: one entry per location. */
export interface ExpectedEntry {
  readonly location: string;
  readonly status: 'created' | 'finalized';
}

/**
 * 0 lost, 0 duplicated: of the server's entries whose location starts with `marker`, each expected
 * location is there exactly once with the expected status, and nothing else (deleted ones absent).
 */
export const expectServerHoldsExactly = (
  server: readonly ServerEntry[],
  marker: string,
  expected: readonly ExpectedEntry[],
): ServerEntry[] => {
  const ours = server.filter((e) => e.location?.startsWith(marker));
  const byLocation = (list: readonly { location: string | null; status: string }[]) =>
    list.map((e) => `${e.location} ${e.status}`).sort();
  expect(byLocation(ours)).toEqual(byLocation(expected));
  expect(new Set(ours.map((e) => e.id)).size).toBe(ours.length);
  return ours;
};

/**
 * 0 stuck, and the UI as the server: the drafts page waits for nothing (no pending count, no row with
 * a device state), and after a reload each of `entries` the list shows carries the server's status.
 */
export const expectNothingPendingOnDevice = async (page: Page): Promise<void> => {
  await expect.poll(() => pendingCountShown(page)).toBe(0);
  await expect.poll(() => deviceStateChips(page).count()).toBe(0);
  const device = await deviceLogbook(page);
  expect(device.deletions).toEqual([]);
  expect(device.entries.filter((e) => e.state !== 'synced')).toEqual([]);
};

/** The status column's text of each row the page shows, by entry id. */
export const rowStatuses = async (page: Page): Promise<Map<string, string>> => {
  const rows = page.locator('[data-testid="logbook-row"]');
  const shown = new Map<string, string>();
  for (const row of await rows.all()) {
    const id = (await row.getAttribute('data-entry-id')) ?? '';
    shown.set(id, ((await row.locator('td').nth(1).locator('.rt-Badge').first().textContent()) ?? '').trim());
  }
  return shown;
};

/**
 * The UI as the server: every row the page shows is an entry the server holds (`server`: all it
 * lists), with the server's status and no device state, and at least `minimumOurs` of them are
 * entries of `ourIds`.
 */
export const expectRowsAsOnServer = async (
  page: Page,
  server: readonly ServerEntry[],
  ourIds: ReadonlySet<string>,
  minimumOurs: number,
): Promise<void> => {
  const known = new Map(server.map((e) => [e.id, e]));
  await expect
    .poll(async () => {
      const shown = await rowStatuses(page);
      const unknown = [...shown.keys()].filter((id) => !known.has(id));
      const wrong = [...shown].filter(([id, text]) => {
        const status = known.get(id)?.status;
        return status !== undefined && text !== logbookEn.status[status];
      });
      const ours = [...shown.keys()].filter((id) => ourIds.has(id)).length;
      return { unknown, wrong, enough: ours >= minimumOurs };
    })
    .toEqual({ unknown: [], wrong: [], enough: true });
  expect(await deviceStateChips(page).count()).toBe(0);
};

// ---------------------------------------------------------------- pushes seen by the proxy

/** The sync pushes (POST …/entries/sync) the proxy has seen so far, oldest first. */
export const syncPushes = (proxy: FaultProxy): ProxiedRequest[] =>
  proxy.requests().filter((r) => r.method === 'POST' && /\/entries\/sync$/.test(r.path));

/** Is this request a sync push? For `dropAnswerOnce`. */
export const isSyncPush: RequestMatch = ({ method, path }) =>
  method === 'POST' && /\/entries\/sync$/.test(path);

/**
 * Resolves with the first sync push after the `seen` ones the moment the proxy has it (polled every
 * few milliseconds: a crash is meant to land while the server works on it).
 */
export const nextSyncPush = async (proxy: FaultProxy, seen: number): Promise<ProxiedRequest> => {
  await expect.poll(() => syncPushes(proxy).length, { interval: 5 }).toBeGreaterThan(seen);
  return syncPushes(proxy)[seen]!;
};

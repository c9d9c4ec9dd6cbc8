import { expect } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import entryEn from '../../../src/i18n/locales/en-GB/logbookEntry.json';
import logbookEn from '../../../src/i18n/locales/en-GB/logbook.json';
import { DEMO_ORGANISATIONS } from '../../../server/demo/demo-accounts';
import { newPage } from './browser';
import { accessTokenOf, expectPath, logIn, preferEnglish } from './login';
import { controlledByServiceWorker } from './service-worker';

/**
 * The driver's offline logbook work as a person does it in the browser, and the server's side of it
 * read through the logbook API, for the offline fault matrix (issue 8): log in online, take the
 * context offline, write entries that are "saved locally", go online, then compare the server's
 * entries with what was written (0 lost, 0 duplicated, 0 stuck) and the list with the server.
 */

export const LOGBOOK_API = '/logbook/api/logbook/v1';
/** The driver's organisation in the demo data. */
export const DRIVER_ORGANISATION = DEMO_ORGANISATIONS[0].id;
/** Generous: the machine is shared and slow; every wait is on observable state. */
export const SLOW = { timeout: 45_000 };

/** An entry the driver wrote on the device: its client id and the location typed as its marker. */
export interface WrittenEntry {
  readonly entryId: string;
  readonly location: string;
  /** The reference time the new entry's drawer showed (DD.MM.YYYY HH:mm, the browser's zone). */
  readonly referenceTimeShown: string;
}

/** One entry as the logbook API answers it, as far as the checks read it. */
export interface ServerEntry {
  readonly header: {
    readonly logbookEntryId: string;
    readonly vehicleIdRef: number;
    readonly status: string;
    readonly referenceTimestamp: string;
    readonly referenceLocation: string | null;
    readonly createTimestamp: string;
  };
}

/** A sync push (`POST …/entries/sync`) as seen by a page: which entries it carried and when. */
export interface PushRecord {
  readonly tab: string;
  readonly entryIds: readonly string[];
  readonly startedAt: number;
  endedAt: number | null;
  /** The HTTP status of the answer; 0 without one (offline, cut). */
  status: number;
}

const SYNC_PATH = /\/entries\/sync$/;
const rowsOf = (page: Page) => page.locator('[data-testid="logbook-row"]');
export const rowOf = (page: Page, entryId: string) =>
  page.locator(`[data-testid="logbook-row"][data-entry-id="${entryId}"]`);

/**
 * A new profile in English with the page logged in through the login form and on the logbook list,
 * controlled by the service worker.
 * `beforeLoad` runs before the first document loads (e.g. to install the page's clock).
 */
export const openLogbookAs = async (
  browser: Browser,
  portalUrl: string,
  accountName: string,
  beforeLoad: (page: Page) => Promise<void> = async () => {},
): Promise<{ context: BrowserContext; page: Page }> => {
  const { context, page } = await newPage(browser, 'en-GB');
  await beforeLoad(page);
  await preferEnglish(page);
  await page.goto(`${portalUrl}/login`);
  await logIn(page, accountName);
  await expectPath(page, '/logbook-all-entries');
  await controlledByServiceWorker(page);
  await page.getByTestId('logbook-list').waitFor(SLOW);
  return { context, page };
};

/** Another tab of the same context on the logbook list (the session is shared through the profile). */
export const openAnotherTab = async (context: BrowserContext, portalUrl: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(`${portalUrl}/logbook-all-entries`);
  await page.getByTestId('logbook-list').waitFor(SLOW);
  return page;
};

/** Selects the vehicle card at `index` of the side panel; answers its id once the list shows it. */
export const pickVehicle = async (page: Page, index = 0): Promise<number> => {
  const card = page.getByRole('complementary').locator('[data-testid^="vehicle-card-"]').nth(index);
  await card.waitFor(SLOW);
  const vehicleId = Number((await card.getAttribute('data-testid'))!.slice('vehicle-card-'.length));
  const name = ((await card.locator('.vehicle-card-name').textContent()) ?? '').trim();
  if ((await card.locator('.vehicle-card-main').getAttribute('aria-pressed')) !== 'true')
    await card.locator('.vehicle-card-main').click();
  await expect.poll(() => page.getByTestId('logbook-vehicle').textContent(), SLOW).toBe(name);
  await expect.poll(() => page.getByTestId('add-entry').isEnabled(), SLOW).toBe(true);
  return vehicleId;
};

/**
 * Adds an entry for the selected vehicle with `location` as its only field and saves it with the
 * keyboard; expects "Entry saved locally" (the page is offline), closes the drawer and answers the
 * entry's client id (the list's new row).
 */
export const addEntryOffline = async (page: Page, location: string): Promise<WrittenEntry> => {
  const before = new Set(await rowsOf(page).evaluateAll((rows) => rows.map((r) => r.dataset['entryId'])));
  await page.getByTestId('add-entry').click();
  const drawer = page.getByTestId('entry-drawer');
  await drawer.waitFor(SLOW);
  const field = drawer.getByLabel(new RegExp(`^${entryEn.fields.header.referenceLocation}( \\*)?$`));
  await field.waitFor(SLOW);
  await expect.poll(() => field.isEditable(), SLOW).toBe(true);
  // The defect notice (an open defect carried over from the vehicle's newest entry) comes first.
  const notice = page.getByRole('alertdialog');
  if (await notice.isVisible()) {
    await notice.getByRole('button', { name: entryEn.actions.ok, exact: true }).click();
    await notice.waitFor({ state: 'detached', ...SLOW });
  }
  await field.fill(location);
  const referenceTimeShown = await drawer
    .getByLabel(new RegExp(`^${entryEn.fields.header.referenceTimestamp}( \\*)?$`))
    .inputValue();
  await drawer.getByRole('button', { name: entryEn.actions.save, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.getByTestId('entry-snackbar').textContent(), SLOW)
    .toContain(entryEn.labels.logbookEntrySavedLocally);
  await drawer.getByRole('button', { name: entryEn.actions.close, exact: true }).last().click();
  await drawer.waitFor({ state: 'detached', ...SLOW });
  let entryId = '';
  await expect
    .poll(async () => {
      const now = await rowsOf(page).evaluateAll((rows) => rows.map((r) => r.dataset['entryId']));
      entryId = now.find((id) => id !== undefined && !before.has(id)) ?? '';
      return entryId;
    }, SLOW)
    .not.toBe('');
  return { entryId, location, referenceTimeShown };
};

/** The device-state chip of an entry's row (saved on this device, not synchronised, …); null: none. */
export const deviceStateOf = (page: Page, entryId: string): Promise<string | null> =>
  rowOf(page, entryId)
    .getByTestId('device-state')
    .textContent({ timeout: 1_000 })
    .catch(() => null);

/** Waits until every written entry's row shows `label` as its device state. */
export const expectDeviceState = async (
  page: Page,
  written: readonly WrittenEntry[],
  label: string,
): Promise<void> => {
  for (const { entryId } of written) await expect.poll(() => deviceStateOf(page, entryId), SLOW).toBe(label);
};

/** Records every sync push a page sends, with when its answer came back (for "never twice at once"). */
export const recordPushes = (page: Page, tab: string, log: PushRecord[]): void => {
  const open = new Map<Request, PushRecord>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !SYNC_PATH.test(new URL(request.url()).pathname)) return;
    const body = request.postDataJSON() as { items?: { logbookEntryId: string }[] } | null;
    const record: PushRecord = {
      tab,
      entryIds: (body?.items ?? []).map((item) => item.logbookEntryId),
      startedAt: Date.now(),
      endedAt: null,
      status: 0,
    };
    open.set(request, record);
    log.push(record);
  });
  const end = (request: Request, status: number) => {
    const record = open.get(request);
    if (!record) return;
    record.endedAt = Date.now();
    record.status = status;
    open.delete(request);
  };
  page.on('response', (response) => end(response.request(), response.status()));
  page.on('requestfailed', (request) => end(request, 0));
};

/** The entries a log's successful pushes (HTTP 200) carried, each as often as it was carried. */
export const entriesPushedWithSuccess = (log: readonly PushRecord[]): string[] =>
  log.filter((p) => p.status === 200).flatMap((p) => p.entryIds);

/** Pushes of the same entry by different tabs whose times overlap (should be none). */
export const concurrentPushesOf = (log: readonly PushRecord[]): string[] => {
  const clashes: string[] = [];
  for (const a of log)
    for (const b of log) {
      if (a === b || a.tab >= b.tab) continue;
      const overlap = a.startedAt < (b.endedAt ?? Infinity) && b.startedAt < (a.endedAt ?? Infinity);
      const shared = a.entryIds.filter((id) => b.entryIds.includes(id));
      if (overlap && shared.length > 0) clashes.push(`${a.tab}/${b.tab}: ${shared.join(', ')}`);
    }
  return clashes;
};

/**
 * Revokes the page's user token (its refresh token) on the server, as a logout on another device or a
 * passkey reset does: `DELETE /um/v1/refresh-tokens/current`, the portal's own logout.
 */
export const revokeUserTokenOf = async (page: Page, portalUrl: string): Promise<void> => {
  const userToken = await page.evaluate(() => localStorage.getItem('userToken'));
  expect(userToken).toBeTruthy();
  const response = await fetch(`${portalUrl}/um/v1/refresh-tokens/current`, {
    method: 'DELETE',
    headers: { authorization: `Basic ${Buffer.from(`${userToken}:`).toString('base64')}` },
  });
  expect(response.status).toBe(204);
};

/** The vehicle's entries on the server (newest first), read with a fresh access token of the account. */
export const serverEntriesOf = async (
  portalUrl: string,
  accountName: string,
  vehicleId: number,
): Promise<ServerEntry[]> => {
  const token = await accessTokenOf(portalUrl, accountName);
  const filter = encodeURIComponent(`vehicleIdRef eq ${vehicleId}`);
  const response = await fetch(
    `${portalUrl}${LOGBOOK_API}/organisations/${DRIVER_ORGANISATION}/entries?top=1000&filter=${filter}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ServerEntry[] }).items;
};

/**
 * 0 lost, 0 duplicated: every written entry is on the server exactly once, under its client id and
 * with its location (and no other entry carries a written location). Answers the server's copies.
 */
export const expectEachOnServerOnce = async (
  portalUrl: string,
  accountName: string,
  vehicleId: number,
  written: readonly WrittenEntry[],
): Promise<ServerEntry[]> => {
  let entries: ServerEntry[] = [];
  await expect
    .poll(async () => {
      entries = await serverEntriesOf(portalUrl, accountName, vehicleId);
      return written.filter((w) => entries.some((e) => e.header.logbookEntryId === w.entryId)).length;
    }, SLOW)
    .toBe(written.length);
  for (const w of written) {
    const byLocation = entries.filter((e) => e.header.referenceLocation === w.location);
    expect(
      byLocation.map((e) => e.header.logbookEntryId),
      w.location,
    ).toEqual([w.entryId]);
  }
  return written.map((w) => entries.find((e) => e.header.logbookEntryId === w.entryId)!);
};

/**
 * 0 stuck, and the UI matching the server: the drafts page (reached through the list's link) shows
 * nothing waiting on the device, and the list, back on the vehicle, shows every written entry as the
 * server has it (status Started, no device-state chip), in the server's order.
 */
export const expectNothingPendingAndListAsServer = async (
  page: Page,
  server: readonly ServerEntry[],
): Promise<void> => {
  await page.getByTestId('view-open-entries').click();
  await page.getByTestId('logbook-drafts').waitFor(SLOW);
  await expect.poll(() => page.getByTestId('last-synced').textContent(), SLOW).toContain('Last synced');
  await expect.poll(() => page.getByTestId('pending-work').count(), SLOW).toBe(0);
  await expect.poll(() => page.getByTestId('device-state').count(), SLOW).toBe(0);
  await page.goBack();
  await page.getByTestId('logbook-list').waitFor(SLOW);
  for (const entry of server) {
    const row = rowOf(page, entry.header.logbookEntryId);
    await expect.poll(() => row.count(), SLOW).toBe(1);
    await expect.poll(() => row.getByTestId('device-state').count(), SLOW).toBe(0);
    expect(await row.textContent()).toContain(logbookEn.status.created);
  }
  await expect.poll(() => page.getByTestId('device-state').count(), SLOW).toBe(0);
  // The list's order is the server's (createTimestamp, newest first) for the written entries.
  const ids = new Set(server.map((e) => e.header.logbookEntryId));
  const listed = (
    await rowsOf(page).evaluateAll((rows) => rows.map((r) => r.dataset['entryId'] ?? ''))
  ).filter((id) => ids.has(id));
  const byServer = [...server]
    .sort((a, b) => b.header.createTimestamp.localeCompare(a.header.createTimestamp))
    .map((e) => e.header.logbookEntryId);
  expect(listed).toEqual(byServer);
};

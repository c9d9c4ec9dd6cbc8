import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import entryEn from '../../../src/i18n/locales/en-GB/logbookEntry.json';
import logbookEn from '../../../src/i18n/locales/en-GB/logbook.json';
import { DEMO_ORGANISATIONS } from '../../../server/demo/demo-accounts';
import { ACTION_TIMEOUT_MS, launchBrowser } from './browser';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { en, expectPath, logIn, preferEnglish } from './login';
import { emulateNetwork } from './network';
import { startPortal, type PortalServer } from './portal-server';

/**
 * Shared steps of the offline logbook's fault matrix (issue 8): a portal behind the fault proxy, a
 * browser profile that survives closing, and a driver working the logbook through the UI. What the
 * device, the server and the proxy hold, and the closing checks: offline-logbook-state.ts.
 */

export const LOGBOOK_API = '/logbook/api/logbook/v1';
export const ORGANISATION = DEMO_ORGANISATIONS[0].id;
/** Generous: the machines running these are slow and shared. */
export const LIST_PATH = '/logbook-all-entries';
export const DRAFTS_PATH = '/logbook-draft-entries';

// ---------------------------------------------------------------- the portal behind the proxy

/** A portal server (its own data directory) behind a fault proxy, and Chromium, for a `describe`. */
export interface ProxiedPortalSuite {
  /** The proxy's URL: the browser's origin for the whole suite (the server behind it may change). */
  readonly url: string;
  readonly portal: PortalServer;
  readonly proxy: FaultProxy;
  readonly browser: Browser;
  /** Kills the server (SIGKILL, a crash), starts it again on the same data and points the proxy at it. */
  restartAfterCrash(): Promise<void>;
}

export const usePortalBehindProxy = (env: Record<string, string> = {}): ProxiedPortalSuite => {
  const state = {} as { portal: PortalServer; proxy: FaultProxy; browser: Browser };
  const serverEnv = { SIMULATOR: '0', ...env };
  beforeAll(async () => {
    [state.portal, state.browser] = await Promise.all([startPortal(serverEnv), launchBrowser()]);
    state.proxy = await startFaultProxy(state.portal.url);
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.proxy?.close();
    await state.portal?.stop();
  });
  return {
    get url() {
      return state.proxy.url;
    },
    get portal() {
      return state.portal;
    },
    get proxy() {
      return state.proxy;
    },
    get browser() {
      return state.browser;
    },
    restartAfterCrash: async () => {
      await state.portal.crash();
      state.portal = await startPortal(serverEnv, { dataDir: state.portal.dataDir });
      state.proxy.setTarget(state.portal.url);
    },
  };
};

// ---------------------------------------------------------------- browsers and pages

/**
 * A browser profile on disk (IndexedDB, localStorage, the service worker stay when it is closed):
 * open it, close it, open it again, as a driver closing and reopening the browser in the cab.
 */
export interface BrowserProfile {
  open(options?: { readonly offline?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  /** Removes the profile's directory (close its context first). */
  remove(): void;
}

export const newBrowserProfile = (): BrowserProfile => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
  const resolved = inject('chromium');
  return {
    open: async ({ offline = false } = {}) => {
      const context = await chromium.launchPersistentContext(userDataDir, {
        executablePath: resolved.path,
        args: [...resolved.args],
        locale: 'en-GB',
        viewport: { width: 1280, height: 800 },
        offline,
      });
      const page = context.pages()[0] ?? (await context.newPage());
      await preferEnglish(page);
      return { context, page };
    },
    remove: () => rmSync(userDataDir, { recursive: true, force: true }),
  };
};

export { controlledByServiceWorker } from './service-worker';

/** Loads `path` while the context is offline: served by the service worker, the emulation re-applied. */
export const gotoOffline = async (context: BrowserContext, page: Page, url: string): Promise<void> => {
  await page.goto(url);
  await emulateNetwork(context, page, true);
  await page.waitForFunction(() => !navigator.onLine);
};

/** Logs `accountName` in through the form (English) and waits for the landing path. */
export const logInThroughForm = async (
  page: Page,
  portalUrl: string,
  accountName: string,
  landing = LIST_PATH,
): Promise<void> => {
  await page.goto(`${portalUrl}/login`);
  await logIn(page, accountName);
  await expectPath(page, landing);
};

/** A fresh browser context (English) logged in as `accountName` through the form. */
export const loggedInContext = async (
  browser: Browser,
  portalUrl: string,
  accountName: string,
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  await preferEnglish(page);
  await logInThroughForm(page, portalUrl, accountName);
  return { context, page };
};

/** The banner every page shows while the browser has no network. */
export const offlineBanner = (page: Page): Locator => page.getByText(en.common.labels.noConnection);

// ---------------------------------------------------------------- the driver's work in the UI

/** The vehicle cards of the panel. */
const vehicleCards = (page: Page) =>
  page.getByRole('complementary').locator('[data-testid^="vehicle-card-"]');

/**
 * Selects a vehicle of the panel (the first, or `vehicleId`) unless it is selected already; resolves
 * with its id once the logbook shows it.
 */
export const selectVehicle = async (page: Page, vehicleId?: number): Promise<number> => {
  const card =
    vehicleId === undefined ? vehicleCards(page).first() : page.getByTestId(`vehicle-card-${vehicleId}`);
  await card.waitFor();
  const id = Number((await card.getAttribute('data-testid'))!.slice('vehicle-card-'.length));
  const name = ((await card.locator('.vehicle-card-name').textContent()) ?? '').trim();
  if ((await card.locator('.vehicle-card-main').getAttribute('aria-pressed')) !== 'true')
    await card.locator('.vehicle-card-main').click();
  await expect.poll(() => page.getByTestId('logbook-vehicle').textContent()).toBe(name);
  await listSettled(page);
  return id;
};

/** Resolves once the logbook page fetches nothing (its frame is no longer `aria-busy`). */
const listSettled = (page: Page) =>
  expect.poll(() => page.locator('.logbook-page').first().getAttribute('aria-busy')).toBe('false');

const drawerOf = (page: Page) => page.getByTestId('entry-drawer');
const rowOf = (page: Page, id: string) => page.locator(`[data-testid="logbook-row"][data-entry-id="${id}"]`);
/** A form control by its label (a required one's label ends in " *"). */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()*]/g, '\\$&')}( \\*)?$`));
const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name, exact: true });

/** Draws a zigzag on the signature pad with the mouse. */
const sign = async (page: Page) => {
  const pad = page.getByTestId('signature-pad');
  await pad.waitFor();
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(...at(0.1 + i * 0.1, i % 2 ? 0.3 : 0.7));
  await page.mouse.up();
};

/** What finalising needs beyond a draft (spec 001 §5), filled in the open drawer. */
const fillForFinalise = async (page: Page) => {
  const d = drawerOf(page);
  const vs = entryEn.fields.vehicleState;
  await field(d, vs.vehicleOperatingHours_h).fill('1234');
  await field(d, vs.mileage_km).fill('56789');
  await field(d, vs.fuelFillingLevel_l).fill('1500');
  await field(d, vs.fuelAdded_l).fill('200');
  await field(d, vs.hydraulicsState).selectOption('ok');
  await field(d, vs.sandState).selectOption('ok');
  await field(d, vs.motorOilState).selectOption('ok');
  await d.getByRole('radio', { name: entryEn.options.V1, exact: true }).click();
  // The date-time fields read and take DD.MM.YYYY HH:mm (24 h) in every language and browser locale.
  const reference = await field(d, entryEn.fields.header.referenceTimestamp).inputValue();
  expect(reference).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await field(d, entryEn.fields.inspections.inspectionPerformedTimestamp_V1).fill(reference);
  await field(d, entryEn.fields.inspections.inspectionPerformedTimestamp_A1).fill(reference);
};

/** Rows that show a device state (saved on this device, not synchronised, …). */
export const deviceStateChips = (page: Page): Locator => page.getByTestId('device-state');

const rows = (page: Page) => page.locator('[data-testid="logbook-row"]');

/** Resolves once the drawer's snackbar says the save is done: saved (online) or saved locally. */
const savedNotice = (page: Page, online: boolean) =>
  page
    .getByTestId('entry-snackbar')
    .getByText(online ? entryEn.labels.logbookEntrySaved : entryEn.labels.logbookEntrySavedLocally, {
      exact: true,
    })
    .waitFor();

/** The answer to the sync push that carries `text` (an entry's location). */
const pushCarrying = (page: Page, text: string) =>
  page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      /\/entries\/sync$/.test(new URL(r.url()).pathname) &&
      (r.request().postData() ?? '').includes(text),
  );

/**
 * Adds an entry of the selected vehicle through the drawer, as lean as a driver can: the location
 * (a draft needs nothing else) saved with Enter; with `finalise`, what finalising needs, signed and
 * finalised in its dialog. Resolves once the save is done — offline: the list shows one more row
 * (the device's), online: the sync's push of it was answered — and the drawer is closed (Escape).
 * The UI shows no ids: the location names the entry (see `deviceIdsByLocation`).
 */
export const addEntryThroughDrawer = async (
  page: Page,
  entry: { readonly location: string; readonly finalise?: boolean },
): Promise<void> => {
  const online = await page.evaluate(() => navigator.onLine);
  // Counted once the page's fetch is in: a page still loading would add its rows to the count.
  await listSettled(page);
  const before = await rows(page).count();
  await page.getByTestId('add-entry').click();
  const drawer = drawerOf(page);
  const location = field(drawer, entryEn.fields.header.referenceLocation);
  await location.waitFor();
  // Online, an open defect of the newest entry comes first as a notice: Enter on its OK closes it.
  if ((await page.getByRole('alertdialog').count()) > 0) await page.keyboard.press('Enter');
  await location.fill(entry.location);
  const pushed = online ? pushCarrying(page, entry.location) : null;
  if (entry.finalise) {
    await fillForFinalise(page);
    await button(drawer, entryEn.actions.finalize).click();
    const modal = page.getByRole('dialog', { name: entryEn.modals.finalizeTitle });
    await modal.waitFor();
    await sign(page);
    await modal.getByRole('checkbox', { name: entryEn.signature.agreement }).click();
    await modal.getByRole('checkbox', { name: entryEn.signature.submission }).click();
    await button(modal, entryEn.signature.save).click();
  } else {
    const saved = savedNotice(page, online);
    await button(drawer, entryEn.actions.save).focus();
    await page.keyboard.press('Enter');
    // The drawer is done saving (it ignores Escape while a save runs).
    await saved;
  }
  if (pushed) await pushed;
  else await expect.poll(() => rows(page).count()).toBe(before + 1);
  if (!entry.finalise) {
    await location.focus();
    await page.keyboard.press('Escape');
  }
  await drawer.waitFor({ state: 'detached' });
};

/**
 * Opens the entry `id` from its row, changes its location to `location` and saves with Enter; online,
 * resolves once the sync's push of the change was answered. Closes the drawer with Escape.
 */
export const changeLocationThroughDrawer = async (
  page: Page,
  id: string,
  location: string,
): Promise<void> => {
  await rowOf(page, id).locator('button.logbook-open').click();
  const drawer = drawerOf(page);
  const field_ = field(drawer, entryEn.fields.header.referenceLocation);
  await expect.poll(() => field_.inputValue()).not.toBe('');
  await field_.fill(location);
  const pushed = pushCarrying(page, location);
  const saved = savedNotice(page, true);
  await button(drawer, entryEn.actions.save).focus();
  await page.keyboard.press('Enter');
  await pushed;
  // The drawer is done saving (it ignores Escape while a save runs).
  await saved;
  await field_.focus();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
};

/** Presses Synchronise on the drafts page once it is enabled (online, no sync running). */
export const synchroniseNow = async (page: Page): Promise<void> => {
  const sync = page.getByTestId('sync-entries');
  await expect.poll(() => sync.isEnabled()).toBe(true);
  await sync.click();
};

/** Opens the drafts page (the pending count, Synchronise, delete selected) in the same document. */
export const openDraftsPage = async (page: Page): Promise<void> => {
  await page
    .getByRole('navigation', { name: en.common.nav.label })
    .getByRole('link', { name: en.common.routes['logbook-draft-entries'] })
    .click();
  await expectPath(page, DRAFTS_PATH);
  await page.getByTestId('logbook-drafts').waitFor();
};

/** Opens the list page of the selected vehicle in the same document. */
export const openListPage = async (page: Page): Promise<void> => {
  await page
    .getByRole('navigation', { name: en.common.nav.label })
    .getByRole('link', { name: en.common.routes['logbook-all-entries'] })
    .click();
  await expectPath(page, LIST_PATH);
};

/** On the drafts page: ticks the rows of `ids`, deletes them with "Delete selected" and confirms. */
export const deleteSelected = async (page: Page, ids: readonly string[]): Promise<void> => {
  for (const id of ids) await rowOf(page, id).getByRole('checkbox').click();
  await expect
    .poll(() => page.getByTestId('selected-count').first().textContent())
    .toContain(logbookEn.labels.selectedCount.replace('{{count}}', String(ids.length)));
  await page.getByTestId('delete-selected').click();
  await page.getByTestId('delete-confirm').click();
  for (const id of ids) await expect.poll(() => rowOf(page, id).count()).toBe(0);
};

/**
 * The drafts page's count of changes waiting ("3 changes waiting …"); 0 when it shows none. Read in
 * one step: a count() and then a textContent() raced the line's removal after a sync, and the second
 * call then waited the whole action timeout (60 s) for a line that was gone (the offline matrix's case 2).
 */
export const pendingCountShown = async (page: Page): Promise<number> => {
  const [text] = await page.getByTestId('pending-work').allTextContents();
  return text === undefined ? 0 : Number(/\d+/.exec(text)?.[0] ?? NaN);
};

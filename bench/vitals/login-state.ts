import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/demo/demo-accounts';
import authEn from '../../src/i18n/locales/en-GB/auth.json';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import type { VitalsAccount } from './vitals-pages';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** What a first visit's login leaves in the browser that the next load needs: the user token. */
const KEPT = ['userToken', 'i18nextLng', 'userLocoList'];
const TIMEOUT = { timeout: 120_000 };

export const PREFER_ENGLISH =
  "if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'en-GB');";

/** The dispatcher works with every vehicle selected (as the idle-dashboard bench does): the table and map show them. */
const selectEveryVehicle = async (page: Page) => {
  const all = page.getByRole('checkbox', { name: fleetEn.panel.selectAll, exact: true });
  await all.waitFor(TIMEOUT);
  // A partial selection is cleared by the first click; the next selects all.
  for (let i = 0; i < 2 && (await all.getAttribute('aria-checked')) !== 'true'; i += 1) await all.click();
  if ((await all.getAttribute('aria-checked')) !== 'true') throw new Error('select-all did not select all');
};

/**
 * Logs `account` in through the login form as a person does, in a browser context of its own (a desk,
 * unthrottled: only what it leaves behind is used), and answers the storage a measured context starts
 * from: the user token (and the dispatcher's vehicle selection), nothing the app keeps for offline use
 * (the last vehicle list, the logbook's database), so the measured load fetches what a first visit fetches.
 */
export const loginState = async (
  browser: Browser,
  url: string,
  account: VitalsAccount,
): Promise<StorageState> => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: PREFER_ENGLISH });
    await page.goto(`${url}/login`);
    await page.getByLabel(authEn.login.username, { exact: true }).fill(account);
    await page.getByLabel(authEn.login.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: authEn.login.submit, exact: true }).click();
    await page.waitForURL((u) => u.pathname !== '/login', TIMEOUT);
    if (account === 'dispatcher') await selectEveryVehicle(page);
    const state = await context.storageState();
    const origin = new URL(url).origin;
    const stored = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
    if (!stored.some((e) => e.name === 'userToken')) throw new Error(`${account}: no user token after login`);
    return {
      cookies: state.cookies,
      origins: [{ origin, localStorage: stored.filter((e) => KEPT.includes(e.name)) }],
    };
  } finally {
    await context.close();
  }
};

import type { Browser, BrowserContext, Page } from 'playwright-core';
import authEn from '../../src/i18n/locales/en-GB/auth.json';
import { DEMO_PASSWORD } from '../../server/demo/demo-accounts';
import { installMainThreadProbe } from './main-thread-probe';

const LIST = '/logbook-all-entries';
const TIMEOUT = { timeout: 120_000 };

/** The driver's logbook list with one vehicle selected, as the benchmarks need it. */
export interface DriverPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly vehicleId: number;
}

/**
 * Resolves once the service worker controls the page, so it loads offline. The first install claims
 * the pages open when it activates; a page whose load was under way then is controlled from its next load.
 */
const controlledByServiceWorker = async (page: Page) => {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  if (!(await page.evaluate('navigator.serviceWorker.controller !== null'))) await page.reload();
  await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, TIMEOUT);
};

/**
 * A fresh profile in English with the main-thread probe installed, the driver logged in through the
 * login form on the logbook list, the first vehicle of the panel selected and the service worker in
 * control (the app opens offline from now on).
 */
export const openDriverList = async (browser: Browser, portalUrl: string): Promise<DriverPage> => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript({
    content: "if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'en-GB');",
  });
  await installMainThreadProbe(page);
  await page.goto(`${portalUrl}/login`);
  await page.getByLabel(authEn.login.username, { exact: true }).fill('driver');
  await page.getByLabel(authEn.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: authEn.login.submit, exact: true }).click();
  await page.waitForURL(`${portalUrl}${LIST}`, TIMEOUT);
  const card = page.getByRole('complementary').locator('[data-testid^="vehicle-card-"]').first();
  await card.waitFor(TIMEOUT);
  const vehicleId = Number((await card.getAttribute('data-testid'))!.slice('vehicle-card-'.length));
  const name = ((await card.locator('.vehicle-card-name').textContent()) ?? '').trim();
  if ((await card.locator('.vehicle-card-main').getAttribute('aria-pressed')) !== 'true')
    await card.locator('.vehicle-card-main').click();
  await page.getByTestId('logbook-vehicle').getByText(name, { exact: true }).waitFor(TIMEOUT);
  await page.getByTestId('logbook-row').first().waitFor(TIMEOUT);
  await controlledByServiceWorker(page);
  return { context, page, vehicleId };
};

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import adminEn from '../../src/i18n/locales/en-GB/administration.json';
import { en, expectPath, loggedInPage } from './support/login';
import { usePortalAndBrowser } from './support/portal-suite';

const openUserMenu = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${en.common.header.userMenu}:`) }).click();

const consoleItem = (page: Page) =>
  page.getByRole('menuitem', { name: en.common.routes.useradministration, exact: true });

/**
 * The side navigation lists user administration as not permitted, never as a link (spec 000 §2), for
 * every role: the console's way in is the user menu (issue 28 §2).
 */
const expectNavEntryDisabled = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: en.common.nav.label });
  const entry = nav.locator('[aria-disabled="true"]', { hasText: en.common.routes.useradministration });
  await entry.waitFor();
  expect(await entry.textContent()).toContain(en.common.nav.notAllowed);
  expect(await nav.getByRole('link', { name: new RegExp(en.common.routes.useradministration) }).count()).toBe(
    0,
  );
};

/** Issue 28 §2: the accounts the console admits reach it from the user menu. */
describe('the way into the administration console', () => {
  const suite = usePortalAndBrowser();

  it.each(['admin', 'opadmin'])('%s opens the console from the user menu', async (accountName) => {
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, accountName, '/');
    await expectNavEntryDisabled(page);
    await openUserMenu(page);
    await consoleItem(page).click();
    await expectPath(page, '/useradministration');
    await page.getByRole('tab', { name: adminEn.tabs.deviceKeys }).waitFor();
    await expectNavEntryDisabled(page);
    await context.close();
  });

  it('a driver’s user menu has no console entry', async () => {
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'driver',
      '/logbook-all-entries',
    );
    await expectNavEntryDisabled(page);
    await openUserMenu(page);
    // The menu is open once its profile entry shows; only then is the absence meaningful.
    await page.getByRole('menuitem', { name: en.common.header.profile, exact: true }).waitFor();
    expect(await consoleItem(page).count()).toBe(0);
    await context.close();
  });
});

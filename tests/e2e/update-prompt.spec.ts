import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wallTimeOf } from '../../server/admin/berlin-time';
import commonEn from '../../src/i18n/locales/en-GB/common.json';
import { usePortalAndBrowser } from './support/portal-suite';
import { accessTokenOf, loggedInPage } from './support/login';

const MESSAGE = {
  de: 'Am Samstag von 22:00 bis 23:00 Uhr ist das Portal wegen Wartung nicht erreichbar.',
  en: 'On Saturday from 22:00 to 23:00 the portal is down for maintenance.',
};
const DAY_MS = 86_400_000;

/** An administration call with `accountName`'s token; fails the test unless it answers 2xx. */
const adminCall = async (
  portalUrl: string,
  accountName: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> => {
  const response = await fetch(`${portalUrl}/api/admin/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessTokenOf(portalUrl, accountName)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return response.json();
};

const updatePrompt = (page: Page) => page.getByRole('region', { name: commonEn.updatePrompt.label });
const messagePrompt = (page: Page) => page.getByRole('region', { name: commonEn.messagePrompt.label });
const stamp = (page: Page, key: string) =>
  page.evaluate((k) => {
    const value = localStorage.getItem(k);
    return value === null ? null : Number(value);
  }, key);

/** Reloads and waits until the start's update check has answered (what the prompts follow). */
const reloadAndCheck = async (page: Page): Promise<void> => {
  const checked = page.waitForResponse((r) => r.url().includes('/api/admin/v1/update-check'));
  await page.reload();
  expect((await checked).status()).toBe(200);
};

describe('the update and message prompts (issue 11)', () => {
  const suite = usePortalAndBrowser();

  it('a deployed refresh suggestion and a message with disable-dismiss reach every user', async () => {
    const driver = await loggedInPage(suite.browser, suite.portal.url, 'driver', '/logbook-all-entries');
    const dispatcher = await loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/');
    // The update machine stamps the page's load time once the logged-in app has started it: the landing
    // path alone does not say that it has (read at once, it was null in one of ten runs on a loaded machine).
    await expect.poll(() => stamp(driver.page, 'userSuggestReloadTs')).not.toBeNull();
    const loadedAt = await stamp(driver.page, 'userSuggestReloadTs');

    // admin prepares a refresh suggestion and a message that cannot be dismissed; both roles approve; deploy.
    const now = Date.now();
    await adminCall(suite.portal.url, 'admin', 'PUT', '/user-interaction', {
      suggestReload: true,
      showMessage: true,
      msgIsDependent: false,
      isDisableDismissButton: true,
      message: MESSAGE,
      start_date: wallTimeOf(now),
      end_date: wallTimeOf(now + 3 * DAY_MS),
    });
    await adminCall(suite.portal.url, 'admin', 'PUT', '/deployment/approvals/administrator', {
      approvalStatus: true,
    });
    await adminCall(suite.portal.url, 'opadmin', 'PUT', '/deployment/approvals/operator_admin', {
      approvalStatus: true,
    });
    await adminCall(suite.portal.url, 'admin', 'POST', '/deployment');

    // Both users see both prompts; the message has no Dismiss.
    for (const { page } of [driver, dispatcher]) {
      await reloadAndCheck(page);
      await updatePrompt(page).waitFor();
      const message = messagePrompt(page);
      await message.getByText(MESSAGE.en, { exact: true }).waitFor();
      expect(await message.getByRole('button', { name: commonEn.messagePrompt.dismiss }).count()).toBe(0);
    }

    // The driver opens the details: the message is seen and stays away, also after a reload.
    await messagePrompt(driver.page).getByRole('button', { name: commonEn.messagePrompt.details }).click();
    const details = driver.page.getByRole('dialog', { name: commonEn.messagePrompt.label });
    await details.getByText(MESSAGE.en, { exact: true }).waitFor();
    await details.getByRole('button', { name: commonEn.messagePrompt.close }).click();
    await messagePrompt(driver.page).waitFor({ state: 'detached' });
    expect(await stamp(driver.page, 'userMsgTs')).toBeGreaterThan(0);
    await reloadAndCheck(driver.page);
    await updatePrompt(driver.page).waitFor();
    expect(await messagePrompt(driver.page).count()).toBe(0);

    // Refresh: the page reloads into a new load stamp, and the update prompt is gone.
    const reloaded = driver.page.waitForEvent('load');
    const checkedAgain = driver.page.waitForResponse((r) => r.url().includes('/api/admin/v1/update-check'));
    await updatePrompt(driver.page).getByRole('button', { name: commonEn.updatePrompt.refresh }).click();
    await reloaded;
    expect((await checkedAgain).status()).toBe(200);
    expect(await stamp(driver.page, 'userSuggestReloadTs')).toBeGreaterThan(loadedAt!);
    expect(await updatePrompt(driver.page).count()).toBe(0);

    // The dispatcher chooses Later: hidden for 24 h, also after a reload; the message stays.
    const before = Date.now();
    await updatePrompt(dispatcher.page).getByRole('button', { name: commonEn.updatePrompt.later }).click();
    await updatePrompt(dispatcher.page).waitFor({ state: 'detached' });
    const hideReload = await stamp(dispatcher.page, 'hideReload');
    expect(hideReload).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(hideReload).toBeLessThanOrEqual(Date.now() + DAY_MS);
    await reloadAndCheck(dispatcher.page);
    await messagePrompt(dispatcher.page).getByText(MESSAGE.en, { exact: true }).waitFor();
    expect(await updatePrompt(dispatcher.page).count()).toBe(0);

    await driver.context.close();
    await dispatcher.context.close();
  });
});

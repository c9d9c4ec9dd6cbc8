import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import entryEn from '../../src/i18n/locales/en-GB/logbookEntry.json';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { fullEntry } from '../../server/logbook/test-logbook';
import { usePortalAndBrowser } from './support/portal-suite';
import { accessTokenOf, DEMO_PASSWORD, loggedInPage } from './support/login';

/**
 * Signing without drawing (issue 36, WCAG 2.1.1 and 2.5.7), by keyboard alone once the entry is open:
 * the driver chooses "Type name", types name and password, ticks both confirmations and signs; a wrong
 * password is said in an alert and the focus stays on the button; the right one finalises the entry
 * through the device's sync push, which carries the server's confirmation (never the password).
 */
const GW = '/logbook/api/logbook/v1';
const ORG = DEMO_ORGANISATIONS[0].id;

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user moves. */
const tabTo = async (page: Page, target: Locator, limit = 12) => {
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target)).toBe(true);
};

describe('signing a logbook entry by typed name', () => {
  const suite = usePortalAndBrowser();

  it('driver: keyboard only in the modal, a wrong password refused, then finalised by name', async () => {
    const token = await accessTokenOf(suite.portal.url, 'driver');
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${suite.portal.url}${GW}/organisations/${ORG}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'driver',
      '/logbook-all-entries',
    );
    const card = page.getByRole('complementary').locator('[data-testid^="vehicle-card-"]').first();
    await card.waitFor();
    const vehicleId = Number((await card.getAttribute('data-testid'))!.slice('vehicle-card-'.length));
    // A complete draft, ready to finalise, written through the API.
    const entryId = randomUUID();
    const reference = new Date(Date.now() - 3_600_000).toISOString();
    const created = await api('/entries', {
      method: 'POST',
      body: JSON.stringify({ logbookEntryId: entryId, entry: fullEntry(vehicleId, reference) }),
    });
    expect(created.status, await created.text()).toBe(201);

    await page.goto(`${suite.portal.url}/logbook-all-entries`);
    await card.locator('.vehicle-card-main').click();
    const row = page.locator(`[data-testid="logbook-row"][data-entry-id="${entryId}"]`);
    await row.locator('button.logbook-open').click();
    const drawer = page.getByTestId('entry-drawer');
    await expect.poll(() => drawer.getByTestId('entry-badge').textContent()).toBe(entryEn.badge.started);
    const finalize = drawer.getByRole('button', { name: entryEn.actions.finalize, exact: true });
    await finalize.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: entryEn.modals.finalizeTitle });
    await modal.waitFor();

    // Keyboard only from here: the way to sign, then name, password and the two ticks.
    const typed = modal.getByRole('radio', { name: entryEn.signature.modeName });
    await tabTo(page, modal.getByRole('radio', { name: entryEn.signature.modeDraw }));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(typed)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => typed.getAttribute('aria-checked')).toBe('true');
    const name = modal.getByLabel(entryEn.signature.fullName, { exact: true });
    await tabTo(page, name);
    await page.keyboard.type('Lukas Wagner');
    await page.keyboard.press('Tab');
    const password = modal.getByLabel(entryEn.signature.password, { exact: true });
    expect(await isFocused(password)).toBe(true);
    await page.keyboard.type('not the password');
    for (const label of [entryEn.signature.agreement, entryEn.signature.submission]) {
      const tick = modal.getByRole('checkbox', { name: label });
      await tabTo(page, tick);
      await page.keyboard.press('Space');
      await expect.poll(() => tick.getAttribute('aria-checked')).toBe('true');
    }
    const sign = modal.getByRole('button', { name: entryEn.signature.signByName, exact: true });
    await tabTo(page, sign);
    await page.keyboard.press('Enter');
    await expect.poll(() => modal.getByRole('alert').textContent()).toBe(entryEn.signature.wrongPassword);
    expect(await isFocused(sign)).toBe(true);

    // The right password: the finalisation goes out with the server's confirmation, not the password.
    await password.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(DEMO_PASSWORD);
    const pushed = page.waitForResponse(
      (response: Response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.endsWith('/entries/sync') &&
        (response.request().postData() ?? '').includes('typedSignature'),
    );
    await tabTo(page, sign);
    await page.keyboard.press('Enter');
    const push = await pushed;
    expect(push.request().postData()).not.toContain(DEMO_PASSWORD);
    expect(await push.json()).toMatchObject({
      results: [{ logbookEntryId: entryId, resultCode: 'successfully_finalized' }],
    });
    await drawer.waitFor({ state: 'detached' });
    const entry = (await (await api(`/entries/${entryId}`)).json()) as {
      header: { status: string };
      signedByName: { fullName: string } | null;
    };
    expect(entry.header.status).toBe('finalized');
    expect(entry.signedByName?.fullName).toBe('Lukas Wagner');
    // Reopened, read-only: the drawer says how it was signed, by whom and when.
    await expect.poll(() => row.getAttribute('data-entry-id')).toBe(entryId);
    await row.locator('button.logbook-open').click();
    await expect
      .poll(() => drawer.getByTestId('signed-by-name').textContent())
      .toMatch(
        /^Signed by typing the name Lukas Wagner, confirmed with the password on \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\.$/,
      );
    await context.close();
  });
});

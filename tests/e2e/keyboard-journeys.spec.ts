import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import adminEn from '../../src/i18n/locales/en-GB/administration.json';
import commonEn from '../../src/i18n/locales/en-GB/common.json';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import reportingEn from '../../src/i18n/locales/en-GB/reporting.json';
import { newPage } from './support/browser';
import { DEMO_PASSWORD, en, expectPath, preferEnglish } from './support/login';
import { usePortalAndBrowser } from './support/portal-suite';

/**
 * Issue 36: the dispatcher's and the admin's journeys by keyboard alone (no click, no mouse), at the
 * desk (1440 × 900), asserting where the focus is after every dialog and change of page: the login
 * form, the new page's heading, the vehicle list as one tab stop, a dialog's trigger after Escape.
 * (The driver's journey, signing by name included, is `logbook-sign-by-name.spec.ts` and the tablet
 * walk of `logbook-tablet.spec.ts`.)
 */
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times: as a person moves. */
const tabTo = async (page: Page, target: Locator, { back = false, limit = 30 } = {}) => {
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `reached by ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
};

/** The focus is on the page's heading (a change of page, WCAG 2.4.3). */
const expectHeadingFocused = async (page: Page, name: string) => {
  const heading = page.getByRole('heading', { level: 1, name, exact: true });
  await expect.poll(() => isFocused(heading)).toBe(true);
};

/** Opens a dialog from `trigger` with Enter, checks the focus went in, closes it with Escape, checks it came back. */
const openAndEscape = async (page: Page, trigger: Locator, dialog: Locator, back = false) => {
  await tabTo(page, trigger, { back });
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(trigger)).toBe(true);
};

/** Logs in through the form by keyboard: Tab to the name, type, Tab, type, Enter. */
const logInByKeyboard = async (page: Page, url: string, accountName: string) => {
  await preferEnglish(page);
  await page.goto(`${url}/login`);
  await tabTo(page, page.getByLabel(en.auth.login.username, { exact: true }), { limit: 8 });
  await page.keyboard.type(accountName);
  await page.keyboard.press('Tab');
  expect(await isFocused(page.getByLabel(en.auth.login.password, { exact: true }))).toBe(true);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
};

describe('keyboard-only journeys (issue 36)', () => {
  const suite = usePortalAndBrowser();
  const DESK = { width: 1440, height: 900 };

  it('dispatcher: logs in, picks vehicles in the list, reporting (period, graph, export), notifications', async () => {
    const { context, page } = await newPage(suite.browser, 'en-GB', DESK);
    // React hides a shown tree with `display: none !important` when a part under its boundary waits
    // (a locale file): the shell must never be hidden so once it has appeared.
    await page.addInitScript(() => {
      const w = window as unknown as { __shellHidden?: number };
      w.__shellHidden = 0;
      new MutationObserver((changes) => {
        for (const change of changes) {
          const target = change.target as Element;
          if (
            target.classList.contains('shell') &&
            /display:\s*none/.test(target.getAttribute('style') ?? '')
          )
            w.__shellHidden = (w.__shellHidden ?? 0) + 1;
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
    });
    await logInByKeyboard(page, suite.portal.url, 'dispatcher');
    await expectPath(page, '/');
    await expectHeadingFocused(page, commonEn.routes.dashboard);

    // The vehicle list is one tab stop before the page: Shift+Tab into it, arrows between the cards.
    const list = page.getByRole('region', { name: fleetEn.panel.listLabel });
    const mains = list.locator('.vehicle-card-main');
    await tabTo(page, mains.first(), { back: true, limit: 6 });
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(mains.nth(1))).toBe(true);
    const pressed = await mains.nth(1).getAttribute('aria-pressed');
    await page.keyboard.press('Space');
    await expect.poll(() => mains.nth(1).getAttribute('aria-pressed')).not.toBe(pressed);

    // To reporting through the navigation: the focus lands on its heading.
    const nav = page.getByRole('navigation', { name: commonEn.nav.label });
    await tabTo(page, nav.getByRole('link', { name: commonEn.routes.reporting }), { back: true });
    await page.keyboard.press('Enter');
    await expectPath(page, '/reporting');
    await expectHeadingFocused(page, reportingEn.title);

    // The period's calendar, a graph and the export: each opened by Enter, closed by Escape.
    await openAndEscape(
      page,
      page.getByRole('button', { name: /\d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}/ }).first(),
      page.getByRole('dialog'),
    );
    await openAndEscape(
      page,
      page.getByRole('button', {
        name: reportingEn.showGraph.replace('{{table}}', reportingEn.tables.working.title),
      }),
      page.getByRole('dialog'),
    );
    await openAndEscape(
      page,
      page.getByRole('button', { name: reportingEn.export, exact: true }),
      page.getByRole('dialog'),
      true, // the toolbar is above the tables
    );

    // On to the notifications: their heading takes the focus.
    await tabTo(page, nav.getByRole('link', { name: commonEn.routes.notification }), {
      back: true,
      limit: 60,
    });
    await page.keyboard.press('Enter');
    await expectPath(page, '/notification');
    await expectHeadingFocused(page, commonEn.routes.notification);
    expect(await page.evaluate(() => (window as unknown as { __shellHidden: number }).__shellHidden)).toBe(0);
    await context.close();
  });

  it('admin: opens the console through the account menu and moves between its tabs with the arrows', async () => {
    const { context, page } = await newPage(suite.browser, 'en-GB', DESK);
    await logInByKeyboard(page, suite.portal.url, 'admin');
    await expectPath(page, '/');
    await expectHeadingFocused(page, commonEn.routes.dashboard);
    const menu = page.getByRole('button', { name: /^User menu:/ });
    await tabTo(page, menu, { back: true, limit: 40 });
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: commonEn.routes.useradministration });
    // The menu moves the focus to its first item a moment after Enter: an arrow pressed before that is lost
    // or lands after the move, so each arrow waits for the focus to settle on an item and then to move on.
    const focusedItem = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'menuitem'
          ? document.activeElement.textContent
          : null,
      );
    await expect.poll(focusedItem).not.toBeNull();
    for (let i = 0; i < 10 && !(await isFocused(item)); i++) {
      const before = await focusedItem();
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedItem).not.toBe(before);
    }
    expect(await isFocused(item)).toBe(true);
    await page.keyboard.press('Enter');
    await expectPath(page, '/useradministration');
    await expectHeadingFocused(page, adminEn.title);
    const tabs = page.getByRole('tab');
    await tabTo(page, tabs.first());
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(tabs.nth(1))).toBe(true);
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    // The tab's panel holds its controls: the next Tab lands in it, not on the panel itself.
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName),
      )
      .not.toBe('tabpanel');
    await context.close();
  });
});

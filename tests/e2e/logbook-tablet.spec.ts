import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import entryEn from '../../src/i18n/locales/en-GB/logbookEntry.json';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import logbookEn from '../../src/i18n/locales/en-GB/logbook.json';
import { viewChecked } from './support/accessibility';
import { usePortalAndBrowser } from './support/portal-suite';
import { en, loggedInPage } from './support/login';
import {
  boxOf,
  expectFingertip,
  expectNoSidewaysScroll,
  expectSelectsReadable,
  touchPage,
} from './support/touch';
import { expectTransient, recordTransients } from './support/transient';

/**
 * The logbook on a tablet in a cab (issue 7): at 1024 × 768 the entry drawer fits the screen with its
 * buttons in reach, and a driver works it with the keyboard alone: open a new entry, type, save with
 * Enter, close with Escape. On a 1024 × 768 touch screen (issue 28 §1): beside the vehicle panel the
 * entries are cards; "Choose vehicle" leads into the panel, a pick hides it so the page has the width,
 * and the table then shows every column (Defects too) without sideways scrolling; a row opens with
 * one tap, every control is fingertip-sized, the entry drawer's selects read in full.
 */

const TABLET = { width: 1024, height: 768 };

describe('the logbook on a 1024 × 768 tablet', () => {
  const suite = usePortalAndBrowser();

  const inViewport = async (page: Page, testIdOrLocator: ReturnType<Page['getByTestId']>) => {
    const box = await testIdOrLocator.boundingBox();
    expect(box).not.toBeNull();
    return (
      box!.x >= 0 &&
      box!.y >= 0 &&
      box!.x + box!.width <= TABLET.width &&
      box!.y + box!.height <= TABLET.height
    );
  };

  it('driver: the drawer fits; a new entry is opened, written, saved and closed with the keyboard', async () => {
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'driver',
      '/logbook-all-entries',
      { viewport: TABLET },
    );
    const card = page.getByRole('complementary').locator('[data-testid^="vehicle-card-"]').nth(2);
    await card.waitFor();
    await card.locator('.vehicle-card-main').click();
    const add = page.getByTestId('add-entry');
    await expect.poll(() => add.isEnabled()).toBe(true);
    await viewChecked(page);

    // Keyboard: focus the button and press Enter; the drawer asks the vehicle's newest entry.
    const newest = page.waitForResponse((r) => /\/entries\/newest$/.test(new URL(r.url()).pathname));
    await add.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('entry-drawer');
    await drawer.waitFor();
    const carried = ((await (await newest).json()) as { item: { defects: { state: string } | null } | null })
      .item;
    if (carried?.defects?.state === 'open') {
      // The defect notice (spec 001 §4) comes first; Enter on its focused OK closes it.
      await page.getByRole('alertdialog').waitFor();
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    }

    // 80 % of 1024 (under the 868 maximum), wholly on screen, its Save button in reach.
    // The drawer slides in: wait for it to come to rest on screen.
    await expect.poll(() => inViewport(page, drawer)).toBe(true);
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(TABLET.width * 0.8));
    const save = drawer.getByRole('button', { name: entryEn.actions.save, exact: true });
    await expect.poll(() => inViewport(page, save)).toBe(true);

    const location = drawer.getByLabel(new RegExp(`^${entryEn.fields.header.referenceLocation}( \\*)?$`));
    await location.focus();
    await page.keyboard.type('Rosenheim Gbf');
    // Saved on the device, then pushed by the sync (issue 8).
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/entries\/sync$/.test(new URL(r.url()).pathname),
    );
    await save.focus();
    await recordTransients(page, '[data-testid="entry-snackbar"]');
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(200);
    await expectTransient(page, entryEn.labels.logbookEntrySaved);
    // The focus stayed on Save through the save (issue 36): disabled while busy, it dropped the focus.
    const focused = (element: Locator) => element.evaluate((e) => e === document.activeElement);
    await expect.poll(() => focused(save)).toBe(true);

    // Nothing unsaved: Escape closes the drawer at once, and the focus goes back to Add (issue 36).
    await location.focus();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => focused(add)).toBe(true);
    await context.close();
  });

  it('driver on a touch tablet: cards beside the panel; a pick hides the panel and the whole table shows', async () => {
    const { context, page } = await touchPage(
      suite.browser,
      suite.portal.url,
      'driver',
      '/logbook-all-entries',
      TABLET,
    );
    const list = page.getByTestId('logbook-list');
    const aside = page.getByRole('complementary', { name: fleetEn.panel.title });
    await aside.locator('[data-testid^="vehicle-card-"]').first().waitFor();
    await list.getByTestId('logbook-row').first().waitFor();

    // Beside the panel the page has about 490 px: cards, nothing cut or scrolled sideways.
    expect(await list.getByTestId('logbook-cards').count()).toBe(1);
    await expectNoSidewaysScroll(page);
    const main = await boxOf(page.locator('#main-content'));
    const card = await boxOf(list.getByTestId('logbook-row').first());
    expect(card.x + card.width).toBeLessThanOrEqual(main.x + main.width);
    expect(await page.getByTestId('logbook-scope').textContent()).toContain(
      logbookEn.labels.allVehiclesListed,
    );

    // "Choose vehicle" leads into the panel (no on-screen keyboard: the panel, not its filter, is focused).
    const choose = page.getByRole('button', { name: logbookEn.actions.chooseVehicle, exact: true });
    await expectFingertip(choose, 'Choose vehicle');
    await choose.tap();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('vehicle-panel');

    // A pick hides the panel: the page takes the width, "My locomotives" in the navigation brings it back.
    const pick = aside.locator('[data-testid^="vehicle-card-"]').nth(1);
    const name = (await pick.locator('.vehicle-card-name').textContent()) ?? '';
    await pick.locator('.vehicle-card-main').tap();
    await aside.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('logbook-vehicle').textContent()).toBe(name);
    const nav = page.getByRole('navigation', { name: en.common.nav.label });
    expect(await nav.getByRole('button', { name: en.common.nav.myLocomotives }).count()).toBe(1);

    // The table with every column, Defects included, inside its frame and the window.
    const table = list.locator('table');
    await table.waitFor();
    await list.getByTestId('logbook-row').first().waitFor();
    const wrap = list.locator('.logbook-table-wrap');
    const [scrollWidth, clientWidth] = await wrap.evaluate((e) => [e.scrollWidth, e.clientWidth]);
    expect(scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(clientWidth);
    const frame = await boxOf(wrap);
    for (const field of ['createTimestamp', 'defectsState']) {
      const header = await boxOf(table.locator('th', { has: page.getByTestId(`sort-${field}`) }));
      expect(header.x + header.width, `the ${field} column`).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    }
    await expectNoSidewaysScroll(page);

    // Fingertip-sized: a row's checkbox and open target, the sort headers, the page's buttons.
    const row = list.getByTestId('logbook-row').first();
    await expectFingertip(row.locator('.logbook-touch'), "a row's checkbox");
    await expectFingertip(row.locator('button.logbook-open'), "a row's open target", true);
    await expectFingertip(table.getByTestId('sort-createTimestamp'), 'a sort header', true);
    await expectFingertip(page.getByTestId('add-entry'), 'Add new entry');
    const change = page.getByRole('button', { name: logbookEn.actions.changeVehicle, exact: true });
    await expectFingertip(change, 'Change vehicle');

    // One tap opens the entry.
    await row.locator('button.logbook-open').tap();
    const drawer = page.getByTestId('entry-drawer');
    await drawer.waitFor();
    await drawer
      .locator('.entry-drawer-foot')
      .getByRole('button', { name: entryEn.actions.close, exact: true })
      .tap();
    await drawer.waitFor({ state: 'detached' });

    // A new entry: its selects read in full.
    const newest = page.waitForResponse((r) => /\/entries\/newest$/.test(new URL(r.url()).pathname));
    await page.getByTestId('add-entry').tap();
    await drawer.waitFor();
    const carried = ((await (await newest).json()) as { item: { defects: { state: string } | null } | null })
      .item;
    if (carried?.defects?.state === 'open') {
      const notice = page.getByRole('alertdialog');
      await notice.getByRole('button', { name: entryEn.actions.ok, exact: true }).tap();
      await notice.waitFor({ state: 'detached' });
    }
    await expectSelectsReadable(drawer);
    await drawer
      .locator('.entry-drawer-foot')
      .getByRole('button', { name: entryEn.actions.close, exact: true })
      .tap();
    await drawer.waitFor({ state: 'detached' });

    // "Change vehicle" shows the panel again.
    await change.tap();
    await aside.waitFor();
    await context.close();
  });
});

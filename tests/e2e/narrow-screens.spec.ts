import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import railationEn from '../../src/i18n/locales/en-GB/railation.json';
import reportingEn from '../../src/i18n/locales/en-GB/reporting.json';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { newPage } from './support/browser';
import { usePortalAndBrowser } from './support/portal-suite';
import { en, expectPath, loggedInPage, logIn, pathOf, preferEnglish } from './support/login';
import { smallTouchTargets } from './support/touch-targets';

/**
 * Phones and tablets (README, "Narrow screens"): below 900 px the vehicle panel is a drawer over the
 * content, opened from the header; at 1024 × 768 it stays beside the content. The driver (logbook
 * read, no telematics) sees the organisation's vehicles and picks one; nothing is pushed off screen.
 * On a wide screen, the interface zoom scales the navigation, the panel and the drawers.
 */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
/** Wide enough that a side drawer's 80 % never caps its 868 px × 1.2. */
const WIDE = { width: 1600, height: 900 };
const diesel = DEMO_FLEET.find(
  (v) =>
    v.organisationId === DEMO_ORGANISATIONS[0].id && v.engine !== 'electric' && !v.model.startsWith('Kran'),
)!;
const panel = fleetEn.panel;

describe('narrow screens', () => {
  const suite = usePortalAndBrowser();

  const openAs = async (accountName: string, viewport: typeof PHONE, path: string, touch = false) => {
    const { context, page } = await newPage(suite.browser, 'en-GB', viewport, undefined, touch);
    await preferEnglish(page);
    await page.goto(`${suite.portal.url}/login`);
    await logIn(page, accountName);
    await expectPath(page, path);
    return { context, page };
  };

  /** The page is never wider than the window (nothing pushed off to the right). */
  /**
   * The page fits the window's width once its layout has settled (what loads late, e.g. the header's
   * tools or the map, lays out after the route's heading shows): a poll, not one look.
   */
  const expectNoHorizontalOverflow = async (page: Page) => {
    await expect
      .poll(() => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth))
      .toBeLessThanOrEqual(0);
  };

  const drawerButton = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`^${panel.drawer.button}:`) });
  const drawer = (page: Page) => page.getByRole('dialog', { name: panel.title });
  const cards = (page: Page) => page.locator('[data-testid^="vehicle-card-"]');
  const cardButton = (page: Page, index: number) => cards(page).nth(index).locator('.vehicle-card-main');

  it('driver on a phone: the drawer lists the vehicles, a pick closes it and shows in the header', async () => {
    const { context, page } = await openAs('driver', PHONE, '/logbook-all-entries');
    await expect.poll(() => drawerButton(page).count()).toBe(1);
    // No side panel beside the content: the page has the whole width.
    expect(await page.getByRole('complementary', { name: panel.title }).count()).toBe(0);
    await expectNoHorizontalOverflow(page);
    expect(await drawerButton(page).textContent()).toContain(panel.drawer.noneSelected);

    await drawerButton(page).click();
    await expect.poll(() => drawer(page).count()).toBe(1);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    // Logbook read only: name, picture and type; no live status, no counters.
    expect(await drawer(page).getByText(panel.selectAll, { exact: true }).count()).toBe(1);
    expect(await page.locator('.fleet-status-chip').count()).toBe(0);
    expect(await page.getByRole('group', { name: panel.counters }).count()).toBe(0);
    const name = (await cards(page).first().locator('.vehicle-card-name').textContent()) ?? '';
    expect(name).not.toBe('');
    await expectNoHorizontalOverflow(page);

    await cardButton(page, 0).click();
    await expect.poll(() => drawer(page).count()).toBe(0);
    await expect.poll(() => drawerButton(page).textContent()).toContain(name);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('vehicle-drawer-button');

    // Reopened, the pick is marked; Esc closes it again.
    await drawerButton(page).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await cardButton(page, 0).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer(page).count()).toBe(0);
    await expectNoHorizontalOverflow(page);
    await context.close();
  });

  it('driver on a 1024 × 768 tablet: the panel stays beside the content, which fits', async () => {
    const { context, page } = await openAs('driver', TABLET, '/logbook-all-entries');
    const aside = page.getByRole('complementary', { name: panel.title });
    await expect.poll(() => aside.locator('[data-testid^="vehicle-card-"]').count()).toBeGreaterThan(0);
    expect(await drawerButton(page).count()).toBe(0);
    expect(await page.locator('.fleet-status-chip').count()).toBe(0);
    await expectNoHorizontalOverflow(page);
    const main = await page.locator('#main-content').boundingBox();
    expect(main!.x + main!.width).toBeLessThanOrEqual(TABLET.width);
    expect(main!.width).toBeGreaterThan(400);

    await cardButton(page, 1).click();
    await expect.poll(() => cardButton(page, 1).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('panel-selected-count').textContent()).toMatch(/^1 of \d+ selected$/);
    await context.close();
  });

  it('dispatcher on a phone: the dashboard fits, the drawer picks several vehicles for it', async () => {
    const { context, page } = await openAs('dispatcher', PHONE, '/', true);
    await expect.poll(() => page.getByRole('heading', { name: fleetEn.dashboard.title }).count()).toBe(1);
    await expectNoHorizontalOverflow(page);
    const nav = page.getByRole('navigation', { name: en.common.nav.label });
    // The navigation renders after the page's heading on a loaded machine: waited for, not counted at once.
    await expect.poll(() => nav.getByRole('link', { name: en.common.routes.livedata }).count()).toBe(1);
    // Beside the dispatcher's header tools (bell, apps, account) the button's name is read whole, not cut.
    await expect.poll(() => drawerButton(page).textContent()).toContain(panel.drawer.noneSelected);
    await expect
      .poll(() =>
        page
          .locator('.vehicle-drawer-button-text')
          .evaluate((e) => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight),
      )
      .toBe(false);

    await drawerButton(page).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(1);
    // Telematics read: the counters are there; on the dashboard several vehicles may be picked.
    await expect.poll(() => drawer(page).getByRole('group', { name: panel.counters }).count()).toBe(1);
    await cardButton(page, 0).click();
    await cardButton(page, 1).click();
    await expect.poll(() => drawer(page).count()).toBe(1);
    await drawer(page).getByRole('button', { name: panel.drawer.close }).click();
    await expect.poll(() => drawer(page).count()).toBe(0);
    await expect.poll(() => drawerButton(page).textContent()).toContain('2 vehicles');
    await expectNoHorizontalOverflow(page);
    // Left open, so the closing accessibility check sees the drawer too.
    await drawerButton(page).click();
    await expect.poll(() => drawer(page).count()).toBe(1);
    await context.close();
  });

  /** Picks the diesel in the vehicle panel: a drawer on a phone, beside the content on a tablet. */
  const pickDiesel = async (page: Page) => {
    if ((page.viewportSize()?.width ?? 0) < TABLET.width) await drawerButton(page).click();
    await page.locator(`[data-testid="vehicle-card-${diesel.id}"] .vehicle-card-main`).click();
    await expect.poll(() => drawer(page).count()).toBe(0);
  };

  it.each([
    ['390 × 844 phone', PHONE],
    ['1024 × 768 tablet', TABLET],
  ] as const)(
    'touch screens, %s: the operator’s pages fit the width and every control a finger meets is 44 × 44 px',
    async (_name, viewport) => {
      const pages = [
        { path: '/', shown: (page: Page) => page.getByRole('heading', { name: fleetEn.dashboard.title }) },
        {
          // Live data of a picked vehicle: its tables and the map beside or below them.
          path: '/livedata',
          pick: pickDiesel,
          shown: (page: Page) => page.getByRole('heading', { name: diesel.name, level: 1 }),
        },
        {
          path: `/reporting?vehicle=${diesel.id}`,
          shown: (page: Page) => page.getByTestId('report-vehicle-chip'),
        },
        {
          path: '/railation',
          shown: (page: Page) => page.getByRole('searchbox', { name: railationEn.search.label }),
        },
        {
          path: '/notification',
          shown: (page: Page) => page.getByRole('heading', { name: en.common.routes.notification, level: 1 }),
        },
        {
          path: '/profile',
          shown: (page: Page) => page.getByRole('radio', { name: en.common.languages['en-GB'] }),
        },
      ];
      const { context, page } = await openAs('dispatcher', viewport, '/', true);
      for (const { path, shown, pick } of pages) {
        if (`${pathOf(page)}${new URL(page.url()).search}` !== path)
          await page.goto(`${suite.portal.url}${path}`);
        await pick?.(page);
        await shown(page).first().waitFor();
        await expectNoHorizontalOverflow(page);
        await expect
          .poll(() => smallTouchTargets(page), { message: `${viewport.width} px ${path}` })
          .toEqual([]);
        if (path === '/livedata' && viewport === TABLET) {
          // With the vehicle panel back beside it ("My locomotives" in the navigation) the page is about
          // 460 px wide: the map stacks above the datasheet instead of shrinking to 130 px beside it.
          const nav = page.getByRole('navigation', { name: en.common.nav.label });
          await nav.getByRole('button', { name: en.common.nav.myLocomotives }).click();
          await page.getByRole('complementary', { name: fleetEn.panel.title }).waitFor();
          const map = await page.locator('.livedata-top > .fleet-map-area').boundingBox();
          expect(map?.width).toBeGreaterThanOrEqual(300);
        }
        if (viewport === PHONE && path === '/') {
          // The header's 44 px tools leave the vehicle button its room: nothing overlaps it. Both are
          // waited for first: `boundingBox` does not wait, and the tools can render after the route's
          // content (a run saw null).
          const toolsShown = page.locator('.app-header-tools');
          await Promise.all([drawerButton(page).waitFor(), toolsShown.waitFor()]);
          // Read until the header has settled (a layout pass may still be pending when both show).
          await expect
            .poll(async () => {
              const [button, tools] = await Promise.all([
                drawerButton(page).boundingBox(),
                toolsShown.boundingBox(),
              ]);
              return button !== null && tools !== null && button.x >= 0 && button.x + button.width <= tools.x;
            })
            .toBe(true);
        }
      }
      await context.close();
    },
  );

  it('interface zoom 0.8 and 1.2: the navigation, the vehicle panel and the drawers scale with it', async () => {
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/', {
      viewport: WIDE,
    });
    // The laid-out width of the CSS (a drawer's opening animation scales its bounding box for a moment;
    // the navigation's border line beside it is not part of the 210 px).
    const width = (locator: Locator) =>
      locator.evaluate((element) => parseFloat(getComputedStyle(element).width));
    for (const zoom of [0.8, 1.2]) {
      // The dev tools' zoom choice is stored here (spec 000 §3 zoomActive).
      await page.evaluate((value) => localStorage.setItem('zoomActive', String(value)), zoom);
      await page.goto(`${suite.portal.url}/reporting?vehicle=${diesel.id}`);
      const aside = page.getByRole('complementary', { name: panel.title });
      await aside.waitFor();
      // Spec 000 §9: navigation 210 px open; the panel 320 px; the export drawer at most 868 px.
      expect(await width(page.getByRole('navigation', { name: en.common.nav.label }))).toBeCloseTo(
        210 * zoom,
        0,
      );
      expect(await width(aside)).toBeCloseTo(320 * zoom, 0);

      await page.getByRole('button', { name: reportingEn.export, exact: true }).click();
      const exportDrawer = page.getByTestId('report-export-drawer');
      await exportDrawer.waitFor();
      expect(await width(exportDrawer)).toBeCloseTo(868 * zoom, 0);
      await page.keyboard.press('Escape');
      await exportDrawer.waitFor({ state: 'hidden' });

      await page.getByTestId('report-vehicle-chip').waitFor();
      await page.getByRole('button', { name: reportingEn.graphing }).click();
      const graphDrawer = page.getByTestId('graph-drawer');
      await graphDrawer.waitFor();
      expect(await width(graphDrawer)).toBeCloseTo(868 * zoom, 0);
      await page.keyboard.press('Escape');
      await graphDrawer.waitFor({ state: 'hidden' });
    }
    await context.close();
  });
});

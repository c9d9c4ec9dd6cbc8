import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { RailationMarkers } from '../../src/api/contract/railation.contract';
import commonDe from '../../src/i18n/locales/de-DE/common.json';
import railationDe from '../../src/i18n/locales/de-DE/railation.json';
import mapEn from '../../src/i18n/locales/en-GB/map.json';
import railationEn from '../../src/i18n/locales/en-GB/railation.json';
import { categoryStyle } from '../../src/views/map/railation-icons';
import { countPixels } from './support/map-pixels';
import { en, loggedInPage } from './support/login';
import { usePortalAndBrowser } from './support/portal-suite';

/**
 * The railation directory (issue 12) against the production build and a server with the demo places:
 * the directory journey, the place search first (issue 28 §2: over every category before any tick, on
 * the desk and on a phone), ships moving between two polls of the map, and the dashboard's railation
 * switch drawing the places (picking and pixels).
 */

const MARKERS_PATH = '/wp-json/fvm/v1/railation/markers';

/** Every markers answer the page receives, in order. */
const recordMarkers = (page: Page) => {
  const answers: RailationMarkers[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname !== MARKERS_PATH || !response.ok()) return;
    void response
      .json()
      .then((body: RailationMarkers) => answers.push(body))
      .catch(() => undefined);
  });
  return answers;
};

const mapIdle = (page: Page) =>
  expect.poll(() => page.evaluate(() => window.__fleetMapDebug?.idle() ?? false)).toBe(true);

const hexToRgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

describe('railation', () => {
  const suite = usePortalAndBrowser();

  it('dispatcher ticks fuel stations, searches Ham, opens a place and reads its address and blocks', async () => {
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/railation');
    const fuelStations = page.getByTestId('railation-category-fuelStation');
    await fuelStations.click();
    await expect.poll(() => fuelStations.getAttribute('aria-checked')).toBe('true');
    const list = page.getByTestId('railation-places');
    await page.getByRole('searchbox', { name: railationEn.search.label }).fill('Ham');
    // The scope follows the tick through the view's machine: read once it shows (a loaded run read it
    // a render early and saw "In all categories").
    await expect
      .poll(() => page.getByTestId('railation-search-scope').textContent())
      .toBe(railationEn.search.inTicked_one);
    const places = list.locator('.railation-place');
    // Only places matching the term stay (the whole category has more than 20).
    await expect
      .poll(async () => {
        const names = await places.allTextContents();
        return names.length > 0 && names.every((n) => /ham/i.test(n));
      })
      .toBe(true);
    await list
      .getByRole('button', { name: /Bahntankstelle Hamburg/ })
      .first()
      .click();
    const detail = page.getByTestId('railation-detail');
    await expect.poll(() => detail.getByRole('heading', { level: 3 }).textContent()).toMatch(/Hamburg/);
    await expect.poll(() => detail.textContent()).toContain(railationEn.detail.address);
    await expect.poll(() => detail.textContent()).toMatch(/Hamburg/);
    expect(await detail.getByRole('heading', { level: 4 }).count()).toBeGreaterThan(0);
    expect(await detail.getByRole('listitem').count()).toBeGreaterThan(0);
    await detail.getByRole('button', { name: railationEn.detail.close }).click();
    await expect.poll(() => page.getByTestId('railation-detail').count()).toBe(0);
    await context.close();
  });

  it('searches places first: "Hamburg" without a tick finds places of every category, and one opens', async () => {
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      '/railation',
      {
        viewport: { width: 1440, height: 900 },
      },
    );
    const search = page.getByRole('searchbox', { name: railationEn.search.label });
    await search.waitFor();
    expect(await page.getByTestId('railation-search-scope').textContent()).toBe(railationEn.search.inAll);
    expect(await page.getByTestId('railation-places').count()).toBe(0);
    await search.fill('Hamburg');
    const list = page.getByTestId('railation-places');
    await list.getByRole('heading', { name: railationEn.list.titleAll }).waitFor();
    const places = list.locator('.railation-place');
    // Places of several categories (a fuel station, a workshop, a terminal …), every one in Hamburg.
    await expect
      .poll(async () => {
        const names = await places.allTextContents();
        return names.length >= 5 && names.every((n) => n.includes('Hamburg'));
      })
      .toBe(true);
    const names = await places.allTextContents();
    for (const kind of ['Bahntankstelle', 'Lokwerkstatt', 'Güterterminal'])
      expect(
        names.some((n) => n.includes(kind)),
        kind,
      ).toBe(true);
    // Nothing was ticked on the way.
    for (const box of await page.getByTestId('railation-categories').getByRole('checkbox').all())
      expect(await box.getAttribute('aria-checked')).toBe('false');
    await places
      .filter({ has: page.locator('.railation-place-name', { hasText: /^Lokwerkstatt Hamburg$/ }) })
      .click();
    const detail = page.getByTestId('railation-detail');
    await expect
      .poll(() => detail.getByRole('heading', { level: 3 }).textContent())
      .toBe('Lokwerkstatt Hamburg');
    await expect
      .poll(() => detail.textContent())
      .toContain(railationEn.categories.names.maintenanceServicing);
    await context.close();
  });

  it('on a phone, in German, the place search comes first and what it finds shows right below it', async () => {
    const phone = { width: 390, height: 844 };
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'opadmin', '/railation', {
      viewport: phone,
    });
    // A phone's header leaves the language to the user menu.
    await page.getByRole('button', { name: new RegExp(`^${en.common.header.userMenu}:`) }).click();
    await page.getByRole('menuitem', { name: en.common.header.language, exact: true }).click();
    await page.getByRole('menuitemradio', { name: commonDe.languages['de-DE'] }).click();
    const search = page.getByRole('searchbox', { name: railationDe.search.label });
    await search.waitFor();
    const box = (await search.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(await page.getByTestId('railation-search-scope').textContent()).toBe(railationDe.search.inAll);
    await search.fill('Hamburg');
    const list = page.getByTestId('railation-places');
    await list.getByRole('heading', { name: railationDe.list.titleAll }).waitFor();
    const first = list.locator('.railation-place').first();
    await first.waitFor();
    // The results lie between the search and the categories, the first within the screen.
    const found = (await first.boundingBox())!;
    const categories = (await page.getByTestId('railation-categories').boundingBox())!;
    expect(found.y).toBeGreaterThan(box.y);
    expect(found.y + found.height).toBeLessThanOrEqual(Math.min(categories.y, phone.height));
    const name = (await first.locator('.railation-place-name').textContent())!;
    await first.click();
    const detail = page.getByTestId('railation-detail');
    await expect.poll(() => detail.getByRole('heading', { level: 3 }).textContent()).toBe(name);
    await context.close();
  });

  it('ships move between two polls of the map', async () => {
    // The page's clock is ours: each look below moves it on by one polling cycle (15 s), so the map
    // asks again at once instead of every 15 s while the server moves the ships in real time.
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/', {
      prepare: (p) => p.clock.install(),
    });
    const answers = recordMarkers(page);
    await page.goto(`${suite.portal.url}/railation`);
    await page.getByTestId('railation-category-ships').click();
    const shipsOf = (answer: RailationMarkers | undefined) =>
      new Map((answer?.items ?? []).filter((m) => m.id.startsWith('s')).map((m) => [m.id, m]));
    // The map asks again every 15 s and the server moves the ships at most every 5 s, so two answers
    // close together (the category's own request and a camera settling) may rightly agree: wait for a
    // later answer in which a ship of the first one stands elsewhere.
    const shipAnswers = () =>
      answers.filter((a) => a.items.length > 0 && a.items.every((m) => m.category === 10));
    await expect.poll(() => shipAnswers().length, { interval: 1_000 }).toBeGreaterThanOrEqual(1);
    const first = shipsOf(shipAnswers()[0]);
    expect(first.size).toBeGreaterThan(0);
    const movedLater = async () => {
      await page.clock.fastForward(15_000);
      return Math.max(
        0,
        ...shipAnswers()
          .slice(1)
          .map(shipsOf)
          .map(
            (later) =>
              [...first.values()].filter((ship) => {
                const there = later.get(ship.id);
                return there !== undefined && (there.lat !== ship.lat || there.lng !== ship.lng);
              }).length,
          ),
      );
    };
    await expect.poll(movedLater, { interval: 1_000, timeout: 60_000 }).toBeGreaterThan(0);
    await context.close();
  });

  it('the dashboard railation switch draws the places: picking and pixels at a place the API sent', async () => {
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      '/?debug-map',
    );
    // The places are asked for once the switch is on, after this.
    const answers = recordMarkers(page);
    await mapIdle(page);
    await page.getByRole('switch', { name: mapEn.toolbar.railation }).click();
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    // A place with no other point within about a kilometre: at zoom 16 it stands alone.
    const points = answers[0]!.items;
    const place = points.find(
      (m) =>
        m.id.startsWith('p') &&
        points.every((o) => o === m || Math.abs(o.lat - m.lat) + Math.abs(o.lng - m.lng) > 0.02),
    )!;
    expect(place).toBeDefined();
    // Close in, so the place stands alone (no cluster) in the middle of the map.
    const at = { lng: place.lng, lat: place.lat };
    await page.evaluate(({ lng, lat }) => window.__fleetMapDebug?.jumpTo(lng, lat, 16), at);
    await mapIdle(page);
    const point = await page.evaluate(({ lng, lat }) => window.__fleetMapDebug!.project(lng, lat), at);
    await expect
      .poll(() => page.evaluate(({ x, y }) => window.__fleetMapDebug?.pick(x, y) ?? null, point))
      .toMatchObject({ kind: 'place', id: place.id });
    const colour = { rgb: hexToRgb(categoryStyle(place.category).color), tolerance: 20 };
    expect(await countPixels(page, point.x, point.y, colour)).toBeGreaterThan(40);
    // Switched off, the place is gone from the map.
    await page.getByRole('switch', { name: mapEn.toolbar.railation }).click();
    await expect
      .poll(() => page.evaluate(({ x, y }) => window.__fleetMapDebug?.pick(x, y) ?? null, point))
      .toBeNull();
    expect(await countPixels(page, point.x, point.y, colour)).toBeLessThan(10);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import commonDe from '../../src/i18n/locales/de-DE/common.json';
import helpDe from '../../src/i18n/locales/de-DE/help.json';
import helpEn from '../../src/i18n/locales/en-GB/help.json';
import { DEFAULT_FAQ } from '../../server/content/faq/faq-defaults';
import { en, loggedInPage } from './support/login';
import { setContextOffline } from './support/network';
import { usePortalAndBrowser } from './support/portal-suite';
import { controlledByServiceWorker } from './support/service-worker';

/**
 * The supplier list and the FAQ (issue 12), both reached from the user menu (here from the profile page:
 * any page has the menu, and the dashboard would draw its map for nothing).
 */
describe('the supplier list and the FAQ', () => {
  const suite = usePortalAndBrowser({}, { serviceWorker: true });

  it('the supplier list filters by country', async () => {
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/profile');
    await page.getByRole('button', { name: new RegExp(`^${en.common.header.userMenu}:`) }).click();
    await page.getByRole('menuitem', { name: en.common.routes.suppliers }).click();
    await page.getByRole('heading', { name: helpEn.suppliers.title }).waitFor();
    const rows = page.getByTestId('supplier-row');
    await expect.poll(() => rows.count()).toBe(229);
    await page.getByTestId('suppliers-country').click();
    await page.getByRole('option', { name: /^Switzerland \(\d+\)$/ }).click();
    await expect.poll(() => rows.count()).toBeLessThan(229);
    const countries = await rows.locator('td:nth-of-type(1)').allTextContents();
    expect(countries.length).toBeGreaterThan(0);
    expect(new Set(countries)).toEqual(new Set(['Switzerland']));
    expect(await page.getByTestId('suppliers-count').textContent()).toContain(
      helpEn.suppliers.count_other.replace('{{count}}', String(countries.length)),
    );
    await context.close();
  });

  it('the supplier list shows its logos from the portal and its map on the offline base, asks no other host, keeps the logos offline', async () => {
    // The portal names a tile server (OpenStreetMap by default): the supplier map still asks none.
    const config = (await (await fetch(`${suite.portal.url}/api/config`)).json()) as {
      mapTiles: { base: { url: string } };
    };
    expect(config.mapTiles.base.url).not.toBe('');
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/suppliers');
    await controlledByServiceWorker(page);
    // Every request of the context: the page, its workers (MapLibre's tiles) and the service worker.
    const elsewhere: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(suite.portal.url).origin)
        elsewhere.push(`${request.resourceType()} ${request.url()}`);
    });
    await page.reload();
    await page.getByRole('heading', { name: helpEn.suppliers.title }).waitFor();
    await expect.poll(() => page.getByTestId('supplier-row').count()).toBe(229);
    await expect.poll(() => page.getByTestId('supplier-logo').count()).toBe(229);
    // The map is shown, drawn on the portal's own country outlines; no tile server's attribution.
    const map = page.getByRole('region', { name: helpEn.suppliers.map });
    await map.getByText('© Natural Earth').waitFor();
    expect((await map.boundingBox())?.height).toBeGreaterThanOrEqual(320);
    expect(await map.locator('.maplibregl-ctrl-attrib').textContent()).not.toMatch(/OpenStreetMap/);
    // The logos in view are drawn (the tiles are 160 × 56), each from the portal's content service.
    const drawn = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="supplier-logo"]')]
          .filter((img) => img.complete && img.naturalWidth === 160)
          .map((img) => img.src),
      );
    await expect.poll(async () => (await drawn()).length).toBeGreaterThanOrEqual(5);
    for (const src of await drawn())
      expect(src).toMatch(new RegExp(`^${suite.portal.url}/wp-json/fvm/v1/suppliers/\\d+/logo\\?signature=`));
    // Nothing leaves the portal: no tile, logo, font or script of a third party.
    expect(elsewhere).toEqual([]);
    // The service worker kept the logos shown: offline they still come.
    const first = (await drawn())[0]!;
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('portal-supplier-logos')).keys()).length),
      )
      .toBeGreaterThanOrEqual(5);
    await setContextOffline(context, true);
    const offline = await page.evaluate(async (src) => {
      const answer = await fetch(src);
      return { status: answer.status, type: answer.headers.get('content-type') };
    }, first);
    expect(offline).toEqual({ status: 200, type: 'image/svg+xml' });
    expect(elsewhere).toEqual([]);
    await context.close();
  });

  it('the FAQ shows in English and, after switching the language, in German', async () => {
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/profile');
    await page.getByRole('button', { name: new RegExp(`^${en.common.header.userMenu}:`) }).click();
    await page.getByRole('menuitem', { name: en.common.routes.faq }).click();
    await page.getByRole('heading', { name: helpEn.faq.title }).waitFor();
    const items = page.getByTestId('faq-item');
    await expect.poll(() => items.count()).toBe(DEFAULT_FAQ.length);
    expect(await items.first().locator('summary').textContent()).toBe(DEFAULT_FAQ[0]!.titleEn);
    await items.first().locator('summary').click();
    await expect.poll(() => items.first().textContent()).toContain(DEFAULT_FAQ[0]!.contentEn);

    await page.getByRole('button', { name: new RegExp(`^${en.common.header.language}:`) }).click();
    await page.getByRole('menuitemradio', { name: commonDe.languages['de-DE'] }).click();
    await page.getByRole('heading', { name: helpDe.faq.title }).waitFor();
    await expect.poll(() => items.first().locator('summary').textContent()).toBe(DEFAULT_FAQ[0]!.titleDe);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import commonDe from '../../src/i18n/locales/de-DE/common.json';
import helpDe from '../../src/i18n/locales/de-DE/help.json';
import helpEn from '../../src/i18n/locales/en-GB/help.json';
import { DEFAULT_FAQ } from '../../server/content/faq/faq-defaults';
import { en, loggedInPage } from './support/login';
import { usePortalAndBrowser } from './support/portal-suite';

/** The supplier list and the FAQ (issue 12), both reached from the user menu. */
describe('the supplier list and the FAQ', () => {
  const suite = usePortalAndBrowser();

  it('the supplier list filters by country', async () => {
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/');
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

  it('the FAQ shows in English and, after switching the language, in German', async () => {
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/');
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

import { describe, expect, it } from 'vitest';
import authDe from '../../src/i18n/locales/de-DE/auth.json';
import commonDe from '../../src/i18n/locales/de-DE/common.json';
import { newPage } from './support/browser';
import { usePortalAndBrowser } from './support/portal-suite';
import { DEMO_PASSWORD, en, expectPath } from './support/login';

describe('the interface language', () => {
  const suite = usePortalAndBrowser();

  it('is German for a browser in neither language, switches, survives a reload and follows the account', async () => {
    const { context, page } = await newPage(suite.browser, 'fr-FR');
    await page.goto(`${suite.portal.url}/login`);
    // German is the fallback when the browser prefers neither German nor English.
    await page.getByRole('button', { name: authDe.login.submit, exact: true }).waitFor();
    await page.getByRole('radio', { name: en.common.languages['en-GB'] }).click();
    await page.getByRole('button', { name: en.auth.login.submit, exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en-GB');
    await page.reload();
    await page.getByRole('button', { name: en.auth.login.submit, exact: true }).waitFor();

    // Logged in, the header switcher changes every text, and the choice survives a reload.
    await page.getByLabel(en.auth.login.username, { exact: true }).fill('opadmin');
    await page.getByLabel(en.auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: en.auth.login.submit, exact: true }).click();
    await expectPath(page, '/');
    const navEn = page.getByRole('navigation', { name: en.common.nav.label });
    await navEn.getByRole('link', { name: en.common.routes.reporting }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${en.common.header.language}:`) }).click();
    // The account stores the choice in the background: the reload below would cancel a save still
    // on its way, and the fresh browser at the end would then rightly see English.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().endsWith('/accounts/me/settings'),
    );
    await page.getByRole('menuitemradio', { name: commonDe.languages['de-DE'] }).click();
    expect((await saved).status()).toBe(200);
    const navDe = page.getByRole('navigation', { name: commonDe.nav.label });
    await navDe.getByRole('link', { name: commonDe.routes.reporting }).waitFor();
    await page.reload();
    await navDe.getByRole('link', { name: commonDe.routes.reporting }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de-DE');

    // The choice was stored in the account: a fresh browser adopts it after login.
    const fresh = await newPage(suite.browser, 'en-GB');
    await fresh.page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('i18nextLng', 'en-GB');
      }
    });
    await fresh.page.goto(`${suite.portal.url}/login`);
    await fresh.page.getByLabel(en.auth.login.username, { exact: true }).fill('opadmin');
    await fresh.page.getByLabel(en.auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
    await fresh.page.getByRole('button', { name: en.auth.login.submit, exact: true }).click();
    await fresh.page
      .getByRole('navigation', { name: commonDe.nav.label })
      .getByRole('link', { name: commonDe.routes.reporting })
      .waitFor();
    await fresh.context.close();
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { usePortalAndBrowser } from './support/portal-suite';
import { en, expectPath, logIn, preferEnglish } from './support/login';

const telematicsEntries = [
  'dashboard',
  'livedata',
  'reporting',
  'trackingmap',
  'notification',
  'datasheet',
] as const;

describe('logging in and out', () => {
  const suite = usePortalAndBrowser();

  it('dispatcher lands on the dashboard route with the telematics menu', async () => {
    const { context, page } = await newPage(suite.browser);
    await preferEnglish(page);
    await page.goto(`${suite.portal.url}/login`);
    await logIn(page, 'dispatcher');
    await expectPath(page, '/');
    const nav = page.getByRole('navigation', { name: en.common.nav.label });
    for (const entry of telematicsEntries) {
      await expect.poll(() => nav.getByRole('link', { name: en.common.routes[entry] }).count()).toBe(1);
    }
    await context.close();
  });

  it('driver lands on /logbook-all-entries and sees no telematics entries', async () => {
    const { context, page } = await newPage(suite.browser);
    await preferEnglish(page);
    await page.goto(`${suite.portal.url}/login`);
    await logIn(page, 'driver');
    await expectPath(page, '/logbook-all-entries');
    const nav = page.getByRole('navigation', { name: en.common.nav.label });
    await expect
      .poll(() => nav.getByRole('link', { name: en.common.routes['logbook-all-entries'] }).count())
      .toBe(1);
    for (const entry of telematicsEntries) {
      expect(await nav.getByRole('link', { name: en.common.routes[entry] }).count()).toBe(0);
    }
    // A telematics deep link sends the driver back to the logbook.
    await page.goto(`${suite.portal.url}/reporting`);
    await expectPath(page, '/logbook-all-entries');
    await context.close();
  });

  it('a wrong password shows the error and stays on /login', async () => {
    const { context, page } = await newPage(suite.browser);
    await preferEnglish(page);
    await page.goto(`${suite.portal.url}/login`);
    await logIn(page, 'dispatcher', 'Wrong-Password-1!');
    await page.getByText(en.auth.login.errors.invalidCredentials).waitFor();
    await expectPath(page, '/login');
    await context.close();
  });

  it('logout returns to /login; unknown and logged-out deep links redirect', async () => {
    const { context, page } = await newPage(suite.browser);
    await preferEnglish(page);
    await page.goto(`${suite.portal.url}/livedata`);
    await expectPath(page, '/login');
    await logIn(page, 'dispatcher');
    await expectPath(page, '/');
    await page.goto(`${suite.portal.url}/no-such-page/at-all`);
    await expectPath(page, '/');
    await page.getByRole('button', { name: new RegExp(`^${en.common.header.userMenu}`) }).click();
    await page.getByRole('menuitem', { name: en.common.header.logout }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    // The revoked session does not come back on reload.
    await page.goto(`${suite.portal.url}/`);
    await expectPath(page, '/login');
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { usePortalAndBrowser } from './support/portal-suite';
import { en, expectPath, logIn, preferEnglish } from './support/login';

describe('an ended session', () => {
  const suite = usePortalAndBrowser();

  it('an expired access token with a revoked user token ends in the session-invalid dialog, then the login page', async () => {
    const { context, page } = await newPage(suite.browser);
    // The page's clock is ours: the access token can expire without waiting ten minutes.
    await page.clock.install();
    await preferEnglish(page);
    await page.goto(`${suite.portal.url}/login`);
    await logIn(page, 'dispatcher');
    await expectPath(page, '/');
    await page.getByRole('navigation', { name: en.common.nav.label }).waitFor();
    const userToken = await page.evaluate(() => localStorage.getItem('userToken'));
    expect(userToken).toBeTruthy();

    // The user token is revoked elsewhere (a password reset, a logout on another device).
    const revoke = await fetch(`${suite.portal.url}/um/v1/refresh-tokens/current`, {
      method: 'DELETE',
      headers: { authorization: `Basic ${Buffer.from(`${userToken}:`).toString('base64')}` },
    });
    expect(revoke.status).toBe(204);

    // Past the access token's expiry the session must refresh, and the server answers 401.
    await page.clock.fastForward('11:00');
    const dialog = page.getByRole('alertdialog');
    // Title and message in one wait: the dialog closes itself after 3 s of the page's (flowing) clock,
    // and on a loaded machine two waits in a row once saw the title and then no dialog at all.
    await dialog
      .filter({ hasText: en.common.session.invalidTitle })
      .filter({ hasText: en.common.session.invalidMessage })
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

    // The dialog closes by itself, and the login page is what remains.
    await page.clock.fastForward(5_000);
    await dialog.waitFor({ state: 'detached' });
    await expectPath(page, '/login');
    await page.getByRole('button', { name: en.auth.login.submit, exact: true }).waitFor();
    await context.close();
  });
});

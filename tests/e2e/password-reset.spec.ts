import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { usePortalAndBrowser } from './support/portal-suite';
import { en, expectPath, logIn, preferEnglish } from './support/login';
import { parseEml } from '../../server/test-support/outbox';

const NEW_PASSWORD = 'Neues-Passwort-2026?';

describe('resetting a forgotten password', () => {
  const suite = usePortalAndBrowser();

  it('goes from the request through the mailed link to a login with the new password', async () => {
    const { context, page } = await newPage(suite.browser);
    await preferEnglish(page);
    await page.goto(`${suite.portal.url}/login`);
    await page.getByRole('link', { name: en.auth.login.forgotPassword }).click();
    await expectPath(page, '/reset-passkey');
    const request = page.getByRole('button', { name: en.auth.reset.request, exact: true });
    expect(await request.isDisabled()).toBe(true);
    await page.getByLabel(en.auth.reset.accountName, { exact: true }).fill('driver');
    await request.click();
    await page.getByText(en.auth.reset.requestSent).waitFor();

    // The mail lands in the outbox; a person would click its link.
    await expect.poll(() => suite.portal.outbox().length).toBe(1);
    const mail = parseEml(suite.portal.outbox()[0] ?? '');
    const link = /https?:\/\/\S+\/reset-passkey\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link ?? '');

    const password = page.getByLabel(en.auth.reset.newPassword, { exact: true });
    const confirm = page.getByLabel(en.auth.reset.confirmPassword, { exact: true });
    const submit = page.getByRole('button', { name: en.auth.reset.submit, exact: true });
    await password.fill('short');
    await page.getByText(en.auth.reset.rules.length).waitFor();
    await page.getByText(en.auth.reset.rules.uppercase).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await password.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await page.getByText(en.auth.reset.rules.mismatch).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    await page.getByText(en.auth.reset.success).waitFor();

    await page.getByRole('link', { name: en.auth.reset.toLogin }).click();
    await expectPath(page, '/login');
    await logIn(page, 'driver', 'Portal-Demo-2026!');
    await page.getByText(en.auth.login.errors.invalidCredentials).waitFor();
    await logIn(page, 'driver', NEW_PASSWORD);
    await expectPath(page, '/logbook-all-entries');
    await context.close();
  });
});

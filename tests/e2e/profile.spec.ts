import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import profileDe from '../../src/i18n/locales/de-DE/profile.json';
import profileEn from '../../src/i18n/locales/en-GB/profile.json';
import { newPage } from './support/browser';
import { expectTransient, recordTransients } from './support/transient';
import { usePortalAndBrowser } from './support/portal-suite';
import { DEMO_PASSWORD, en, expectPath, loggedInPage, logIn, preferEnglish } from './support/login';

const NEW_PASSWORD = 'Portal-Driver-2027!';
const IMAGE = fileURLToPath(new URL('../../public/icons/icon-192.png', import.meta.url));
const DEFAULT_AVATAR = '/default-avatar.svg';

const headerAvatarSrc = (page: Page): Promise<string | null> =>
  page.locator('img.header-avatar').getAttribute('src');

/**
 * Does what `act` does and checks the outcome dialog it shows: its title and text, then that it closes
 * itself (2 s after a success). The dialog is recorded as it renders, since on a loaded machine it can
 * come and go between two polls; its close button is tested with the view.
 */
const expectOutcome = async (
  page: Page,
  act: () => Promise<void>,
  title: string,
  text: string,
): Promise<void> => {
  await recordTransients(page, '[role="alertdialog"]');
  await act();
  await expectTransient(page, title, text);
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
};

describe('the profile (issue 11)', () => {
  const suite = usePortalAndBrowser();

  it('driver: changes the password (other sessions end), the language, and uploads, crops and deletes an avatar', async () => {
    // Two sessions of the driver: the one that changes the password stays, the other one ends.
    const other = await loggedInPage(suite.browser, suite.portal.url, 'driver', '/logbook-all-entries');
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'driver',
      '/logbook-all-entries',
    );

    // A user without gateway read reaches the profile from the user menu.
    await page.getByRole('button', { name: new RegExp(`^${en.common.header.userMenu}`) }).click();
    await page.getByRole('menuitem', { name: en.common.header.profile }).click();
    await expectPath(page, '/profile');
    await page.getByRole('heading', { level: 1, name: profileEn.title }).waitFor();
    await page.getByText('Lukas', { exact: true }).waitFor();
    await page.getByTestId('profile-current-email').waitFor();

    await page.getByLabel(profileEn.passkey.current, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel(profileEn.passkey.new, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(profileEn.passkey.confirm, { exact: true }).fill(NEW_PASSWORD);
    await expectOutcome(
      page,
      () => page.getByRole('button', { name: profileEn.save, exact: true }).click(),
      profileEn.dialog.savedTitle,
      profileEn.dialog.savedProfile,
    );

    // The other session was revoked: its next start goes to the login.
    await other.page.reload();
    await expectPath(other.page, '/login');
    await other.context.close();
    // This one stays logged in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: profileEn.title }).waitFor();
    await expectPath(page, '/profile');

    // The old password no longer logs in; the new one does.
    const fresh = await newPage(suite.browser, 'en-GB');
    await preferEnglish(fresh.page);
    await fresh.page.goto(`${suite.portal.url}/login`);
    await logIn(fresh.page, 'driver');
    await fresh.page.getByRole('alert').waitFor();
    await logIn(fresh.page, 'driver', NEW_PASSWORD);
    await expectPath(fresh.page, '/logbook-all-entries');
    await fresh.context.close();

    // The avatar: choose an image, crop it, save it, and the header shows it.
    expect(await headerAvatarSrc(page)).toBe(DEFAULT_AVATAR);
    await page.getByTestId('avatar-file').setInputFiles(IMAGE);
    const crop = page.getByRole('dialog', { name: profileEn.avatar.cropTitle });
    await crop.getByRole('button', { name: profileEn.avatar.rotate }).click();
    const save = crop.getByRole('button', { name: profileEn.avatar.save });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await expectOutcome(
      page,
      () => save.click(),
      profileEn.avatar.outcome.upload.ok,
      profileEn.avatar.outcome.upload.okText,
    );
    await expect.poll(() => headerAvatarSrc(page)).not.toBe(DEFAULT_AVATAR);
    const served = await page.request.get(new URL((await headerAvatarSrc(page))!, suite.portal.url).href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
    await expect
      .poll(() => page.locator('img.header-avatar').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await expectOutcome(
      page,
      () => page.getByRole('button', { name: profileEn.avatar.delete }).click(),
      profileEn.avatar.outcome.delete.ok,
      profileEn.avatar.outcome.delete.okText,
    );
    await expect.poll(() => headerAvatarSrc(page)).toBe(DEFAULT_AVATAR);

    // The language: saved to the account, and the page switches to it.
    const saveLanguage = page.getByRole('button', { name: profileEn.language.save });
    expect(await saveLanguage.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: profileEn.language['de-DE'] }).click();
    await expectOutcome(
      page,
      () => saveLanguage.click(),
      profileDe.dialog.savedTitle,
      profileDe.dialog.savedLanguage,
    );
    await page.getByRole('heading', { level: 1, name: profileDe.title }).waitFor();
    await context.close();
  });
});

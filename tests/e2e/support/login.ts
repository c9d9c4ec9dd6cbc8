import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import authEn from '../../../src/i18n/locales/en-GB/auth.json';
import commonEn from '../../../src/i18n/locales/en-GB/common.json';
import { newPage } from './browser';

export const DEMO_PASSWORD = 'Portal-Demo-2026!';
export const en = { auth: authEn, common: commonEn };

/** Starts every page load in English unless the test is about the language. */
export const preferEnglish = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'en-GB');
  });
};

/** Fills the login form as a person would and submits it. */
export const logIn = async (page: Page, accountName: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.getByLabel(en.auth.login.username, { exact: true }).fill(accountName);
  await page.getByLabel(en.auth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.auth.login.submit, exact: true }).click();
};

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

export const expectPath = async (page: Page, path: string): Promise<void> => {
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(path);
};

/**
 * A fresh page (English, a browser that prefers en-GB) logged in as `accountName` through the login
 * form, once the app has landed on `landing`.
 */
export const loggedInPage = async (
  browser: Browser,
  portalUrl: string,
  accountName: string,
  landing: string,
  viewport?: Parameters<typeof newPage>[2],
): Promise<{ context: BrowserContext; page: Page }> => {
  const { context, page } = await newPage(browser, 'en-GB', viewport);
  await preferEnglish(page);
  await page.goto(`${portalUrl}/login`);
  await logIn(page, accountName);
  await expectPath(page, landing);
  return { context, page };
};

/** An access token for `accountName` (demo password) through the user-management API. */
export const accessTokenOf = async (portalUrl: string, accountName: string): Promise<string> => {
  const post = async (path: string, init: RequestInit) => {
    const r = await fetch(`${portalUrl}${path}`, { method: 'POST', ...init });
    expect(r.ok, `${path}: ${r.status}`).toBe(true);
    return (await r.json()) as Record<string, string>;
  };
  const { refreshToken } = await post('/um/v1/refresh-tokens', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountName, passkey: DEMO_PASSWORD }),
  });
  const basic = Buffer.from(`${refreshToken}:`).toString('base64');
  return (await post('/um/v1/access-tokens', { headers: { authorization: `Basic ${basic}` } })).accessToken!;
};

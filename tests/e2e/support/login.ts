import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import authEn from '../../../src/i18n/locales/en-GB/auth.json';
import commonEn from '../../../src/i18n/locales/en-GB/common.json';
import { updateAccountSettings } from '../../../src/api/contract/accounts.contract';
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

/** Waits until the page shows `target`'s path (a query or hash in `target` is not compared). */
export const expectPath = async (page: Page, target: string): Promise<void> => {
  const path = target.split(/[?#]/)[0];
  await expect.poll(() => pathOf(page)).toBe(path);
};

/**
 * A fresh page (English, a browser that prefers en-GB) logged in as `accountName`, once the app shows
 * `landing`. The session is set up as the login form leaves it: the user token from the API in the
 * browser's storage, the app loaded at `landing` (the form itself is walked by session.spec.ts and the
 * journeys that are about it), so a test does not pay for a login page it is not about.
 */
export const loggedInPage = async (
  browser: Browser,
  portalUrl: string,
  accountName: string,
  landing: string,
  options: {
    viewport?: Parameters<typeof newPage>[2];
    /** The browser's time zone (see `newPage`). */
    timezoneId?: string;
    /** Runs on the new page before it loads the portal (e.g. `(p) => p.clock.install()`). */
    prepare?: (page: Page) => Promise<void>;
    /** A touch screen (see `newPage`). */
    touch?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> => {
  const userToken = await userTokenOf(portalUrl, accountName);
  const { context, page } = await newPage(
    browser,
    'en-GB',
    options.viewport,
    {
      cookies: [],
      origins: [
        { origin: new URL(portalUrl).origin, localStorage: [{ name: 'userToken', value: userToken }] },
      ],
    },
    options.touch ?? false,
    options.timezoneId,
  );
  await preferEnglish(page);
  await options.prepare?.(page);
  await page.goto(`${portalUrl}${landing}`);
  await expectPath(page, landing);
  return { context, page };
};

/**
 * As {@link loggedInPage}, with `listen` set up on the page before it loads (e.g. a `waitForRequest` for
 * a request its first load makes); `heard` is what `listen` answered.
 */
export const loggedInPageListening = async <T>(
  browser: Browser,
  portalUrl: string,
  accountName: string,
  landing: string,
  listen: (page: Page) => Promise<T>,
): Promise<{ context: BrowserContext; page: Page; heard: Promise<T> }> => {
  let heard: Promise<T> | undefined;
  const opened = await loggedInPage(browser, portalUrl, accountName, landing, {
    prepare: async (page) => {
      heard = listen(page);
    },
  });
  return { ...opened, heard: heard! };
};

const postJson = async (portalUrl: string, path: string, init: RequestInit) => {
  const r = await fetch(`${portalUrl}${path}`, { method: 'POST', ...init });
  expect(r.ok, `${path}: ${r.status}`).toBe(true);
  return (await r.json()) as Record<string, string>;
};

/** The user (refresh) token the login form gets for `accountName` (the app keeps it as `userToken`). */
export const userTokenOf = async (
  portalUrl: string,
  accountName: string,
  password = DEMO_PASSWORD,
): Promise<string> => {
  const { refreshToken } = await postJson(portalUrl, '/um/v1/refresh-tokens', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountName, passkey: password }),
  });
  if (!refreshToken) throw new Error(`No user token for ${accountName}.`);
  return refreshToken;
};

/** An access token for `accountName` (demo password) through the user-management API. */
export const accessTokenOf = async (portalUrl: string, accountName: string): Promise<string> => {
  const basic = Buffer.from(`${await userTokenOf(portalUrl, accountName)}:`).toString('base64');
  return (await postJson(portalUrl, '/um/v1/access-tokens', { headers: { authorization: `Basic ${basic}` } }))
    .accessToken!;
};

/**
 * Stores `language` as the account's language setting, as the profile page does. The app adopts an
 * account's stored language after the login (use-account-language.ts), so a test about a language
 * sets it first: an earlier test's session may have stored the other one.
 */
export const setAccountLanguage = async (
  portalUrl: string,
  accountName: string,
  language: 'de-DE' | 'en-GB',
): Promise<void> => {
  const r = await fetch(`${portalUrl}${updateAccountSettings.path}`, {
    method: updateAccountSettings.method,
    headers: {
      authorization: `Bearer ${await accessTokenOf(portalUrl, accountName)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ settings: { language } }),
  });
  expect(r.ok, `language of ${accountName}: ${r.status}`).toBe(true);
};

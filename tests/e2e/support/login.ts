import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import authEn from '../../../src/i18n/locales/en-GB/auth.json';
import commonEn from '../../../src/i18n/locales/en-GB/common.json';

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

import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/**
 * Resolves once the service worker is active and controls the page, as on a device used online before:
 * offline, the app's files (also the locale files of views not opened yet) come from its precache. The
 * first install claims the pages open when it activates; a page whose load was under way at that moment
 * (the reload after the login) is controlled from its next load, as a user's next visit would be: it is
 * reloaded once.
 */
export const controlledByServiceWorker = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await isControlled(page))) await page.reload();
  await expect.poll(() => isControlled(page)).toBe(true);
};

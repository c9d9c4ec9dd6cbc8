import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { META_CACHE, PRECACHE_PREFIX } from '../../../src/sw/sw-routing';

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

/** The paths the service worker holds in its build caches (not the supplier logos, not its own notes). */
export const cachedBuildFiles = (page: Page): Promise<string[]> =>
  page.evaluate(
    async ({ prefix, meta }) => {
      const names = (await caches.keys()).filter((name) => name.startsWith(prefix) && name !== meta);
      const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return requests.flat().map((request) => new URL(request.url).pathname);
    },
    { prefix: PRECACHE_PREFIX, meta: META_CACHE },
  );

/**
 * Map, chart and spreadsheet code and the screens a driver cannot open (the administration console,
 * reporting), which the worker caches when first used (src/sw/on-demand.ts).
 */
export const ON_DEMAND_CODE =
  /^\/assets\/(maplibre-worker|maplibre|deck|exceljs\.min|countries-50m|graph-charts\.view|administration\.screen|reporting\.screen)-[\w-]+\.(js|mjs|css)$/;

import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { auditPage } from './accessibility';
import { ACTION_TIMEOUT_MS, serviceWorkerOption } from './browser';
import { preferEnglish, userTokenOf, expectPath } from './login';

/**
 * Touch screens in the end-to-end tests (issue 28 §1): a phone or a tablet with a coarse pointer, the
 * account logged in as the login form leaves it, and the measures a finger needs.
 */

export type Viewport = { readonly width: number; readonly height: number };

/** A touch screen of `viewport` (coarse pointer), `accountName` logged in, English, at `path`. */
export const touchPage = async (
  browser: Browser,
  portalUrl: string,
  accountName: string,
  path: string,
  viewport: Viewport,
): Promise<{ context: BrowserContext; page: Page }> => {
  const userToken = await userTokenOf(portalUrl, accountName);
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport,
    hasTouch: true,
    isMobile: true,
    ...serviceWorkerOption(),
    storageState: {
      cookies: [],
      origins: [
        { origin: new URL(portalUrl).origin, localStorage: [{ name: 'userToken', value: userToken }] },
      ],
    },
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  auditPage(context, page);
  await preferEnglish(page);
  await page.goto(`${portalUrl}${path}`);
  await expectPath(page, path);
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  return { context, page };
};

/**
 * Where a locator lies, as laid out now, once it is shown: `boundingBox` alone answers null for an
 * element that is there but not laid out yet (seen on a loaded machine: a row's checkbox of the
 * logbook table on the tablet, measured as the list re-rendered).
 */
export const boxOf = async (locator: Locator) => {
  await locator.waitFor({ state: 'visible' });
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  return box!;
};

/** A fingertip's target: at least 44 px high (and wide, unless `heightOnly`). */
export const expectFingertip = async (locator: Locator, what: string, heightOnly = false) => {
  const box = await boxOf(locator);
  expect(box.height, `${what}: height`).toBeGreaterThanOrEqual(44);
  if (!heightOnly) expect(box.width, `${what}: width`).toBeGreaterThanOrEqual(44);
};

/** Nothing of the document lies beyond the window's right edge (no sideways scrolling). */
export const expectNoSidewaysScroll = async (page: Page) => {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
};

/** The element lies wholly between the window's left and right edges. */
export const expectWithinWidth = async (locator: Locator, viewport: Viewport, what: string) => {
  const box = await boxOf(locator);
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
};

/** The drop-down arrow Chromium draws inside a select, beside its text. */
const SELECT_ARROW_PX = 20;

/**
 * Every visible select of `scope` shows its chosen text in full: the text, in the select's own font,
 * fits its inner width less the drop-down arrow (no "Please choos…"), and it is fingertip-sized.
 */
export const expectSelectsReadable = async (scope: Locator) => {
  const selects = scope.locator('select:visible');
  // The form renders its fields after the drawer shows: waited for, not counted at once.
  await expect.poll(() => selects.count(), { message: 'selects in view' }).toBeGreaterThan(0);
  const count = await selects.count();
  for (let i = 0; i < count; i++) {
    const select = selects.nth(i);
    const fit = await select.evaluate((element, arrowPx) => {
      const el = element as HTMLSelectElement;
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const text = el.selectedOptions[0]?.text ?? '';
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrowPx;
      return { text, needed: Math.ceil(context.measureText(text).width), room };
    }, SELECT_ARROW_PX);
    expect(fit.needed, `"${fit.text}" fits its select (${JSON.stringify(fit)})`).toBeLessThanOrEqual(
      fit.room,
    );
    await expectFingertip(select, `select "${fit.text}"`, true);
  }
};

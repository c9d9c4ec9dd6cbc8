import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { finishAudits } from './support/accessibility';
import { launchBrowser, newPage } from './support/browser';

/** The axe check every suite runs after each test can fail: a page with known violations fails it. */
describe('the accessibility check of every visited view', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fails on a serious or critical violation and names the rule and the element', async () => {
    const { context, page } = await newPage(browser, 'en-GB');
    await page.goto(
      'data:text/html,<html lang="en"><title>t</title><main><h1>Check</h1><img src="x.png" id="no-alt"></main></html>',
    );
    await context.close();
    await expect(finishAudits()).rejects.toThrow(/\[critical\] image-alt ×1[\s\S]*#no-alt/);
  });

  it('passes a page without violations', async () => {
    const { context, page } = await newPage(browser, 'en-GB');
    await page.goto(
      'data:text/html,<html lang="en"><title>t</title><main><h1>Check</h1><p>Fine.</p></main></html>',
    );
    await context.close();
    await expect(finishAudits()).resolves.toBeUndefined();
  });
});

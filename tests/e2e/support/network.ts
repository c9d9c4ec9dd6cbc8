import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * Chromium's offline mode (`context.setOffline`) cuts the network of every page, also of documents
 * loaded afterwards, but those documents read `navigator.onLine` as true and get no `offline` event
 * (Chromium 143 with Playwright 1.65: the override reaches only the document present when it was set).
 * The same emulation, set again on the new document through its own DevTools session, makes it see
 * what a browser without a network shows. Call it after every load of an offline page.
 */
export const emulateNetwork = async (
  context: BrowserContext,
  page: Page,
  offline: boolean,
): Promise<CDPSession> => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await setNetwork(cdp, offline);
  return cdp;
};

/** Switches a page's network emulation (its DevTools session from `emulateNetwork`). */
export const setNetwork = async (cdp: CDPSession, offline: boolean): Promise<void> => {
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
};

/**
 * Takes the whole browser context offline or online, as a cab losing or finding its network: the
 * context's own offline mode plus the emulation on each page's document (see `emulateNetwork`).
 * Resolves once every page reports `navigator.onLine` as wanted.
 */
export const setContextOffline = async (context: BrowserContext, offline: boolean): Promise<void> => {
  await context.setOffline(offline);
  for (const page of context.pages()) {
    await emulateNetwork(context, page, offline);
    await page.waitForFunction((wanted) => navigator.onLine === wanted, !offline);
  }
};

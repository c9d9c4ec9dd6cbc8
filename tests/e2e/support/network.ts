import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * A page's network as a cab sees it: online, or offline with `navigator.onLine === false`.
 *
 * Chromium's offline mode (`context.setOffline`) cuts the network of every page. The npm-pinned
 * Chromium 143 applies its `navigator.onLine` override only to the document present when it was set, so
 * a document loaded afterwards reads true and gets no `offline` event; Debian's Chromium 156 reports
 * false there by itself. For 143 the same condition is set again on each new document through DevTools
 * (`Network.emulateNetworkConditions`).
 *
 * Since Chromium 156 a condition set through one DevTools session stays in force until that same session
 * lifts it or detaches, whatever other sessions say. So every page has exactly one session here, made on
 * first use and reused for every later change: going online lifts the condition where it was set.
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

const sessionOf = (context: BrowserContext, page: Page): Promise<CDPSession> => {
  let session = sessions.get(page);
  if (!session) {
    session = context.newCDPSession(page).then(async (cdp) => {
      await cdp.send('Network.enable');
      return cdp;
    });
    sessions.set(page, session);
  }
  return session;
};

const sendConditions = (cdp: CDPSession, offline: boolean) =>
  cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

/**
 * Sets the page's network emulation on its one DevTools session. Call it after every load of an offline
 * page (the pinned Chromium 143 needs it; 156 already reads offline).
 */
export const emulateNetwork = async (
  context: BrowserContext,
  page: Page,
  offline: boolean,
): Promise<void> => {
  await sendConditions(await sessionOf(context, page), offline);
};

/**
 * Takes the whole browser context offline or online, as a cab losing or finding its network: the
 * context's own offline mode plus the emulation on each page's session (see `emulateNetwork`).
 * Resolves once every page reports `navigator.onLine` as wanted.
 */
export const setContextOffline = async (context: BrowserContext, offline: boolean): Promise<void> => {
  await context.setOffline(offline);
  for (const page of context.pages()) {
    await emulateNetwork(context, page, offline);
    await page.waitForFunction((wanted) => navigator.onLine === wanted, !offline);
  }
};

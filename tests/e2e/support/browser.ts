import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import type { ResolvedChromium } from './chromium';
import { auditPage } from './accessibility';

export const launchResolvedChromium = (browser: ResolvedChromium): Promise<Browser> =>
  chromium.launch({ executablePath: browser.path, args: [...browser.args] });

/** The Chromium the global setup resolved and checked (see chromium.ts). */
export const launchBrowser = (): Promise<Browser> => launchResolvedChromium(inject('chromium'));

/**
 * Whether the contexts `newPage` and `touchPage` make run the app's service worker. Installing it
 * precached the whole build (190 files, 6.8 MB) into every new profile: about 2 CPU-s per context, a
 * quarter of the e2e project's CPU while every context paid it (issue 26; since issue 35 it leaves the
 * map, chart and spreadsheet code for their first use, 176 files). The files about the worker
 * (the app offline, the offline logbook, the Content-Security-Policy of the pages it serves, supplier
 * logos kept offline) ask for it with `usePortalAndBrowser(env, { serviceWorker: true })`, which calls
 * `useServiceWorker()`; the others open the app as a browser that runs no service worker does (a private
 * window in some browsers), which the app must serve as well. Each e2e file loads this module afresh
 * (tests/setup/e2e.setup.ts), so the choice holds for that file only. Contexts made elsewhere (the
 * offline logbook's own profiles) keep Playwright's default, the worker on.
 */
let serviceWorkers: 'allow' | 'block' = 'block';
export const useServiceWorker = (): void => {
  serviceWorkers = 'allow';
};
/** The context option for the choice above. */
export const serviceWorkerOption = (): { serviceWorkers: 'allow' | 'block' } => ({ serviceWorkers });

/**
 * A fresh profile (empty localStorage) whose browser prefers `locale`. Every view the page shows is
 * checked with axe (see accessibility.ts).
 */
/**
 * How long a locator waits for what the page shows before the test fails: as long as the polls
 * (60 s), since a clean-clone CI on a loaded 2-core machine ran steps three times slower than usual.
 * A wait ends as soon as the page shows it, so a green run takes no longer.
 */
export const ACTION_TIMEOUT_MS = 60_000;

export const newPage = async (
  browser: Browser,
  /** The browser's own language (navigator.language). */
  locale = 'de-DE',
  /** The window's size (narrow screens: a phone is 390 × 844). */
  viewport: { readonly width: number; readonly height: number } = { width: 1280, height: 800 },
  /** localStorage to start with, per origin (a session set up through the API). */
  storageState?: BrowserContextOptions['storageState'],
  /** A touch screen: taps, and CSS `(pointer: coarse)` (the phone and the cab tablet). */
  touch = false,
  /** The browser's time zone (IANA); the machine's (UTC here) when not given. */
  timezoneId?: string,
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    locale,
    viewport,
    ...(storageState ? { storageState } : {}),
    ...(touch ? { hasTouch: true } : {}),
    ...(timezoneId ? { timezoneId } : {}),
    ...serviceWorkerOption(),
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  auditPage(context, page);
  return { context, page };
};

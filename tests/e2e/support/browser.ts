import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Flags for headless Debian Chromium on machines without internet or GPU (see the toolchain notes). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-gl=angle',
  '--use-angle=gl-egl',
  '--ignore-gpu-blocklist',
  '--enable-unsafe-swiftshader',
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });

/** A fresh profile (empty localStorage) whose browser prefers `locale`. */
export const newPage = async (
  browser: Browser,
  /** The browser's own language (navigator.language). */
  locale = 'de-DE',
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
};

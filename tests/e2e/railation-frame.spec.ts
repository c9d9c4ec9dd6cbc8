import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { finishAudits } from './support/accessibility';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';

/**
 * Frame mode (spec 000 §1, issue 12): another site shows the railation directory in a frame. The portal
 * allows one origin (`RAILATION_FRAME_ANCESTORS`) and makes the directory public (`RAILATION_PUBLIC=1`).
 * Two partner sites run as real servers on other ports of 127.0.0.1 (other origins; Chromium's local
 * network checks refuse frames from pages it did not load over the network); Chromium enforces the
 * portal's `frame-ancestors` as it would for real sites.
 */

interface PartnerSite {
  readonly origin: string;
  readonly server: Server;
}

/** A partner site whose page frames the portal's railation view. */
const startPartnerSite = (portalUrl: () => string): Promise<PartnerSite> =>
  new Promise((resolve) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><title>Rail partner</title></head><body>
        <main><h1>Rail partner site</h1>
        <iframe title="Railation" src="${portalUrl()}/railation" style="width:1200px;height:700px"></iframe>
        </main></body></html>`);
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    );
  });

const framedRailation = (page: Page) => page.frameLocator('iframe[title="Railation"]');

describe('railation in a frame', () => {
  const suite = {} as { portal: PortalServer; browser: Browser; allowed: PartnerSite; other: PartnerSite };
  beforeAll(async () => {
    [suite.allowed, suite.other] = await Promise.all([
      startPartnerSite(() => suite.portal.url),
      startPartnerSite(() => suite.portal.url),
    ]);
    [suite.portal, suite.browser] = await Promise.all([
      startPortal({ SIMULATOR: '0', RAILATION_PUBLIC: '1', RAILATION_FRAME_ANCESTORS: suite.allowed.origin }),
      launchBrowser(),
    ]);
  });
  afterEach(finishAudits);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.portal?.stop();
    suite.allowed?.server.close();
    suite.other?.server.close();
  });

  it('an allowed site shows only railation, readable without logging in', async () => {
    const { context, page } = await newPage(suite.browser, 'en-GB', { width: 1300, height: 800 });
    await page.goto(`${suite.allowed.origin}/partner`);
    const frame = framedRailation(page);
    await frame.getByTestId('framed-railation').waitFor();
    // The categories' counts come from the public directory, without a session.
    await expect.poll(() => frame.locator('.railation-category-count').count()).toBe(12);
    expect(await frame.getByRole('banner').count()).toBe(0);
    expect(await frame.getByRole('navigation').count()).toBe(0);
    await frame.getByTestId('railation-category-fuelStation').click();
    await expect.poll(() => frame.locator('.railation-place').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('another site is refused by the browser although the portal answered', async () => {
    const { context, page } = await newPage(suite.browser, 'en-GB', { width: 1300, height: 800 });
    const answered: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/railation') answered.push(response.status());
    });
    await page.goto(`${suite.other.origin}/partner`);
    await expect.poll(() => answered).toEqual([200]);
    await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://'))).toBe(true);
    expect(await framedRailation(page).getByTestId('framed-railation').count()).toBe(0);
    await context.close();
  });
});

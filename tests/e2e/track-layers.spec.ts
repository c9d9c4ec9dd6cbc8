import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBenchPage, serveStatic } from '../../bench/map/bench-server';
import { formatDateTimeSeconds } from '../../src/i18n/format';
import mapDe from '../../src/i18n/locales/de-DE/map.json';
import mapEn from '../../src/i18n/locales/en-GB/map.json';
import { RHINE_HEATMAP_HOTTEST, RHINE_TRACK_STEADY } from '../../src/views/map/testing/track.fixtures';
import { speedColor } from '../../src/views/map/track/speed-scale';
import { launchBrowser, newPage } from './support/browser';
import { countPixels } from './support/map-pixels';

/**
 * The tracking map's layers in Chromium with real WebGL: the map benchmark's page (FleetMap alone,
 * built like the app) with the fixture track and heat map of a day on the left Rhine railway
 * (`?track=rhine`). What was drawn is checked in pixels and through deck.gl's picking
 * (`window.__fleetMapDebug`); every wait is for observable state.
 */

let browser: Browser;
let server: { url: string; stop: () => Promise<void> };
const outDir = mkdtempSync(join(tmpdir(), 'track-layers-e2e-'));

beforeAll(async () => {
  await buildBenchPage(outDir);
  server = await serveStatic(outDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

const openMap = async (layers: 'track' | 'heatmap', lang: 'de' | 'en') => {
  const { context, page } = await newPage(browser, lang === 'de' ? 'de-DE' : 'en-GB');
  await page.goto(`${server.url}/?view=trackingmap&track=rhine&layers=${layers}&lang=${lang}`);
  await page.waitForFunction(() => window.__fleetMapDebug?.idle() === true, undefined);
  return { context, page };
};

const project = (page: Page, point: { lng: number; lat: number }) =>
  page.evaluate(({ lng, lat }) => window.__fleetMapDebug!.project(lng, lat), point);

describe('the track and heat map layers', () => {
  it('draws the track in the colour of its speed, and hovering shows time (Berlin) and speed', async () => {
    const { context, page } = await openMap('track', 'de');
    // The map fitted the track: its steady stretch is in view, and deck.gl picks the track there.
    const at = await project(page, RHINE_TRACK_STEADY);
    expect(at.x).toBeGreaterThan(0);
    expect(at.y).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(({ x, y }) => window.__fleetMapDebug!.pick(x, y), at))
      .toMatchObject({ kind: 'track', speed: RHINE_TRACK_STEADY.kmh });

    // 120 km/h is orange on the speed scale: the line's pixels have that colour there.
    const [r, g, b] = speedColor(RHINE_TRACK_STEADY.kmh);
    await expect
      .poll(() => countPixels(page, at.x, at.y, { rgb: [r, g, b], tolerance: 30 }))
      .toBeGreaterThanOrEqual(8);

    // Nothing happens: once the map is idle it stops drawing. The first 30-frame window after `idle()` may
    // still hold a last frame (Chromium 156 was seen drawing twice more after the pixels showed, Chromium
    // 143 once more after `idle()`), so this waits for a window of 30 browser frames with no draw in it;
    // a map that kept drawing would never give one and fails here.
    await expect.poll(() => page.evaluate(() => window.__fleetMapDebug!.idle())).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const debug = window.__fleetMapDebug!;
          const before = debug.renders();
          for (let frame = 0; frame < 30; frame += 1)
            await new Promise((done) => requestAnimationFrame(done));
          return debug.renders() - before;
        }),
      )
      .toBe(0);

    const picked = await page.evaluate(({ x, y }) => window.__fleetMapDebug!.pick(x, y), at);
    const time = picked && 'time' in picked ? picked.time : 0;
    await page.mouse.move(at.x, at.y);
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent()).toContain(mapDe.track.time);
    const text = (await tooltip.textContent()) ?? '';
    // DD.MM.YYYY HH:mm:ss in Europe/Berlin (the fixture runs on 10 March 2026 from 08:15 CET).
    expect(text).toContain(formatDateTimeSeconds(time * 1000, 'Europe/Berlin'));
    expect(text).toContain('120 km/h');

    // The legend names the scale and the markers.
    await page.getByRole('figure', { name: mapDe.track.legend }).getByText(mapDe.track.speedScale).waitFor();
    await context.close();
  });

  it('draws the heat map where the most time was spent (English page: the legend is for the track only)', async () => {
    const { context, page } = await openMap('heatmap', 'en');
    const hottest = await project(page, RHINE_HEATMAP_HOTTEST);
    // The aggregation layers load with the first heat map: wait for its colours to appear.
    await expect
      .poll(() => countPixels(page, hottest.x, hottest.y, { heat: true }))
      .toBeGreaterThanOrEqual(30);
    // Far from the line (a quarter of the map to the right of the hottest cell) there is no heat.
    expect(await countPixels(page, hottest.x + 320, hottest.y + 200, { heat: true })).toBe(0);
    // No track shown, so no track legend.
    expect(await page.getByRole('figure', { name: mapEn.track.legend }).count()).toBe(0);
    await context.close();
  });
});

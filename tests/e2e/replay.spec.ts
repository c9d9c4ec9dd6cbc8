import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import type { FleetAt } from '../../src/api/contract/replay.contract';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import mapEn from '../../src/i18n/locales/en-GB/map.json';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { usePortalAndBrowser } from './support/portal-suite';
import { loggedInPage } from './support/login';
import { boxOf, expectFingertip, touchPage } from './support/touch';

/**
 * The fleet replay (issue 30 §3) on real API data, in Chromium against a real server with simulated
 * history: the dispatcher picks a locomotive on the tracking map for yesterday (the map stays
 * single-select, as the spec says), adds a second one in the replay's own "Vehicles" picker by keyboard
 * (only the added one is fetched), plays the replay and sees the cursor move and both drawn, then jumps
 * with "fleet at" to yesterday noon (Berlin) and sees what getFleetAt answered for both: the vehicles
 * found, the stale ones counted.
 */
const GW = '/logbook/api/logbook/v1';
const TILES = {
  MAP_TILES_BASE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  MAP_TILES_RAILWAY_URL: '',
  MAP_TILES_SATELLITE_URL: '',
};
const picked = DEMO_FLEET.filter(
  (v) => v.organisationId === DEMO_ORGANISATIONS[0].id && !v.model.startsWith('Kran'),
).slice(0, 2);

const answerOf = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === `${GW}${path}`;

describe('the fleet replay on the API’s data', () => {
  const suite = usePortalAndBrowser({ SIMULATOR: '1', ...TILES });

  it('plays two vehicles over yesterday, then shows the fleet at noon with the stale ones counted', async () => {
    await suite.portal.waitForLog(/Simulator: \d+ history records/);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      `/trackingmap?debug-map&from=${yesterday}&to=${yesterday}`,
    );
    // Nothing the replay draws (its layers, its bar, its picker) sets a style the policy blocks.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.evaluate(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content Security Policy: ${event.effectiveDirective} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        ),
      ),
    );
    const [first, second] = picked as [(typeof picked)[0], (typeof picked)[0]];
    const idsAsked = (response: Response) => new URL(response.url()).searchParams.get('vehicleIds');
    // The map's selected vehicle is the replay's until the picker is used.
    await page.getByLabel(fleetEn.panel.filter, { exact: true }).fill(first.name);
    const firstChunk = page.waitForResponse(answerOf('/reports/replay/positions'));
    await page.getByTestId(`vehicle-card-${first.id}`).getByRole('button').first().click();
    expect((await firstChunk).status()).toBe(200);
    expect(idsAsked(await firstChunk)).toBe(String(first.id));

    const bar = page.getByTestId('replay-bar');
    await bar.getByRole('button', { name: mapEn.replay.vehicles.button.replace('{{chosen}}', '1') }).click();
    const picker = page.getByRole('dialog', { name: mapEn.replay.vehicles.dialog });
    await picker.getByRole('searchbox', { name: mapEn.replay.vehicles.search }).fill(second.name);
    // By keyboard: the checkbox takes focus and Space checks it.
    await picker.getByRole('checkbox', { name: second.name, exact: true }).focus();
    await page.keyboard.press('Space');
    const secondChunk = page.waitForResponse(answerOf('/reports/replay/positions'));
    await picker.getByRole('button', { name: mapEn.replay.vehicles.apply }).click();
    // Only the vehicle added is fetched: the first one's chunk is kept.
    expect((await secondChunk).status()).toBe(200);
    expect(idsAsked(await secondChunk)).toBe(String(second.id));
    await bar
      .getByRole('button', { name: mapEn.replay.vehicles.button.replace('{{chosen}}', '2') })
      .waitFor();

    const cursor = bar.getByTestId('replay-cursor');
    const before = (await cursor.textContent()) ?? '';
    await bar.getByRole('button', { name: mapEn.replay.play, exact: true }).click();
    await expect.poll(() => cursor.textContent()).not.toBe(before);
    await bar.getByRole('button', { name: mapEn.replay.pause, exact: true }).click();
    // Both are drawn at the cursor (the whole of Germany in view).
    await page.evaluate(() => window.__fleetMapDebug!.jumpTo(10.4, 51.2, 5));
    await expect
      .poll(async () =>
        (await page.evaluate(() => window.__fleetMapDebug!.drawn()))
          .flatMap((m) => (m?.kind === 'replay-vehicle' ? [m.vehicleId] : []))
          .sort((a, b) => a - b),
      )
      .toEqual([first.id, second.id].sort((a, b) => a - b));

    const [y, m, d] = yesterday.split('-');
    const field = bar.getByPlaceholder(mapEn.replay.dateFormat);
    await field.fill(`${d}.${m}.${y} 12:00`);
    await field.blur();
    const fleetAt = page.waitForResponse(answerOf('/reports/replay/fleet-at'));
    await bar.getByRole('button', { name: mapEn.replay.show }).click();
    const answer = (await (await fleetAt).json()) as FleetAt;
    const found = answer.vehicles.filter((v) => v.position !== null);
    const stale = found.filter((v) => v.position?.stale).length;
    expect(idsAsked(await fleetAt)?.split(',').length).toBe(2);
    await expect
      .poll(() => bar.getByTestId('replay-fleet-at-result').textContent())
      .toBe(
        (found.length === 1 ? mapEn.replay.fleetAtResult_one : mapEn.replay.fleetAtResult_other)
          .replace('{{count}}', String(found.length))
          .replace('{{stale}}', String(stale)),
      );
    await expect.poll(() => cursor.textContent()).toBe(`${d}.${m}.${y} 12:00:00`);
    // Hovering a vehicle names it; the name goes when the pointer leaves the map (the review saw one stay).
    const [lng, lat] = found[0]!.position!.coordinates;
    const head = await page.evaluate(([x, y]) => window.__fleetMapDebug!.project(x!, y!), [lng, lat]);
    const name = picked.find((v) => v.id === found[0]!.vehicleId)!.name;
    // The replay's tooltip (the live marker's own may show beside it when the vehicle has not moved since).
    const tooltip = page.getByRole('tooltip').filter({ hasText: mapEn.replay.tooltip.at.split(' ')[0]! });
    await page.mouse.move(head.x, head.y);
    await expect.poll(() => tooltip.textContent()).toContain(name);
    // Straight off the map in one move (a pick over empty map between cleared it; a leave did not).
    await page.mouse.move(head.x, 2);
    await page.getByRole('tooltip').first().waitFor({ state: 'detached' });
    // The speed chosen in its menu (in the review a Radix Select's list added a style the policy blocked).
    await bar.getByTestId('replay-speed').click();
    await page
      .getByRole('menuitemradio', { name: mapEn.replay.speedValue.replace('{{speed}}', '600'), exact: true })
      .click();
    await expect.poll(() => bar.getByTestId('replay-speed').textContent()).toBe('600×');
    // The cab tablet's width: its map beside the navigation and the vehicle list is about 460 px wide,
    // and the legend's list covered most of its vehicles there: folded behind its button as on a phone.
    const legend = page.getByTestId('replay-legend');
    const late = legend.getByText(mapEn.replay.legend.late);
    expect(await late.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(async () => (await boxOf(page.getByTestId('fleet-map'))).width).toBeLessThan(640);
    await legend.getByRole('button', { name: mapEn.replay.legend.toggle, exact: true }).waitFor();
    expect(await late.isVisible()).toBe(false);
    expect(violations).toEqual([]);
    await context.close();
  }, 300_000);

  it('the picker fits a phone (390 × 844, touch), every target in it takes a finger, the legend folds', async () => {
    const { context, page } = await touchPage(suite.browser, suite.portal.url, 'dispatcher', '/trackingmap', {
      width: 390,
      height: 844,
    });
    await page.getByTestId('replay-bar').getByTestId('replay-vehicles').tap();
    const picker = page.getByRole('dialog', { name: mapEn.replay.vehicles.dialog });
    await picker.getByRole('checkbox').nth(1).waitFor();
    const box = await picker.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    // The picker's own controls (the map page's are the narrow-screens journey's): a 44 px target each,
    // counting a checkbox's hit area (its ::after) and a search field's frame, as smallTouchTargets does.
    const small = () =>
      picker.evaluate((dialog) =>
        [...dialog.querySelectorAll<HTMLElement>('button, input, [role="checkbox"]')].flatMap((element) => {
          const box = element.getBoundingClientRect();
          const after = getComputedStyle(element, '::after');
          const frame = element.closest('.rt-TextFieldRoot')?.getBoundingClientRect();
          const width = Math.max(box.width, parseFloat(after.width) || 0, frame?.width ?? 0);
          const height = Math.max(box.height, parseFloat(after.height) || 0, frame?.height ?? 0);
          return width + 0.5 < 44 || height + 0.5 < 44
            ? [`${element.outerHTML.slice(0, 60)} ${Math.round(width)}×${Math.round(height)}`]
            : [];
        }),
      );
    expect(await picker.getByRole('checkbox').count()).toBeGreaterThan(2);
    await expect.poll(small).toEqual([]);
    await picker.getByRole('checkbox').nth(1).tap();
    await picker.getByRole('button', { name: mapEn.replay.vehicles.apply }).tap();
    await picker.waitFor({ state: 'hidden' });

    // The replay's legend leaves the small map visible (it covered about 40 % of it): folded, its box
    // covers at most 15 % of the map's; its "Legend" button takes a finger and opens the list on tap.
    const map = await boxOf(page.getByTestId('fleet-map'));
    const legend = page.getByTestId('replay-legend');
    const folded = await boxOf(legend);
    expect((folded.width * folded.height) / (map.width * map.height)).toBeLessThanOrEqual(0.15);
    const toggle = legend.getByRole('button', { name: mapEn.replay.legend.toggle, exact: true });
    await expectFingertip(toggle, 'the legend button');
    const late = legend.getByText(mapEn.replay.legend.late);
    expect(await late.isVisible()).toBe(false);
    await toggle.tap();
    await late.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.tap();
    await late.waitFor({ state: 'hidden' });
    await context.close();
  }, 300_000);
});

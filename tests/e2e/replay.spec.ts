import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import type { FleetAt } from '../../src/api/contract/replay.contract';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import mapEn from '../../src/i18n/locales/en-GB/map.json';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { usePortalAndBrowser } from './support/portal-suite';
import { loggedInPage } from './support/login';

/**
 * The fleet replay (issue 30 §3) on real API data, in Chromium against a real server with simulated
 * history: the dispatcher picks a locomotive on the tracking map for yesterday, plays the replay and
 * sees the cursor move, then jumps with "fleet at" to yesterday noon (Berlin) and sees what getFleetAt
 * answered: the vehicle found, stale or not. (The tracking map is a single-select view, as the spec
 * says: the replay shows its selected vehicle; a choice of many is still to come.)
 */
const GW = '/logbook/api/logbook/v1';
const TILES = {
  MAP_TILES_BASE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  MAP_TILES_RAILWAY_URL: '',
  MAP_TILES_SATELLITE_URL: '',
};
const picked = DEMO_FLEET.filter(
  (v) => v.organisationId === DEMO_ORGANISATIONS[0].id && !v.model.startsWith('Kran'),
).slice(0, 1);

const answerOf = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === `${GW}${path}`;

describe('the fleet replay on the API’s data', () => {
  const suite = usePortalAndBrowser({ SIMULATOR: '1', ...TILES });

  it('plays a vehicle over yesterday, then shows the fleet at noon with the stale ones counted', async () => {
    await suite.portal.waitForLog(/Simulator: \d+ history records/);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      `/trackingmap?debug-map&from=${yesterday}&to=${yesterday}`,
    );
    for (const { id, name } of picked) {
      await page.getByLabel(fleetEn.panel.filter, { exact: true }).fill(name);
      const chunk = page.waitForResponse(answerOf('/reports/replay/positions'));
      await page.getByTestId(`vehicle-card-${id}`).getByRole('button').first().click();
      expect((await chunk).status()).toBe(200);
    }
    const bar = page.getByTestId('replay-bar');
    const cursor = bar.getByTestId('replay-cursor');
    const before = (await cursor.textContent()) ?? '';
    await bar.getByRole('button', { name: mapEn.replay.play }).click();
    await expect.poll(() => cursor.textContent()).not.toBe(before);
    await bar.getByRole('button', { name: mapEn.replay.pause }).click();

    const [y, m, d] = yesterday.split('-');
    const field = bar.getByPlaceholder(mapEn.replay.dateFormat);
    await field.fill(`${d}.${m}.${y} 12:00`);
    await field.blur();
    const fleetAt = page.waitForResponse(answerOf('/reports/replay/fleet-at'));
    await bar.getByRole('button', { name: mapEn.replay.show }).click();
    const answer = (await (await fleetAt).json()) as FleetAt;
    const found = answer.vehicles.filter((v) => v.position !== null);
    const stale = found.filter((v) => v.position?.stale).length;
    expect(new URL((await fleetAt).url()).searchParams.get('vehicleIds')?.split(',').length).toBe(1);
    await expect
      .poll(() => bar.getByTestId('replay-fleet-at-result').textContent())
      .toBe(
        (found.length === 1 ? mapEn.replay.fleetAtResult_one : mapEn.replay.fleetAtResult_other)
          .replace('{{count}}', String(found.length))
          .replace('{{stale}}', String(stale)),
      );
    await expect.poll(() => cursor.textContent()).toBe(`${d}.${m}.${y} 12:00:00`);
    await context.close();
  }, 300_000);
});

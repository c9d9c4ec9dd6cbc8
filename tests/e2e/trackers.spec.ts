import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatNumber } from '../../src/i18n/format';
import adminEn from '../../src/i18n/locales/en-GB/administration.json';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import mapEn from '../../src/i18n/locales/en-GB/map.json';
import type { FleetMapDebug } from '../../src/views/map/debug-handle';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET, type DemoVehicle } from '../../server/demo/fleet-data';
import { freePort } from './support/portal-server';
import { usePortalAndBrowser } from './support/portal-suite';
import { loggedInPage } from './support/login';

/**
 * Issue 27 §2 end to end, against the production build and a real portal: a driver's phone running
 * Traccar Client is refused, assigned in the console and then shown where it is. (The Teltonika box's
 * way through the console is walked in administration.spec.ts; the simulated fleet sent as Teltonika
 * boxes over TCP is held by server/telemetry/simulator/teltonika-simulation.test.ts, which §3 allows,
 * so the suite does not pay for a second portal with a simulator catching up.)
 */

/** Unreachable on purpose: the offline base layer only (as fleet-map.spec.ts), nothing waits for tiles. */
const TILES = {
  MAP_TILES_BASE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  MAP_TILES_RAILWAY_URL: '',
  MAP_TILES_SATELLITE_URL: '',
};
const OSMAND_PORT = await freePort();
/** The device identifier Traccar Client shows (the one of Traccar's JSON test vectors). */
const PHONE = '48241179';
/** Where the phone is: Hamburg Hbf, five decimals as the live data shows them. */
const HAMBURG = { lat: 53.55302, lng: 10.00659 };

const nordbahn = DEMO_FLEET.filter((v) => v.organisationId === DEMO_ORGANISATIONS[0].id);
const phoneVehicle = nordbahn.find((v) => v.sim.role === 'line')!;

/** What the live-data page shows for a position (five decimals, en-GB). */
const positionText = (lat: number, lng: number) =>
  fleetEn.livedata.position
    .replace('{{latitude}}', formatNumber(lat, 'en-GB', 5))
    .replace('{{longitude}}', formatNumber(lng, 'en-GB', 5));

/** The value of a live-data row without its footnote marker. */
const kv = (page: Page, id: string) =>
  page
    .getByTestId(`kv-${id}`)
    .locator('.kv-value')
    .evaluate((cell) =>
      [...cell.childNodes]
        .filter((node) => !(node instanceof Element && node.classList.contains('kv-note')))
        .map((node) => node.textContent ?? '')
        .join(''),
    );

/** Makes the vehicle the active one on a single-vehicle page: filters the list to it and picks it. */
const pickVehicle = async (page: Page, vehicle: DemoVehicle) => {
  await page.getByLabel(fleetEn.panel.filter, { exact: true }).fill(vehicle.name);
  const card = page.getByTestId(`vehicle-card-${vehicle.id}`).locator('button.vehicle-card-main');
  if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
  await page.getByRole('heading', { level: 1, name: vehicle.name, exact: true }).waitFor();
};

/** What the map drew at a position (deck.gl's picking), once the map stands still. */
const drawnAt = (page: Page, lat: number, lng: number) =>
  page.evaluate(
    ([lat, lng]) => {
      const map: FleetMapDebug | undefined = window.__fleetMapDebug;
      if (!map?.idle()) return null;
      const { x, y } = map.project(lng, lat);
      return map.pick(x, y);
    },
    [lat, lng] as const,
  );
const drawnVehicleAt = async (page: Page, lat: number, lng: number) => {
  const picked = await drawnAt(page, lat, lng);
  return picked?.kind === 'vehicle' ? picked.vehicleId : null;
};

/** The panel's Focus button: the map flies to the vehicle (zoom 12) and stands still there. */
const focusOnMap = async (page: Page, vehicle: DemoVehicle) => {
  await page.getByRole('button', { name: fleetEn.panel.focus.replace('{{name}}', vehicle.name) }).click();
  await expect.poll(() => page.evaluate(() => window.__fleetMapDebug?.zoom())).toBeCloseTo(12, 1);
};

/** The console's device section, as the admin opens it. */
const openDeviceSection = async (browser: Browser, portalUrl: string) => {
  const admin = await loggedInPage(browser, portalUrl, 'admin', '/useradministration');
  await admin.page.getByRole('tab', { name: adminEn.tabs.deviceKeys }).click();
  return admin;
};

/** The device section's row of the vehicle, after searching for it. */
const deviceRow = async (page: Page, vehicle: DemoVehicle) => {
  await page.getByRole('textbox', { name: adminEn.table.search }).fill(vehicle.name);
  const devices = page.getByTestId('admin-device-keys');
  // The search answered: the header and the one vehicle (a click while it loads would be dropped).
  await expect.poll(() => devices.getByRole('row').count()).toBe(2);
  return devices.getByRole('row').filter({ hasText: vehicle.name });
};

describe('phones as trackers: Traccar Client over the OsmAnd protocol (issue 27 §2)', () => {
  const suite = usePortalAndBrowser({ OSMAND_PORT: String(OSMAND_PORT), ...TILES });
  const phone = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${OSMAND_PORT}${path}`, init);

  it('a phone running Traccar Client is refused, chosen under "Unknown trackers", assigned, and shown where it is (§2)', async () => {
    // As Traccar's decoder test sends it (OsmAnd, older Traccar Client): query parameters, unknown id.
    const seconds = Math.floor(Date.now() / 1000);
    const refused = await phone(
      `/?id=${PHONE}&timestamp=${seconds}&lat=${HAMBURG.lat}&lon=${HAMBURG.lng}&speed=0.0&bearing=0.0&altitude=0&hdop=0.0`,
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'forbidden', field: 'id' });

    // The admin finds it under "Unknown trackers" as a phone, chooses it and gives it a vehicle's place.
    const admin = await openDeviceSection(suite.browser, suite.portal.url);
    const unknown = admin.page.getByTestId('admin-unknown-devices');
    const listed = unknown.getByRole('row').filter({ hasText: PHONE });
    await listed.waitFor();
    expect(await listed.textContent()).toContain(adminEn.deviceKeys.kinds.osmand);
    await unknown.getByRole('button', { name: `${adminEn.unknownDevices.choose} ${PHONE}` }).click();
    await admin.page.getByRole('status').filter({ hasText: PHONE }).waitFor();
    const row = await deviceRow(admin.page, phoneVehicle);
    // One device per vehicle: its key is revoked first.
    await row.getByRole('button', { name: adminEn.deviceKeys.revoke, exact: true }).click();
    await row.getByText(adminEn.deviceKeys.statuses.revoked, { exact: true }).waitFor();
    await row
      .getByRole('button', { name: adminEn.deviceKeys.assignPicked.replace('{{identifier}}', PHONE) })
      .click();
    await row.getByText(adminEn.deviceKeys.statuses.active, { exact: true }).waitFor();
    expect(await row.textContent()).toContain(`${adminEn.deviceKeys.kinds.osmand} ${PHONE}`);
    await expect.poll(() => unknown.getByText(PHONE).count()).toBe(0);
    await admin.context.close();

    // The phone sends again, as Traccar Client 9 posts it: JSON, moving at 12.5 m/s (45 km/h).
    const sent = await phone('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        location: {
          timestamp: new Date().toISOString(),
          coords: {
            latitude: HAMBURG.lat,
            longitude: HAMBURG.lng,
            accuracy: 4,
            speed: 12.5,
            heading: 90,
            altitude: 12,
          },
          is_moving: true,
          odometer: 1250,
          event: 'motionchange',
          battery: { level: 0.81, is_charging: false },
          activity: { type: 'in_vehicle' },
          extras: {},
        },
        device_id: PHONE,
      }),
    });
    expect(sent.status, await sent.clone().text()).toBe(200);

    // The dispatcher's live data shows the vehicle driving where the phone is, and its map draws it there.
    const dispatcher = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      '/livedata?debug-map',
    );
    const { page } = dispatcher;
    await pickVehicle(page, phoneVehicle);
    await expect.poll(() => kv(page, 'position')).toBe(positionText(HAMBURG.lat, HAMBURG.lng));
    expect(await kv(page, 'speed')).toBe(fleetEn.units.kmh.replace('{{value}}', '45'));
    expect(await kv(page, 'status')).toContain(fleetEn.status.driving);
    await page.getByRole('region', { name: mapEn.label }).waitFor();
    await focusOnMap(page, phoneVehicle);
    await expect.poll(() => drawnVehicleAt(page, HAMBURG.lat, HAMBURG.lng)).toBe(phoneVehicle.id);
    await dispatcher.context.close();
  });
});

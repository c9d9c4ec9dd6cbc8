import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import adminEn from '../../src/i18n/locales/en-GB/administration.json';
import commonEn from '../../src/i18n/locales/en-GB/common.json';
import { Temporal } from 'temporal-polyfill';
import { UPDATE_CHECK_INTERVAL_MS } from '../../src/machines/update-prompt/update-prompt.types';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { openBoxLink } from '../../server/telemetry/simulator/record-sink';
import { hex, TRACCAR_CODEC8_DRIVING } from '../../server/telemetry/teltonika/teltonika-test-vectors';
import { startTestReceiver } from '../../server/webhooks/test-receiver';
import { freePort } from './support/portal-server';
import { usePortalAndBrowser } from './support/portal-suite';
import { accessTokenOf, loggedInPage } from './support/login';

const GW = '/logbook/api/logbook/v1';
const KEY = 'common->routes->logbook-all-entries';

/** A call with `accountName`'s token; fails the test unless it answers 2xx. */
const callAs = async (
  portalUrl: string,
  accountName: string,
  method: string,
  path: string,
  body?: unknown,
) => {
  const response = await fetch(`${portalUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessTokenOf(portalUrl, accountName)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
};

const openConsole = async (page: Page, tab: string) => {
  await page.goto(new URL('/useradministration', page.url()).toString());
  await page.getByRole('tab', { name: tab }).click();
};

const berlinDay = (offsetDays: number) =>
  Temporal.Now.plainDateISO('Europe/Berlin').add({ days: offsetDays }).toString();
const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The portal of this file listens for Teltonika boxes (issue 27) on a port of its own. */
const TELTONIKA_PORT = await freePort();
const UNKNOWN_IMEI = '356307042441013'; // the Teltonika wiki's example box

describe('the administration console (issue 11)', () => {
  // Webhooks go to a receiver on this machine (issue 27 §6): private networks allowed.
  // Every position kept: the box sends Traccar's sample packet, whose record is years old (a portal
  // keeping 24 months refuses it, see ingestion.test.ts).
  const suite = usePortalAndBrowser({
    TELTONIKA_PORT: String(TELTONIKA_PORT),
    WEBHOOKS_ALLOW_PRIVATE: '1',
    POSITIONS_RETENTION_MONTHS: '0',
  });
  /** The admin's session opened at the console (not at the dashboard, whose map it does not need), on `tab`. */
  const consoleAs = async (tab: string) => {
    const opened = await loggedInPage(suite.browser, suite.portal.url, 'admin', '/useradministration');
    await opened.page.getByRole('tab', { name: tab }).click();
    return opened;
  };

  it('a plain user sees "Unauthorised User" and no tabs', async () => {
    const { page, context } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'driver',
      '/logbook-all-entries',
    );
    await page.goto(`${suite.portal.url}/useradministration`);
    await expect
      .poll(() => page.getByTestId('admin-unauthorised').textContent())
      .toContain(adminEn.unauthorised);
    expect(await page.getByRole('tab').count()).toBe(0);
    await context.close();
  });

  it('admin limits the guest’s window on a vehicle and the guest’s live data and reports stop at that date', async () => {
    const { page, context } = await consoleAs(adminEn.tabs.users);
    await page.getByRole('button', { name: adminEn.startTesting.button }).click();
    await page.getByRole('textbox', { name: adminEn.table.search }).fill('guest');
    await page.getByRole('button', { name: `${adminEn.users.vehicles} guest` }).click();
    const firstRow = page.getByTestId('admin-user-vehicles').locator('tr[data-row]').first();
    await firstRow.waitFor();
    const vehicleId = Number(await firstRow.getAttribute('data-row'));
    const yesterday = berlinDay(-1);
    const weekAgo = berlinDay(-7);

    const live = async () => {
      const answer = await callAs(
        suite.portal.url,
        'guest',
        'GET',
        `${GW}/live-data?vehicleIds=${vehicleId}`,
      );
      return (answer['items'] as Record<string, unknown>[])[0];
    };
    expect(await live()).toMatchObject({ endDate: null });

    await firstRow.getByRole('textbox', { name: new RegExp(`^${adminEn.users.startDate} `) }).fill(weekAgo);
    await firstRow.getByRole('textbox', { name: new RegExp(`^${adminEn.users.endDate} `) }).fill(yesterday);
    await firstRow.getByRole('button', { name: adminEn.users.save }).click();
    await expect.poll(() => firstRow.getByRole('status').textContent()).toBe(adminEn.users.saved);
    expect(await firstRow.textContent()).toContain(dotted(yesterday));

    // At once: no live position or status, and the report has nothing after the window's end.
    expect(await live()).toMatchObject({
      startDate: dotted(weekAgo),
      endDate: dotted(yesterday),
      live: null,
    });
    const report = await callAs(
      suite.portal.url,
      'guest',
      'GET',
      `${GW}/reports/${vehicleId}/days?start=${berlinDay(-3)}&end=${berlinDay(0)}`,
    );
    const lastDataDate = report['lastDataDate'] as string | null;
    expect(lastDataDate === null || lastDataDate <= yesterday).toBe(true);

    // The audit log names the change.
    await openConsole(page, adminEn.tabs.auditLog);
    await expect
      .poll(() => page.getByTestId('admin-audit-log').locator('tr[data-row]').first().textContent())
      .toContain('setUserVehicleWindow');
    await context.close();
  });

  it('admin edits a translation, both approve, the deploy publishes it and a user sees it after Refresh', async () => {
    // The driver's clock is ours: the prompt's next update check comes without waiting its 30 s.
    const driver = await loggedInPage(suite.browser, suite.portal.url, 'driver', '/logbook-all-entries', {
      prepare: (page) => page.clock.install(),
    });
    const nav = driver.page.getByRole('navigation');
    await expect
      .poll(() => nav.getByText(commonEn.routes['logbook-all-entries'], { exact: true }).count())
      .toBe(1);

    const admin = await consoleAs(adminEn.tabs.translations);
    await admin.page.getByRole('textbox', { name: adminEn.table.search }).fill('logbook-all-entries');
    await admin.page.getByRole('button', { name: `${adminEn.translations.edit} ${KEY}` }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel(adminEn.translations.de).fill('Fahrtenbuch');
    await dialog.getByLabel(adminEn.translations.en).fill('Trip log');
    await dialog.getByRole('button', { name: adminEn.translations.save }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.page.getByTestId('admin-translations').locator(`tr[data-row="${KEY}"]`);
    await expect.poll(() => row.textContent()).toContain('Trip log');
    expect(await row.textContent()).toContain(adminEn.translations.staged);

    // Suggest a refresh, both roles approve, deploy: the release publishes the staged text.
    const now = Date.now();
    const wall = (ms: number) =>
      Temporal.Instant.fromEpochMilliseconds(ms)
        .toZonedDateTimeISO('Europe/Berlin')
        .toPlainDateTime()
        .toString({ smallestUnit: 'second' })
        .replace(/^(\d{4})-(\d{2})-(\d{2})T/, '$3-$2-$1 ');
    await callAs(suite.portal.url, 'admin', 'PUT', '/api/admin/v1/user-interaction', {
      suggestReload: true,
      showMessage: false,
      msgIsDependent: false,
      isDisableDismissButton: false,
      message: { de: '', en: '' },
      start_date: wall(now),
      end_date: wall(now + 3 * 86_400_000),
    });
    await callAs(suite.portal.url, 'opadmin', 'PUT', '/api/admin/v1/deployment/approvals/operator_admin', {
      approvalStatus: true,
    });
    await openConsole(admin.page, adminEn.tabs.otherSettings);
    await admin.page.getByRole('checkbox', { name: adminEn.otherSettings.deployment.administrator }).click();
    await admin.page
      .getByRole('button', { name: adminEn.otherSettings.deployment.deploy, exact: true })
      .click();
    await expect
      .poll(() => admin.page.getByText(adminEn.otherSettings.deployment.filesUpdated).count())
      .toBeGreaterThan(0);

    // The driver's next check (one polling cycle on) offers the refresh; after it the navigation
    // shows the new text.
    await driver.page.clock.fastForward(UPDATE_CHECK_INTERVAL_MS);
    const prompt = driver.page.getByRole('region', { name: commonEn.updatePrompt.label });
    await prompt.getByRole('button', { name: commonEn.updatePrompt.refresh }).click();
    await expect.poll(() => nav.getByText('Trip log', { exact: true }).count()).toBe(1);
    await admin.context.close();
    await driver.context.close();
  });

  it('an unknown Teltonika box is chosen in the console, takes a vehicle’s place, and its next packet is that vehicle’s position (issue 27)', async () => {
    // The box connects unassigned: refused (0x00), and listed.
    await expect(openBoxLink('127.0.0.1', TELTONIKA_PORT, UNKNOWN_IMEI)).rejects.toThrow(
      `the server refused IMEI ${UNKNOWN_IMEI}`,
    );

    const vehicle = DEMO_FLEET.filter((v) => v.organisationId === DEMO_ORGANISATIONS[0].id).at(-1)!;
    const { page, context } = await consoleAs(adminEn.tabs.deviceKeys);
    const unknown = page.getByTestId('admin-unknown-devices');
    await unknown.getByRole('button', { name: `${adminEn.unknownDevices.choose} ${UNKNOWN_IMEI}` }).click();
    await page.getByRole('status').filter({ hasText: UNKNOWN_IMEI }).waitFor();

    // The vehicle has a key device: revoked first (one device per vehicle), then the box takes its place.
    await page.getByRole('textbox', { name: adminEn.table.search }).fill(vehicle.name);
    const devices = page.getByTestId('admin-device-keys');
    const row = devices.getByRole('row').filter({ hasText: vehicle.name });
    // The search answered: the header and the one vehicle (a click while it loads would be dropped).
    await expect.poll(() => devices.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: adminEn.deviceKeys.revoke, exact: true }).click();
    await row.getByText(adminEn.deviceKeys.statuses.revoked, { exact: true }).waitFor();
    await row
      .getByRole('button', { name: adminEn.deviceKeys.assignPicked.replace('{{identifier}}', UNKNOWN_IMEI) })
      .click();
    await row.getByText(adminEn.deviceKeys.statuses.active, { exact: true }).waitFor();
    expect(await row.textContent()).toContain(`${adminEn.deviceKeys.kinds.teltonika} ${UNKNOWN_IMEI}`);
    await expect.poll(() => unknown.getByText(UNKNOWN_IMEI).count()).toBe(0);
    await context.close();

    // The box connects again: accepted, its packet acknowledged after it is stored, and it is the
    // vehicle's live position (Traccar's driving record: 94 km/h with ignition on).
    // (openBoxLink resolves on 0x01 only, and send on the ack of exactly the records sent.)
    const box = await openBoxLink('127.0.0.1', TELTONIKA_PORT, UNKNOWN_IMEI);
    await box.send(hex(TRACCAR_CODEC8_DRIVING), 1);
    box.socket.end();
    const live = await callAs(suite.portal.url, 'admin', 'GET', `${GW}/live-data?vehicleIds=${vehicle.id}`);
    expect((live['items'] as { live: Record<string, unknown> }[])[0]?.live).toMatchObject({
      statusVehicle: 'driving',
      speed: 94,
    });
  });

  it('an endpoint registered in the console gets the test event and a speeding notification, signed; its deliveries show them (issue 27 §6)', async () => {
    const receiver = await startTestReceiver();
    const t = adminEn.webhooks;
    try {
      const { page, context } = await consoleAs(adminEn.tabs.webhooks);
      await page.getByRole('button', { name: t.add, exact: true }).click();
      const editor = page.getByTestId('webhook-editor');
      await editor.getByLabel(t.editor.fields.url, { exact: true }).fill(receiver.url);
      await editor.getByLabel(t.editor.fields.description, { exact: true }).fill('Control room');
      await editor.getByRole('button', { name: t.editor.save, exact: true }).click();
      // The secret shows once: the receiver checks every signature with it.
      const secret = (await page.getByTestId('webhook-issued-secret').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      receiver.expectSecret(secret);
      await page.getByTestId('webhook-secret').getByRole('button', { name: t.secretDialog.close }).click();
      const row = page.getByTestId('admin-webhooks').getByRole('row').filter({ hasText: receiver.url });
      await row.getByText('Control room').waitFor();
      expect(await row.textContent()).toContain(`…${secret.slice(-4)}`);

      await row.getByRole('button', { name: t.testLabel.replace('{{url}}', receiver.url) }).click();
      await expect
        .poll(() => receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type))
        .toContain('webhook.test');

      // A locomotive drives 130 km/h (its rule's limit is 110): the notification is posted too.
      const vehicle = DEMO_FLEET.filter((v) => v.organisationId === DEMO_ORGANISATIONS[0].id)[0]!;
      const { key } = await callAs(
        suite.portal.url,
        'admin',
        'POST',
        `/api/admin/v1/device-keys/${vehicle.id}/rotate`,
      );
      const now = Date.now();
      const record = (at: number, speed: number) => ({
        timestamp: new Date(at).toISOString(),
        lat: 53.55,
        lng: 9.99,
        speed,
        bearing: 90,
        status: 'driving',
        gpsSatellites: 11,
        gsmSignal: 20,
        mileageKm: 120_345,
        externalPowerVoltage: 24.3,
        temperature: 12,
      });
      const sent = await fetch(`${suite.portal.url}${GW}/telemetry`, {
        method: 'POST',
        headers: { authorization: `Bearer ${String(key)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ records: [record(now - 60_000, 60), record(now - 30_000, 130)] }),
      });
      expect(sent.status).toBe(200);
      const speeding = () =>
        receiver.received
          .map((r) => ({
            ...r,
            message: JSON.parse(r.body) as { type: string; data: Record<string, unknown> },
          }))
          .find(
            (r) =>
              r.message.type === 'notification.created' && r.message.data['type'] === 'NSSpeedlimitExeeded',
          );
      await expect.poll(() => speeding()?.message.data['vehicleId']).toBe(vehicle.id);
      expect(speeding()?.message.data['vehicleName']).toBe(vehicle.name);
      expect(receiver.received.every((r) => r.signed)).toBe(true);

      // The deliveries: both delivered with the receiver's 204.
      await row.getByRole('button', { name: t.deliveriesLabel.replace('{{url}}', receiver.url) }).click();
      const deliveries = page.getByTestId('webhook-deliveries');
      const delivered = deliveries.getByRole('row').filter({ hasText: t.deliveryList.statuses.delivered });
      await expect
        .poll(async () => {
          if ((await delivered.count()) < 2) {
            await deliveries.getByRole('button', { name: t.deliveryList.refresh }).click();
          }
          return delivered.count();
        })
        .toBeGreaterThanOrEqual(2);
      expect(await delivered.first().textContent()).toContain('204');
      await context.close();
    } finally {
      await receiver.close();
    }
  });
});

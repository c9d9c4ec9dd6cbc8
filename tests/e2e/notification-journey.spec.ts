import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { NotificationPage } from '../../src/api/contract/notifications.contract';
import labelsEn from '../../src/i18n/locales/en-GB/notificationLabels.json';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { STATIONS } from '../../server/demo/fleet-stations';
import { accessTokenOf, loggedInPage } from './support/login';
import { usePortalWithDevice } from './support/portal-suite';
import { sendDrivingRecord } from './support/send-record';
import { setSpeedLimit } from './support/speed-limit';
import { expectTransient, recordTransients } from './support/transient';

/**
 * Issue 10's journey against the production build and a real server: the dispatcher sets a speed
 * limit of 50 km/h on a locomotive; its device (this test, with a key issued by the operator's
 * command) sends a record at 80 km/h to the ingestion API; the rule raises a notification, the
 * dispatcher's bell counts it and a toast names the locomotive and the alert; the event is in the
 * history with its place name and in the vehicle's live data, and the history's export holds it. The
 * guest (another organisation) sees nothing of it, on the page nor through the API.
 * (The 2 s promise is measured by `npm run bench -- notification-stream`; here the test waits for
 * the state and logs how long it took.)
 */

const GW = '/logbook/api/logbook/v1';
const SPEED = 'NSSpeedlimitExeeded';
const nordbahn = DEMO_FLEET.filter((v) => v.organisationId === DEMO_ORGANISATIONS[0].id);
const locomotive = nordbahn.find((v) => v.name === 'G 6 – 650 081')!;
const speedText = labelsEn.label[SPEED];
/** Next to Uelzen station: the event's nearest known place. */
const where = { lat: STATIONS.uelzen.lat + 0.01, lng: STATIONS.uelzen.lng + 0.01 };

describe('a broken speed limit, live', () => {
  const suite = usePortalWithDevice(locomotive.id);
  let downloads = '';

  beforeAll(() => {
    downloads = mkdtempSync(join(tmpdir(), 'notification-journey-'));
  });
  afterAll(() => rmSync(downloads, { recursive: true, force: true }));

  const listAs = async (account: string): Promise<NotificationPage> => {
    const token = await accessTokenOf(suite.portal.url, account);
    const response = await fetch(`${suite.portal.url}${GW}/notifications`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as NotificationPage;
  };
  const sendRecord = (speed: number) => sendDrivingRecord(suite.portal.url, suite.deviceKey, speed, where);
  const bellCount = async (page: Page) => {
    // One read: the badge may go between a count() and an innerText(), which would then wait 60 s.
    const [text] = await page.getByTestId('notification-bell-badge').allInnerTexts();
    return text === undefined ? 0 : Number(text);
  };
  /** The badge's kind (active alarms or unread notifications) and text, in one read; null without one. */
  const bellBadge = (page: Page) =>
    page.evaluate(() => {
      const badge = document.querySelector('[data-testid="notification-bell-badge"]');
      return badge === null ? null : { kind: badge.getAttribute('data-kind'), text: badge.textContent };
    });

  it('raises one notification: bell, toast, history with the place, live data, export; the guest sees none', async () => {
    // The dispatcher starts where the speed rule is set (the dashboard is loaded below, once).
    const dispatcher = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      '/notificationsettings',
    );
    const guest = await loggedInPage(suite.browser, suite.portal.url, 'guest', '/');
    const { page } = dispatcher;
    await setSpeedLimit(page, suite.portal.url, locomotive, 50);
    // The stream is subscribed before its answer starts, and the bell has its first count.
    const opened = (path: string) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === `${GW}/notifications/${path}` && r.ok());
    const [stream, unread] = [opened('stream'), opened('unread')];
    // The vehicle list is held back until the event is stored: a toast must not depend on which of
    // the two arrives first after a login.
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    await page.route(`**${GW}/vehicles`, async (route) => {
      await listHeld;
      // The page may have given up on a request held this long (and asked again): nothing to answer.
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${suite.portal.url}/`);
    await Promise.all([stream, unread]);
    await page.getByTestId('notification-bell').waitFor();
    const before = await bellCount(page);

    // A toast shows for 3 s; on a busy machine the page may be blocked for most of that (the held
    // list arrives with it and the dashboard draws every card). So the page records every toast it
    // adds, and the test waits for that record rather than for a 3 s window.
    await recordTransients(page, '[data-testid="notification-toast"]');

    const sent = Date.now();
    await sendRecord(80);
    await expect
      .poll(async () => (await listAs('dispatcher')).items.some((e) => e.vehicleId === locomotive.id))
      .toBe(true);
    releaseList();
    await expectTransient(page, locomotive.name, speedText);
    console.log(`record sent → toast shown: ${Date.now() - sent} ms`);
    await expect.poll(() => bellCount(page)).toBe(before + 1);
    // Still broken: a second record raises nothing more.
    await sendRecord(85);

    const events = (await listAs('dispatcher')).items.filter((e) => e.vehicleId === locomotive.id);
    expect(events.map((e) => [e.type, e.note, e.location?.placeName])).toEqual([
      [SPEED, '80 km/h > 50 km/h', STATIONS.uelzen.name],
    ]);

    await page.goto(`${suite.portal.url}/notification`);
    const row = page.getByTestId('notification-row').filter({ hasText: locomotive.name });
    await row.filter({ hasText: speedText }).filter({ hasText: STATIONS.uelzen.name }).waitFor();
    // Opening the history marks the bell's notifications seen; the badge goes on showing the speed
    // alarm (square, its own kind), active until someone acknowledges or clears it (issue 30 §1).
    await expect.poll(() => bellBadge(page)).toEqual({ kind: 'alarms', text: '1' });

    await page.getByTestId('notification-export').click();
    const drawer = page.getByTestId('notification-export-drawer');
    await drawer.getByTestId('notification-export-select-all').click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByTestId('notification-export-start').click(),
    ]);
    const path = join(downloads, file.suggestedFilename());
    await file.saveAs(path);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const cells = workbook.worksheets[0]!.getRows(2, workbook.worksheets[0]!.rowCount - 1)!.map((r) =>
      (r.values as unknown[]).slice(1, 6),
    );
    expect(cells).toContainEqual([
      expect.any(String),
      locomotive.name,
      speedText,
      '80 km/h > 50 km/h',
      STATIONS.uelzen.name,
    ]);
    await drawer.getByTestId('notification-export-done').waitFor();

    await page.goto(`${suite.portal.url}/livedata`);
    await page.getByTestId('vehicle-panel').waitFor();
    const card = page.getByTestId(`vehicle-card-${locomotive.id}`).locator('button.vehicle-card-main');
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
    await expect
      .poll(() => page.getByTestId('kv-notificationType').locator('.kv-value').innerText())
      .toBe(speedText);

    // The guest (another organisation) was on its dashboard all along: no toast, no count, no event.
    expect(await guest.page.getByTestId('notification-toast').count()).toBe(0);
    expect(await bellCount(guest.page)).toBe(0);
    expect((await listAs('guest')).items.some((e) => e.vehicleId === locomotive.id)).toBe(false);
    await guest.context.close();
    await dispatcher.context.close();
  });

  it('acknowledging the alarm in one tab shows in another: its row and its bell (issue 30 §1)', async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(() => loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/notification')),
    );
    const rowOf = (page: Page) => page.getByTestId('alarm-row').filter({ hasText: locomotive.name });
    for (const { page } of [first!, second!]) {
      await expect.poll(() => rowOf(page).getAttribute('data-state')).toBe('active');
      await expect.poll(() => bellBadge(page)).toEqual({ kind: 'alarms', text: '1' });
    }
    const { page } = first!;
    await rowOf(page).getByTestId('alarm-acknowledge').click();
    await page.getByTestId('alarm-remark').fill('Driver informed by radio');
    const acknowledged = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/acknowledge'),
    );
    await page.getByTestId('alarm-submit').click();
    expect((await acknowledged).status()).toBe(200);
    const answered = Date.now();
    // The other tab learns it from the live stream alone (no reload, no poll of the list).
    await expect.poll(() => rowOf(second!.page).getAttribute('data-state')).toBe('acknowledged');
    console.log(`acknowledged in one tab → shown in the other: ${Date.now() - answered} ms`);
    await expect.poll(async () => (await bellBadge(second!.page))?.kind ?? null).not.toBe('alarms');
    await Promise.all([first!.context.close(), second!.context.close()]);
  });
});

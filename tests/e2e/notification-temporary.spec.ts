import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { NotificationPage } from '../../src/api/contract/notifications.contract';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import settingsEn from '../../src/i18n/locales/en-GB/notificationSettings.json';
import { formatGermanDay, todayAt } from '../../src/machines/period/period.rules';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { STATIONS } from '../../server/demo/fleet-stations';
import { accessTokenOf, loggedInPage } from './support/login';
import { usePortalWithDevice } from './support/portal-suite';
import { sendDrivingRecord } from './support/send-record';

/**
 * Apply-to-many's optional date range (spec 001 §2) in Chromium against a real server: a locomotive's
 * stored speed limit is 100 km/h; for today only (track works) the dispatcher saves 50 km/h through the
 * drawer with a date range. The page keeps showing the stored 100 and lists the temporary 50; a record
 * at 82 km/h raises "82 km/h > 50 km/h". Ending the temporary setting on the page brings the 100 back:
 * 90 km/h raises nothing, 105 km/h raises "105 km/h > 100 km/h". First (issue 30 §3), a record the
 * device kept offline marks the locomotive "arrived late" in the live data.
 */

const GW = '/logbook/api/logbook/v1';
const SPEED = 'NSSpeedlimitExeeded';
const locomotive = DEMO_FLEET.filter((v) => v.organisationId === DEMO_ORGANISATIONS[0].id).find(
  (v) => v.engine !== 'electric' && !v.model.startsWith('Kran') && v.name !== 'G 6 – 650 081',
)!;
const where = { lat: STATIONS.uelzen.lat + 0.01, lng: STATIONS.uelzen.lng + 0.01 };

describe('a temporary speed limit from apply-to-many', () => {
  const suite = usePortalWithDevice(locomotive.id);

  const notes = async (): Promise<string[]> => {
    const token = await accessTokenOf(suite.portal.url, 'dispatcher');
    const response = await fetch(`${suite.portal.url}${GW}/notifications?vehicleIds=${locomotive.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as NotificationPage;
    return page.items.filter((e) => e.type === SPEED).map((e) => e.note ?? '');
  };
  const sendRecord = (speed: number) => sendDrivingRecord(suite.portal.url, suite.deviceKey, speed, where);
  const saveResponse = (page: Page) =>
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/wp-json/fvm/v1/notification/',
    );
  const speedMax = (page: Page) => page.getByTestId(`settings-max-${SPEED}`);

  it('a record the device kept offline marks the vehicle "arrived late" in the live data (issue 30 §3)', async () => {
    // Received 20 minutes after its time (beyond the 5 minutes that count as late), before any other
    // record of the locomotive: its newest position. Below any speed limit: it raises nothing.
    await sendDrivingRecord(suite.portal.url, suite.deviceKey, 40, where, Date.now() - 20 * 60_000);
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/livedata');
    await page.getByTestId('vehicle-panel').waitFor();
    const card = page.getByTestId(`vehicle-card-${locomotive.id}`).locator('button.vehicle-card-main');
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
    const badge = page.getByTestId('late-arrival');
    await expect
      .poll(() => badge.getAttribute('title'))
      .toBe(
        fleetEn.lateArrival.hint.replace(
          '{{delay}}',
          fleetEn.lateArrival.delay.minutes_other.replace('{{count}}', '20'),
        ),
      );
    expect(await badge.innerText()).toContain(fleetEn.lateArrival.badge);
    // Said on the page too, not only in the tooltip a touch screen cannot show: visible, beside the badge.
    const note = page.getByTestId('late-arrival-note');
    await note.waitFor();
    expect(await note.innerText()).toBe(
      fleetEn.lateArrival.hint.replace(
        '{{delay}}',
        fleetEn.lateArrival.delay.minutes_other.replace('{{count}}', '20'),
      ),
    );
    await context.close();
  });

  it('holds on its day over the stored limit and ends on the page', async () => {
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      '/notificationsettings',
    );
    await page.getByTestId('notification-settings-page').waitFor();
    await page.getByTestId(`vehicle-card-${locomotive.id}`).locator('.vehicle-card-main').click();
    await expect.poll(() => page.getByTestId('settings-vehicle-name').textContent()).toBe(locomotive.name);
    const switchControl = page.getByTestId(`settings-switch-${SPEED}`);
    await expect.poll(() => switchControl.isEnabled()).toBe(true);
    if ((await switchControl.getAttribute('aria-checked')) !== 'true') await switchControl.click();

    // The stored limit: 100 km/h.
    await speedMax(page).fill('100');
    let saved = saveResponse(page);
    await page.getByTestId('settings-save').click();
    expect((await saved).status()).toBe(200);

    // 50 km/h for today only, through the drawer.
    await speedMax(page).fill('50');
    await page.getByTestId('settings-apply-many').click();
    const drawer = page.getByTestId('settings-many-drawer');
    await drawer.getByRole('textbox', { name: settingsEn.many.filter }).fill(locomotive.name);
    await drawer.getByRole('checkbox', { name: locomotive.name }).click();
    expect(await drawer.getByTestId('period-button').innerText()).toBe(settingsEn.many.period.none);
    await drawer.getByTestId('period-button').click();
    const today = todayAt(Date.now());
    const day = page.locator(`[data-day="${today}"] button`);
    await day.click();
    await day.click();
    await expect
      .poll(() => drawer.getByTestId('period-button').innerText())
      .toContain(formatGermanDay(today));
    saved = saveResponse(page);
    await drawer.getByTestId('settings-many-save').click();
    const request = (await saved).request().postDataJSON() as { period?: unknown };
    expect(request.period).toEqual({ from: today, to: today });
    await page
      .getByTestId('settings-saved')
      .getByText(settingsEn.savedTemporaryOne.replace('{{period}}', formatGermanDay(today)))
      .waitFor();

    // The page shows the stored 100 again and lists the temporary 50.
    await expect.poll(() => speedMax(page).inputValue()).toBe('100');
    const temporary = page
      .getByTestId('settings-temporary')
      .getByRole('row')
      .filter({ hasText: 'max 50 km/h' });
    await temporary.waitFor();
    expect(await temporary.innerText()).toContain('dispatcher');

    await sendRecord(82);
    await expect.poll(notes).toEqual(['82 km/h > 50 km/h']);

    // Ended on the page: the stored 100 holds again (the rule starts afresh).
    const ended = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await temporary.getByRole('button').click();
    expect((await ended).status()).toBe(204);
    await page.getByTestId('settings-temporary').waitFor({ state: 'detached' });
    await sendRecord(90);
    await sendRecord(105);
    await expect.poll(notes).toEqual(['105 km/h > 100 km/h', '82 km/h > 50 km/h']);
    await context.close();
  });
});

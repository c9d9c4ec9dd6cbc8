import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Alarm, AlarmPage } from '../../src/api/contract/alarms.contract';
import entryEn from '../../src/i18n/locales/en-GB/logbookEntry.json';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { STATIONS } from '../../server/demo/fleet-stations';
import { fullEntry } from '../../server/logbook/test-logbook';
import { accessTokenOf, loggedInPage } from './support/login';
import { usePortalWithDevice } from './support/portal-suite';
import { sendDrivingRecord } from './support/send-record';
import { setSpeedLimit } from './support/speed-limit';

/**
 * Issue 30 §1's defect journey against the production build: a speed alarm is raised; the operator's
 * admin (logbook create right) makes a logbook defect from it on the notifications page and sees the
 * link; the defect is resolved in the logbook (the author's draft saved with the defect resolved) and
 * the alarm shows cleared by the defect. The demo user sees the alarm without the buttons. Then the
 * next alarm is linked to an existing open defect of the locomotive, and the entry, opened from the
 * alarm's link, lists the alarm on its Defects tab.
 */

const GW = '/logbook/api/logbook/v1';
const ORG = DEMO_ORGANISATIONS[0].id;
const locomotive = DEMO_FLEET.filter((v) => v.organisationId === ORG).find(
  (v) => v.name === 'G 6 – 650 081',
)!;
const where = { lat: STATIONS.uelzen.lat + 0.01, lng: STATIONS.uelzen.lng + 0.01 };

const DESK = { width: 1440, height: 900 };

/** How far the alarm table scrolls sideways (its region's scroll width beyond its width; ≤ 0: not at all). */
const tableOverflow = (page: Page) =>
  page
    .getByTestId('alarm-list')
    .locator('[data-radix-scroll-area-viewport]')
    .evaluate((region) => region.scrollWidth - region.clientWidth);

/** Whether the element lies wholly inside the window's width and its scrolling region: nothing of it cut off. */
const shownWhole = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const region = element.closest('[data-radix-scroll-area-viewport]')?.getBoundingClientRect();
    const left = Math.max(0, region?.left ?? 0);
    const right = Math.min(window.innerWidth, region?.right ?? window.innerWidth);
    return box.width > 0 && box.left >= left && box.right <= right;
  });

describe('an alarm made a logbook defect', () => {
  const suite = usePortalWithDevice(locomotive.id);

  const api = async (account: string, method: string, path: string, body?: unknown) => {
    const token = await accessTokenOf(suite.portal.url, account);
    const response = await fetch(`${suite.portal.url}${GW}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const alarmOf = async (): Promise<Alarm | undefined> =>
    ((await api('opadmin', 'GET', `/notifications/alarms?vehicleIds=${locomotive.id}`)).body as AlarmPage)
      .items[0];

  it('creates a defect from the alarm, resolving it clears the alarm; the demo user has no buttons', async () => {
    // A desk: 1440 × 900, the navigation and the vehicle panel open beside the page.
    const admin = await loggedInPage(suite.browser, suite.portal.url, 'opadmin', '/', { viewport: DESK });
    const { page } = admin;
    await setSpeedLimit(page, suite.portal.url, locomotive, 50);
    await sendDrivingRecord(suite.portal.url, suite.deviceKey, 80, where);
    await expect.poll(async () => (await alarmOf())?.state).toBe('active');

    // The demo user (read-only) sees the open alarm without the buttons.
    const demo = await loggedInPage(suite.browser, suite.portal.url, 'demo', '/notification');
    await demo.page.getByTestId('alarm-row').filter({ hasText: locomotive.name }).waitFor();
    expect(await demo.page.getByTestId('alarm-defect-create').count()).toBe(0);
    expect(await demo.page.getByTestId('alarm-defect-link-start').count()).toBe(0);
    await demo.context.close();

    await page.goto(`${suite.portal.url}/notification`);
    const row = page.getByTestId('alarm-row').filter({ hasText: locomotive.name });
    // Every column and action in view: the table fits beside the navigation and the vehicle panel.
    await expect.poll(() => page.getByTestId('alarm-list').getAttribute('data-layout')).toBe('table');
    expect(await page.locator('nav.side-nav').getAttribute('data-expanded')).toBe('true');
    await page.getByTestId('vehicle-panel').waitFor();
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0);
    expect(await shownWhole(row.getByTestId('alarm-acknowledge'))).toBe(true);
    expect(await shownWhole(row.getByTestId('alarm-defect-create'))).toBe(true);
    await row.getByTestId('alarm-defect-create').click();
    const form = page.getByTestId('alarm-defect-form');
    await expect
      .poll(() => form.getByTestId('alarm-defect-description').inputValue())
      .toContain(locomotive.name);
    // One event: the description says so in the singular (not "1 event(s)").
    expect(await form.getByTestId('alarm-defect-description').inputValue()).toContain(': 1 event at ');
    expect(await shownWhole(form.getByTestId('alarm-defect-submit'))).toBe(true);
    const made = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/defect'));
    await form.getByTestId('alarm-defect-submit').click();
    expect((await made).status()).toBe(200);
    await row.getByTestId('alarm-defect-link').waitFor();
    const entryId = (await alarmOf())!.defect!.entryId;
    expect(await row.getByTestId('alarm-defect-link').getAttribute('href')).toContain(entryId);
    // The link is short (the day and the state, not the description) and in view.
    expect(await row.getByTestId('alarm-defect-link').textContent()).toMatch(
      /^Defect: \d\d\.\d\d\.\d{4}, open$/,
    );
    expect(await shownWhole(row.getByTestId('alarm-defect-link'))).toBe(true);
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0);

    // The author resolves the defect in the logbook: the draft saved with the defect resolved.
    const entry = await api('opadmin', 'GET', `/organisations/${ORG}/entries/${entryId}`);
    const current = entry.body as { defects: { description: string }; header: { referenceLocation: string } };
    const saved = await api('opadmin', 'PUT', `/organisations/${ORG}/entries/${entryId}`, {
      entry: {
        header: { remarks: null, referenceLocation: current.header.referenceLocation },
        vehicleState: {},
        inspections: {},
        defects: {
          description: current.defects.description,
          measuresDescription: 'Checked',
          state: 'resolved',
        },
        stoppage: null,
      },
    });
    expect(saved.status).toBe(200);
    await page.getByTestId('alarm-filter-cleared').click();
    await row.filter({ hasText: /resolving the defect/ }).waitFor();
    expect((await alarmOf())!.cleared?.cause).toBe('defect');

    await admin.context.close();
  });

  it('links the next alarm to an open defect; the entry opened from the alarm lists it on its Defects tab', async () => {
    // An open defect of the locomotive, written through the API.
    const entryId = crypto.randomUUID();
    const description = 'Pantograph worn on one side';
    const created = await api('opadmin', 'POST', `/organisations/${ORG}/entries`, {
      logbookEntryId: entryId,
      entry: fullEntry(locomotive.id, new Date(Date.now() - 3_600_000).toISOString(), {
        defects: { description, measuresDescription: null, state: 'open' },
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The previous alarm was cleared by its defect: back under the limit, the next breach opens a new one.
    await sendDrivingRecord(suite.portal.url, suite.deviceKey, 30, where);
    await sendDrivingRecord(suite.portal.url, suite.deviceKey, 85, where);
    await expect.poll(async () => (await alarmOf())?.state).toBe('active');
    const alarmId = (await alarmOf())!.id;

    const { page, context } = await loggedInPage(suite.browser, suite.portal.url, 'opadmin', '/notification');
    const row = page.getByTestId('alarm-row').filter({ hasText: locomotive.name });
    await row.getByTestId('alarm-defect-link-start').click();
    const form = page.getByTestId('alarm-defect-form');
    await form.getByRole('radio', { name: new RegExp(description) }).click();
    const linked = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/alarms/${alarmId}/link`));
    await form.getByTestId('alarm-defect-submit').click();
    expect((await linked).status()).toBe(200);
    const link = row.getByTestId('alarm-defect-link');
    await link.waitFor();
    expect(await link.getAttribute('href')).toContain(entryId);
    expect((await alarmOf())!.defect?.entryId).toBe(entryId);

    await link.click();
    const drawer = page.getByTestId('entry-drawer');
    await drawer.waitFor();
    await drawer.getByRole('tab', { name: entryEn.tabs.defects }).click();
    const listed = drawer.getByTestId('entry-alarm');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.getAttribute('data-state')).toBe('active');
    await context.close();
  });

  it('on a touch phone (390 × 844) the alarms are cards that fit the width, with the remark, every control 44 px', async () => {
    const alarm = (await alarmOf())!;
    const remark = 'Driver informed by radio';
    const acknowledged = await api('opadmin', 'POST', `/notifications/alarms/${alarm.id}/acknowledge`, {
      remark,
    });
    expect(acknowledged.status).toBe(200);
    const { page, context } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'opadmin',
      '/notification',
      {
        viewport: { width: 390, height: 844 },
        touch: true,
      },
    );
    const list = page.getByTestId('alarm-list');
    await expect.poll(() => list.getAttribute('data-layout')).toBe('cards');
    // The state filter fits the phone: its last option ends inside the screen.
    const lastOption = (await page.getByTestId('alarm-filter-cleared').boundingBox())!;
    expect(lastOption.x + lastOption.width).toBeLessThanOrEqual(390);
    await page.getByTestId('alarm-filter-acknowledged').click();
    const card = list.getByTestId('alarm-row').filter({ hasText: locomotive.name }).first();
    await expect.poll(() => card.getByTestId('alarm-ack-remark').textContent()).toContain(remark);
    expect(await card.getByTestId('alarm-defect-link').getAttribute('href')).toContain(alarm.defect!.entryId);
    await expect
      .poll(() => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth))
      .toBeLessThanOrEqual(0);
    // Every control of the alarm list a fingertip's size.
    const small = await list.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('button, a[href], [role="radio"]')]
        .map((element) => ({ box: element.getBoundingClientRect(), text: element.textContent ?? '' }))
        .filter(({ box }) => box.width > 1 && (box.width < 44 || box.height < 44))
        .map(({ box, text }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
    await context.close();
  });
});

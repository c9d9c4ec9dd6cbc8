import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { NotificationPage } from '../../src/api/contract/notifications.contract';
import { berlinDateTime, coordinatesText } from '../../src/api/export/notification-export.rules';
import labelsEn from '../../src/i18n/locales/en-GB/notificationLabels.json';
import notificationsEn from '../../src/i18n/locales/en-GB/notifications.json';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { finishAudits } from './support/accessibility';
import { launchBrowser } from './support/browser';
import { accessTokenOf, loggedInPage } from './support/login';
import { portalDataRoot, startPortal, type PortalServer } from './support/portal-server';

/**
 * The notifications history (issue 10; spec 001 §2 Notifications page, §6, §7, §9) against the
 * production build and a real server whose database holds 60 seeded events: the dispatcher sees the
 * rows with their place names, sorts by type, pages (50 a page), exports the history to xlsx in the
 * drawer and with the development-only Quick Export (the server runs on 127.0.0.1, a dev host), and
 * the files hold the API's rows; the demo user sees Export disabled.
 */

const GW = '/logbook/api/logbook/v1';
const BUILD = { timeout: 60_000 };
const SEEDED = 60;
const root = resolve(import.meta.dirname, '../..');
const t = notificationsEn;
const label = (type: string) => labelsEn.label[type as keyof typeof labelsEn.label];
const nameOf = (id: number) => DEMO_FLEET.find((v) => v.id === id)?.name ?? String(id);

describe('the notifications history', () => {
  const suite = {} as { portal: PortalServer; browser: Browser; downloads: string };

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(portalDataRoot(), 'portal-e2e-'));
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/e2e/support/seed-notifications.ts', dataDir, String(SEEDED)],
      { cwd: root, encoding: 'utf8' },
    );
    expect(seeded.status, seeded.stderr).toBe(0);
    suite.downloads = mkdtempSync(join(tmpdir(), 'notification-export-e2e-'));
    [suite.portal, suite.browser] = await Promise.all([
      startPortal({ SIMULATOR: '0' }, { dataDir }),
      launchBrowser(),
    ]);
  }, 180_000);
  afterEach(finishAudits);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.portal?.stop();
    rmSync(suite.downloads, { recursive: true, force: true });
  });

  const apiList = async (orderBy: string): Promise<NotificationPage> => {
    const token = await accessTokenOf(suite.portal.url, 'dispatcher');
    const response = await fetch(`${suite.portal.url}${GW}/notifications?orderBy=${orderBy}&top=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as NotificationPage;
  };
  const rows = (page: Page) => page.getByTestId('notification-row');
  const range = (page: Page) => page.getByTestId('notification-range').innerText();
  /** Clicks `button` and saves the download it triggers; answers the first sheet. */
  const download = async (page: Page, click: () => Promise<void>) => {
    const [file] = await Promise.all([page.waitForEvent('download', BUILD), click()]);
    const path = join(suite.downloads, file.suggestedFilename());
    await file.saveAs(path);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    return { name: file.suggestedFilename(), sheet: workbook.worksheets[0]! };
  };
  const rowTexts = (sheet: ExcelJS.Worksheet) =>
    sheet
      .getRows(2, sheet.rowCount - 1)!
      .map((row) => (row.values as (string | undefined)[]).slice(1).map((v) => v ?? ''));

  it('lists, sorts, pages and exports the events to xlsx, in Berlin time with the browser in New York', async () => {
    // Issue 28 §2: one zone for every time shown or exported, the organisation's, whatever the
    // browser's (the other files run in the machine's, UTC).
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'dispatcher', '/', {
      timezoneId: 'America/New_York',
    });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    await page.goto(`${suite.portal.url}/notification`);
    await expect.poll(() => rows(page).count()).toBe(50);
    expect(await range(page)).toBe(`1–50 of ${SEEDED}`);
    // Newest first; its place name and coordinates as the API has them.
    const newest = (await apiList('timestamp desc')).items[0]!;
    const first = rows(page).first();
    expect(await first.locator('th').innerText()).toBe(berlinDateTime(newest.timestamp));
    expect(await first.innerText()).toContain(newest.location!.placeName!);
    expect(await first.innerText()).toContain(coordinatesText(newest.location));
    expect(await first.innerText()).toContain(label(newest.type));

    await page.getByTestId('notification-sort-type').click();
    const typeHeader = page.getByRole('columnheader', { name: t.columns.type });
    await expect.poll(() => typeHeader.getAttribute('aria-sort')).toBe('ascending');
    const byType = (await apiList('type asc')).items[0]!;
    await expect.poll(() => rows(page).first().locator('td').nth(1).innerText()).toBe(label(byType.type));

    await page.getByTestId('notification-next').click();
    await expect.poll(() => rows(page).count()).toBe(SEEDED - 50);
    expect(await range(page)).toBe(`51–${SEEDED} of ${SEEDED}`);

    // The drawer: every locomotive, the page's period.
    await page.getByTestId('notification-export').click();
    const drawer = page.getByTestId('notification-export-drawer');
    await drawer.getByTestId('notification-export-select-all').click();
    const file = await download(page, () => drawer.getByTestId('notification-export-start').click());
    expect(file.name).toMatch(/^\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-\d{4}-Notifications-Export\.xlsx$/);
    await drawer.getByTestId('notification-export-done').waitFor();
    expect((file.sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      t.columns.date,
      t.columns.locomotive,
      t.columns.type,
      t.columns.note,
      t.columns.location,
      t.file.coordinates,
    ]);
    const exported = rowTexts(file.sheet);
    expect(exported).toHaveLength(SEEDED);
    expect(exported).toContainEqual([
      berlinDateTime(newest.timestamp),
      nameOf(newest.vehicleId),
      label(newest.type),
      newest.note ?? '',
      newest.location?.placeName ?? '',
      coordinatesText(newest.location),
    ]);
    await drawer.getByRole('button', { name: t.drawer.close }).click();
    await drawer.waitFor({ state: 'detached' });

    // Development mode: the Quick Export of the list's query (sorted by type), without the drawer.
    const quick = await download(page, () => page.getByTestId('notification-quick-export').click());
    const quickRows = rowTexts(quick.sheet);
    expect(quickRows).toHaveLength(SEEDED);
    expect(quickRows[0]?.[2]).toBe(label(byType.type));
    await context.close();
  });

  it('the demo user sees Export disabled, with the reason', async () => {
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, 'demo', '/notification');
    const exportButton = page.getByTestId('notification-export');
    await exportButton.waitFor();
    expect(await exportButton.isDisabled()).toBe(true);
    await page.getByTestId('notification-demo-note').getByText(t.toolbar.demoNoExport).waitFor();
    await context.close();
  });
});

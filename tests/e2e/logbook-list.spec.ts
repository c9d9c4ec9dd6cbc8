import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import logbookEn from '../../src/i18n/locales/en-GB/logbook.json';
import { todayAt } from '../../src/machines/period/period.rules';
import { usePortalAndBrowser } from './support/portal-suite';
import { accessTokenOf, en, loggedInPage, loggedInPageListening } from './support/login';
import { expectTransient, recordTransients } from './support/transient';

/**
 * The logbook list against the production build and a real server with the demo logbook: read-only
 * for the dispatcher; for the driver a vehicle picked in the panel, the date range (its created days,
 * from the address), the remote sort (sent and kept over a reload), every page selected but two rows,
 * and the CSV and spreadsheet exports holding exactly those entries.
 */

const GW = '/logbook/api/logbook/v1';
const ENTRIES = /\/logbook\/api\/logbook\/v1\/organisations\/[^/]+\/entries\?/;

/** RFC 4180 rows (quoted fields may hold separators, quotes and line breaks). */
const parseCsv = (text: string, separator: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
};

describe('the logbook list', () => {
  const suite = usePortalAndBrowser();

  const openAs = (accountName: string, landing: string) =>
    loggedInPage(suite.browser, suite.portal.url, accountName, landing);
  const accessToken = (accountName: string) => accessTokenOf(suite.portal.url, accountName);
  const rows = (page: Page) => page.getByTestId('logbook-row');
  const listRequest = (page: Page, match: (url: URL) => boolean = () => true) =>
    page.waitForRequest(
      (r: Request) => ENTRIES.test(r.url()) && !r.url().includes('status') && match(new URL(r.url())),
    );

  it('dispatcher: the entries of every vehicle, read only (no add button), export off until a pick', async () => {
    const { context, page, heard } = await loggedInPageListening(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      '/logbook-all-entries',
      (opening) => listRequest(opening),
    );
    const request = await heard;
    expect(new URL(request.url()).searchParams.get('top')).toBe('20');
    await expect.poll(() => rows(page).count()).toBe(20);
    expect(await page.getByTestId('add-entry').count()).toBe(0);
    expect(await page.getByTestId('export-entries').isDisabled()).toBe(true);
    expect(
      await page.getByRole('heading', { level: 1, name: en.common.routes['logbook-all-entries'] }).count(),
    ).toBe(1);
    await rows(page).first().getByRole('checkbox').click();
    expect(await page.getByTestId('export-entries').isEnabled()).toBe(true);
    await context.close();
  });

  it('driver: picks a vehicle, sorts remotely (kept over a reload), exports every page but two rows as CSV and xlsx', async () => {
    // The demo logbook's 120 days (a vehicle has about 0.35 entries a day): more than one page.
    const today = todayAt(Date.now());
    const from = Temporal.PlainDate.from(today).subtract({ days: 119 }).toString();
    const range = `createDay ge '${from}' and createDay le '${today}'`;
    const { context, page } = await openAs('driver', '/logbook-all-entries');
    await page.goto(`${suite.portal.url}/logbook-all-entries?from=${from}&to=${today}`);
    const aside = page.getByRole('complementary');
    const card = aside.locator('[data-testid^="vehicle-card-"]').first();
    await card.waitFor();
    const vehicleId = Number((await card.getAttribute('data-testid'))!.slice('vehicle-card-'.length));
    const name = ((await card.locator('.vehicle-card-name').textContent()) ?? '').trim();
    const forVehicle = listRequest(
      page,
      (url) => url.searchParams.get('filter') === `vehicleIdRef eq ${vehicleId} and ${range}`,
    );
    await card.locator('.vehicle-card-main').click();
    await forVehicle;
    await expect.poll(() => page.getByTestId('logbook-vehicle').textContent()).toBe(name);
    await expect.poll(() => rows(page).count()).toBe(20);
    expect(await page.getByTestId('add-entry').isEnabled()).toBe(true);

    // Remote sort: the request carries it, and the reload starts with it.
    const sorted = listRequest(
      page,
      (url) => url.searchParams.get('orderby') === 'creatorAccountLastName asc',
    );
    await page.getByTestId('sort-creatorAccountLastName').click();
    await sorted;
    const afterReload = listRequest(page);
    await page.reload();
    const reloaded = new URL((await afterReload).url());
    expect(reloaded.searchParams.get('orderby')).toBe('creatorAccountLastName asc');
    // The date range came back from the address (the vehicle follows once the vehicle list is in).
    expect(reloaded.searchParams.get('filter')).toContain(range);
    const organisationId = reloaded.pathname.split('/organisations/')[1]!.split('/')[0]!;
    await expect.poll(() => rows(page).count()).toBe(20);

    // Every page selected, then two rows deselected.
    await page.getByRole('button', { name: logbookEn.actions.selectAll, exact: true }).click();
    const excluded = [
      (await rows(page).nth(0).getAttribute('data-entry-id'))!,
      (await rows(page).nth(1).getAttribute('data-entry-id'))!,
    ];
    await rows(page).nth(0).getByRole('checkbox').click();
    await rows(page).nth(1).getByRole('checkbox').click();

    const token = await accessToken('driver');
    const all = await fetch(
      `${suite.portal.url}${GW}/organisations/${organisationId}/entries?top=1000&filter=${encodeURIComponent(`vehicleIdRef eq ${vehicleId} and ${range}`)}`,
      { headers: { authorization: `Bearer ${token}` } },
    ).then((r) => r.json() as Promise<{ items: { header: { logbookEntryId: string } }[] }>);
    const expected = all.items.map((e) => e.header.logbookEntryId).filter((id) => !excluded.includes(id));
    expect(expected.length).toBeGreaterThan(20);
    await expect
      .poll(() => page.getByTestId('selected-count').textContent())
      .toContain(logbookEn.labels.selectedCount.replace('{{count}}', String(expected.length)));

    await page.getByTestId('export-entries').click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: logbookEn.exportDialog.csv }).click();
    const download = page.waitForEvent('download');
    await recordTransients(page, '[data-testid="snackbar"]');
    await dialog.getByTestId('export-confirm').click();
    const file = await (await download).path();
    const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    const [, ...lines] = parseCsv(text, ',').filter((row) => row.some((cell) => cell !== ''));
    expect(lines.map((row) => row[0]).sort()).toEqual([...expected].sort());
    await expectTransient(page, logbookEn.labels.downloading);

    // The same selection as a spreadsheet, read back with exceljs.
    await page.getByTestId('export-entries').click();
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: logbookEn.exportDialog.spreadsheet }).click();
    const xlsxDownload = page.waitForEvent('download');
    await dialog.getByTestId('export-confirm').click();
    const xlsx = await (await xlsxDownload).path();
    expect((await xlsxDownload).suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx);
    const ids: string[] = [];
    workbook.worksheets[0]!.eachRow((row, index) => {
      if (index > 1) ids.push(row.getCell(1).text);
    });
    expect(ids.sort()).toEqual([...expected].sort());
    await context.close();
  });
});

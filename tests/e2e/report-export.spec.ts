import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ExportByIdPage, ExportDayRow, ExportVehicle } from '../../src/api/contract/reports.contract';
import exportEn from '../../src/i18n/locales/en-GB/reportExport.json';
import reportingEn from '../../src/i18n/locales/en-GB/reporting.json';
import { formatPeriod, todayAt, type IsoDay } from '../../src/machines/period/period.rules';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { usePortalAndBrowser } from './support/portal-suite';
import { accessTokenOf, loggedInPage } from './support/login';

/**
 * The reporting export against the production build and a real server with simulated demo data
 * (issue 9; spec 000 §2 export drawer, §3 Export daily row, §5 Export): a dispatcher picks a period and
 * three vehicles in the drawer as a user would (filter, select-all, a checkbox), builds the xlsx
 * workbook and the zip of CSV files, and the test reads both downloads back (exceljs, fflate) and holds
 * them against the API's export rows for the same vehicles and period.
 */

const GW = '/logbook/api/logbook/v1';
/** Loading the export's data and building the file in the worker (exceljs loads with the first xlsx). */
const BUILD = { timeout: 60_000 };
const nordbahn = DEMO_FLEET.filter((v) => v.organisationId === DEMO_ORGANISATIONS[0].id);
const byName = (name: string) => nordbahn.find((v) => v.name === name)!;
/** Two diesels (found by a filter and select-all) and an electric locomotive (its own checkbox). */
const [g6a, g6b, vectron] = [byName('G 6 – 650 081'), byName('G 6 – 650 084'), byName('Vectron – 193 312')];
const chosen = [g6a, g6b, vectron];
const offered = nordbahn.filter((v) => !v.model.startsWith('Kran')).length;

/** Spec 000 §3 Export daily row: the exported metrics, in column order. */
const METRICS = [
  'drivingHours',
  'equippedHours',
  'mileageKm',
  'idleHours',
  'standByHours',
  'workingHours',
  'notifications',
] as const;
/** The header row in English: the date, then per metric its day and its running sum. */
const HEADERS = [
  exportEn.file.date,
  ...METRICS.flatMap((m) => [
    `${exportEn.file.metrics[m]} (${exportEn.file.thisDay})`,
    `${exportEn.file.metrics[m]} (${exportEn.file.cumulativeSum})`,
  ]),
];
/** Spec 000 §5: at most 31 characters, non-word characters replaced by spaces. */
const sheetName = (name: string) =>
  name
    .replace(/[^\p{L}\p{N}_]/gu, ' ')
    .slice(0, 31)
    .trim();
/** A CSV figure as the client writes it for German spreadsheets: one decimal, decimal comma, no grouping. */
const german = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});
const figures = (row: ExportDayRow) => METRICS.flatMap((m) => [row[m].thisDay, row[m].cumulativeSum]);
const dayMonthYear = (day: IsoDay) => day.split('-').reverse().join('-');
const addDays = (day: IsoDay, days: number): IsoDay => Temporal.PlainDate.from(day).add({ days }).toString();

describe('the reporting export', () => {
  const suite = usePortalAndBrowser({ SIMULATOR: '1' });
  let downloads: string;

  beforeAll(async () => {
    downloads = mkdtempSync(join(tmpdir(), 'report-export-e2e-'));
    // Past days are final once the simulator's history is written: the files and the API then agree.
    await suite.portal.waitForLog(/Simulator: \d+ history records/, 170_000);
  });
  afterAll(() => rmSync(downloads, { recursive: true, force: true }));

  const apiExport = async (start: IsoDay, end: IsoDay): Promise<ExportVehicle[]> => {
    const token = await accessTokenOf(suite.portal.url, 'dispatcher');
    const ids = chosen.map((v) => v.id).join(',');
    const response = await fetch(
      `${suite.portal.url}${GW}/reports/export?start=${start}&end=${end}&vehicleIds=${ids}&skip=0&top=10`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as ExportByIdPage;
    expect(page.total).toBe(3);
    return [...page.items];
  };

  /** Opens the calendar of the drawer's picker and shows `day`'s month. */
  const showDay = async (page: Page, drawer: Locator, day: IsoDay) => {
    const button = drawer.getByTestId('period-button');
    if ((await button.getAttribute('data-state')) !== 'open') await button.click();
    await page.locator('.date-range-calendar').waitFor();
    // The month shown: its 15th is never an outside day.
    const shown = async () => (await page.locator('[data-day$="-15"]').first().getAttribute('data-day'))!;
    for (let i = 0; i < 3 && (await shown()).slice(0, 7) !== day.slice(0, 7); i += 1)
      await page.locator((await shown()) > day ? '.rdp-button_previous' : '.rdp-button_next').click();
  };

  /** Builds the chosen format and saves the download it triggers. */
  const buildAndSave = async (page: Page, options: Locator, formatLabel: string) => {
    await options.getByRole('radio', { name: formatLabel }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', BUILD),
      options.getByTestId('report-export-build').click(),
    ]);
    const path = join(downloads, download.suggestedFilename());
    await download.saveAs(path);
    await options
      .getByText(exportEn.options.done.replace('{{fileName}}', download.suggestedFilename()))
      .waitFor();
    return { name: download.suggestedFilename(), bytes: readFileSync(path), path };
  };

  it('downloads an xlsx workbook and a zip of CSV files of 3 vehicles that match the API', async () => {
    const today = todayAt(Date.now());
    // A week ending yesterday: today's figures still grow while the test runs.
    const [start, end] = [addDays(today, -7), addDays(today, -1)];
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      `/reporting?vehicle=${g6a.id}`,
    );
    await page.getByTestId('report-vehicle-chip').waitFor();
    await page.getByRole('button', { name: reportingEn.export, exact: true }).click();
    const drawer = page.getByTestId('report-export-drawer');
    await drawer.waitFor();

    // The period, picked in the drawer's own date-range picker (two clicks: start, end).
    await showDay(page, drawer, start);
    await page.locator(`[data-day="${start}"] button`).click();
    await showDay(page, drawer, end);
    await page.locator(`[data-day="${end}"] button`).click();
    await page.locator('.date-range-calendar').waitFor({ state: 'hidden' });
    await expect
      .poll(() => drawer.getByTestId('period-button').innerText())
      .toContain(formatPeriod({ startDate: start, endDate: end }));

    // Three vehicles: the filter and select-all for two diesels, a checkbox for the electric one.
    const filter = drawer.getByRole('textbox', { name: exportEn.drawer.filter });
    await filter.fill('650 08');
    const grid = drawer.getByRole('group', { name: exportEn.drawer.vehicles });
    await expect.poll(() => grid.getByRole('checkbox').count()).toBe(2);
    await drawer.getByTestId('report-export-select-all').click();
    await filter.fill('193 312');
    await grid.getByRole('checkbox', { name: vectron.name }).click();
    await filter.fill('');
    await drawer
      .getByText(exportEn.drawer.selected.replace('{{selected}}', '3').replace('{{total}}', String(offered)))
      .waitFor();
    for (const vehicle of chosen)
      expect(await grid.getByRole('checkbox', { name: vehicle.name }).getAttribute('aria-checked')).toBe(
        'true',
      );

    await drawer.getByTestId('report-export-open-options').click();
    const options = page.getByTestId('report-export-options');
    await options.waitFor();
    const api = await apiExport(start, end);
    expect(api.map((v) => v.vehicleId).sort()).toEqual(chosen.map((v) => v.id).sort());
    const days = Temporal.PlainDate.from(start).until(end).days + 1;
    for (const vehicle of api) expect(vehicle.days).toHaveLength(days);
    const fileName = `${dayMonthYear(start)}-${dayMonthYear(end)}-Export`;

    // The workbook: a sheet per vehicle, the header row, every day's figures with one decimal.
    const xlsx = await buildAndSave(page, options, exportEn.options.xlsx);
    expect(xlsx.name).toMatch(/^\d{2}-\d{2}-\d{4}-.+-Export\.xlsx$/);
    expect(xlsx.name).toBe(`${fileName}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx.path);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(api.map((v) => sheetName(v.name)));
    expect(workbook.worksheets.map((s) => s.name)).toContain('G 6   650 081');
    for (const vehicle of api) {
      const sheet = workbook.getWorksheet(sheetName(vehicle.name))!;
      expect(sheet.name.length).toBeLessThanOrEqual(31);
      expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
      expect(sheet.rowCount).toBe(1 + days);
      vehicle.days.forEach((day, index) => {
        const row = sheet.getRow(2 + index);
        expect(row.getCell(1).value).toBe(day.date);
        figures(day).forEach((value, column) => {
          const cell = row.getCell(2 + column);
          expect(cell.value, `${sheet.name} ${day.date} ${HEADERS[1 + column]}`).toBe(value);
          expect(cell.numFmt).toBe('0.0');
        });
      });
    }
    // Not all zero: the simulated week has figures to compare.
    expect(api.flatMap((v) => v.days.map((d) => d.mileageKm.thisDay)).some((km) => km > 0)).toBe(true);
    // The electric locomotive has no working or idle hours.
    const eloc = api.find((v) => v.vehicleId === vectron.id)!;
    expect(eloc.isEloc).toBe(true);
    expect(eloc.days.every((d) => d.workingHours.thisDay === 0 && d.idleHours.thisDay === 0)).toBe(true);

    // The zip: a CSV file per vehicle, named as its sheet, the same rows with decimal commas.
    const zip = await buildAndSave(page, options, exportEn.options.zip);
    expect(zip.name).toMatch(/^\d{2}-\d{2}-\d{4}-.+-Export\.zip$/);
    expect(zip.name).toBe(`${fileName}.zip`);
    const files = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(files).sort()).toEqual(api.map((v) => `${sheetName(v.name)}.csv`).sort());
    for (const vehicle of api) {
      const bytes = files[`${sheetName(vehicle.name)}.csv`]!;
      // UTF-8 with a byte order mark (Excel reads the file as UTF-8); the decoder drops the mark.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = strFromU8(bytes).split('\r\n');
      expect(lines.pop()).toBe('');
      expect(lines[0]).toBe(HEADERS.join(';'));
      expect(lines.slice(1)).toEqual(
        vehicle.days.map((day) => [day.date, ...figures(day).map((v) => german.format(v))].join(';')),
      );
    }
    await context.close();
  });

  it('fills the progress bar to the count it shows, in every state it shows, up to "37 of 37"', async () => {
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      `/reporting?vehicle=${g6a.id}`,
      {
        viewport: { width: 1440, height: 900 },
      },
    );
    await page.getByTestId('report-vehicle-chip').waitFor();
    await page.getByRole('button', { name: reportingEn.export, exact: true }).click();
    const drawer = page.getByTestId('report-export-drawer');
    await drawer.getByTestId('report-export-select-all').click();
    await drawer.getByTestId('report-export-open-options').click();
    const options = page.getByTestId('report-export-options');
    await options.waitFor();
    // Every state the bar is in: its text and the fill the browser lays out (Radix scales the
    // indicator; issue 28 §2: it stayed empty beside "37 of 37"), read after each change of the page,
    // not each frame: a busy machine may paint no frame between the build's last step and its end.
    await page.evaluate(`(() => {
      const frames = [];
      window.__progressFrames = frames;
      const record = () => {
        const bar = document.querySelector('[data-testid="report-export-progress"] [role="progressbar"]');
        if (!bar) return;
        const fill = bar.firstElementChild.getBoundingClientRect().width / bar.getBoundingClientRect().width;
        const text = bar.parentElement.textContent;
        const last = frames[frames.length - 1];
        if (!last || last.text !== text || last.fill !== fill) frames.push({ text, fill });
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    })()`);
    const [download] = await Promise.all([
      page.waitForEvent('download', BUILD),
      options.getByTestId('report-export-build').click(),
    ]);
    await options
      .getByText(exportEn.options.done.replace('{{fileName}}', download.suggestedFilename()))
      .waitFor();
    const frames = await page.evaluate(
      () => (window as unknown as { __progressFrames: { text: string; fill: number }[] }).__progressFrames,
    );
    const counted = frames.map((f) => {
      const [, done, total] = /(\d+) of (\d+)/.exec(f.text) ?? [];
      return { ...f, done: Number(done), total: Number(total) };
    });
    expect(counted.length).toBeGreaterThan(0);
    for (const frame of counted) {
      expect(frame.total, frame.text).toBe(offered);
      expect(frame.fill, `${frame.text}: the fill`).toBeCloseTo(frame.done / frame.total, 2);
    }
    // The bar was seen full: the worker always reports its last step ("37 of 37") in a message of its
    // own before the file, and each message is a change of the page (steps between come at most every
    // 50 ms, so a quick build may show none).
    expect(
      counted.some((f) => f.done === f.total && f.text.startsWith(exportEn.options.building.split(':')[0]!)),
    ).toBe(true);
    await context.close();
  });
});

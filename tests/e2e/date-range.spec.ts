import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { VehicleListItem } from '../../src/api/contract/fleet.contract';
import mapEn from '../../src/i18n/locales/en-GB/map.json';
import { formatPeriod, parseGermanDay, todayAt, type IsoDay } from '../../src/machines/period/period.rules';
import { Temporal } from 'temporal-polyfill';
import { usePortalAndBrowser } from './support/portal-suite';
import { accessTokenOf, loggedInPage } from './support/login';
import { englishHours, reportingHoursOf } from './support/report-api';

/**
 * The toolbar's date-range picker against the production build and a real server: a shared address
 * opens its vehicle and period, a pick writes the address, blocked days cannot be picked, and a
 * vehicle's limited-access window clamps the period (spec 000 §2 Map toolbar, §4 Date range, §5).
 */

const GW = '/logbook/api/logbook/v1';
const addDays = (day: IsoDay, days: number): IsoDay => Temporal.PlainDate.from(day).add({ days }).toString();

describe('the date-range picker', () => {
  const suite = usePortalAndBrowser();

  const vehiclesOf = async (accountName: string): Promise<VehicleListItem[]> => {
    const token = await accessTokenOf(suite.portal.url, accountName);
    const response = await fetch(`${suite.portal.url}${GW}/vehicles`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok).toBe(true);
    return ((await response.json()) as { items: VehicleListItem[] }).items;
  };

  const openAs = async (accountName: string, path: string) => {
    const { context, page } = await loggedInPage(suite.browser, suite.portal.url, accountName, path);
    return { context, page };
  };

  const button = (page: Page) => page.getByTestId('period-button');
  const query = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
  const day = (page: Page, iso: IsoDay) => page.locator(`[data-day="${iso}"] button`);
  /**
   * Opens the calendar and pages forward until `iso`'s own button shows. Not by its cell alone: the
   * first days of the next month have cells in the last row of a month's grid, empty (no button), so
   * on the 1st of a month in Berlin (from 23:00 UTC the day before; 22:00 in summer) the cell was there and
   * the day not.
   */
  const showDay = async (page: Page, iso: IsoDay) => {
    if ((await button(page).getAttribute('data-state')) !== 'open') await button(page).click();
    await page.locator('.date-range-calendar').waitFor();
    for (let i = 0; i < 3 && (await day(page, iso).count()) === 0; i += 1)
      await page.locator('.rdp-button_next').click();
  };

  it('a shared address opens its vehicle and period; a pick replaces it; blocked days cannot be picked', async () => {
    const vehicle = (await vehiclesOf('dispatcher')).find((v) => !v.isCrane && v.startDate === null)!;
    const today = todayAt(Date.now());
    const from = addDays(today, -10);
    const to = addDays(today, -3);
    const { context, page } = await openAs(
      'dispatcher',
      `/reporting?vehicle=${vehicle.vehicleId}&from=${from}&to=${to}`,
    );

    await expect
      .poll(() => button(page).innerText())
      .toContain(formatPeriod({ startDate: from, endDate: to }));
    // The vehicle is selected (the address keeps it once the vehicle list arrived).
    await page.getByTestId(`vehicle-card-${vehicle.vehicleId}`).locator('[aria-pressed="true"]').waitFor();
    expect(query(page, 'vehicle')).toBe(String(vehicle.vehicleId));

    // A new range: the first click waits for the second, then the address changes (replaced).
    const historyLength = await page.evaluate(() => history.length);
    const [start, end] = [addDays(to, -2), addDays(to, -1)];
    await showDay(page, start);
    await day(page, start).click();
    await page
      .getByText(
        mapEn.period.pickEnd.replace(
          '{{start}}',
          formatPeriod({ startDate: start, endDate: start }).slice(0, 10),
        ),
      )
      .waitFor();
    expect(query(page, 'from')).toBe(from);
    await day(page, end).click();
    await expect.poll(() => query(page, 'to')).toBe(end);
    // Applied with both dates: the picker closes.
    await page.locator('.date-range-calendar').waitFor({ state: 'hidden' });
    expect(query(page, 'from')).toBe(start);
    expect(await button(page).innerText()).toContain(formatPeriod({ startDate: start, endDate: end }));
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // The tables follow the pick: the API's figures for the picked days.
    const picked = await reportingHoursOf(suite.portal.url, 'dispatcher', vehicle.vehicleId, start, end);
    await expect
      .poll(() => page.getByTestId('report-row-driving-total').locator('td').innerText())
      .toBe(`${englishHours(picked.generalResponse.drivingHours)}1`);

    // Tomorrow is blocked: not clickable, nothing picked.
    await showDay(page, today);
    expect(await day(page, today).isDisabled()).toBe(false);
    const tomorrow = addDays(today, 1);
    if ((await day(page, tomorrow).count()) > 0) {
      expect(await day(page, tomorrow).isDisabled()).toBe(true);
      await day(page, tomorrow).click({ force: true });
    }
    expect(await page.getByTestId('period-hint').innerText()).toBe(mapEn.period.pickStart);
    await page.keyboard.press('Escape');
    await page.locator('.date-range-calendar').waitFor({ state: 'hidden' });
    expect(query(page, 'to')).toBe(end);

    // The tracking map blocks today as well; its default period ends yesterday.
    await page.goto(`${suite.portal.url}/trackingmap?vehicle=${vehicle.vehicleId}`);
    const yesterday = addDays(today, -1);
    await expect
      .poll(() => button(page).innerText())
      .toContain(formatPeriod({ startDate: addDays(today, -14), endDate: yesterday }));
    await showDay(page, yesterday);
    expect(await day(page, yesterday).isDisabled()).toBe(false);
    if ((await day(page, today).count()) > 0) expect(await day(page, today).isDisabled()).toBe(true);
    await context.close();
  });

  it("a period starting after the vehicle's window shows the last 7 days of its window", async () => {
    const today = todayAt(Date.now());
    const ended = (v: VehicleListItem) => (parseGermanDay(v.endDate) ?? today) < addDays(today, -3);
    const vehicle = (await vehiclesOf('guest')).find((v) => ended(v) && !v.isCrane)!;
    const end = parseGermanDay(vehicle.endDate)!;
    // A shared period that starts after the window's end (e.g. made by a user without a window).
    const { context, page } = await openAs(
      'guest',
      `/reporting?vehicle=${vehicle.vehicleId}&from=${addDays(end, 2)}&to=${today}`,
    );
    const window = parseGermanDay(vehicle.startDate);
    const tail = addDays(end, -6);
    const expected = { startDate: window !== null && window > tail ? window : tail, endDate: end };
    await expect.poll(() => button(page).innerText()).toContain(formatPeriod(expected));
    await expect.poll(() => query(page, 'from')).toBe(expected.startDate);
    expect(query(page, 'to')).toBe(end);
    // More than one day after the window's end is blocked.
    await showDay(page, end);
    expect(await day(page, addDays(end, 1)).isDisabled()).toBe(false);
    expect(await day(page, addDays(end, 2)).isDisabled()).toBe(true);
    await context.close();
  });
});

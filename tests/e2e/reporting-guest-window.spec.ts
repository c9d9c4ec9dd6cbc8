import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import type { VehicleListItem } from '../../src/api/contract/fleet.contract';
import type { DailyReport, ReportDay, ReportingHoursData } from '../../src/api/contract/reports.contract';
import { formatNumber } from '../../src/i18n/format';
import { parseGermanDay, type IsoDay } from '../../src/machines/period/period.rules';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { GUEST_WINDOWS } from '../../server/demo/fleet-data';
import { usePortalAndBrowser } from './support/portal-suite';
import { accessTokenOf, loggedInPageListening } from './support/login';

/**
 * "The guest's report never shows a day outside its window" (spec 000 §1 limited access, §4 Date range,
 * §5 Date picker and export rule), in Chromium against a real server with simulated history. The demo
 * guest's window on a vehicle closes before today and opens after the history starts. A shared period
 * reaching beyond both ends is clamped to the window: the day table shows exactly the window's days,
 * and the totals are the API's (for the wider period too: the server zeroes the days outside, which
 * have figures for an account without a window). The picker lets the guest pick the day after the
 * window's end (spec 000 §5), and the range is clamped to the window again (§4 Date range).
 */

const GW = '/logbook/api/logbook/v1';
const ALPEN = DEMO_ORGANISATIONS[1].id;
/** A window closed on both sides, in the past (203: from 40 to 10 days before the seeding day). */
const windowed = GUEST_WINDOWS.find((w) => w.start !== null && w.end !== null && w.end < 0)!;
const addDays = (day: IsoDay, days: number): IsoDay => Temporal.PlainDate.from(day).add({ days }).toString();
const daysFrom = (from: IsoDay, to: IsoDay): IsoDay[] => {
  const days: IsoDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};
const hours = (value: number | null) => `${formatNumber(value ?? 0, 'en-GB', 2)} h`;
const km = (value: number | null) => `${formatNumber(value ?? 0, 'en-GB', 1)} km`;
/** Whether any figure of a day is above zero (null: not applicable to an electric locomotive). */
const hasFigures = (day: ReportDay) =>
  [day.drivingHours, day.standByHours, day.workingHours, day.idleHours, day.mileageKm].some(
    (value) => (value ?? 0) > 0,
  );

describe("the guest's report and its limited-access window", () => {
  const suite = usePortalAndBrowser({ SIMULATOR: '1' });

  const get = async <T>(token: string, path: string): Promise<T> => {
    const response = await fetch(`${suite.portal.url}${GW}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const reportOf = (token: string, from: IsoDay, to: IsoDay) =>
    Promise.all([
      get<ReportingHoursData>(token, `/reports/${windowed.vehicleId}/hours?startDate=${from}&endDate=${to}`),
      get<DailyReport>(token, `/reports/${windowed.vehicleId}/days?start=${from}&end=${to}`),
    ]);

  const query = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
  const cell = (page: Page, id: string) => page.getByTestId(`report-row-${id}`).locator('td').first();
  /** The dates of the day table's rows. */
  const shownDays = (page: Page) =>
    page
      .locator('[data-testid^="report-day-"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')!.slice('report-day-'.length)));
  /** The table's totals as the page shows them and as the API's figures read (footnote marks cut). */
  const totals = async (page: Page) => ({
    driving: (await cell(page, 'driving-total').innerText()).replace(/\d$/, ''),
    standby: (await cell(page, 'working-standby').innerText()).replace(/\d$/, ''),
    service: (await cell(page, 'working-service').innerText()).replace(/\d$/, ''),
    mileage: (await cell(page, 'mileage-total').innerText()).replace(/\d$/, ''),
  });
  const expectedTotals = ({ generalResponse: g }: ReportingHoursData) => ({
    driving: hours(g.drivingHours),
    standby: hours(g.standByHours),
    service: hours(g.serviceHours),
    mileage: km(g.mileageKm),
  });
  /** Waits until the page asked for the totals of exactly `from`..`to`. */
  const asksFor = (page: Page, from: IsoDay, to: IsoDay) =>
    page.waitForRequest((request: Request) => {
      const url = new URL(request.url());
      return (
        url.pathname === `${GW}/reports/${windowed.vehicleId}/hours` &&
        url.searchParams.get('startDate') === from &&
        url.searchParams.get('endDate') === to
      );
    });

  it('shows only the days of the window, with the API’s totals, for a shared period and a pick beyond it', async () => {
    await suite.portal.waitForLog(/Simulator: \d+ history records/);
    const guest = await accessTokenOf(suite.portal.url, 'guest');
    const vehicle = (await get<{ items: VehicleListItem[] }>(guest, '/vehicles')).items.find(
      (v) => v.vehicleId === windowed.vehicleId,
    )!;
    const [first, last] = [parseGermanDay(vehicle.startDate)!, parseGermanDay(vehicle.endDate)!];
    const [wideFrom, wideTo] = [addDays(first, -5), addDays(last, 5)];

    // The server: over the wider period, the days outside the window are zero, and the totals are the
    // window's (the same as for the window alone); inside it the vehicle has figures.
    const [wideHours, wideDays] = await reportOf(guest, wideFrom, wideTo);
    const [windowHours] = await reportOf(guest, first, last);
    expect(wideDays.days.filter((d) => d.date < first || d.date > last).filter(hasFigures)).toEqual([]);
    expect(wideDays.days.filter((d) => d.date >= first && d.date <= last).some(hasFigures)).toBe(true);
    expect(wideHours.generalResponse).toEqual(windowHours.generalResponse);

    // The page: a shared address with the wider period is clamped to the window, asked and shown so.
    // Listening before the page loads: the report is asked for as the page starts.
    const { context, page, heard } = await loggedInPageListening(
      suite.browser,
      suite.portal.url,
      'guest',
      `/reporting?vehicle=${windowed.vehicleId}&from=${wideFrom}&to=${wideTo}`,
      (opening) => asksFor(opening, first, last),
    );
    await heard;
    await expect.poll(() => query(page, 'from')).toBe(first);
    expect(query(page, 'to')).toBe(last);
    await page.getByTestId(`report-day-${first}`).waitFor();
    expect((await shownDays(page)).sort()).toEqual(daysFrom(first, last));
    await expect.poll(() => totals(page)).toEqual(expectedTotals(windowHours));

    // The picker lets the guest pick the day after the window's end (spec 000 §5); the range is then
    // clamped to the window (§4 Date range): asked and shown up to the window's last day.
    const after = addDays(last, 1);
    const start = addDays(last, -2);
    await page.getByTestId('period-button').click();
    await page.locator('.date-range-calendar').waitFor();
    const day = (iso: IsoDay) => page.locator(`[data-day="${iso}"] button`);
    /** Pages the calendar to `iso`'s month. */
    const showDay = async (iso: IsoDay) => {
      for (let i = 0; i < 4 && (await day(iso).count()) === 0; i += 1) {
        const shown = (await page.locator('[data-day]').nth(15).getAttribute('data-day')) ?? '';
        await page.locator(shown < iso ? '.rdp-button_next' : '.rdp-button_previous').click();
      }
    };
    const pickedAsked = asksFor(page, start, last);
    await showDay(start);
    await day(start).click();
    await showDay(after);
    expect(await day(after).isDisabled()).toBe(false);
    if ((await day(addDays(after, 1)).count()) > 0)
      expect(await day(addDays(after, 1)).isDisabled()).toBe(true);
    await day(after).click();
    await pickedAsked;
    await expect.poll(() => query(page, 'from')).toBe(start);
    expect(query(page, 'to')).toBe(last);
    await expect.poll(() => shownDays(page)).toHaveLength(3);
    expect((await shownDays(page)).sort()).toEqual(daysFrom(start, last));
    const [pickedHours] = await reportOf(guest, start, last);
    await expect.poll(() => totals(page)).toEqual(expectedTotals(pickedHours));
    await context.close();

    // Not for want of data: without a window (the administrator, in the guest's organisation) the
    // days outside it have figures.
    const admin = await accessTokenOf(suite.portal.url, 'admin');
    const switched = await fetch(`${suite.portal.url}/um/v1/accounts/me/settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ settings: { activeOrganisationId: ALPEN } }),
    });
    expect(switched.status).toBe(200);
    const [unlimitedHours, unlimited] = await reportOf(admin, wideFrom, wideTo);
    expect(unlimited.days.filter((d) => d.date < first || d.date > last).some(hasFigures)).toBe(true);
    expect(unlimitedHours.generalResponse.equippedHours!).toBeGreaterThan(
      wideHours.generalResponse.equippedHours!,
    );
  }, 300_000);
});

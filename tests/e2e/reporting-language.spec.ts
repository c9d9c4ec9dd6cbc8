import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { formatNumber } from '../../src/i18n/format';
import commonDe from '../../src/i18n/locales/de-DE/common.json';
import reportingDe from '../../src/i18n/locales/de-DE/reporting.json';
import reportingEn from '../../src/i18n/locales/en-GB/reporting.json';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { usePortalAndBrowser } from './support/portal-suite';
import { en, loggedInPage } from './support/login';
import { reportingHoursOf } from './support/report-api';

/**
 * Spec 000 §4 Reporting and tracking: reporting refetches "on language reload". In Chromium against a
 * real server: a report shown in English is asked for again (totals and days) once the header's
 * switcher picks German, and its texts and numbers then read German (decimal comma, dot grouping).
 */

const GW = '/logbook/api/logbook/v1';
const diesel = DEMO_FLEET.find(
  (v) =>
    v.organisationId === DEMO_ORGANISATIONS[0].id && v.engine !== 'electric' && !v.model.startsWith('Kran'),
)!;

describe('reporting and the interface language', () => {
  const suite = usePortalAndBrowser({ SIMULATOR: '1' });

  const cell = (page: Page, id: string) => page.getByTestId(`report-row-${id}`).locator('td');

  it('asks for the report again when the language is switched, and shows it in German', async () => {
    // A settled history, so that the figures the page shows and the API's do not move in between.
    await suite.portal.waitForLog(/Simulator: \d+ history records/);
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      `/reporting?vehicle=${diesel.id}`,
    );
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).not.toBeNull();
    const params = new URL(page.url()).searchParams;
    const api = (
      await reportingHoursOf(
        suite.portal.url,
        'dispatcher',
        diesel.id,
        params.get('from')!,
        params.get('to')!,
      )
    ).generalResponse;
    const km = (language: 'en-GB' | 'de-DE') => `${formatNumber(api.mileageKm ?? 0, language, 1)} km2`;
    const hours = (language: 'en-GB' | 'de-DE') => `${formatNumber(api.drivingHours ?? 0, language, 2)} h1`;

    // English: the report as the API gave it, its totals and its days (the newest day's row).
    await expect.poll(() => cell(page, 'mileage-total').innerText()).toBe(km('en-GB'));
    expect(await cell(page, 'driving-total').innerText()).toBe(hours('en-GB'));
    const days = page.getByRole('region', { name: reportingEn.tables.days.title });
    await days.getByTestId(`report-day-${params.get('to')}`).waitFor();

    // The header's switcher, as a person would use it.
    // Both calls are done (the figures above are shown): a call from now on is a new one.
    const asked = (kind: 'hours' | 'days') =>
      page.waitForRequest((request: Request) => {
        const url = new URL(request.url());
        return (
          url.pathname === `${GW}/reports/${diesel.id}/${kind}` && url.search.includes(params.get('to')!)
        );
      });
    const again = Promise.all([asked('hours'), asked('days')]);
    await page.getByRole('button', { name: new RegExp(`^${en.common.header.language}:`) }).click();
    await page.getByRole('menuitemradio', { name: commonDe.languages['de-DE'] }).click();
    await again;

    // German texts and number formats: the same figures with a decimal comma (and dots for thousands).
    await page.getByRole('region', { name: reportingDe.tables.days.title }).waitFor();
    await expect.poll(() => cell(page, 'mileage-total').innerText()).toBe(km('de-DE'));
    expect(await cell(page, 'driving-total').innerText()).toBe(hours('de-DE'));
    // At least one of the two has decimals (both whole numbers: about 1 in 1,000 periods).
    expect([km('de-DE'), hours('de-DE')].some((text) => /\d,\d/.test(text))).toBe(true);
    await context.close();
  }, 300_000);
});

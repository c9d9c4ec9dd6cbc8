import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import reportingEn from '../../src/i18n/locales/en-GB/reporting.json';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { usePortalAndBrowser } from './support/portal-suite';
import { loggedInPage } from './support/login';
import { englishHours as hours, reportingHoursOf } from './support/report-api';

/**
 * Reporting against the production build and a real server with simulated demo data: the tables show
 * the API's figures for the period in the address, an electric locomotive's not-applicable rows, a
 * crane's disabled toolbar, and the graph drawer's three charts with the pie's toggle.
 */

const nordbahn = DEMO_FLEET.filter((v) => v.organisationId === DEMO_ORGANISATIONS[0].id);
const diesel = nordbahn.find((v) => v.engine !== 'electric' && !v.model.startsWith('Kran'))!;
const electric = nordbahn.find((v) => v.engine === 'electric')!;
const crane = nordbahn.find((v) => v.model.startsWith('Kran'))!;

/**
 * The last x-axis tick's label lies wholly inside the chart's drawing (issue 28 §2: its last
 * character was cut off at the right edge), the first one too.
 */
const expectLastTickInside = async (page: Page, testId: string) => {
  const boxes = await page.evaluate((id) => {
    const figure = document.querySelector(`[data-testid="${id}"]`)!;
    const svg = figure.querySelector('svg.recharts-surface')!.getBoundingClientRect();
    const ticks = [...figure.querySelectorAll('.recharts-xAxis-tick-labels text')].map((t) => {
      const r = t.getBoundingClientRect();
      return { text: t.textContent, left: r.left, right: r.right };
    });
    return {
      svg: { left: svg.left, right: svg.right },
      first: ticks[0],
      last: ticks.at(-1),
      count: ticks.length,
    };
  }, testId);
  expect(boxes.count, testId).toBeGreaterThan(1);
  expect(boxes.last!.text).toMatch(/^\d{2}\.\d{2}\.$/);
  expect(boxes.last!.right, `${testId}: last tick ${boxes.last!.text}`).toBeLessThanOrEqual(boxes.svg.right);
  expect(boxes.first!.left, `${testId}: first tick`).toBeGreaterThanOrEqual(boxes.svg.left);
};

describe('reporting', () => {
  const suite = usePortalAndBrowser({ SIMULATOR: '1' });

  const open = async (vehicleId: number, query = '') => {
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      `/reporting?vehicle=${vehicleId}${query}`,
    );
    await page.getByTestId('report-vehicle-chip').waitFor();
    return { context, page };
  };
  const cell = (page: Page, id: string) => page.getByTestId(`report-row-${id}`).locator('td');
  const addressPeriod = (page: Page) => {
    const params = new URL(page.url()).searchParams;
    return { from: params.get('from'), to: params.get('to') };
  };
  const hoursData = (vehicleId: number, from: string, to: string) =>
    reportingHoursOf(suite.portal.url, 'dispatcher', vehicleId, from, to);

  it('shows the API’s figures for the default 14 days, and others for a period in the address', async () => {
    const { context, page } = await open(diesel.id);
    await expect.poll(() => addressPeriod(page).from).not.toBeNull();
    const { from, to } = addressPeriod(page);
    const days = (Date.parse(to!) - Date.parse(from!)) / 86_400_000;
    expect(days).toBe(14);
    const api = await hoursData(diesel.id, from!, to!);
    await expect
      .poll(() => cell(page, 'driving-total').innerText())
      .toBe(`${hours(api.generalResponse.drivingHours)}1`);
    expect(await cell(page, 'working-total').innerText()).toBe(`${hours(api.generalResponse.workingHours)}1`);
    await context.close();

    const short = await open(diesel.id, `&from=${to}&to=${to}`);
    const oneDay = await hoursData(diesel.id, to!, to!);
    await expect
      .poll(() => cell(short.page, 'driving-total').innerText())
      .toBe(`${hours(oneDay.generalResponse.drivingHours)}1`);
    await short.context.close();
  });

  it('shows not-applicable rows for an electric locomotive and disables the toolbar for a crane', async () => {
    const eloc = await open(electric.id);
    await expect.poll(() => cell(eloc.page, 'working-total').innerText()).toBe(reportingEn.notApplicable);
    expect(await cell(eloc.page, 'idle-total').innerText()).toBe(reportingEn.notApplicable);
    await eloc.context.close();

    const kran = await open(crane.id);
    await kran.page.getByTestId('report-crane').waitFor();
    expect(await kran.page.getByRole('button', { name: reportingEn.graphing }).isDisabled()).toBe(true);
    expect(await kran.page.getByRole('button', { name: reportingEn.export, exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await cell(kran.page, 'driving-total').innerText()).toBe(reportingEn.placeholder);
    await kran.context.close();
  });

  it('draws three charts in the graph drawer and toggles the pie on a slice click', async () => {
    const { context, page } = await open(diesel.id);
    await cell(page, 'driving-total').filter({ hasText: 'h' }).waitFor();
    await page.getByRole('button', { name: reportingEn.graphing }).click();
    const drawer = page.getByTestId('graph-drawer');
    await drawer.getByTestId('graph-cumulative').locator('path.recharts-line-curve').waitFor();
    await expectLastTickInside(page, 'graph-cumulative');
    await drawer.getByRole('radio', { name: reportingEn.graph.charts.line }).click();
    await drawer.getByTestId('graph-line').locator('path.recharts-line-curve').waitFor();
    await expectLastTickInside(page, 'graph-line');
    await drawer.getByRole('radio', { name: reportingEn.graph.charts.pie }).click();
    const pie = drawer.getByTestId('graph-pie');
    await pie.waitFor();
    expect(await pie.getAttribute('data-layout')).toBe('expanded');
    expect(await pie.locator('path.recharts-sector').count()).toBeGreaterThan(0);
    await pie.locator('path.recharts-sector').first().click();
    await expect.poll(() => pie.getAttribute('data-layout')).toBe('split');
    await pie.locator('path.recharts-sector').first().click();
    await expect.poll(() => pie.getAttribute('data-layout')).toBe('expanded');
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import logbookEn from '../../src/i18n/locales/en-GB/logbook.json';
import entryEn from '../../src/i18n/locales/en-GB/logbookEntry.json';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { accessTokenOf, loggedInPage } from './support/login';
import { usePortalAndBrowser } from './support/portal-suite';

/**
 * Restriction notices (issue 30 §2) in the browser: the administrator attaches one with a speed limit at
 * the top of a vehicle's logbook; the driver opening a new entry for that vehicle cannot save it until
 * the restriction is acknowledged in the drawer, then saves; the notice shows the acknowledgement.
 */
const TEXT = 'Sanding out of order';
const GW = '/logbook/api/logbook/v1';
const ORG = DEMO_ORGANISATIONS[0].id;

/** Whether a new entry of the vehicle carries the newest entry's open defect (the drawer announces it). */
const carriesDefect = async (portalUrl: string, vehicleId: number): Promise<boolean> => {
  const answer = await fetch(`${portalUrl}${GW}/organisations/${ORG}/vehicles/${vehicleId}/entries/newest`, {
    headers: { authorization: `Bearer ${await accessTokenOf(portalUrl, 'driver')}` },
  });
  const newest = (await answer.json()) as {
    item: { header: { entryState: string | null }; defects: { state: string } | null } | null;
  };
  return newest.item?.defects?.state === 'open' && newest.item.header.entryState === 'open';
};

const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name, exact: true });

/** Picks the first vehicle of the panel on the logbook page; answers its id. */
const pickFirstVehicle = async (page: Page): Promise<number> => {
  const card = page.getByRole('complementary').locator('[data-testid^="vehicle-card-"]').first();
  await card.waitFor();
  const id = Number((await card.getAttribute('data-testid'))!.slice('vehicle-card-'.length));
  await card.locator('.vehicle-card-main').click();
  await page.getByTestId('restrictions').waitFor();
  return id;
};

describe('restriction notices', () => {
  const suite = usePortalAndBrowser();

  it('admin attaches one; the driver acknowledges it in the entry drawer before the entry saves', async () => {
    const admin = await loggedInPage(suite.browser, suite.portal.url, 'admin', '/logbook-all-entries');
    const vehicleId = await pickFirstVehicle(admin.page);
    await admin.page.getByTestId('restriction-add').click();
    await admin.page.getByTestId('restriction-text').fill(TEXT);
    await admin.page.getByTestId('restriction-speed-input').fill('80');
    await admin.page.getByTestId('restriction-submit').click();
    const attached = admin.page.getByTestId('restriction').filter({ hasText: TEXT });
    await expect.poll(() => attached.getByTestId('restriction-speed').textContent()).toBe('max. 80 km/h');
    await admin.context.close();

    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'driver',
      '/logbook-all-entries',
    );
    const card = page.getByTestId(`vehicle-card-${vehicleId}`);
    await card.locator('.vehicle-card-main').click();
    await page.getByTestId('restrictions').waitFor();
    await button(page, logbookEn.actions.addEntry).click();
    const drawer = page.getByTestId('entry-drawer');
    await drawer.waitFor();
    // The newest entry's open defect, if any, is announced first.
    if (await carriesDefect(suite.portal.url, vehicleId))
      await button(page.getByRole('alertdialog'), entryEn.actions.ok).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    const gate = drawer.getByTestId('entry-restriction-gate');
    await expect.poll(() => gate.textContent()).toContain(fleetEn.restrictions.mustAcknowledge);
    await drawer
      .getByLabel(new RegExp(`^${entryEn.fields.header.referenceLocation}( \\*)?$`))
      .fill('Görlitz');
    const save = button(drawer, entryEn.actions.save);
    expect(await save.isDisabled()).toBe(true);

    await button(gate, fleetEn.restrictions.acknowledge).click();
    await gate.waitFor({ state: 'detached' });
    await expect.poll(() => save.isDisabled()).toBe(false);
    const pushed = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/entries/sync'),
    );
    await save.click();
    expect((await pushed).status()).toBe(200);
    await context.close();
  });
});

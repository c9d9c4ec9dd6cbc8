import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import logbookEn from '../../src/i18n/locales/en-GB/logbook.json';
import entryEn from '../../src/i18n/locales/en-GB/logbookEntry.json';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { accessTokenOf, loggedInPage } from './support/login';
import { setContextOffline } from './support/network';
import { pickVehicle, SLOW } from './support/offline-sessions';
import { usePortalAndBrowser } from './support/portal-suite';
import { contrastFindings } from './support/contrast';

/**
 * Restriction notices (issue 30 §2) in the browser: the administrator attaches one with a speed limit at
 * the top of a vehicle's logbook; the driver opening a new entry for that vehicle cannot save it until
 * the restriction is acknowledged in the drawer, then saves; the notice shows the acknowledgement.
 * Offline the drawer blocks the same with the restrictions last read, the acknowledgement is queued on
 * the device and sent before the entry when the network is back.
 */
const TEXT = 'Sanding out of order';
const OFFLINE_TEXT = 'Pantograph to be watched';
const LOCATION = new RegExp(`^${entryEn.fields.header.referenceLocation}( \\*)?$`);
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

/** Waits for the next POST whose path ends with `suffix`. */
const nextPost = (page: Page, suffix: string) =>
  page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith(suffix),
    SLOW,
  );

/** Opens a new entry of the selected vehicle; dismisses the carried-over defect notice, if any. */
const openNewEntry = async (page: Page): Promise<Locator> => {
  await page.getByTestId('add-entry').click();
  const drawer = page.getByTestId('entry-drawer');
  await drawer.waitFor(SLOW);
  const field = drawer.getByLabel(LOCATION);
  await expect.poll(() => field.isEditable(), SLOW).toBe(true);
  await expect.poll(() => drawer.getByTestId('entry-restriction-gate').isVisible(), SLOW).toBe(true);
  // As in the offline journeys: the defect notice, when there is one, is up once the form is.
  const notice = page.getByRole('alertdialog');
  if (await notice.isVisible()) await button(notice, entryEn.actions.ok).click();
  await notice.waitFor({ state: 'detached', ...SLOW });
  return drawer;
};

/** Picks the first vehicle of the panel on the logbook page; answers its id. */
const pickFirstVehicle = async (page: Page): Promise<number> => {
  const card = page.getByRole('complementary').locator('[data-testid^="vehicle-card-"]').first();
  await card.waitFor();
  const id = Number((await card.getAttribute('data-testid'))!.slice('vehicle-card-'.length));
  await card.locator('.vehicle-card-main').click();
  await page.getByTestId('restrictions').waitFor();
  return id;
};

/** Opens a new entry of the selected vehicle with its gate up; dismisses a carried-over defect notice. */
const openGate = async (page: Page): Promise<{ drawer: Locator; gate: Locator }> => {
  await page.getByTestId('add-entry').click();
  const drawer = page.getByTestId('entry-drawer');
  const gate = drawer.getByTestId('entry-restriction-gate');
  await expect.poll(() => gate.isVisible(), SLOW).toBe(true);
  const notice = page.getByRole('alertdialog');
  if (await notice.isVisible())
    await notice.getByRole('button', { name: entryEn.actions.ok, exact: true }).click();
  await notice.waitFor({ state: 'detached', ...SLOW });
  await expect.poll(() => gate.getByTestId('restriction').count(), SLOW).toBe(2);
  return { drawer, gate };
};

const closeDrawer = async (drawer: Locator) => {
  await drawer.getByRole('button', { name: entryEn.actions.close, exact: true }).last().click();
  await drawer.waitFor({ state: 'detached', ...SLOW });
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

  it('offline: the driver acknowledges in the drawer and writes an entry; back online the acknowledgement goes first and the entry syncs', async () => {
    const admin = await loggedInPage(suite.browser, suite.portal.url, 'admin', '/logbook-all-entries');
    const vehicleId = await pickVehicle(admin.page, 1);
    await admin.page.getByTestId('restriction-add').click();
    await admin.page.getByTestId('restriction-text').fill(OFFLINE_TEXT);
    await admin.page.getByTestId('restriction-submit').click();
    await admin.page.getByTestId('restriction').filter({ hasText: OFFLINE_TEXT }).waitFor(SLOW);
    await admin.context.close();

    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'driver',
      '/logbook-all-entries',
    );
    expect(await pickVehicle(page, 1)).toBe(vehicleId);
    // Read once online (the list's notice and the drawer keep it on the device), not acknowledged.
    await page.getByTestId('restriction').filter({ hasText: OFFLINE_TEXT }).waitFor(SLOW);
    const online = await openNewEntry(page);
    await button(online, entryEn.actions.close).last().click();
    await online.waitFor({ state: 'detached', ...SLOW });

    await setContextOffline(context, true);
    const drawer = await openNewEntry(page);
    const gate = drawer.getByTestId('entry-restriction-gate');
    await expect.poll(() => gate.textContent(), SLOW).toContain(OFFLINE_TEXT);
    await drawer.getByLabel(LOCATION).fill('Offline acknowledged');
    const save = button(drawer, entryEn.actions.save);
    expect(await save.isDisabled()).toBe(true);
    await button(gate, fleetEn.restrictions.acknowledge).click();
    await gate.waitFor({ state: 'detached', ...SLOW });
    await expect.poll(() => save.isDisabled(), SLOW).toBe(false);
    await save.click();
    await expect
      .poll(() => page.getByTestId('entry-snackbar').textContent(), SLOW)
      .toContain(entryEn.labels.logbookEntrySavedLocally);

    const acknowledged = nextPost(page, '/acknowledge');
    const pushed = nextPost(page, '/entries/sync');
    await setContextOffline(context, false);
    const ack = await acknowledged;
    expect(ack.status()).toBe(200);
    const push = await pushed;
    const results = ((await push.json()) as { results: { status: number; resultCode: string }[] }).results;
    expect(results.map((r) => r.resultCode)).toEqual(['successfully_saved']);
    await context.close();

    // The acknowledgement is recorded with the driver's name, at the time it was made offline.
    const list = await fetch(`${suite.portal.url}${GW}/vehicles/${vehicleId}/restrictions`, {
      headers: { authorization: `Bearer ${await accessTokenOf(suite.portal.url, 'admin')}` },
    });
    const { active } = (await list.json()) as {
      active: { text: string; acknowledgements: { by: { name: string } }[] }[];
    };
    const notice = active.find((r) => r.text === OFFLINE_TEXT);
    expect(notice?.acknowledgements.map((a) => a.by.name)).toEqual(['Lukas Wagner']);
  });

  it('reads "Acknowledge" at AA contrast, and on a touch phone leaves the form room with two restrictions', async () => {
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'driver',
      '/logbook-all-entries',
      { touch: true },
    );
    const vehicleId = await pickVehicle(page, 2);
    const token = await accessTokenOf(suite.portal.url, 'admin');
    for (const [text, speedLimitKmh] of [
      ['Bremse vorne rechts prüfen, max. 60 km/h bis zur Werkstatt', 60],
      ['Pantograph 2 locked down', null],
    ] as const) {
      const created = await fetch(`${suite.portal.url}${GW}/vehicles/${vehicleId}/restrictions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text, speedLimitKmh, validUntil: null }),
      });
      expect(created.status).toBe(201);
    }

    const wide = await openGate(page);
    expect(await contrastFindings(page, '[data-testid="entry-restriction-gate"]')).toEqual([]);
    await closeDrawer(wide.drawer);

    await page.setViewportSize({ width: 390, height: 844 });
    const { drawer, gate } = await openGate(page);
    expect(await contrastFindings(page, '[data-testid="entry-restriction-gate"]')).toEqual([]);
    const gateHeight = (await gate.boundingBox())!.height;
    const bodyHeight = (await drawer.locator('.entry-drawer-body').boundingBox())!.height;
    // Before: a card per restriction, ~290 px for one, ~200 px left for the form.
    expect(gateHeight).toBeLessThanOrEqual(280);
    expect(bodyHeight).toBeGreaterThanOrEqual(300);
    for (const button of await gate.getByTestId('restriction-acknowledge').all())
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import entryEn from '../../src/i18n/locales/en-GB/logbookEntry.json';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import logbookEn from '../../src/i18n/locales/en-GB/logbook.json';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { usePortalAndBrowser } from './support/portal-suite';
import { accessTokenOf } from './support/login';
import {
  boxOf,
  expectFingertip,
  expectNoSidewaysScroll,
  expectSelectsReadable,
  expectWithinWidth,
  touchPage,
  type Viewport,
} from './support/touch';

/**
 * The logbook on a phone (issue 28 §1). The list on a 390 × 844 touch screen: it says whose entries it
 * lists and leads the driver to the vehicle choice; every entry is a card whose facts fit the width,
 * opened with one tap; every control is fingertip-sized; the entry drawer's selects read in full.
 * Signing and finalising: on a 390 × 844 touch screen (turned to 320 × 568 too), held sideways at
 * 844 × 390 and on a 1024 × 768 cab tablet, the signature
 * modal lies wholly in the window, Clear, Cancel and Save are in view, clickable and fingertip-sized,
 * and a stroke across the whole visible pad (drawn with a finger, then with a mouse) covers the whole
 * saved 720 × 240 image; saving finalises the entry.
 */

const PORTRAIT: Viewport = { width: 390, height: 844 };
const LANDSCAPE: Viewport = { width: 844, height: 390 };
/** The cab tablet (issue 28 §1): the vehicle panel stands beside the content instead of a drawer. */
const TABLET: Viewport = { width: 1024, height: 768 };
/** The narrowest phone the modal must fit (issue 28 §1: "any width ≥ 320 px"). */
const NARROWEST: Viewport = { width: 320, height: 568 };
const GW = '/logbook/api/logbook/v1';
const ORG = DEMO_ORGANISATIONS[0].id;
/** The saved signature's size (spec 001 §7): what the server and the PDF expect, whatever the screen. */
const PNG = { width: 720, height: 240 };

interface SyncPush {
  readonly items: readonly { readonly logbookEntryId: string; readonly signatureImage?: string }[];
}
interface SyncAnswer {
  readonly results: readonly { readonly logbookEntryId: string; readonly resultCode: string }[];
}

describe('the logbook on a phone', () => {
  const suite = usePortalAndBrowser();

  /**
   * A phone: a touch screen (coarse pointer) of `viewport`, the driver logged in as the login form
   * leaves it, English, the logbook list shown. Its views are checked with axe like `newPage`'s.
   */
  const phonePage = (viewport: Viewport) =>
    touchPage(suite.browser, suite.portal.url, 'driver', '/logbook-all-entries', viewport);

  /** A started entry of the vehicle, complete enough to be finalised, written through the API. */
  const createEntry = async (vehicleId: number, minutesAgo: number): Promise<string> => {
    const token = await accessTokenOf(suite.portal.url, 'driver');
    const before = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const id = crypto.randomUUID();
    const created = await fetch(`${suite.portal.url}${GW}/organisations/${ORG}/entries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        logbookEntryId: id,
        entry: {
          header: {
            vehicleIdRef: vehicleId,
            remarks: null,
            referenceTimestamp: before(minutesAgo),
            referenceLocation: 'Rosenheim Gbf',
          },
          vehicleState: {
            hydraulicsState: 'ok',
            vehicleOperatingHours_h: 1300,
            mileage_km: 57_000,
            fuelFillingLevel_l: 1400,
            fuelAdded_l: 0,
            sandState: 'ok',
            motorOilState: 'ok',
          },
          inspections: {
            inspectionPerformedTimestamp_A1: before(minutesAgo + 3),
            inspectionPerformedTimestamp_V1: before(minutesAgo + 2),
            selectedV: 'V1',
          },
          defects: null,
          stoppage: null,
        },
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    return id;
  };

  /**
   * "Add new entry", and past the defect notice (spec 001 §4) when the vehicle's newest entry carries
   * an open defect: the drawer of a new entry, ready.
   */
  const addEntry = async (page: Page) => {
    const newest = page.waitForResponse((r) => /\/entries\/newest$/.test(new URL(r.url()).pathname));
    await page.getByTestId('add-entry').tap();
    await page.getByTestId('entry-drawer').waitFor();
    const carried = ((await (await newest).json()) as { item: { defects: { state: string } | null } | null })
      .item;
    if (carried?.defects?.state === 'open') {
      const notice = page.getByRole('alertdialog');
      await notice.getByRole('button', { name: entryEn.actions.ok, exact: true }).tap();
      await notice.waitFor({ state: 'detached' });
    }
  };

  const row = (page: Page, id: string) => page.locator(`[data-testid="logbook-row"][data-entry-id="${id}"]`);

  /**
   * Picks the driver's first vehicle in the header's vehicle list (a drawer on a phone), with a new
   * entry written for it first, and opens that entry from the list.
   */
  const openNewEntry = async (page: Page, minutesAgo: number) => {
    const beside = (page.viewportSize()?.width ?? 0) >= TABLET.width;
    if (!beside) await page.getByTestId('vehicle-drawer-button').click();
    const vehicles = beside
      ? page.getByRole('complementary', { name: fleetEn.panel.title })
      : page.getByRole('dialog', { name: fleetEn.panel.title });
    const card = vehicles.locator('[data-testid^="vehicle-card-"]').first();
    await card.waitFor();
    const vehicleId = Number((await card.getAttribute('data-testid'))!.slice('vehicle-card-'.length));
    const entryId = await createEntry(vehicleId, minutesAgo);
    await card.locator('.vehicle-card-main').click();
    await vehicles.waitFor({ state: 'detached' });
    await row(page, entryId).locator('button.logbook-open').click();
    const drawer = page.getByTestId('entry-drawer');
    await expect.poll(() => drawer.getByTestId('entry-badge').textContent()).toBe(entryEn.badge.started);
    return { entryId, drawer };
  };

  /** Opens the signature modal from the drawer and waits for its opening animation to end. */
  const openSignature = async (page: Page, drawer: Locator) => {
    await drawer.getByRole('button', { name: entryEn.actions.finalize, exact: true }).click();
    const modal = page.getByRole('dialog', { name: entryEn.modals.finalizeTitle });
    await modal.waitFor();
    await modal.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    return modal;
  };

  /** Wholly inside the window, and what a tap at its centre lands on (nothing covers it). */
  const expectInReach = async (locator: Locator, viewport: Viewport, what: string) => {
    const box = await boxOf(locator);
    const inside =
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= viewport.width + 0.5 &&
      box.y + box.height <= viewport.height + 0.5;
    expect(inside, `${what} lies at ${JSON.stringify(box)} in ${JSON.stringify(viewport)}`).toBe(true);
    const hit = await locator.evaluate((element) => {
      const r = element.getBoundingClientRect();
      const target = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return target !== null && element.contains(target);
    });
    expect(hit, `${what} is covered`).toBe(true);
  };

  /**
   * One zigzag stroke from the pad's left edge to its right edge, with a finger (touch events through
   * the DevTools protocol, as a touch screen sends them) or a mouse.
   */
  const strokeAcross = async (page: Page, pad: Locator, input: 'finger' | 'mouse') => {
    const box = await boxOf(pad);
    const steps = 24;
    const points = Array.from({ length: steps + 1 }, (_, i) => ({
      x: box.x + 1 + ((box.width - 2) * i) / steps,
      y: box.y + box.height * (i % 2 ? 0.35 : 0.65),
    }));
    const [first, ...rest] = points;
    if (input === 'finger') {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first!] });
      for (const point of rest)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    } else {
      await page.mouse.move(first!.x, first!.y);
      await page.mouse.down();
      for (const point of rest) await page.mouse.move(point.x, point.y);
      await page.mouse.up();
    }
  };

  /** The saved PNG decoded in the page: its size and the first and last columns with any ink. */
  const inkOf = (page: Page, pngBase64: string) =>
    page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let first = width;
      let last = -1;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          if ((data[(y * width + x) * 4 + 3] ?? 0) > 0) {
            first = Math.min(first, x);
            last = Math.max(last, x);
          }
      return { width, height, first, last };
    }, pngBase64);

  const signAndFinalise = async (viewport: Viewport, input: 'finger' | 'mouse', minutesAgo: number) => {
    const { context, page } = await phonePage(viewport);
    const { entryId, drawer } = await openNewEntry(page, minutesAgo);
    const sig = entryEn.signature;
    const inModal = (modal: Locator, name: string) => modal.getByRole('button', { name, exact: true });

    // Cancel is in reach and closes the modal; the finalisation opens it again.
    let modal = await openSignature(page, drawer);
    await expectInReach(inModal(modal, sig.cancel), viewport, 'Cancel');
    await inModal(modal, sig.cancel).click();
    await modal.waitFor({ state: 'detached' });
    modal = await openSignature(page, drawer);

    // The modal, the pad and the three buttons lie wholly in the window, nothing scrolled.
    const pad = modal.getByTestId('signature-pad');
    const buttons = { clear: inModal(modal, sig.clear), cancel: inModal(modal, sig.cancel) };
    const save = inModal(modal, sig.save);
    const expectFits = async (window: Viewport) => {
      await expectInReach(modal, window, 'the modal');
      await expectInReach(pad, window, 'the pad');
      for (const [what, button] of Object.entries(buttons)) await expectInReach(button, window, what);
      const padBox = await boxOf(pad);
      expect(padBox.width / padBox.height).toBeCloseTo(PNG.width / PNG.height, 1);
    };
    // The narrowest phone first: the same modal turned to 320 px wide fits as well.
    if (viewport === PORTRAIT) {
      await page.setViewportSize(NARROWEST);
      await expect.poll(async () => (await boxOf(modal)).width).toBeLessThanOrEqual(NARROWEST.width);
      await expectFits(NARROWEST);
      await page.setViewportSize(viewport);
      await expect.poll(async () => (await boxOf(pad)).width).toBeGreaterThan(NARROWEST.width - 64);
    }
    await expectFits(viewport);
    for (const [what, button] of Object.entries({ ...buttons, save })) {
      await expectInReach(button, viewport, what);
      // A touch screen: fingertip-sized.
      expect((await boxOf(button)).height, what).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);

    // Drawn, then cleared (Clear is clickable and empties the pad), then drawn again.
    await strokeAcross(page, pad, input);
    await expect.poll(() => buttons.clear.isEnabled()).toBe(true);
    await buttons.clear.click();
    await expect.poll(() => buttons.clear.isEnabled()).toBe(false);
    await strokeAcross(page, pad, input);
    await expect.poll(() => buttons.clear.isEnabled()).toBe(true);

    // The confirmations (the body scrolls to them on a short window); Save stays in reach.
    await modal.getByRole('checkbox', { name: sig.agreement }).click();
    await modal.getByRole('checkbox', { name: sig.submission }).click();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await expectInReach(save, viewport, 'Save, after the confirmations');

    const finalised = page.waitForResponse(
      (response: Response) =>
        response.request().method() === 'POST' &&
        /\/entries\/sync$/.test(new URL(response.url()).pathname) &&
        (response.request().postData() ?? '').includes('signatureImage'),
    );
    await save.click();
    const answer = await finalised;
    expect(answer.status()).toBe(200);
    expect((await answer.json()) as SyncAnswer).toMatchObject({
      results: [{ logbookEntryId: entryId, resultCode: 'successfully_finalized' }],
    });
    const signature = (answer.request().postDataJSON() as SyncPush).items.find(
      (item) => item.logbookEntryId === entryId,
    )?.signatureImage;
    expect(signature).toBeTruthy();

    // The saved image: 720 × 240 as on any screen, the stroke across the whole visible pad reaching
    // both of its edges (scaled, not cropped to the part of the pad shown).
    const ink = await inkOf(page, signature!);
    expect({ width: ink.width, height: ink.height }).toEqual(PNG);
    expect(ink.first).toBeLessThan(PNG.width * 0.05);
    expect(ink.last).toBeGreaterThan(PNG.width * 0.95);

    await page.getByTestId('entry-drawer').waitFor({ state: 'detached' });
    await expect.poll(() => row(page, entryId).textContent()).toContain(logbookEn.status.finalized);
    await context.close();
  };

  it('390 × 844 touch screen: the list says whose entries, leads to the vehicle choice, shows cards a tap opens', async () => {
    const { context, page } = await phonePage(PORTRAIT);
    const list = page.getByTestId('logbook-list');
    const cards = list.getByTestId('logbook-row');
    await cards.first().waitFor();

    // No vehicle: the spec's label, what is listed instead, the way on; adding waits for a vehicle.
    expect(await page.getByTestId('logbook-vehicle').textContent()).toBe(logbookEn.labels.noDeviceSelected);
    expect(await page.getByTestId('logbook-scope').textContent()).toContain(
      logbookEn.labels.allVehiclesListed,
    );
    expect(await page.getByTestId('add-entry').isDisabled()).toBe(true);
    const choose = page.getByRole('button', { name: logbookEn.actions.chooseVehicle, exact: true });
    await expectFingertip(choose, 'Choose vehicle');

    // Cards, not a table: nothing scrolls sideways, each card's creation time lies in the window.
    expect(await list.locator('table').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    const shown = Math.min(await cards.count(), 5);
    for (let i = 0; i < shown; i++) {
      await expectWithinWidth(cards.nth(i), PORTRAIT, `card ${i}`);
      await expectWithinWidth(cards.nth(i).locator('.logbook-card-time'), PORTRAIT, `card ${i}: created`);
      expect(await cards.nth(i).textContent()).toMatch(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
    }
    // Fingertip-sized: a card's tap area and checkbox, the page's checkbox, the sort, the buttons.
    await expectFingertip(cards.first().locator('button.logbook-open'), 'a card');
    await expectFingertip(cards.first().locator('.logbook-card-check'), "a card's checkbox");
    await expectFingertip(list.locator('.logbook-cards-page'), "the page's checkbox", true);
    await expectFingertip(list.getByLabel(logbookEn.sort.label), 'the sort', true);
    await expectFingertip(
      list.getByRole('button', { name: logbookEn.actions.selectAll, exact: true }),
      'Select all',
    );
    const pages = page.getByRole('navigation', { name: logbookEn.pagination.label }).getByRole('button');
    for (let i = 0; i < (await pages.count()); i++) await expectFingertip(pages.nth(i), `page button ${i}`);

    // A card's checkbox selects it; one tap on the card opens its entry.
    await cards.first().locator('.logbook-card-check').tap();
    await expect.poll(() => cards.first().getAttribute('data-selected')).toBe('true');
    await cards.nth(1).locator('button.logbook-open').tap();
    const drawer = page.getByTestId('entry-drawer');
    await drawer.waitFor();
    await drawer
      .locator('.entry-drawer-foot')
      .getByRole('button', { name: entryEn.actions.close, exact: true })
      .tap();
    await drawer.waitFor({ state: 'detached' });

    // "Choose vehicle" opens the vehicle drawer; a pick closes it and names the vehicle.
    await choose.tap();
    const vehicles = page.getByRole('dialog', { name: fleetEn.panel.title });
    const card = vehicles.locator('[data-testid^="vehicle-card-"]').first();
    const name = (await card.locator('.vehicle-card-name').textContent()) ?? '';
    await card.locator('.vehicle-card-main').tap();
    await vehicles.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('logbook-vehicle').textContent()).toBe(name);
    expect(await page.getByTestId('logbook-scope').count()).toBe(0);
    await expect.poll(() => page.getByTestId('add-entry').isEnabled()).toBe(true);

    // A new entry: the drawer's selects read in full ("Please choose", not "Please choos…").
    await addEntry(page);
    await expectSelectsReadable(drawer);
    await context.close();
  });

  it.each([
    [
      '390 × 844 touch screen (and turned to 320 × 568): the modal fits, its buttons are in reach, a finger’s stroke spans the saved signature',
      PORTRAIT,
      'finger',
      4,
    ],
    ['844 × 390, the phone held sideways: the same, drawn with a mouse', LANDSCAPE, 'mouse', 2],
    [
      '1024 × 768 cab tablet, the vehicle panel beside the list: the same, with a finger',
      TABLET,
      'finger',
      6,
    ],
  ] as const)('%s', async (_title, viewport, input, minutesAgo) => {
    await signAndFinalise(viewport, input, minutesAgo);
  });
});

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import entryEn from '../../src/i18n/locales/en-GB/logbookEntry.json';
import commentsEn from '../../src/i18n/locales/en-GB/logbookComments.json';
import logbookEn from '../../src/i18n/locales/en-GB/logbook.json';
import { fileNameOfDisposition } from '../../src/api/contract/logbook-document-name';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { demoSignaturePng } from '../../server/demo/logbook-signature';
import { viewChecked } from './support/accessibility';
import { usePortalAndBrowser } from './support/portal-suite';
import { accessTokenOf, loggedInPage } from './support/login';
import { expectTransient, recordTransients } from './support/transient';

/**
 * The logbook entry's journey (issue 7) against the production build and a real server with the demo
 * logbook: the driver writes an entry with an open defect, saves, reopens, signs and finalises it (then
 * read-only, its PDF and its signature image the one drawn); the operator admin comments and resolves
 * the defect; the next new entry carries no defect, but one after an entry with an open defect shows
 * the defect notice with the defect carried over; the dispatcher cannot add; the other organisation's
 * user cannot see the entry.
 */

const GW = '/logbook/api/logbook/v1';
const ORG = DEMO_ORGANISATIONS[0].id;
const DEFECT = 'Brake pad worn on axle 2';
const COMMENT = 'Brake pads replaced in the workshop';

/** One endpoint's answer: method and a path pattern under the logbook API. */
/** The offline sync's push and its answer (src/api/contract/logbook-sync.contract.ts), as far as read here. */
interface SyncPush {
  readonly items: readonly { readonly logbookEntryId: string; readonly signatureImage?: string }[];
}
interface SyncAnswer {
  readonly results: readonly { readonly logbookEntryId: string; readonly resultCode: string }[];
}

const answerOf = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method && path.test(new URL(response.url()).pathname);

/** The width and height of a PNG (its IHDR chunk); throws when the bytes are no PNG. */
const pngSize = (bytes: Buffer): { width: number; height: number } => {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe('the logbook entry journey', () => {
  const suite = usePortalAndBrowser();
  /** Shared by the steps (they run in order). */
  const journey = { entryId: '', vehicleId: 0, vehicleName: '' };

  /**
   * A session of `accountName` opened at the logbook list, once its view is checked for accessibility
   * (one load: landing on the dashboard first drew the map for nothing).
   */
  const openAs = async (accountName: string) => {
    const opened = await loggedInPage(suite.browser, suite.portal.url, accountName, '/logbook-all-entries');
    await viewChecked(opened.page);
    return opened;
  };
  const accessToken = (accountName: string) => accessTokenOf(suite.portal.url, accountName);
  const api = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${suite.portal.url}${GW}/organisations/${ORG}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });

  const drawer = (page: Page) => page.getByTestId('entry-drawer');
  /** A form control by its label (a required one's label ends in " *"). */
  const field = (scope: Locator, label: string) =>
    scope.getByLabel(new RegExp(`^${label.replace(/[()*]/g, '\\$&')}( \\*)?$`));
  const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name, exact: true });
  const tab = (page: Page, name: string) => drawer(page).getByRole('tab', { name });
  const row = (page: Page, id: string) => page.locator(`[data-testid="logbook-row"][data-entry-id="${id}"]`);

  /** Picks the journey's vehicle (the first of the panel, remembered) on the list page. */
  const pickVehicle = async (page: Page) => {
    const card = journey.vehicleId
      ? page.getByTestId(`vehicle-card-${journey.vehicleId}`)
      : page.getByRole('complementary').locator('[data-testid^="vehicle-card-"]').first();
    await card.waitFor();
    if (!journey.vehicleId) {
      journey.vehicleId = Number((await card.getAttribute('data-testid'))!.slice('vehicle-card-'.length));
      journey.vehicleName = ((await card.locator('.vehicle-card-name').textContent()) ?? '').trim();
    }
    if ((await card.locator('.vehicle-card-main').getAttribute('aria-pressed')) !== 'true')
      await card.locator('.vehicle-card-main').click();
    await expect.poll(() => page.getByTestId('logbook-vehicle').textContent()).toBe(journey.vehicleName);
  };

  /** Draws a signature-like zigzag on the pad with the mouse, as a person would. */
  const sign = async (page: Page) => {
    const pad = page.getByTestId('signature-pad');
    await pad.waitFor();
    const box = (await pad.boundingBox())!;
    const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
    await page.mouse.move(...at(0.1, 0.6));
    await page.mouse.down();
    for (let i = 1; i <= 16; i++)
      await page.mouse.move(...at(0.1 + i * 0.05, i % 2 ? 0.3 : 0.7), { steps: 3 });
    await page.mouse.up();
  };

  it('driver: writes an entry with an open defect, saves, reopens, signs and finalises it; then read-only with its PDF and signature', async () => {
    const token = await accessToken('driver');
    const { context, page } = await openAs('driver');
    await pickVehicle(page);
    const newest = (await (await api(token, `/vehicles/${journey.vehicleId}/entries/newest`)).json()) as {
      item: { header: { entryState: string | null }; defects: { state: string } | null } | null;
    };
    const carries = newest.item?.defects?.state === 'open' && newest.item.header.entryState === 'open';

    // A new entry: the drawer opens (the newest entry's open defect, if any, is carried over).
    await button(page, logbookEn.actions.addEntry).click();
    await drawer(page).waitFor();
    if (carries) await button(page.getByRole('alertdialog'), entryEn.actions.ok).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    const general = drawer(page);
    await field(general, entryEn.fields.header.referenceLocation).fill('Hamburg-Billwerder');
    await tab(page, entryEn.tabs.defects).click();
    const defectsSwitch = drawer(page).getByRole('switch', { name: entryEn.fields.defects.hasDefects });
    if ((await defectsSwitch.getAttribute('aria-checked')) !== 'true') await defectsSwitch.click();
    await field(drawer(page), entryEn.fields.defects.description).fill(DEFECT);
    await field(drawer(page), entryEn.fields.defects.state).selectOption('open');

    // Saves go to the device first and are pushed by the sync (issue 8): one item, created.
    const created = page.waitForResponse(answerOf('POST', /\/entries\/sync$/));
    await recordTransients(page, '[data-testid="entry-snackbar"]');
    await button(drawer(page), entryEn.actions.save).click();
    const createResponse = await created;
    expect(createResponse.status()).toBe(200);
    const [pushed] = (createResponse.request().postDataJSON() as SyncPush).items;
    journey.entryId = pushed?.logbookEntryId ?? '';
    expect((await createResponse.json()) as SyncAnswer).toMatchObject({
      results: [{ logbookEntryId: journey.entryId, status: 201, resultCode: 'successfully_saved' }],
    });
    await expectTransient(page, entryEn.labels.logbookEntrySaved);
    await button(drawer(page), entryEn.actions.close).last().click();
    await drawer(page).waitFor({ state: 'detached' });

    // Reopened from the list: started, the defect kept; then what finalising needs.
    await expect.poll(() => row(page, journey.entryId).count()).toBe(1);
    await expect.poll(() => row(page, journey.entryId).textContent()).toContain(logbookEn.status.created);
    await row(page, journey.entryId).locator('button.logbook-open').click();
    await expect
      .poll(() => drawer(page).getByTestId('entry-badge').textContent())
      .toBe(entryEn.badge.started);
    const d = drawer(page);
    expect(await field(d, entryEn.fields.header.referenceLocation).inputValue()).toBe('Hamburg-Billwerder');
    const vs = entryEn.fields.vehicleState;
    await field(d, vs.vehicleOperatingHours_h).fill('1234');
    await field(d, vs.mileage_km).fill('56789');
    await field(d, vs.fuelFillingLevel_l).fill('1500');
    await field(d, vs.fuelAdded_l).fill('200');
    await field(d, vs.hydraulicsState).selectOption('ok');
    await field(d, vs.sandState).selectOption('ok');
    await field(d, vs.motorOilState).selectOption('ok');
    await d.getByRole('radio', { name: entryEn.options.V1, exact: true }).click();
    // Date-times read DD.MM.YYYY HH:mm, 24 h, whatever the browser's locale (spec 000 §10).
    const reference = await field(d, entryEn.fields.header.referenceTimestamp).inputValue();
    expect(reference).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    const insp = entryEn.fields.inspections;
    await field(d, insp.inspectionPerformedTimestamp_V1).fill(reference);
    // The A1 time: always given (required when the last A1 is over 24 h old or missing). Typed
    // leniently (no leading zeros), it is normalised when the field is left.
    const a1 = field(d, insp.inspectionPerformedTimestamp_A1);
    await a1.fill(reference.replace(/^0?(\d+)\.0?(\d+)\.(\d{4}) 0?(\d+):/, '$1.$2.$3 $4:'));
    await a1.press('Tab');
    await expect.poll(() => a1.inputValue()).toBe(reference);
    await tab(page, entryEn.tabs.defects).click();
    expect(await field(d, entryEn.fields.defects.description).inputValue()).toBe(DEFECT);

    await button(d, entryEn.actions.finalize).click();
    const modal = page.getByRole('dialog', { name: entryEn.modals.finalizeTitle });
    await modal.waitFor();
    await sign(page);
    await modal.getByRole('checkbox', { name: entryEn.signature.agreement }).click();
    await modal.getByRole('checkbox', { name: entryEn.signature.submission }).click();
    const finalized = page.waitForResponse(
      (response) =>
        answerOf('POST', /\/entries\/sync$/)(response) &&
        (response.request().postData() ?? '').includes('signatureImage'),
    );
    await button(modal, entryEn.signature.save).click();
    const finalizeResponse = await finalized;
    expect(finalizeResponse.status()).toBe(200);
    expect((await finalizeResponse.json()) as SyncAnswer).toMatchObject({
      results: [{ logbookEntryId: journey.entryId, resultCode: 'successfully_finalized' }],
    });
    const drawn = Buffer.from(
      (finalizeResponse.request().postDataJSON() as SyncPush).items[0]?.signatureImage ?? '',
      'base64',
    );
    await drawer(page).waitFor({ state: 'detached' });

    // Reopened: read-only, finalised, its signature image the one drawn, its PDF downloads.
    await expect.poll(() => row(page, journey.entryId).textContent()).toContain(logbookEn.status.finalized);
    const signature = page.waitForResponse(answerOf('GET', /\/entries\/[^/]+\/signature$/));
    await row(page, journey.entryId).locator('button.logbook-open').click();
    const signatureResponse = await signature;
    expect(signatureResponse.status()).toBe(200);
    expect(signatureResponse.headers()['content-type']).toContain('image/png');
    // The same image through the API (the browser's copy of a streamed answer is not kept).
    const served = Buffer.from(
      await (await api(token, `/entries/${journey.entryId}/signature`)).arrayBuffer(),
    );
    expect(pngSize(served)).toEqual({ width: 720, height: 240 });
    expect(served.equals(drawn)).toBe(true);
    const blank = Buffer.from(
      await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 720;
        canvas.height = 240;
        return canvas.toDataURL('image/png').split(',')[1]!;
      }),
      'base64',
    );
    expect(served.equals(blank)).toBe(false);
    expect(served.length).toBeGreaterThan(blank.length);
    await expect
      .poll(() => drawer(page).getByTestId('entry-badge').textContent())
      .toBe(entryEn.badge.finalized);
    await drawer(page).getByText(entryEn.drawer.readOnly).waitFor();
    expect(await button(drawer(page), entryEn.actions.save).count()).toBe(0);
    expect(await button(drawer(page), entryEn.actions.finalize).count()).toBe(0);
    expect(
      await field(drawer(page), entryEn.fields.header.referenceLocation).getAttribute('readonly'),
    ).not.toBeNull();
    expect(await field(drawer(page), entryEn.fields.vehicleState.hydraulicsState).isDisabled()).toBe(true);
    await drawer(page).getByRole('img', { name: entryEn.drawer.signature, exact: true }).waitFor();

    const documentAnswer = page.waitForResponse(answerOf('GET', /\/entries\/[^/]+\/document$/));
    const download = page.waitForEvent('download');
    await button(drawer(page), entryEn.actions.downloadPdf).click();
    const pdf = await documentAnswer;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    // Saved under the server's name: vehicle, Berlin day, state, the id's first 8 characters.
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(fileNameOfDisposition(pdf.headers()['content-disposition']));
    expect(saved.suggestedFilename()).toMatch(
      new RegExp(
        `^logbook-[\\p{L}\\p{N}-]+-\\d{4}-\\d{2}-\\d{2}-finalised(-open|-resolved)?-${journey.entryId.slice(0, 8)}\\.pdf$`,
        'u',
      ),
    );
    const file = await readFile(await saved.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.subarray(-8).toString('latin1')).toContain('%%EOF');
    // Left open: the closing accessibility check sees the read-only drawer.
    await context.close();
  });
  it('opadmin: comments on the finalised entry, resolving its defect, signed', async () => {
    expect(journey.entryId).not.toBe('');
    const { context, page } = await openAs('opadmin');
    await pickVehicle(page);
    await row(page, journey.entryId).locator('button.logbook-open').click();
    await expect
      .poll(() => drawer(page).getByTestId('entry-badge').textContent())
      .toBe(entryEn.badge.finalized);
    await drawer(page)
      .getByRole('tab', { name: new RegExp(`^${entryEn.tabs.comments}`) })
      .click();
    const comments = drawer(page).getByTestId('entry-comments');
    await comments.getByTestId('comments-empty').waitFor();
    await field(comments, commentsEn.form.remarks).fill(COMMENT);
    await comments.getByRole('radio', { name: commentsEn.entryState.resolved, exact: true }).click();
    await button(comments, commentsEn.form.signAndSend).click();
    const modal = page.getByRole('dialog', { name: commentsEn.form.signatureTitle });
    await modal.waitFor();
    await sign(page);
    const sent = page.waitForResponse(answerOf('POST', /\/entries\/[^/]+\/comments$/));
    await recordTransients(page, '[data-testid="comment-form-snackbar"]');
    await button(modal, entryEn.signature.save).click();
    const sentResponse = await sent;
    expect(sentResponse.status()).toBe(201);
    expect(sentResponse.request().postDataJSON()).toMatchObject({ newEntryState: 'resolved' });
    await expectTransient(page, commentsEn.labels.commentSaved);
    await expect.poll(() => comments.getByTestId('entry-comment').count()).toBe(1);
    expect(await comments.getByTestId('entry-comment').textContent()).toContain(COMMENT);

    const token = await accessToken('opadmin');
    const entry = (await (await api(token, `/entries/${journey.entryId}`)).json()) as {
      header: { entryState: string; commentsCount: number };
    };
    expect(entry.header).toMatchObject({ entryState: 'resolved', commentsCount: 1 });
    await context.close();
  });
  it('driver: the next new entry carries no resolved defect; after an entry with an open defect it shows the notice and carries it', async () => {
    expect(journey.entryId).not.toBe('');
    const { context, page } = await openAs('driver');
    await pickVehicle(page);
    const defectsSwitch = () => drawer(page).getByRole('switch', { name: entryEn.fields.defects.hasDefects });
    /** Opens a new entry once the vehicle's newest entry was asked for; its Defects tab shown. */
    const addEntry = async () => {
      const newest = page.waitForResponse(answerOf('GET', /\/entries\/newest$/));
      await button(page, logbookEn.actions.addEntry).click();
      expect((await newest).status()).toBe(200);
      await field(drawer(page), entryEn.fields.header.referenceLocation).waitFor();
    };

    // The defect was resolved by the comment: nothing is carried over.
    await addEntry();
    await tab(page, entryEn.tabs.defects).click();
    await expect.poll(() => defectsSwitch().getAttribute('aria-checked')).toBe('false');
    expect(await field(drawer(page), entryEn.fields.defects.description).count()).toBe(0);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await button(drawer(page), entryEn.actions.close).last().click();
    await drawer(page).waitFor({ state: 'detached' });

    // A newer entry of the vehicle with an open defect, finalised through the API.
    const token = await accessToken('driver');
    const now = Date.now();
    const before = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    const carried = 'Door sensor faulty (via the API)';
    const id = crypto.randomUUID();
    const create = await api(token, '/entries', {
      method: 'POST',
      body: JSON.stringify({
        logbookEntryId: id,
        entry: {
          header: {
            vehicleIdRef: journey.vehicleId,
            remarks: null,
            referenceTimestamp: before(2),
            referenceLocation: 'Lübeck',
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
            inspectionPerformedTimestamp_A1: before(5),
            inspectionPerformedTimestamp_V1: before(4),
            selectedV: 'V1',
          },
          defects: { description: carried, measuresDescription: null, state: 'open' },
          stoppage: null,
        },
      }),
    });
    expect(create.status, await create.clone().text()).toBe(201);
    const finalize = await api(token, `/entries/${id}/finalize`, {
      method: 'POST',
      body: JSON.stringify({ signatureImage: Buffer.from(demoSignaturePng(7)).toString('base64') }),
    });
    expect(finalize.status, await finalize.clone().text()).toBe(200);

    // The next new entry: the defect notice, and the open defect carried into the form.
    await addEntry();
    const notice = page.getByRole('alertdialog', { name: entryEn.modals.defectTitle });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(entryEn.modals.defectText);
    await button(notice, entryEn.actions.ok).click();
    await notice.waitFor({ state: 'detached' });
    await tab(page, entryEn.tabs.defects).click();
    await expect.poll(() => defectsSwitch().getAttribute('aria-checked')).toBe('true');
    expect(await field(drawer(page), entryEn.fields.defects.description).inputValue()).toBe(carried);
    expect(await field(drawer(page), entryEn.fields.defects.state).inputValue()).toBe('open');
    await context.close();
  });

  it('dispatcher sees no add button; the other organisation cannot reach the entry', async () => {
    expect(journey.entryId).not.toBe('');
    const { context, page } = await openAs('dispatcher');
    await pickVehicle(page);
    await expect.poll(() => row(page, journey.entryId).count()).toBe(1);
    expect(await page.getByTestId('add-entry').count()).toBe(0);
    await context.close();

    const guest = await accessToken('guest');
    const other = DEMO_ORGANISATIONS[1].id;
    const direct = await api(guest, `/entries/${journey.entryId}`);
    expect(direct.status).toBe(404);
    const viaOwn = await fetch(`${suite.portal.url}${GW}/organisations/${other}/entries/${journey.entryId}`, {
      headers: { authorization: `Bearer ${guest}` },
    });
    // In its own organisation the guest has no logbook right at all: neither the entry nor a list.
    expect(viaOwn.status).toBe(403);
    const list = await fetch(`${suite.portal.url}${GW}/organisations/${other}/entries?top=1000`, {
      headers: { authorization: `Bearer ${guest}` },
    });
    expect(list.status).toBe(403);
  });
});

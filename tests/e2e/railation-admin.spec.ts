import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import adminEn from '../../src/i18n/locales/en-GB/administration.json';
import railationEn from '../../src/i18n/locales/en-GB/railation.json';
import { accessTokenOf, loggedInPage } from './support/login';
import { usePortalAndBrowser } from './support/portal-suite';

/**
 * The console's place editor (issue 12): an administrator changes a place and adds one; the form
 * refuses bad values in the user's language before anything is sent, and what it stores is what the
 * directory then answers.
 */

const R = '/wp-json/fvm/v1/railation';
const editor = adminEn.railation.editor;

interface Found {
  readonly total: number;
  readonly items: readonly { readonly id: string; readonly name: string }[];
}

const search = async (portalUrl: string, term: string): Promise<Found> => {
  const token = await accessTokenOf(portalUrl, 'dispatcher');
  const response = await fetch(`${portalUrl}${R}/places?search=${encodeURIComponent(term)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Found;
};

const field = (page: Page, label: string) =>
  page.getByTestId('railation-place-editor').getByLabel(label, { exact: true });

const waitForSave = (page: Page, method: 'PUT' | 'POST') =>
  page.waitForResponse(
    (r) =>
      r.request().method() === method &&
      new URL(r.url()).pathname.startsWith('/api/admin/v1/railation/places'),
  );

describe('the railation place editor in the console', () => {
  const suite = usePortalAndBrowser();

  it('admin changes a place (bad values refused in the form first) and adds one; the directory answers both', async () => {
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'admin',
      '/useradministration',
    );
    await page.getByRole('tab', { name: adminEn.tabs.railation }).click();
    const table = page.getByTestId('admin-railation-places');
    await table.getByRole('textbox', { name: adminEn.table.search }).fill('Bahnservice Bremen');
    await page
      .getByRole('button', { name: editor.editLabel.replace('{{name}}', 'Bahnservice Bremen') })
      .click();
    const dialog = page.getByTestId('railation-place-editor');
    await expect.poll(() => field(page, editor.fields.name).inputValue()).toBe('Bahnservice Bremen');

    // Bad values: nothing is sent, each field says what is wrong.
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/admin/v1/railation/places')) sent++;
    });
    await field(page, editor.fields.name).fill('');
    await field(page, editor.fields.lat).fill('91');
    await field(page, editor.fields.website).fill('ftp://bremen.example');
    await dialog.getByRole('button', { name: editor.save }).click();
    for (const text of [editor.errors.required, editor.errors.latRange, editor.errors.notAUrl])
      await dialog.getByText(text, { exact: true }).waitFor();
    expect(sent).toBe(0);

    // Good values (a decimal comma is fine): stored, the dialog closes and the table shows the name.
    await field(page, editor.fields.name).fill('Bahnservice Bremen-Nord');
    await field(page, editor.fields.lat).fill('53,1201');
    await field(page, editor.fields.website).fill('https://example.org/bremen-nord');
    const updated = waitForSave(page, 'PUT');
    await dialog.getByRole('button', { name: editor.save }).click();
    expect((await updated).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await table.getByRole('textbox', { name: adminEn.table.search }).fill('Bremen-Nord');
    await table.getByText('Bahnservice Bremen-Nord', { exact: true }).waitFor();
    const found = await search(suite.portal.url, 'Bremen-Nord');
    expect(found.items.map((p) => p.name)).toEqual(['Bahnservice Bremen-Nord']);

    // A new place with two categories, then found by the directory's search.
    await page.getByRole('button', { name: editor.add, exact: true }).click();
    await field(page, editor.fields.name).fill('Werkstatt Testhafen');
    await dialog.getByRole('checkbox', { name: railationEn.categories.names.maintenanceServicing }).click();
    await dialog.getByRole('checkbox', { name: railationEn.categories.names.fuelStation }).click();
    await field(page, editor.fields.lat).fill('53.54');
    await field(page, editor.fields.lng).fill('8.58');
    await field(page, editor.fields.city).fill('Bremerhaven');
    await field(page, editor.fields.description).fill(
      '# Leistungen\n- Radsatzdrehen\n- Bremsprobe\n\nRund um die Uhr.',
    );
    const created = waitForSave(page, 'POST');
    await dialog.getByRole('button', { name: editor.save }).click();
    expect((await created).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
    const added = await search(suite.portal.url, 'Testhafen');
    expect(added.items.map((p) => p.name)).toEqual(['Werkstatt Testhafen']);
    const token = await accessTokenOf(suite.portal.url, 'dispatcher');
    const detail = (await (
      await fetch(`${suite.portal.url}${R}/places/${added.items[0]!.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { categories: number[]; contact: { city: string }; description: { blocks: unknown[] } };
    expect(detail.contact.city).toBe('Bremerhaven');
    expect(detail.description.blocks).toEqual([
      { type: 'heading', text: 'Leistungen' },
      { type: 'list', items: ['Radsatzdrehen', 'Bremsprobe'] },
      { type: 'paragraph', text: 'Rund um die Uhr.' },
    ]);
    await context.close();
  });
});

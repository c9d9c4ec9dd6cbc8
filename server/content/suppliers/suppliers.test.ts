/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- tests read the loosely typed JSON answers */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPLIERS_CSV, seedDemoSuppliersIfEmpty } from '../../demo/suppliers-seed';
import { call, sessionFor } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { readSupplierCsv } from './supplier-rows';
import { fillMissingSupplierLogos } from './supplier.store';

const HEADER = 'id,name,country,street,number,plz,city,lat,lng,website';
/** A logo on the portal itself: the content service's path with a signature, never another host. */
const LOCAL_LOGO = /^\/wp-json\/fvm\/v1\/suppliers\/(\d+)\/logo\?signature=[A-Za-z0-9_-]{43}$/;

describe('the supplier list that ships with the demo data', () => {
  it('reads without a problem: about 229 companies, some without coordinates', async () => {
    const reading = readSupplierCsv(await readFile(DEMO_SUPPLIERS_CSV, 'utf8'));
    expect(reading.issues).toEqual([]);
    expect(reading.suppliers.length).toBeGreaterThanOrEqual(220);
    expect(reading.suppliers.length).toBeLessThanOrEqual(235);
    const without = reading.suppliers.filter((s) => s.coordinates === null).length;
    expect(without).toBeGreaterThan(0);
    expect(without).toBeLessThan(reading.suppliers.length / 2);
  });
});

describeEachDatabase('the supplier list', (getCtx) => {
  const tokens: Record<string, string> = {};
  const list = async () =>
    (await call(getCtx().app, 'GET', '/wp-json/fvm/v1/suppliers', { accessToken: tokens['driver'] ?? '' }))
      .body;
  const importCsv = (content: string, who = 'admin') =>
    call(getCtx().app, 'POST', '/api/admin/v1/suppliers/import', {
      accessToken: tokens[who] ?? '',
      body: { content },
    });

  beforeAll(async () => {
    expect(await seedDemoSuppliersIfEmpty(getCtx().db)).toBe(true);
    expect(await seedDemoSuppliersIfEmpty(getCtx().db)).toBe(false);
    for (const name of ['admin', 'driver']) tokens[name] = (await sessionFor(getCtx().app, name)).accessToken;
  });

  it('lists every supplier by name, with the coordinates pair or null', async () => {
    const { items } = await list();
    expect(items.length).toBeGreaterThanOrEqual(220);
    const names = items.map((s: { name: string }) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(items.some((s: { coordinates: unknown }) => s.coordinates === null)).toBe(true);
    expect((await call(getCtx().app, 'GET', '/wp-json/fvm/v1/suppliers')).status).toBe(401);
  });

  it('gives every supplier a logo served by the portal: SVG, cached for a year, only under its signed address', async () => {
    const { app } = getCtx();
    const items = (await list()).items as { id: number; name: string; logoUrl: string }[];
    for (const s of items) {
      expect(s.logoUrl, s.name).toMatch(LOCAL_LOGO);
      expect(LOCAL_LOGO.exec(s.logoUrl)?.[1]).toBe(String(s.id));
    }
    expect(new Set(items.map((s) => s.logoUrl)).size).toBe(items.length);
    const knorr = items.find((s) => s.name.startsWith('Knorr-Bremse'))!;
    // An <img> sends no token: the signature is the permission.
    const answer = await app.request(`http://portal.test${knorr.logoUrl}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`<title>${knorr.name}</title>`);
    expect(svg).toContain('>Knorr-Bremse</text>');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);

    const other = items.find((s) => s.id !== knorr.id)!;
    const path = (id: number, signature: string) =>
      `/wp-json/fvm/v1/suppliers/${id}/logo?signature=${signature}`;
    const signatureOf = (url: string) => url.slice(url.indexOf('=') + 1);
    // Another supplier's signature, a made-up one, an unknown supplier, none at all.
    expect((await call(app, 'GET', path(knorr.id, signatureOf(other.logoUrl)))).status).toBe(401);
    expect((await call(app, 'GET', path(knorr.id, 'A'.repeat(43)))).status).toBe(401);
    expect((await call(app, 'GET', path(999_999, signatureOf(knorr.logoUrl)))).status).toBe(404);
    expect((await call(app, 'GET', `/wp-json/fvm/v1/suppliers/${knorr.id}/logo`)).status).toBe(400);
  });

  it('a list stored before logos existed gets the same wordmarks on start', async () => {
    const { db } = getCtx();
    const before = (await list()).items.map((s: { logoUrl: string }) => s.logoUrl);
    await db.query(
      'DELETE FROM supplier_logos WHERE supplier_id IN (SELECT id FROM suppliers ORDER BY id LIMIT 5)',
    );
    expect((await list()).items.filter((s: { logoUrl: unknown }) => s.logoUrl === null)).toHaveLength(5);
    expect(await fillMissingSupplierLogos(db)).toBe(5);
    expect(await fillMissingSupplierLogos(db)).toBe(0);
    expect((await list()).items.map((s: { logoUrl: string }) => s.logoUrl)).toEqual(before);
  });

  it('is replaced by the operator’s own CSV; a file with a bad row changes nothing', async () => {
    const before = (await list()).items.length;
    const bad = [
      HEADER,
      '1,Gut,DE,,,,Kassel,,,',
      '2,,DE,,,,Kassel,,,',
      '3,X,Germany,,,,Kassel,,,',
      '4,Y,DE,,,,Kassel,51.3,,',
      '1,Z,DE,,,,Kassel,,,',
    ];
    const refused = await importCsv(bad.join('\n'));
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((i: { field: string }) => i.field)).toEqual([
      'line 3: name',
      'line 4: country',
      'line 5: lng',
      'line 6: id',
    ]);
    expect((await list()).items.length).toBe(before);
    expect((await importCsv(`${HEADER}\n1,Gut,DE,,,,Kassel,,,`, 'driver')).status).toBe(403);
    const answer = await importCsv(
      [
        'id;name;country;street;number;plz;city;lat;lng;website',
        '1;Werkstatt Nord GmbH;DE;Am Gleis;4;24103;Kiel;54,3233;10,1228;https://example.org/nord',
        '2;"Schienen & Co; KG";AT;;;;Linz;;;',
      ].join('\n'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.imported).toBe(2);
    const logoUrl = expect.stringMatching(LOCAL_LOGO);
    expect((await list()).items).toEqual([
      {
        id: 2,
        name: 'Schienen & Co; KG',
        country: 'AT',
        street: null,
        number: null,
        plz: null,
        city: 'Linz',
        coordinates: null,
        website: null,
        logoUrl,
      },
      {
        id: 1,
        name: 'Werkstatt Nord GmbH',
        country: 'DE',
        street: 'Am Gleis',
        number: '4',
        plz: '24103',
        city: 'Kiel',
        coordinates: { lat: 54.3233, lng: 10.1228 },
        website: 'https://example.org/nord',
        logoUrl,
      },
    ]);
  });
});

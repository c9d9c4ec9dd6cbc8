/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { seedDemoRailationIfEmpty } from '../../demo/railation-seed';
import { call, sessionFor } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';

const ADMIN = '/api/admin/v1/railation';
const R = '/wp-json/fvm/v1/railation';

const CSV = [
  'name;categories;lat;lng;street;postcode;city;country;phone;website;description',
  'Tankstelle Kiel-Meimersdorf;fuelStation;54,28;10,12;Am Gleis 1;24145;Kiel;DE;+49 431 123;https://example.org/kiel;Diesel rund um die Uhr',
  '"Werkstatt ""Nord""; Husum";9|1;54.48;9.05;;;Husum;DE;;;"Erste Zeile',
  '',
  'Zweiter Absatz"',
  'Terminal Flensburg;11;54.78;9.43;;;Flensburg;DE;;;',
].join('\n');

const GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [8.8, 53.08] },
      properties: {
        name: 'Schulungszentrum Bremen-Nord',
        categories: [2],
        city: 'Bremen',
        description: { title: 'Kurse', blocks: [{ type: 'list', items: ['Tf-Schein', 'Wagenmeister'] }] },
      },
    },
  ],
});

describeEachDatabase('railation: the administrators keep the directory', (getCtx) => {
  const tokens: Record<string, string> = {};
  const send = (method: string, path: string, body?: unknown, who = 'admin') =>
    call(getCtx().app, method, `${ADMIN}${path}`, {
      accessToken: tokens[who] ?? '',
      ...(body === undefined ? {} : { body }),
    });
  const count = async () =>
    (await getCtx().db.query<{ n: number }>('SELECT count(*)::int AS n FROM railation_places'))[0]?.n;
  const search = async (term: string) =>
    (
      await call(getCtx().app, 'GET', `${R}/places?search=${encodeURIComponent(term)}`, {
        accessToken: tokens['driver'] ?? '',
      })
    ).body;

  beforeAll(async () => {
    await seedDemoRailationIfEmpty(getCtx().db, getCtx().clock);
    for (const name of ['admin', 'opadmin', 'driver'])
      tokens[name] = (await sessionFor(getCtx().app, name)).accessToken;
  });

  it('imports a German spreadsheet’s CSV: semicolons, decimal commas, quoted cells over lines', async () => {
    const before = await count();
    const answer = await send('POST', '/import', { format: 'csv', content: CSV });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 3, replaced: 0 });
    expect(await count()).toBe((before ?? 0) + 3);
    const [kiel, husum] = answer.body.ids;
    const place = (
      await call(getCtx().app, 'GET', `${R}/places/${kiel}`, { accessToken: tokens['driver'] ?? '' })
    ).body;
    expect(place).toMatchObject({ lat: 54.28, lng: 10.12, categories: [3], demo: false });
    expect(place.contact).toMatchObject({ postcode: '24145', phone: '+49 431 123' });
    const workshop = (
      await call(getCtx().app, 'GET', `${R}/places/${husum}`, { accessToken: tokens['driver'] ?? '' })
    ).body;
    expect(workshop.name).toBe('Werkstatt "Nord"; Husum');
    expect(workshop.categories).toEqual([9, 1]);
    expect(workshop.description.blocks).toEqual([
      { type: 'paragraph', text: 'Erste Zeile' },
      { type: 'paragraph', text: 'Zweiter Absatz' },
    ]);
    expect((await search('kiel fuel')).items.map((p: { id: string }) => p.id)).toContain(kiel);
  });

  it('imports GeoJSON, and replaces a place named by its id', async () => {
    const first = await send('POST', '/import', { format: 'geojson', content: GEOJSON });
    expect(first.status).toBe(200);
    const [id] = first.body.ids;
    const again = await send('POST', '/import', {
      format: 'csv',
      content: `id,name,categories,lat,lng\n${id},Schulungszentrum Bremen-Vegesack,2,53.17,8.62`,
    });
    expect(again.body).toMatchObject({ created: 0, replaced: 1, ids: [id] });
    expect((await search('Vegesack')).items.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await search('Bremen-Nord')).total).toBe(0);
  });

  it('reports every bad row with its line and reason and imports nothing of the file', async () => {
    const before = await count();
    const bad = [
      'name,categories,lat,lng,country,website',
      'Gut,3,53.5,10.0,DE,',
      ',3,53.5,10.0,DE,',
      'Ort,99,53.5,10.0,DE,',
      'Ort,3,93.5,10.0,DE,',
      'Ort,3,53.5,10.0,Deutschland,',
      'Ort,3,53.5,10.0,DE,javascript:alert(1)',
      'Ort,3,53.5',
    ].join('\n');
    const answer = await send('POST', '/import', { format: 'csv', content: bad });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/nothing was imported/);
    expect(answer.body.issues.map((i: { field: string }) => i.field)).toEqual([
      'line 3: name',
      'line 4: categories',
      'line 5: lat',
      'line 6: country',
      'line 7: website',
      'line 8',
    ]);
    expect(await count()).toBe(before);
    for (const [format, content, field] of [
      ['csv', 'name,categories,lat,lng\n"open,3,1,1', 'content'],
      ['csv', 'name,kind,lat,lng\nA,3,1,1', 'line 1'],
      [
        'geojson',
        '{"type":"FeatureCollection","features":[{"geometry":{"type":"LineString"}}]}',
        'feature 1: geometry',
      ],
      ['geojson', 'not json', 'content'],
      ['csv', 'id,name,categories,lat,lng\np900,A,3,1,1\np900,B,3,1,1', 'line 3: id'],
    ]) {
      const refused = await send('POST', '/import', { format, content });
      expect(refused.status, content).toBe(400);
      expect(refused.body.field, content).toBe(field);
    }
    expect(await count()).toBe(before);
  });

  it('creates, changes and removes one place; each is audited; 404 for an unknown one', async () => {
    const input = {
      name: 'Bahnstrom Neumünster',
      categories: [8],
      lat: 54.07,
      lng: 9.98,
      contact: {
        street: null,
        postcode: null,
        city: 'Neumünster',
        country: 'DE',
        phone: null,
        website: null,
      },
      imgUrl: null,
      description: null,
    };
    const created = await send('POST', '/places', input);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const changed = await send('PUT', `/places/${id}`, { ...input, name: 'Bahnstrom-Unterwerk Neumünster' });
    expect(changed.status).toBe(200);
    expect(changed.body.name).toBe('Bahnstrom-Unterwerk Neumünster');
    expect((await send('DELETE', `/places/${id}`)).status).toBe(204);
    expect((await send('DELETE', `/places/${id}`)).status).toBe(404);
    expect((await send('PUT', '/places/p999999', input)).status).toBe(404);
    const actions = await getCtx().db.query<{ action: string }>(
      'SELECT action FROM admin_audit_log WHERE target LIKE $1 ORDER BY id',
      [`%(${id})`],
    );
    expect(actions.map((a) => a.action)).toEqual([
      'createRailationPlace',
      'updateRailationPlace',
      'deleteRailationPlace',
    ]);
    const bad = await send('POST', '/places', { ...input, lat: 95 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('lat');
  });

  it('keeps a ship’s voyage when an administrator edits its name', async () => {
    const ship = (await call(getCtx().app, 'GET', `${R}/places/s2`, { accessToken: tokens['driver'] ?? '' }))
      .body;
    const answer = await send('PUT', '/places/s2', {
      name: `${ship.name} II`,
      categories: ship.categories,
      lat: ship.lat,
      lng: ship.lng,
      contact: ship.contact,
      imgUrl: null,
      description: ship.description,
    });
    expect(answer.status).toBe(200);
    getCtx().clock.advanceSeconds(120);
    const moved = (await call(getCtx().app, 'GET', `${R}/places/s2`, { accessToken: tokens['driver'] ?? '' }))
      .body;
    expect(moved.name).toBe(`${ship.name} II`);
    expect([moved.lat, moved.lng]).not.toEqual([ship.lat, ship.lng]);
  });

  it('refuses plain users (403) and callers without a token (401), changing nothing', async () => {
    const before = await count();
    const plain = await send('POST', '/import', { format: 'csv', content: CSV }, 'driver');
    expect(plain.status).toBe(403);
    expect((await send('DELETE', '/places/p1', undefined, 'driver')).status).toBe(403);
    expect((await send('DELETE', '/places/p1', undefined, 'nobody')).status).toBe(401);
    expect(await count()).toBe(before);
  });
});

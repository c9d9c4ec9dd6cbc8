/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { seedDemoRailationIfEmpty } from '../../demo/railation-seed';
import { demoRailationPlaces } from '../../demo/railation-places';
import { call, sessionFor } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';

const R = '/wp-json/fvm/v1/railation';
const FUEL = 3;
const TERMINAL = 11;
const SHIPS = 10;
/** Around Hamburg: Hbf, Harburg and Maschen, not Lüneburg. */
const HAMBURG_BOX = '9.8,53.3,10.2,53.7';

describeEachDatabase('railation: the directory of places', (getCtx) => {
  let token = '';
  const get = async (path: string, accessToken: string | undefined = token) =>
    call(getCtx().app, 'GET', `${R}${path}`, accessToken ? { accessToken } : {});
  const ids = (body: { items: { id: string }[] }) => body.items.map((p) => p.id).sort();

  beforeAll(async () => {
    await seedDemoRailationIfEmpty(getCtx().db, getCtx().clock);
    token = (await sessionFor(getCtx().app, 'driver')).accessToken;
  });

  it('counts the places of each of the twelve categories', async () => {
    const answer = await get('/categories');
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(12);
    const places = demoRailationPlaces();
    for (const { id, count } of answer.body.items) {
      expect(count, `category ${id}`).toBe(places.filter((p) => p.categories.includes(id)).length);
    }
    expect(answer.body.items.find((c: { id: number }) => c.id === SHIPS).count).toBe(24);
    expect(places.length).toBeGreaterThan(250);
  });

  it('lists places of the chosen categories only, 100 a page, by name', async () => {
    const answer = await get(`/places?categories=${FUEL},${TERMINAL}`);
    expect(answer.status).toBe(200);
    const expected = demoRailationPlaces().filter((p) =>
      p.categories.some((c) => c === FUEL || c === TERMINAL),
    );
    expect(answer.body.total).toBe(expected.length);
    expect(answer.body.pageSize).toBe(100);
    for (const p of answer.body.items)
      expect(p.categories.some((c: number) => c === FUEL || c === TERMINAL)).toBe(true);
    const names = answer.body.items.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages through everything: each place once; a page after the last is empty', async () => {
    const all = demoRailationPlaces();
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 100); page++) {
      const answer = await get(`/places?page=${page}`);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(all.length);
      seen.push(...answer.body.items.map((p: { id: string }) => p.id));
    }
    expect(seen.sort()).toEqual(all.map((p) => p.id).sort());
    const after = await get(`/places?page=${Math.ceil(all.length / 100) + 1}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ items: [], total: all.length });
  });

  it('keeps to the bounding box', async () => {
    const answer = await get(`/places?categories=${FUEL}&bbox=${HAMBURG_BOX}`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((p: { name: string }) => p.name).sort()).toEqual([
      'Bahntankstelle Hamburg',
      'Bahntankstelle Hamburg-Harburg',
      'Bahntankstelle Maschen',
    ]);
    const markers = await get(`/markers?categories=${FUEL}&bbox=${HAMBURG_BOX}`);
    expect(markers.status).toBe(200);
    expect(ids(markers.body)).toEqual(ids(answer.body));
    expect(markers.body.truncated).toBe(false);
    for (const m of markers.body.items) {
      expect(m.lng).toBeGreaterThanOrEqual(9.8);
      expect(m.lat).toBeLessThanOrEqual(53.7);
    }
  });

  it('finds the same places in German and English, by prefix, ranking names first', async () => {
    const german = await get(`/places?search=${encodeURIComponent('Tankstelle Hamburg')}`);
    const english = await get(`/places?search=${encodeURIComponent('hamburg fuel')}`);
    expect(german.status).toBe(200);
    expect(german.body.total).toBeGreaterThanOrEqual(2);
    expect(ids(english.body)).toEqual(ids(german.body));
    const prefix = await get(`/places?categories=${FUEL}&search=Ham`);
    expect(prefix.body.items.map((p: { name: string }) => p.name)).toContain('Bahntankstelle Hamburg');
    // 'Werkstatt' is the kind of place in the category words of every workshop; a workshop named
    // after its town ranks first for the town.
    const ranked = await get(`/places?search=${encodeURIComponent('Lokwerkstatt Hamburg')}`);
    expect(ranked.body.items[0].name).toBe('Lokwerkstatt Hamburg');
  });

  it('searches every category when none is named: the place search before any tick', async () => {
    const all = await get('/places?search=Hamburg');
    expect(all.status).toBe(200);
    // The same places as asking for each of the twelve categories in turn (a place counted once).
    const perCategory = new Set<string>();
    for (let category = 1; category <= 12; category++) {
      const one = await get(`/places?categories=${category}&search=Hamburg`);
      for (const p of one.body.items as { id: string }[]) perCategory.add(p.id);
    }
    expect(ids(all.body)).toEqual([...perCategory].sort());
    expect(all.body.total).toBe(perCategory.size);
    const categories = new Set(all.body.items.flatMap((p: { categories: number[] }) => p.categories));
    expect(categories.size).toBeGreaterThanOrEqual(5);
    for (const p of all.body.items) expect(`${p.name} ${p.city}`).toMatch(/Hamburg/);
  });

  it('treats SQL and regular-expression syntax in a search as words, never as code', async () => {
    for (const term of [
      "'; DROP TABLE railation_places; --",
      'ham:* & !x | (y)',
      '.*(a|b)+$',
      'ha\\mb%urg_',
    ]) {
      const answer = await get(`/places?search=${encodeURIComponent(term)}`);
      expect(answer.status, term).toBe(200);
    }
    expect((await get('/categories')).status).toBe(200);
  });

  it('refuses bad queries with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['search=ha', 'query.search'],
      ['search=%3E%3E%3E%3E', 'query.search'],
      [`search=${'x'.repeat(101)}`, 'query.search'],
      ['categories=99', 'query.categories'],
      ['categories=3,abc', 'query.categories'],
      ['bbox=10,54,9,53', 'query.bbox'],
      ['bbox=170,-10,-170,10', 'query.bbox'],
      ['bbox=9,54,10,53', 'query.bbox'],
      ['bbox=9,53,10', 'query.bbox'],
      ['bbox=9,53,10,95', 'query.bbox'],
      ['page=0', 'query.page'],
      ['page=1001', 'query.page'],
      ['page=1.5', 'query.page'],
    ]) {
      const answer = await get(`/places?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.field, query).toBe(field);
    }
  });

  it('answers a place’s details with contact and description blocks; 404 for an unknown one', async () => {
    const answer = await get('/places/p1');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 'p1', demo: true, ship: null, contact: { country: 'DE' } });
    expect(answer.body.description.blocks.map((b: { type: string }) => b.type)).toEqual([
      'heading',
      'list',
      'paragraph',
    ]);
    expect((await get('/places/p99999')).status).toBe(404);
    const bad = await get('/places/x1');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('path.placeId');
  });

  it('moves the ships with the clock: position, course, destination and ETA', async () => {
    const before = (await get('/places/s1')).body;
    expect(before.ship).toMatchObject({ length: expect.any(Number), sog: expect.any(Number) });
    expect(before.ship.destination).toEqual(expect.any(String));
    getCtx().clock.advanceSeconds(60);
    const after = (await get('/places/s1')).body;
    expect([after.lat, after.lng]).not.toEqual([before.lat, before.lng]);
    expect(after.ship.heading).toBeGreaterThanOrEqual(0);
    expect(after.ship.heading).toBeLessThan(360);
    expect(Date.parse(after.ship.eta)).toBeGreaterThan(getCtx().clock.now().getTime());
    // About 60 s at 7–12 kn: 200–400 m.
    const metres = Math.hypot((after.lat - before.lat) * 111_320, (after.lng - before.lng) * 111_320 * 0.6);
    expect(metres).toBeGreaterThan(100);
    expect(metres).toBeLessThan(600);
  });

  it('moves the ships at most every 5 s, however many reads come in between', async () => {
    getCtx().clock.advanceSeconds(60);
    const first = (await get('/places/s2')).body;
    getCtx().clock.advanceSeconds(4);
    const within = (await get('/places/s2')).body;
    expect([within.lat, within.lng, within.ship.eta]).toEqual([first.lat, first.lng, first.ship.eta]);
    getCtx().clock.advanceSeconds(2);
    const after = (await get('/places/s2')).body;
    expect([after.lat, after.lng]).not.toEqual([first.lat, first.lng]);
  });

  it('needs an access token while the directory is not public', async () => {
    for (const path of ['/places', '/markers', '/places/p1', '/categories']) {
      expect((await get(path, '')).status, path).toBe(401);
    }
    expect((await call(getCtx().app, 'GET', '/wp-json/fvm/v1/faq')).status).toBe(401);
    expect((await get('/places', 'not-a-token')).status).toBe(401);
  });
});

describeEachDatabase(
  'railation: a public directory',
  (getCtx) => {
    beforeAll(async () => {
      await seedDemoRailationIfEmpty(getCtx().db, getCtx().clock);
    });

    it('is readable without logging in when the operator made it public', async () => {
      const answer = await call(getCtx().app, 'GET', `${R}/places?categories=${FUEL}&search=Ham`);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBeGreaterThan(0);
      expect((await call(getCtx().app, 'GET', `${R}/places/p1`)).status).toBe(200);
    });
  },
  { seed: false, env: { RAILATION_PUBLIC: '1' } },
);

/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { getNotificationPreview, listNotifications } from '../../src/api/contract';
import { expectExactAnswer, GW } from '../fleet/test-fleet';
import { setAccessWindow } from '../fleet/vehicle-store';
import { call, sessionFor } from '../test-support/http-client';
import { createTestAccount, TEST_PASSWORD } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';
import { createNotificationFleet, NOW, type NotificationFleet } from './test-notifications';

type Item = { id: number; vehicleId: number; timestamp: string; type: string; note: string | null };

describeEachDatabase('notification list and preview', (getCtx) => {
  let fleet: NotificationFleet;
  let token: string;
  let limitedToken: string;

  const get = async (query: string, accessToken = token) =>
    call(getCtx().app, 'GET', `${GW}/notifications${query}`, { accessToken });
  const ids = (body: { items: Item[] }) => body.items.map((i) => i.id);
  const mine = () => [fleet.diesel.id, fleet.eloc.id].join(',');

  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    fleet = await createNotificationFleet(db, 'notification list');
    ({ accessToken: token } = await sessionFor(app, 'dispatcher'));
    const limited = await createTestAccount(db, {
      rights: { 'gateway/telematics': { read: true, create: false } },
    });
    // Berlin's 10 March: the diesel's events from 00:30 local time on, not the 9th's or the 11th's.
    await setAccessWindow(db, limited.accountId, fleet.eloc.id, '2026-03-10', '2026-03-10');
    ({ accessToken: limitedToken } = await sessionFor(app, limited.accountName, TEST_PASSWORD));
  });

  it('answers the newest 50 first by default, with the total over all pages', async () => {
    const response = await get(`?vehicleIds=${mine()}`);
    expect(response.status).toBe(200);
    expectExactAnswer(listNotifications, response.body);
    // 11 March eloc, 10 March eloc (08:00 UTC), then the diesel's 55 from 02:12 back to 23:30 on the 9th …
    const order = [
      fleet.events.eloc[2],
      fleet.events.eloc[1],
      ...[...fleet.events.diesel].reverse(),
      fleet.events.eloc[0],
    ];
    expect(response.body).toMatchObject({ total: 58, skip: 0, top: 50, orderBy: 'timestamp desc' });
    expect(ids(response.body)).toEqual(order.slice(0, 50));
    const next = await get(`?vehicleIds=${mine()}&skip=50`);
    expect(ids(next.body)).toEqual(order.slice(50));
    const window = await get(`?vehicleIds=${mine()}&skip=3&top=4`);
    expect(window.body).toMatchObject({ total: 58, skip: 3, top: 4 });
    expect(ids(window.body)).toEqual(order.slice(3, 7));
    expect((await get(`?vehicleIds=${mine()}&skip=500`)).body).toMatchObject({ total: 58, items: [] });
  });

  it('gives each event its coordinates and the nearest known place, or none', async () => {
    const response = await get(`?vehicleIds=${fleet.diesel.id}&top=2`);
    const [newest, second] = response.body.items;
    expect(newest).toEqual({
      id: fleet.events.diesel[54],
      timestamp: '2026-03-10T02:12:00.000Z',
      vehicleId: fleet.diesel.id,
      type: 'NSSpeedlimitExeeded',
      note: 'diesel 54',
      location: null,
    });
    expect(second.location).toEqual({
      lat: expect.closeTo(53.554, 6),
      lng: expect.closeTo(10.0069, 6),
      placeName: 'Hamburg Hbf',
    });
    const eloc = await get(`?vehicleIds=${fleet.eloc.id}&top=1`);
    expect(eloc.body.items[0].location).toEqual({ lat: 45, lng: -30, placeName: null });
  });

  it('sorts by time, locomotive, type, note or place, either way', async () => {
    const asc = await get(`?vehicleIds=${mine()}&orderBy=timestamp%20asc&top=3`);
    expect(asc.body.orderBy).toBe('timestamp asc');
    expect(ids(asc.body)).toEqual([fleet.events.eloc[0], fleet.events.diesel[0], fleet.events.diesel[1]]);
    // "Diesel …" before "Eloc …"; within a vehicle newest first.
    const byVehicle = await get(`?vehicleIds=${mine()}&orderBy=vehicleId%20asc&top=100`);
    expect(byVehicle.body.items.map((i: Item) => i.vehicleId)).toEqual([
      ...Array<number>(55).fill(fleet.diesel.id),
      ...Array<number>(3).fill(fleet.eloc.id),
    ]);
    const byVehicleDesc = await get(`?vehicleIds=${mine()}&orderBy=vehicleId%20desc&top=3`);
    expect(ids(byVehicleDesc.body)).toEqual([
      fleet.events.eloc[2],
      fleet.events.eloc[1],
      fleet.events.eloc[0],
    ]);
    const byType = await get(`?vehicleIds=${mine()}&orderBy=type&top=100`);
    const types = byType.body.items.map((i: Item) => i.type);
    expect(types).toEqual([...types].sort().reverse());
    const byNote = await get(`?vehicleIds=${mine()}&orderBy=note%20asc&top=100`);
    const notes = byNote.body.items.map((i: Item) => i.note);
    expect(notes.slice(0, 3)).toEqual(['diesel 00', 'diesel 01', 'diesel 02']);
    expect(notes.at(-1)).toBeNull();
    const byPlace = await get(`?vehicleIds=${mine()}&orderBy=location%20asc&top=100`);
    expect(byPlace.body.items[0].location.placeName).toBe('Hamburg Hbf');
  });

  it('keeps to the period in Berlin’s local days', async () => {
    const ninth = await get(`?vehicleIds=${mine()}&period=2026-03-09/2026-03-09`);
    expect(ids(ninth.body)).toEqual([fleet.events.eloc[0]]);
    // 23:30 UTC on the 9th is 00:30 on the 10th in Berlin.
    const tenth = await get(`?vehicleIds=${mine()}&period=2026-03-10/2026-03-10&top=100`);
    expect(tenth.body.total).toBe(56);
    const both = await get(`?vehicleIds=${mine()}&period=2026-03-09/2026-03-12&top=100`);
    expect(both.body.total).toBe(58);
  });

  it('answers the named vehicles, or all of the organisation, never another organisation’s', async () => {
    const eloc = await get(`?vehicleIds=${fleet.eloc.id}`);
    expect(ids(eloc.body)).toEqual([...fleet.events.eloc].reverse());
    const all = await get('?top=1000');
    expect(all.status).toBe(200);
    const seen = new Set(all.body.items.map((i: Item) => i.id));
    for (const id of [...fleet.events.diesel, ...fleet.events.eloc]) expect(seen.has(id)).toBe(true);
    expect(seen.has(fleet.events.alpen[0])).toBe(false);
    const foreign = await get(`?vehicleIds=${fleet.diesel.id},${fleet.alpen.id}`);
    const unknown = await get(`?vehicleIds=${fleet.diesel.id},999999`);
    for (const response of [foreign, unknown]) {
      expect(response.status).toBe(400);
      expect(response.body.field).toBe('query.vehicleIds');
    }
    expect(foreign.body.message.replace(String(fleet.alpen.id), 'N')).toBe(
      unknown.body.message.replace('999999', 'N'),
    );
  });

  it('shows a caller with a limited-access window only the events inside it', async () => {
    const response = await get(`?vehicleIds=${mine()}&top=100`, limitedToken);
    expect(response.status).toBe(200);
    // The diesel is not limited for this caller; the eloc only on 10 March.
    expect(ids(response.body)).toEqual([fleet.events.eloc[1], ...[...fleet.events.diesel].reverse()]);
    const preview = await call(
      getCtx().app,
      'GET',
      `${GW}/notifications/preview?vehicleIds=${fleet.eloc.id}`,
      {
        accessToken: limitedToken,
      },
    );
    expect(ids(preview.body)).toEqual([fleet.events.eloc[1]]);
  });

  it('previews the newest event of the vehicles (skip 0, top 1)', async () => {
    // As the client asks (spec 000 §7: skip 0, top 1), and without the paging, which is the same.
    for (const paging of ['&skip=0&top=1', '']) {
      const response = await call(
        getCtx().app,
        'GET',
        `${GW}/notifications/preview?vehicleIds=${fleet.diesel.id}${paging}`,
        { accessToken: token },
      );
      expect(response.status, paging).toBe(200);
      expectExactAnswer(getNotificationPreview, response.body);
      expect(response.body).toMatchObject({ total: 55, skip: 0, top: 1 });
      expect(ids(response.body)).toEqual([fleet.events.diesel[54]]);
    }
    // Any other page is the list's job.
    for (const [paging, field] of [
      ['&skip=1', 'query.skip'],
      ['&top=2', 'query.top'],
    ] as const) {
      const response = await call(
        getCtx().app,
        'GET',
        `${GW}/notifications/preview?vehicleIds=${fleet.diesel.id}${paging}`,
        { accessToken: token },
      );
      expect(response.status, paging).toBe(400);
      expect(response.body.field, paging).toBe(field);
    }
  });

  it('refuses malformed or impossible periods and bad paging with a 400 naming the parameter', async () => {
    const refused = async (query: string, field: string) => {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.body.field, query).toBe(field);
    };
    await refused('?period=2026-02-30/2026-03-01', 'query.period');
    await refused('?period=2026-03-02/2026-03-01', 'query.period');
    await refused('?period=10.03.2026', 'query.period');
    await refused('?period=2026-03-01', 'query.period');
    await refused('?period=2026-03-01/2026-03-13', 'query.period'); // after today
    await refused('?period=2025-03-01/2026-03-12', 'query.period'); // more than 366 days
    await refused('?top=0', 'query.top');
    await refused('?top=1001', 'query.top');
    await refused('?skip=-1', 'query.skip');
    await refused('?skip=1e20', 'query.skip');
    await refused('?orderBy=speed', 'query.orderBy');
    await refused('?orderBy=timestamp%20sideways', 'query.orderBy');
    await refused(`?vehicleIds=${fleet.diesel.id},${fleet.diesel.id}`, 'query.vehicleIds');
    await refused('?vehicleIds=1,x', 'query.vehicleIds');
    expect((await get('?period=2026-03-12/2026-03-12&top=1000&skip=0')).status).toBe(200);
  });

  it('needs gateway read (403) and a token (401)', async () => {
    const { accessToken } = await sessionFor(getCtx().app, 'driver');
    expect((await get('', accessToken)).status).toBe(403);
    expect((await call(getCtx().app, 'GET', `${GW}/notifications`)).status).toBe(401);
  });
});

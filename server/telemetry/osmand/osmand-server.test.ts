import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { createTestFleet, type TestFleet } from '../../fleet/test-fleet';
import { describeEachDatabase } from '../../test-support/test-databases';
import { revokeDeviceKey } from '../device-keys';
import { assignTracker, listUnknownDevices, revokeTracker } from '../tracker-devices';
import { startOsmAndServer, type OsmAndServer } from './osmand-server';
import { TRACCAR_OSMAND_VECTORS } from './osmand-test-vectors';

const NOW = new Date('2026-03-12T10:00:00Z');
const PHONE = '123456'; // the identifier of most of Traccar's query vectors
const CLIENT = '48241179'; // the identifier of Traccar's first JSON vectors

const positions = async (db: Db, vehicleId: number) =>
  db.query<{ ts: Date; lat: number | null; lng: number | null; speed: number; status: number }>(
    'SELECT ts, lat, lng, speed, status FROM positions WHERE vehicle_id = $1 ORDER BY ts',
    [vehicleId],
  );

describeEachDatabase('the OsmAnd listener (phones running Traccar Client or OsmAnd)', (getCtx) => {
  let fleet: TestFleet;
  let server: OsmAndServer;
  const logged: string[] = [];
  const send = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, init);
  const json = (body: unknown) =>
    send('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const { db } = getCtx();
    fleet = await createTestFleet(db, 'osmand');
    for (const [vehicle, identifier] of [
      [fleet.crane.id, PHONE],
      [fleet.eloc.id, CLIENT],
    ] as const) {
      await revokeDeviceKey(db, vehicle, NOW);
      await assignTracker(db, {
        vehicleId: vehicle,
        protocol: 'osmand',
        identifier,
        label: 'Phone',
        now: NOW,
      });
    }
    server = await startOsmAndServer({
      db,
      clock: { now: () => NOW },
      log: (message) => logged.push(message),
      port: 0,
      host: '127.0.0.1',
      limits: { maxConnections: 20, maxBodyBytes: 4096, requestMs: 5_000 },
    });
  });
  afterAll(() => server.close());

  it('refuses an unknown device with 403 naming the field, and lists it with its attempts', async () => {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const answer = await send('/?id=unknown-phone&lat=53.5&lon=10');
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ error: 'forbidden', field: 'id' });
    }
    const unknown = (await listUnknownDevices(getCtx().db)).find((d) => d.identifier === 'unknown-phone');
    expect(unknown).toMatchObject({ protocol: 'osmand', attempts: 2, lastAddress: '127.0.0.1' });
  });

  it('stores each of Traccar’s query vectors of an assigned phone, answers 200 after the commit, once', async () => {
    const { db } = getCtx();
    const mine = TRACCAR_OSMAND_VECTORS.filter((v) => v.expected.identifier === PHONE);
    for (const vector of mine) expect((await send(vector.url)).status).toBe(200);
    // Sent again (no 200 reached the phone, say): answered, not stored twice.
    for (const vector of mine) expect((await send(vector.url)).status).toBe(200);
    const stored = await positions(db, fleet.crane.id);
    // Five vectors, four of them at the same second (1377177267): the first one stored for that time.
    expect(stored.map((p) => p.ts.toISOString())).toEqual(['2013-08-22T13:14:27.000Z', NOW.toISOString()]);
    expect(stored[0]).toMatchObject({ lat: null, lng: null });
    expect(stored[1]).toMatchObject({ lat: 60, lng: 30, speed: 0 });
  });

  it('stores Traccar Client’s JSON body and a form POST', async () => {
    const { db } = getCtx();
    const vectors = TRACCAR_OSMAND_VECTORS.filter((v) => v.expected.identifier === CLIENT);
    for (const v of vectors) {
      expect(
        (await send(v.url, { method: v.method, headers: { 'content-type': v.contentType }, body: v.body }))
          .status,
      ).toBe(200);
    }
    const form = await send('/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${CLIENT}&timestamp=2026-03-12T09:58:00Z&lat=53.55&lon=9.99&speed=20&bearing=90`,
    });
    expect(form.status).toBe(200);
    const stored = await positions(db, fleet.eloc.id);
    expect(stored.map((p) => [p.ts.toISOString(), p.lat, p.lng])).toEqual([
      ['2025-06-15T13:45:12.862Z', 37.4219983, -122.084],
      ['2026-03-12T09:58:00.000Z', 53.55, 9.99],
    ]);
    // 20 knots = 37.04 km/h: driving (status 4) on the live row.
    expect(stored[1]).toMatchObject({ status: 4 });
    expect(stored[1]!.speed).toBeCloseTo(37, 0);
  });

  it.each([
    ['/?id=123456&lat=91&lon=10', 'lat'],
    ['/?id=123456&timestamp=2026-03-12T11:00:00Z&lat=53&lon=10', 'timestamp'],
    ['/?id=123456&timestamp=1999-12-31T23:00:00Z&lat=53&lon=10', 'timestamp'],
  ])('answers %s with 400 naming %s, and stores nothing', async (path, field) => {
    const before = (await positions(getCtx().db, fleet.crane.id)).length;
    const answer = await send(path);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_request', field });
    expect(await positions(getCtx().db, fleet.crane.id)).toHaveLength(before);
  });

  it('stores none of a batch with one bad position, naming it in the body’s words', async () => {
    const before = (await positions(getCtx().db, fleet.eloc.id)).length;
    const good = { timestamp: '2026-03-12T09:59:00Z', coords: { latitude: 53.5, longitude: 10 } };
    const late = { timestamp: '2026-03-12T10:30:00Z', coords: { latitude: 53.5, longitude: 10 } };
    const answer = await json({ device_id: CLIENT, location: [good, late] });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field: 'location[1].timestamp' });
    expect(await positions(getCtx().db, fleet.eloc.id)).toHaveLength(before);
    expect((await json({ device_id: CLIENT, location: [good] })).status).toBe(200);
    expect(await positions(getCtx().db, fleet.eloc.id)).toHaveLength(before + 1);
  });

  it('refuses other methods (405), a body beyond the limit (413) and a revoked phone (403)', async () => {
    const put = await send('/?id=123456', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    const big = await json({
      device_id: CLIENT,
      location: { timestamp: NOW.toISOString() },
      pad: 'x'.repeat(5000),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: 'payload_too_large', field: 'body' });
    expect(await revokeTracker(getCtx().db, fleet.crane.id, NOW)).toBe('revoked');
    expect((await send('/?id=123456&lat=53&lon=10')).status).toBe(403);
  });
});

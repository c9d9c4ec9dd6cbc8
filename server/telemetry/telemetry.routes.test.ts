/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { createTestFleet, telemetryRecord, type TestFleet } from '../fleet/test-fleet';
import { call } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { createDeviceKey } from './device-keys';

const INGEST = '/logbook/api/logbook/v1/telemetry';
const ingest = (app: Parameters<typeof call>[0], key: string | null, body: unknown) =>
  call(app, 'POST', INGEST, {
    body,
    ...(key === null ? {} : { headers: { authorization: `Bearer ${key}` } }),
  });

describeEachDatabase('the telemetry endpoint', (getCtx) => {
  let fleet: TestFleet;
  beforeAll(async () => {
    fleet = await createTestFleet(getCtx().db, 'route');
    getCtx().clock.set(new Date('2026-03-12T10:00:00Z'));
  });

  it('stores a batch sent with the vehicle’s device key', async () => {
    const { app, db } = getCtx();
    const response = await ingest(app, fleet.diesel.key, {
      records: [
        telemetryRecord('2026-03-12T09:59:00Z'),
        telemetryRecord('2026-03-12T09:59:10Z', { gsmSignal: 40 }),
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: [{ index: 1, field: 'gsmSignal', reason: 'must be between 0 and 31' }],
    });
    const rows = await db.query('SELECT vehicle_id FROM positions WHERE vehicle_id = $1', [fleet.diesel.id]);
    expect(rows).toHaveLength(1);
  });

  it('answers 401 to an unknown, missing or replaced device key, and to a user token', async () => {
    const { app, db } = getCtx();
    const body = { records: [telemetryRecord('2026-03-12T09:59:00Z')] };
    expect((await ingest(app, 'dk_unknown', body)).status).toBe(401);
    expect((await ingest(app, 'not-even-a-key', body)).status).toBe(401);
    expect((await ingest(app, null, body)).status).toBe(401);
    const old = fleet.eloc.key;
    await createDeviceKey(db, fleet.eloc.id);
    const replaced = await ingest(app, old, body);
    expect(replaced.status).toBe(401);
    expect(replaced.body).toMatchObject({ error: 'unauthorized' });
    expect(await db.query('SELECT 1 FROM positions WHERE vehicle_id = $1', [fleet.eloc.id])).toEqual([]);
  });

  it('answers 400 naming the field for a body that is not a batch', async () => {
    const { app } = getCtx();
    for (const body of [{ records: [] }, { records: 'x' }, {}, { records: [{}], extra: 1 }]) {
      const response = await ingest(app, fleet.crane.key, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field).toMatch(/^(records|extra)/);
    }
    const tooMany = { records: Array.from({ length: 1001 }, () => telemetryRecord('2026-03-12T09:00:00Z')) };
    expect((await ingest(app, fleet.crane.key, tooMany)).status).toBe(400);
  });
});

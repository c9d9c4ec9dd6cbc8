/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import type { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_FUEL_CONSUMPTION, getUserVehicles, getVehicleMetadata } from '../../src/api/contract';
import { call, sessionFor } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';
import { ingestRecords } from '../telemetry/ingestion.service';
import { createTestFleet, expectExactAnswer, GW, telemetryRecord, type TestFleet } from './test-fleet';
import { setAccessWindow } from './vehicle-store';

const NOW = new Date('2026-03-10T09:25:00Z');
const SAVED_SETTINGS = { ...DEFAULT_FUEL_CONSUMPTION, standingWithEngRunning: 9 };

describeEachDatabase('the vehicle list for logbook users (no gateway read)', (getCtx) => {
  let fleet: TestFleet;
  let app: Hono;
  let driver: string;
  const get = (path: string, accessToken: string) => call(app, 'GET', `${GW}${path}`, { accessToken });

  beforeAll(async () => {
    const { db, clock } = getCtx();
    clock.set(NOW);
    app = getCtx().app;
    fleet = await createTestFleet(db, 'logbook');
    for (const v of [fleet.diesel, fleet.eloc, fleet.crane, fleet.alpen]) {
      await ingestRecords(db, v.id, [telemetryRecord('2026-03-10T09:20:00Z', { status: 'driving' })], NOW);
    }
    // Saved settings are telematics: the dispatcher sees them, the driver the defaults.
    const dispatcher = (await sessionFor(app, 'dispatcher')).accessToken;
    const saved = await call(app, 'POST', `/wp-json/fvm/v1/locomotive/comment/${fleet.diesel.wpId}`, {
      accessToken: dispatcher,
      body: { comment: 'x', fuelConsumption: JSON.stringify(SAVED_SETTINGS) },
    });
    expect(saved.status).toBe(200);
    driver = (await sessionFor(app, 'driver')).accessToken;
  });

  it('lists the organisation’s vehicles (name, image, type) without any live data', async () => {
    const list = await get('/vehicles', driver);
    expect(list.status).toBe(200);
    expectExactAnswer(getUserVehicles, list.body);
    expect(list.body.items).toEqual([
      expect.objectContaining({ vehicleId: fleet.crane.id, isCrane: true }),
      {
        vehicleId: fleet.diesel.id,
        vehicle: {
          name: 'Diesel logbook',
          image: 'https://images.example.test/Diesel%20logbook.png',
          wpId: fleet.diesel.wpId,
        },
        isCrane: false,
        isEloc: false,
        isTrain: true,
        startDate: null,
        endDate: null,
        live: { statusVehicle: null },
        fuelConsumption: JSON.stringify(DEFAULT_FUEL_CONSUMPTION),
      },
      expect.objectContaining({ vehicleId: fleet.eloc.id, isEloc: true }),
    ]);
    for (const item of list.body.items as { live: unknown }[])
      expect(item.live).toEqual({ statusVehicle: null });
    // The same list with gateway read carries the status and the saved settings.
    const dispatcher = (await sessionFor(app, 'dispatcher')).accessToken;
    const full = await get('/vehicles', dispatcher);
    expect(full.body.items[1]).toMatchObject({ live: { statusVehicle: 'driving' } });
    expect(JSON.parse(full.body.items[1].fuelConsumption as string)).toEqual(SAVED_SETTINGS);
  });

  it('answers the static metadata of the organisation’s vehicles', async () => {
    const metadata = await get('/vehicles/metadata', driver);
    expect(metadata.status).toBe(200);
    expectExactAnswer(getVehicleMetadata, metadata.body);
    expect((metadata.body.items as { vehicleId: number }[]).map((i) => i.vehicleId)).toEqual([
      fleet.crane.id,
      fleet.diesel.id,
      fleet.eloc.id,
    ]);
    expect(metadata.body.items[0]).toMatchObject({ vehicle: { model: 'Kran', type: 'Kran' } });
  });

  it('keeps every live-data operation refused (403, nothing of the vehicle)', async () => {
    const id = fleet.diesel.id;
    for (const path of [
      `/live-data?vehicleIds=${id}`,
      '/vehicles/active',
      `/vehicles/${id}/live-data`,
      `/vehicles/${id}/weather`,
      `/vehicles/${id}/datasheet`,
    ]) {
      const response = await get(path, driver);
      expect(response.status, path).toBe(403);
      expect(response.body.error, path).toBe('forbidden');
      expect(JSON.stringify(response.body), path).not.toContain('Diesel');
    }
    const save = await call(app, 'POST', `/wp-json/fvm/v1/locomotive/comment/${fleet.diesel.wpId}`, {
      accessToken: driver,
      body: { comment: 'x', fuelConsumption: JSON.stringify(DEFAULT_FUEL_CONSUMPTION) },
    });
    expect(save.status).toBe(403);
  });

  it('applies the caller’s limited-access windows to the list', async () => {
    const { db } = getCtx();
    const account = await createTestAccount(db, {
      rights: { logbook_entries: { read: true, create: true } },
    });
    await setAccessWindow(db, account.accountId, fleet.eloc.id, '2026-03-01', '2026-03-09');
    const { accessToken } = await sessionFor(app, account.accountName, account.password);
    const list = await get('/vehicles', accessToken);
    expect(list.status).toBe(200);
    const eloc = (list.body.items as { vehicleId: number }[]).find((i) => i.vehicleId === fleet.eloc.id);
    expect(eloc).toMatchObject({
      startDate: '01.03.2026',
      endDate: '09.03.2026',
      live: { statusVehicle: null },
    });
  });

  it('refuses the list to a caller with neither gateway nor logbook read', async () => {
    const { db } = getCtx();
    for (const rights of [{}, { 'logbook_entries/comments': { read: true, create: true } }]) {
      const account = await createTestAccount(db, { rights });
      const { accessToken } = await sessionFor(app, account.accountName, account.password);
      for (const path of ['/vehicles', '/vehicles/metadata']) {
        const response = await get(path, accessToken);
        expect(response.status, path).toBe(403);
        expect(response.body.error, path).toBe('forbidden');
      }
    }
  });
});

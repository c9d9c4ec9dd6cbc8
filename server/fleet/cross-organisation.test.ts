/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import type { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_FUEL_CONSUMPTION } from '../../src/api/contract';
import { call, sessionFor, type TestResponse } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { ingestRecords } from '../telemetry/ingestion.service';
import {
  ALPEN,
  appWithWeather,
  createTestFleet,
  fakeWeather,
  GW,
  telemetryRecord,
  type TestFleet,
} from './test-fleet';

const NOW = new Date('2026-03-10T09:25:00Z');

type Vehicle = { id: number; wpId: number };

/** Every fleet operation that names one vehicle, as a call for that vehicle. */
const VEHICLE_CALLS: Record<string, (app: Hono, token: string, v: Vehicle) => Promise<TestResponse>> = {
  getLiveDataForVehicle: (app, accessToken, v) =>
    call(app, 'GET', `${GW}/vehicles/${v.id}/live-data`, { accessToken }),
  getWeatherInfo: (app, accessToken, v) =>
    call(app, 'GET', `${GW}/vehicles/${v.id}/weather`, { accessToken }),
  getDatasheet: (app, accessToken, v) =>
    call(app, 'GET', `${GW}/vehicles/${v.id}/datasheet`, { accessToken }),
  saveLocomotiveComment: (app, accessToken, v) =>
    call(app, 'POST', `/wp-json/fvm/v1/locomotive/comment/${v.wpId}`, {
      accessToken,
      body: { comment: 'x', fuelConsumption: JSON.stringify(DEFAULT_FUEL_CONSUMPTION) },
    }),
};

/** The operations that list vehicles: a vehicle of another organisation must not appear. */
const LIST_CALLS: Record<string, (app: Hono, token: string, v: Vehicle) => Promise<TestResponse>> = {
  getLiveData: (app, accessToken, v) =>
    call(app, 'GET', `${GW}/live-data?vehicleIds=${v.id}`, { accessToken }),
  getActiveVehicleList: (app, accessToken) => call(app, 'GET', `${GW}/vehicles/active`, { accessToken }),
  getUserVehicles: (app, accessToken) => call(app, 'GET', `${GW}/vehicles`, { accessToken }),
  getVehicleMetadata: (app, accessToken) => call(app, 'GET', `${GW}/vehicles/metadata`, { accessToken }),
};

const expectHidden = async (app: Hono, token: string, vehicle: Vehicle, who: string) => {
  for (const [operation, send] of Object.entries(VEHICLE_CALLS)) {
    const response = await send(app, token, vehicle);
    expect(response.status, `${who} ${operation}`).toBe(404);
    // No data: nothing but the error itself.
    expect(response.body, `${who} ${operation}`).toEqual({
      error: 'not_found',
      message: 'Vehicle not found.',
    });
  }
  for (const [operation, send] of Object.entries(LIST_CALLS)) {
    const response = await send(app, token, vehicle);
    expect(response.status, `${who} ${operation}`).toBe(200);
    const ids = (response.body.items as { vehicleId: number }[]).map((i) => i.vehicleId);
    expect(ids, `${who} ${operation}`).not.toContain(vehicle.id);
  }
};

describeEachDatabase('fleet authorisation across organisations', (getCtx) => {
  let fleet: TestFleet;
  let app: Hono;
  beforeAll(async () => {
    const { db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'cross');
    for (const v of [fleet.diesel, fleet.eloc, fleet.crane, fleet.alpen]) {
      await ingestRecords(db, v.id, [telemetryRecord('2026-03-10T09:20:00Z')], NOW);
    }
    app = appWithWeather(getCtx(), fakeWeather());
  });

  it('answers 404 with no data for another organisation’s vehicle, from every operation', async () => {
    const dispatcher = (await sessionFor(app, 'dispatcher')).accessToken;
    const guest = (await sessionFor(app, 'guest')).accessToken;
    await expectHidden(app, dispatcher, fleet.alpen, 'dispatcher→alpen');
    for (const v of [fleet.diesel, fleet.eloc, fleet.crane])
      await expectHidden(app, guest, v, 'guest→nordbahn');
    await expectHidden(app, dispatcher, { id: 2_000_000_000, wpId: 2_000_000_000 }, 'unknown');
  });

  it('shows the same vehicles to their own organisation', async () => {
    const dispatcher = (await sessionFor(app, 'dispatcher')).accessToken;
    for (const [operation, send] of Object.entries(VEHICLE_CALLS)) {
      expect((await send(app, dispatcher, fleet.diesel)).status, operation).toBe(200);
    }
    for (const [operation, send] of Object.entries(LIST_CALLS)) {
      const ids = ((await send(app, dispatcher, fleet.diesel)).body.items as { vehicleId: number }[]).map(
        (i) => i.vehicleId,
      );
      expect(ids, operation).toContain(fleet.diesel.id);
    }
  });

  it('follows the active organisation of an account in both', async () => {
    const { accessToken } = await sessionFor(app, 'admin');
    await expectHidden(app, accessToken, fleet.alpen, 'admin in Nordbahn');
    const switched = await call(app, 'PATCH', '/um/v1/accounts/me/settings', {
      accessToken,
      body: { settings: { activeOrganisationId: ALPEN } },
    });
    expect(switched.status).toBe(200);
    expect((await VEHICLE_CALLS['getDatasheet']?.(app, accessToken, fleet.alpen))?.status).toBe(200);
    await expectHidden(app, accessToken, fleet.diesel, 'admin in Alpen');
  });

  it('answers 403 to every operation without the gateway read right but the plain vehicle list', async () => {
    const driver = (await sessionFor(app, 'driver')).accessToken;
    const { getUserVehicles: _forLogbookUsers, ...withoutList } = LIST_CALLS;
    for (const [operation, send] of Object.entries({ ...VEHICLE_CALLS, ...withoutList })) {
      const response = await send(app, driver, fleet.diesel);
      expect(response.status, operation).toBe(403);
      expect(response.body.error, operation).toBe('forbidden');
    }
  });

  it('lists the vehicles without status for logbook users without the gateway read right', async () => {
    const driver = (await sessionFor(app, 'driver')).accessToken;
    const response = await call(app, 'GET', `${GW}/vehicles`, { accessToken: driver });
    expect(response.status).toBe(200);
    const items = response.body.items as { vehicleId: number; live: { statusVehicle: unknown } }[];
    expect(items.map((i) => i.vehicleId)).toContain(fleet.diesel.id);
    expect(items.map((i) => i.vehicleId)).not.toContain(fleet.alpen.id);
    for (const item of items) expect(item.live.statusVehicle).toBeNull();
    const guest = (await sessionFor(app, 'guest')).accessToken;
    expect((await call(app, 'GET', `${GW}/vehicles`, { accessToken: guest })).status).toBe(200);
  });

  it('answers 401 without an access token', async () => {
    for (const [operation, send] of Object.entries({ ...VEHICLE_CALLS, ...LIST_CALLS })) {
      expect((await send(app, '', fleet.diesel)).status, operation).toBe(401);
    }
  });
});

/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- tests read the loosely typed JSON answers */
import type { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import { createTestAccount } from '../test-support/test-accounts';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { ingestRecords } from '../telemetry/ingestion.service';
import { getLiveData } from '../../src/api/contract';
import { ALPEN, expectExactAnswer, appWithWeather, fakeWeather, GW, telemetryRecord } from './test-fleet';
import { clearAccessWindow, insertVehicles, setAccessWindow } from './vehicle-store';

const NOW = new Date('2026-03-10T10:00:00Z'); // 11:00 on 10 March in Berlin

describeEachDatabase('limited-access windows', (getCtx) => {
  let app: Hono;
  let guest: { accountId: string; accessToken: string };
  let limited: number;
  let open: number;

  const liveData = async (token = guest.accessToken) => {
    const response = await call(app, 'GET', `${GW}/live-data?vehicleIds=${limited},${open}`, {
      accessToken: token,
    });
    expect(response.status).toBe(200);
    expectExactAnswer(getLiveData, response.body);
    return response.body.items as Record<string, unknown>[];
  };

  beforeAll(async () => {
    const { db, clock } = getCtx();
    clock.set(NOW);
    app = appWithWeather(getCtx(), fakeWeather());
    const base = { organisationId: ALPEN, image: null, model: 'Vectron', type: 'Lok', engine: 'electric' };
    [limited, open] = (await insertVehicles(db, [
      { ...base, wpId: 810_001, name: 'A limited', fabricNr: '1' },
      { ...base, wpId: 810_002, name: 'B open', fabricNr: '2' },
    ])) as [number, number];
    for (const id of [limited, open]) {
      await ingestRecords(
        db,
        id,
        [
          telemetryRecord('2026-03-09T10:00:00Z', { status: 'driving', mileageKm: 100 }),
          telemetryRecord('2026-03-09T10:05:00Z', { status: 'off', mileageKm: 105 }),
          telemetryRecord('2026-03-10T09:50:00Z', { status: 'driving', mileageKm: 105 }),
          telemetryRecord('2026-03-10T09:55:00Z', { status: 'idle', mileageKm: 111 }),
        ],
        NOW,
      );
    }
    const account = await createTestAccount(db, {
      organisations: [ALPEN],
      rights: { 'gateway/telematics': { read: true, create: false } },
    });
    guest = {
      accountId: account.accountId,
      ...(await sessionFor(app, account.accountName, account.password)),
    };
  });

  it('hides live values and today’s figures dated after a window that ended yesterday', async () => {
    const { db } = getCtx();
    await setAccessWindow(db, guest.accountId, limited, '2026-03-01', '2026-03-09');
    const [hidden, visible] = await liveData();
    expect(hidden).toMatchObject({
      startDate: '01.03.2026',
      endDate: '09.03.2026',
      live: null,
      total: { mileageKm: null },
      todays: { idleHours: 0, drivingHours: 0, workingHours: 0 },
      dailyDrivingHours: 0,
      dailyEquippedHours: 0,
      dailyMileageKm: 0,
      ActualGpsSpeed: null,
      timestamp: { timestampRecentRawDataStatus: null },
      timestampMileage: null,
    });
    // The other vehicle is not limited for this account.
    expect(visible).toMatchObject({
      startDate: null,
      endDate: null,
      live: { statusVehicle: 'idle', mileageKm: 111 },
      dailyDrivingHours: 0.0833,
      dailyMileageKm: 6,
    });
    const list = await call(app, 'GET', `${GW}/vehicles`, { accessToken: guest.accessToken });
    expect(list.body.items[0]).toMatchObject({
      vehicleId: limited,
      live: { statusVehicle: null },
      endDate: '09.03.2026',
    });
    const active = await call(app, 'GET', `${GW}/vehicles/active`, { accessToken: guest.accessToken });
    expect(active.body.items.map((i: { vehicleId: number }) => i.vehicleId)).toEqual([open]);
    const weather = await call(app, 'GET', `${GW}/vehicles/${limited}/weather`, {
      accessToken: guest.accessToken,
    });
    expect(weather.status).toBe(404);
    const detail = await call(app, 'GET', `${GW}/vehicles/${limited}/live-data`, {
      accessToken: guest.accessToken,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.weatherResp).toBeNull();
  });

  it('shows everything from the first day of a window that starts today', async () => {
    const { db } = getCtx();
    await setAccessWindow(db, guest.accountId, limited, '2026-03-10', null);
    const [entry] = await liveData();
    expect(entry).toMatchObject({
      startDate: '10.03.2026',
      endDate: null,
      live: { statusVehicle: 'idle', timestampPosition: '2026-03-10T09:55:00.000Z' },
      dailyDrivingHours: 0.0833,
      dailyMileageKm: 6,
    });
  });

  it('shows nothing of a window that starts tomorrow', async () => {
    const { db } = getCtx();
    await setAccessWindow(db, guest.accountId, limited, '2026-03-11', '2026-03-31');
    const [entry] = await liveData();
    expect(entry).toMatchObject({
      startDate: '11.03.2026',
      endDate: '31.03.2026',
      live: null,
      dailyMileageKm: 0,
    });
  });

  it('limits only the account that has the window', async () => {
    const { db } = getCtx();
    await setAccessWindow(db, guest.accountId, limited, '2026-03-01', '2026-03-09');
    const other = await sessionFor(app, 'guest');
    const [entry] = await liveData(other.accessToken);
    expect(entry).toMatchObject({ startDate: null, live: { statusVehicle: 'idle' }, dailyMileageKm: 6 });
    await clearAccessWindow(db, guest.accountId, limited);
    const [lifted] = await liveData();
    expect(lifted).toMatchObject({ startDate: null, live: { statusVehicle: 'idle' } });
  });
});

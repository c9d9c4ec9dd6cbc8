/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import { gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import {
  DEFAULT_FUEL_CONSUMPTION,
  fleetEndpoints,
  getActiveVehicleList,
  getLiveData,
  telemetryEndpoints,
} from '../../src/api/contract';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { ingestRecords } from '../telemetry/ingestion.service';
import type { WeatherQuery } from '../telemetry/weather-provider';
import {
  appWithWeather,
  expectExactAnswer,
  createTestFleet,
  fakeWeather,
  GW,
  telemetryRecord,
  type TestFleet,
} from './test-fleet';

const NOW = new Date('2026-03-10T09:25:00Z'); // 10:25 in Berlin

describeEachDatabase('fleet reads', (getCtx) => {
  let fleet: TestFleet;
  let accessToken: string;
  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'reads');
    const at = (time: string, fields: Record<string, unknown>) =>
      telemetryRecord(`2026-03-10T${time}Z`, fields);
    await ingestRecords(
      db,
      fleet.diesel.id,
      [
        at('09:00:00', { status: 'standby', mileageKm: 5000 }),
        at('09:05:00', { status: 'idle', mileageKm: 5000 }),
        at('09:10:00', { status: 'driving', mileageKm: 5000, speed: 40 }),
        at('09:15:00', { status: 'driving', mileageKm: 5012.5, speed: 87.3 }),
        at('09:20:00', { status: 'idle', mileageKm: 5020, speed: 0, bearing: 271.5, temperature: 6.5 }),
      ],
      NOW,
    );
    await ingestRecords(db, fleet.eloc.id, [at('08:00:00', { lat: null, lng: null, status: 'off' })], NOW);
    ({ accessToken } = await sessionFor(app, 'dispatcher'));
  });

  it('answers live data and today’s figures of the requested vehicles, leaving out others', async () => {
    const { app } = getCtx();
    const ids = [fleet.diesel.id, fleet.eloc.id, fleet.crane.id, fleet.alpen.id, 999_999].join(',');
    const response = await call(app, 'GET', `${GW}/live-data?vehicleIds=${ids}`, { accessToken });
    expect(response.status).toBe(200);
    expectExactAnswer(getLiveData, response.body);
    const items = response.body.items as { vehicleId: number }[];
    expect(items.map((i) => i.vehicleId)).toEqual([fleet.crane.id, fleet.diesel.id, fleet.eloc.id]);
    expect(items[1]).toEqual({
      vehicleId: fleet.diesel.id,
      wpId: fleet.diesel.wpId,
      vehicle: {
        name: 'Diesel reads',
        image: 'https://images.example.test/Diesel%20reads.png',
        model: 'G 1206',
        type: 'Lokomotive',
        engine: 'diesel',
        fabricNr: 'FN-Diesel reads',
      },
      isCrane: false,
      isEloc: false,
      isTrain: true,
      live: {
        statusVehicle: 'idle',
        position: { lat: 53.55, lng: 9.99 },
        GPSSignal: 12,
        GSMSignal: 20,
        speed: 0,
        bearingAngle: 271.5,
        timestampPosition: '2026-03-10T09:20:00.000Z',
        mileageKm: 5020,
        externalPower: 24.5,
        temperatureSensor: 6.5,
      },
      // standby 09:00–09:05, idle 09:05–09:10, driving 09:10–09:20; 20 km.
      todays: { idleHours: 0.0833, drivingHours: 0.1667, workingHours: 0.25 },
      total: { mileageKm: 5020 },
      dailyDrivingHours: 0.1667,
      dailyEquippedHours: 0.3333,
      dailyMileageKm: 20,
      ActualGpsSpeed: 0,
      timestamp: { timestampRecentRawDataStatus: '2026-03-10T09:20:00.000Z' },
      timestampMileage: '2026-03-10T09:20:00.000Z',
      startDate: null,
      endDate: null,
      fuelConsumption: JSON.stringify(DEFAULT_FUEL_CONSUMPTION),
    });
    expect(items[0]).toMatchObject({ isCrane: true, isTrain: false, live: null, total: { mileageKm: null } });
    expect(items[0]).toMatchObject({
      todays: { idleHours: 0, drivingHours: 0, workingHours: 0 },
      dailyMileageKm: 0,
    });
    expect(items[2]).toMatchObject({ isEloc: true, live: { statusVehicle: 'off', position: null } });
  });

  it('lets a repeated live-data poll revalidate (304 by ETag) and sends gzip to callers that accept it', async () => {
    const { app } = getCtx();
    const path = `${GW}/live-data?vehicleIds=${fleet.diesel.id},${fleet.eloc.id}`;
    const first = await call(app, 'GET', path, { accessToken });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await call(app, 'GET', path, { accessToken, headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
    // Another vehicle set is another answer: the old tag does not match it.
    const other = await call(app, 'GET', `${GW}/live-data?vehicleIds=${fleet.diesel.id}`, {
      accessToken,
      headers: { 'if-none-match': etag! },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    // Without a valid access token the tag does not help: 401 first.
    const anonymous = await call(app, 'GET', path, { headers: { 'if-none-match': etag! } });
    expect(anonymous.status).toBe(401);
    const zipped = await app.request(`http://portal.test${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    const unzipped = JSON.parse(
      gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'),
    ) as unknown;
    expect(unzipped).toEqual(first.body);
  });

  it('lists as active only the vehicles that reported within 15 minutes', async () => {
    const { app } = getCtx();
    const response = await call(app, 'GET', `${GW}/vehicles/active`, { accessToken });
    expect(response.status).toBe(200);
    expectExactAnswer(getActiveVehicleList, response.body);
    expect(response.body.items.map((i: { vehicleId: number }) => i.vehicleId)).toEqual([fleet.diesel.id]);
  });

  it('lists the organisation’s vehicles with metadata and status', async () => {
    const { app } = getCtx();
    const metadata = await call(app, 'GET', `${GW}/vehicles/metadata`, { accessToken });
    expect(metadata.status).toBe(200);
    expect(metadata.body.items).toHaveLength(3);
    expect(metadata.body.items[0]).toMatchObject({
      vehicleId: fleet.crane.id,
      isCrane: true,
      vehicle: { model: 'Kran' },
    });
    const list = await call(app, 'GET', `${GW}/vehicles`, { accessToken });
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ vehicleId: fleet.crane.id, live: { statusVehicle: null } }),
      expect.objectContaining({
        vehicleId: fleet.diesel.id,
        vehicle: { name: 'Diesel reads', image: expect.any(String), wpId: fleet.diesel.wpId },
        live: { statusVehicle: 'idle' },
        startDate: null,
        endDate: null,
      }),
      expect.objectContaining({ vehicleId: fleet.eloc.id, isEloc: true, live: { statusVehicle: 'off' } }),
    ]);
  });

  it('answers the datasheet with the default fuel consumption before any save', async () => {
    const { app } = getCtx();
    const response = await call(app, 'GET', `${GW}/vehicles/${fleet.diesel.id}/datasheet`, { accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      vehicleId: fleet.diesel.id,
      manufacturerName: 'Vossloh',
      modelName: 'G 1206',
      fabricNumber: 'FN-Diesel reads',
      constructionYear: 2004,
      minOperatingWeightKg: 87_000,
      pdfLinks: [],
      comment: null,
      fuelConsumption: DEFAULT_FUEL_CONSUMPTION,
    });
  });

  it('answers live data of one vehicle with the weather at its position and the datasheet', async () => {
    const calls: WeatherQuery[] = [];
    const app = appWithWeather(getCtx(), fakeWeather(calls));
    const path = `${GW}/vehicles/${fleet.diesel.id}/live-data?currentView=livedata&userSessionId=12453&isDemoUser=false&language=en-GB`;
    const response = await call(app, 'GET', path, { accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      notificationResp: null,
      weatherResp: { icon: 'partly-cloudy-day', summary: 'en-GB 53.55,9.99', temperature: 7.5 },
      datasheet: { vehicleId: fleet.diesel.id, manufacturerName: 'Vossloh' },
    });
    expect(calls).toEqual([{ lat: 53.55, lng: 9.99, language: 'en-GB', at: NOW }]);
    const weather = await call(app, 'GET', `${GW}/vehicles/${fleet.diesel.id}/weather`, { accessToken });
    expect(weather.status).toBe(200);
    expect(weather.body).toEqual({
      icon: 'partly-cloudy-day',
      summary: 'de-DE 53.55,9.99',
      temperature: 7.5,
      timestamp: NOW.toISOString(),
    });
  });

  it('has no weather for a vehicle without position, and none when the provider fails', async () => {
    const app = appWithWeather(getCtx(), fakeWeather());
    const eloc = await call(app, 'GET', `${GW}/vehicles/${fleet.eloc.id}/live-data`, { accessToken });
    expect(eloc.status).toBe(200);
    expect(eloc.body.weatherResp).toBeNull();
    expect((await call(app, 'GET', `${GW}/vehicles/${fleet.eloc.id}/weather`, { accessToken })).status).toBe(
      404,
    );
    const failing = appWithWeather(getCtx(), {
      current: () => Promise.reject(new Error('weather service down')),
    });
    const diesel = await call(failing, 'GET', `${GW}/vehicles/${fleet.diesel.id}/live-data`, { accessToken });
    expect(diesel.status).toBe(200);
    expect(diesel.body.weatherResp).toBeNull();
    expect(getCtx().logs.join('\n')).toMatch(/weather service down/);
  });

  it('answers 400 naming the field for a malformed id list or vehicle id', async () => {
    const { app } = getCtx();
    const bad = await call(app, 'GET', `${GW}/live-data?vehicleIds=1,,2`, { accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('query.vehicleIds');
    const badId = await call(app, 'GET', `${GW}/vehicles/abc/datasheet`, { accessToken });
    expect(badId.status).toBe(400);
    expect(badId.body.field).toBe('path.vehicleId');
    const huge = await call(app, 'GET', `${GW}/live-data?vehicleIds=9999999999,${fleet.diesel.id}`, {
      accessToken,
    });
    expect(huge.status).toBe(200);
    expect(huge.body.items).toHaveLength(1);
  });

  it('lists every fleet and telemetry operation in the OpenAPI document', async () => {
    const { app } = getCtx();
    const response = await call(app, 'GET', '/api/openapi.json');
    const operations = Object.values(
      response.body.paths as Record<string, Record<string, { operationId: string }>>,
    )
      .flatMap((methods) => Object.values(methods))
      .map((o) => o.operationId);
    for (const e of [...fleetEndpoints, ...telemetryEndpoints]) expect(operations).toContain(e.operationId);
    const ingest = response.body.paths[`${GW}/telemetry`].post;
    expect(ingest.security).toEqual([{ deviceKey: [] }]);
  });
});

/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_FUEL_CONSUMPTION } from '../../src/api/contract';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { createTestFleet, GW, type TestFleet } from './test-fleet';

const SETTINGS = {
  isActive: true,
  usageTypePercentage: 70,
  shortDistance: { usagePercentage: 40, light: 2.5, heavy: 4 },
  longDistance: { usagePercentage: 60, light: 3, heavy: 5.5 },
  standingWithEngRunning: 12,
};

describeEachDatabase('the datasheet comment save', (getCtx) => {
  let fleet: TestFleet;
  let dispatcher: string;
  const save = (wpId: number, accessToken: string, body: unknown) =>
    call(getCtx().app, 'POST', `/wp-json/fvm/v1/locomotive/comment/${wpId}`, { accessToken, body });
  beforeAll(async () => {
    getCtx().clock.set(new Date('2026-03-10T09:00:00Z'));
    fleet = await createTestFleet(getCtx().db, 'comments');
    dispatcher = (await sessionFor(getCtx().app, 'dispatcher')).accessToken;
  });

  it('refuses the demo user with 403 and stores nothing', async () => {
    const { accessToken } = await sessionFor(getCtx().app, 'demo');
    const response = await save(fleet.diesel.wpId, accessToken, {
      comment: 'demo',
      fuelConsumption: JSON.stringify(SETTINGS),
    });
    expect(response.status).toBe(403);
    expect(await getCtx().db.query('SELECT 1 FROM vehicle_comments')).toEqual([]);
  });

  it('answers 400 naming fuelConsumption for settings that are not valid', async () => {
    for (const fuelConsumption of [
      'not json',
      '"a string"',
      JSON.stringify({ ...SETTINGS, usageTypePercentage: 120 }),
      JSON.stringify({ ...SETTINGS, shortDistance: { usagePercentage: 50, light: -1, heavy: 0 } }),
      JSON.stringify({ isActive: true }),
    ]) {
      const response = await save(fleet.diesel.wpId, dispatcher, { comment: 'x', fuelConsumption });
      expect(response.status, fuelConsumption).toBe(400);
      expect(response.body.field, fuelConsumption).toBe('fuelConsumption');
    }
    const missing = await save(fleet.diesel.wpId, dispatcher, { comment: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('fuelConsumption');
    expect(await getCtx().db.query('SELECT 1 FROM vehicle_comments')).toEqual([]);
  });

  it('stores the comment and settings, answers the comments newest first, and the datasheet shows them', async () => {
    const { app, clock } = getCtx();
    const first = await save(fleet.diesel.wpId, dispatcher, {
      comment: 'Erster Eintrag',
      fuelConsumption: JSON.stringify(DEFAULT_FUEL_CONSUMPTION),
    });
    expect(first.status).toBe(200);
    clock.advanceSeconds(60);
    // The client's derived total travels along; it is not part of the stored settings.
    const second = await save(fleet.diesel.wpId, dispatcher, {
      comment: 'Verbrauch gemessen',
      fuelConsumption: JSON.stringify({ ...SETTINGS, totalLetersPerKm: 3.87 }),
    });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      comments: [
        {
          comment: 'Verbrauch gemessen',
          fuelConsumption: JSON.stringify(SETTINGS),
          authorName: 'Sabine Keller',
          createdAt: '2026-03-10T09:01:00.000Z',
        },
        {
          comment: 'Erster Eintrag',
          fuelConsumption: JSON.stringify(DEFAULT_FUEL_CONSUMPTION),
          authorName: 'Sabine Keller',
          createdAt: '2026-03-10T09:00:00.000Z',
        },
      ],
    });
    const datasheet = await call(app, 'GET', `${GW}/vehicles/${fleet.diesel.id}/datasheet`, {
      accessToken: dispatcher,
    });
    expect(datasheet.body).toMatchObject({ comment: 'Verbrauch gemessen', fuelConsumption: SETTINGS });
    const live = await call(app, 'GET', `${GW}/live-data?vehicleIds=${fleet.diesel.id}`, {
      accessToken: dispatcher,
    });
    expect(JSON.parse(live.body.items[0].fuelConsumption as string)).toEqual(SETTINGS);
    const other = await call(app, 'GET', `${GW}/vehicles/${fleet.eloc.id}/datasheet`, {
      accessToken: dispatcher,
    });
    expect(other.body).toMatchObject({ comment: null, fuelConsumption: DEFAULT_FUEL_CONSUMPTION });
  });

  it('answers 404 for a vehicle of another organisation or none, and 403 without gateway read', async () => {
    const body = { comment: 'x', fuelConsumption: JSON.stringify(SETTINGS) };
    for (const wpId of [fleet.alpen.wpId, 123, 99_999_999_999]) {
      const response = await save(wpId, dispatcher, body);
      expect(response.status, String(wpId)).toBe(404);
    }
    const { accessToken } = await sessionFor(getCtx().app, 'driver');
    expect((await save(fleet.diesel.wpId, accessToken, body)).status).toBe(403);
    expect(
      await getCtx().db.query('SELECT 1 FROM vehicle_comments WHERE vehicle_id = $1', [fleet.alpen.id]),
    ).toEqual([]);
  });
});

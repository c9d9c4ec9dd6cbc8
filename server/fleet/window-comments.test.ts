/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- tests read the loosely typed JSON answers */
import type { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_FUEL_CONSUMPTION } from '../../src/api/contract';
import { createTestAccount } from '../test-support/test-accounts';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { ALPEN, GW } from './test-fleet';
import { insertVehicles, setAccessWindow } from './vehicle-store';

const NOW = new Date('2026-03-10T10:00:00Z');
const WEEKS_AGO = new Date('2026-02-05T10:00:00Z');

const settings = (usageTypePercentage: number) => ({ ...DEFAULT_FUEL_CONSUMPTION, usageTypePercentage });
const [IN_WINDOW, TODAY, BEFORE_WINDOW, CURRENT] = [settings(11), settings(22), settings(33), settings(44)];

/**
 * Spec 000 §1: a vehicle's limited-access window restricts which data the user sees. A datasheet
 * comment is dated data: a limited user neither reads one dated outside the window (nor the settings
 * saved with it) nor writes one there.
 */
describeEachDatabase('limited-access windows and datasheet comments', (getCtx) => {
  let app: Hono;
  let guest: string;
  let writer: string;
  let ended: { id: number; wpId: number };
  let current: { id: number; wpId: number };
  let never: { id: number; wpId: number };

  const save = (vehicle: { wpId: number }, accessToken: string, comment: string, fuel: object) =>
    call(app, 'POST', `/wp-json/fvm/v1/locomotive/comment/${vehicle.wpId}`, {
      accessToken,
      body: { comment, fuelConsumption: JSON.stringify(fuel) },
    });
  const get = (path: string, accessToken = guest) => call(app, 'GET', `${GW}${path}`, { accessToken });

  beforeAll(async () => {
    const { db, clock } = getCtx();
    app = getCtx().app;
    const base = { organisationId: ALPEN, image: null, model: 'G 1206', type: 'Lok', engine: 'diesel' };
    const wpId = 830_000 + Math.floor(Math.random() * 1000) * 10;
    const ids = await insertVehicles(db, [
      { ...base, wpId, name: 'W ended', fabricNr: '1' },
      { ...base, wpId: wpId + 1, name: 'W current', fabricNr: '2' },
      { ...base, wpId: wpId + 2, name: 'W never', fabricNr: '3' },
    ]);
    [ended, current, never] = ids.map((id, i) => ({ id, wpId: wpId + i })) as [
      typeof ended,
      typeof ended,
      typeof ended,
    ];
    const rights = { 'gateway/telematics': { read: true, create: false } };
    const limited = await createTestAccount(db, { organisations: [ALPEN], rights });
    const other = await createTestAccount(db, { organisations: [ALPEN], rights });
    await setAccessWindow(db, limited.accountId, ended.id, '2026-01-01', '2026-02-10');
    await setAccessWindow(db, limited.accountId, current.id, '2026-03-01', null);
    await setAccessWindow(db, limited.accountId, never.id, '2026-02-01', '2026-02-20');
    guest = (await sessionFor(app, limited.accountName, limited.password)).accessToken;
    clock.set(WEEKS_AGO);
    writer = (await sessionFor(app, other.accountName, other.password)).accessToken;
    expect((await save(ended, writer, 'in the window', IN_WINDOW)).status).toBe(200);
    expect((await save(current, writer, 'before the window', BEFORE_WINDOW)).status).toBe(200);
    clock.set(NOW);
    writer = (await sessionFor(app, other.accountName, other.password)).accessToken;
    guest = (await sessionFor(app, limited.accountName, limited.password)).accessToken;
    expect((await save(ended, writer, 'saved today', TODAY)).status).toBe(200);
    expect((await save(current, writer, 'current', CURRENT)).status).toBe(200);
    expect((await save(never, writer, 'after the window', TODAY)).status).toBe(200);
  });

  it('shows a window that ended weeks ago only the comment and settings dated in it', async () => {
    const datasheet = await get(`/vehicles/${ended.id}/datasheet`);
    expect(datasheet.status).toBe(200);
    expect(datasheet.body).toMatchObject({ comment: 'in the window', fuelConsumption: IN_WINDOW });
    const detail = await get(`/vehicles/${ended.id}/live-data`);
    expect(detail.body.datasheet).toMatchObject({ comment: 'in the window', fuelConsumption: IN_WINDOW });
    const live = await get(`/live-data?vehicleIds=${ended.id},${current.id},${never.id}`);
    const fuel = (live.body.items as { fuelConsumption: string }[]).map(
      (i) => JSON.parse(i.fuelConsumption) as unknown,
    );
    expect(fuel).toEqual([CURRENT, IN_WINDOW, DEFAULT_FUEL_CONSUMPTION]);
    const list = await get('/vehicles');
    const listed = (list.body.items as { vehicleId: number; fuelConsumption: string }[]).filter((i) =>
      [ended.id, never.id].includes(i.vehicleId),
    );
    expect(listed.map((i) => JSON.parse(i.fuelConsumption) as unknown)).toEqual([
      IN_WINDOW,
      DEFAULT_FUEL_CONSUMPTION,
    ]);
    // A window without any comment in it shows none, and the defaults.
    expect((await get(`/vehicles/${never.id}/datasheet`)).body).toMatchObject({
      comment: null,
      fuelConsumption: DEFAULT_FUEL_CONSUMPTION,
    });
  });

  it('shows an open window its own comments, not those from before it', async () => {
    expect((await get(`/vehicles/${current.id}/datasheet`)).body).toMatchObject({
      comment: 'current',
      fuelConsumption: CURRENT,
    });
    const saved = await save(current, guest, 'guest note', CURRENT);
    expect(saved.status).toBe(200);
    expect(saved.body.comments.map((c: { comment: string }) => c.comment)).toEqual(['guest note', 'current']);
  });

  it('refuses a save on a vehicle whose window has ended, storing nothing', async () => {
    const { db } = getCtx();
    const before = await db.query('SELECT id FROM vehicle_comments WHERE vehicle_id = $1 ORDER BY id', [
      ended.id,
    ]);
    const response = await save(ended, guest, 'guest after the window', IN_WINDOW);
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/window/);
    expect(
      await db.query('SELECT id FROM vehicle_comments WHERE vehicle_id = $1 ORDER BY id', [ended.id]),
    ).toEqual(before);
    // The vehicle's settings are still those saved today by the unlimited user.
    expect((await get(`/vehicles/${ended.id}/datasheet`, writer)).body).toMatchObject({
      comment: 'saved today',
      fuelConsumption: TODAY,
    });
  });
});

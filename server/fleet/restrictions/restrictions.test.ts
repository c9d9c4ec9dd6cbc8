/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import {
  acknowledgeVehicleRestriction,
  createVehicleRestriction,
  listActiveRestrictions,
  listVehicleRestrictions,
  type ActiveRestrictions,
  type Restriction,
  type VehicleRestrictions,
} from '../../../src/api/contract';
import { call, sessionFor } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { NOW, newVehicle } from '../../notifications/rules/test-rules';
import { ALPEN, expectExactAnswer } from '../test-fleet';
import { insertVehicles } from '../vehicle-store';
import { insertRestriction } from './restriction-store';
import { ACTIVE_RESTRICTIONS, addRestriction, restrictionsOf, restrictionsPath } from './test-restrictions';

const HOUR = 3600_000;
const MINUTE = 60_000;
const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describeEachDatabase('restriction notices (issue 30 §2)', (getCtx) => {
  const tokens: Record<'admin' | 'driver' | 'dispatcher' | 'demo', string> = {
    admin: '',
    driver: '',
    dispatcher: '',
    demo: '',
  };

  beforeAll(async () => {
    const { app, clock } = getCtx();
    clock.set(NOW);
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) {
      tokens[name] = (await sessionFor(app, name)).accessToken;
    }
  });

  it('attaches a restriction with who and when, lists it as active and on the fleet’s list', async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    const id = await newVehicle(db);
    const response = await call(app, 'POST', restrictionsPath(id), {
      accessToken: tokens.admin,
      body: { text: '  Sanding out of order ', speedLimitKmh: 80, validUntil: later(2 * HOUR) },
    });
    expect(response.status).toBe(201);
    expectExactAnswer(createVehicleRestriction, response.body);
    expect(response.body).toMatchObject({
      vehicleId: id,
      text: 'Sanding out of order',
      speedLimitKmh: 80,
      validUntil: later(2 * HOUR),
      created: { at: NOW.toISOString(), by: { name: 'Anna Hoffmann' } },
      lifted: null,
      active: true,
      acknowledgedByMe: null,
      acknowledgements: [],
    });
    // The driver (logbook read only) reads it too; so does the fleet's list.
    const list = await call(app, 'GET', restrictionsPath(id), { accessToken: tokens.driver });
    expect(list.status).toBe(200);
    expectExactAnswer(listVehicleRestrictions, list.body);
    const listed = list.body as VehicleRestrictions;
    const made = response.body as Restriction;
    expect(listed.active.map((r) => r.id)).toEqual([made.id]);
    expect(list.body.history).toEqual([]);
    const fleet = await call(app, 'GET', ACTIVE_RESTRICTIONS, { accessToken: tokens.dispatcher });
    expectExactAnswer(listActiveRestrictions, fleet.body);
    expect((fleet.body as ActiveRestrictions).items).toContainEqual({
      id: made.id,
      vehicleId: id,
      text: 'Sanding out of order',
      speedLimitKmh: 80,
      validUntil: later(2 * HOUR),
    });
  });

  it('ends a restriction when its valid-until passes, without a write', async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    const id = await newVehicle(db);
    const made = await addRestriction(app, tokens.admin, id, {
      text: 'max 40 km/h',
      validUntil: later(MINUTE),
    });
    // Access tokens live for minutes: the end is a minute ahead.
    clock.set(new Date(NOW.getTime() + MINUTE));
    const after = await restrictionsOf(app, tokens.driver, id);
    expect(after.active).toEqual([]);
    expect(after.history).toMatchObject([{ id: made.id, active: false, lifted: null }]);
    const fleet = await call(app, 'GET', ACTIVE_RESTRICTIONS, { accessToken: tokens.driver });
    expect((fleet.body as ActiveRestrictions).items.map((r) => r.id)).not.toContain(made.id);
    const ack = await call(app, 'POST', `${restrictionsPath(id)}/${made.id}/acknowledge`, {
      accessToken: tokens.driver,
      body: {},
    });
    expect(ack.status).toBe(409);
    expect(ack.body.field).toBe('restrictionId');
    clock.set(NOW);
  });

  it('the fleet’s active list (map, panel, live data) holds only the organisation’s active ones, for every reader', async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    const id = await newVehicle(db);
    const kept = await addRestriction(app, tokens.admin, id, { text: 'max 50 km/h', speedLimitKmh: 50 });
    const lifted = await addRestriction(app, tokens.admin, id, { text: 'Horn defective' });
    const lift = await call(app, 'POST', `${restrictionsPath(id)}/${lifted.id}/lift`, {
      accessToken: tokens.admin,
      body: { remark: 'Repaired' },
    });
    expect(lift.status).toBe(200);
    const [alpen] = await insertVehicles(db, [
      {
        organisationId: ALPEN,
        wpId: 780_000 + Math.floor(Math.random() * 100_000),
        name: 'Alpen active list',
        image: null,
        model: 'G 1206',
        type: 'Lokomotive',
        engine: 'diesel',
        fabricNr: 'FN-AL',
      },
    ]);
    const foreign = await insertRestriction(db, alpen!, kept.created.by.accountId!, NOW, {
      text: 'Another organisation’s',
      speedLimitKmh: 30,
      validUntil: null,
    });
    expect((await call(app, 'GET', ACTIVE_RESTRICTIONS)).status).toBe(401);
    for (const who of ['dispatcher', 'driver', 'demo'] as const) {
      const answer = await call(app, 'GET', ACTIVE_RESTRICTIONS, { accessToken: tokens[who] });
      expect(answer.status, who).toBe(200);
      expectExactAnswer(listActiveRestrictions, answer.body);
      const ids = (answer.body as ActiveRestrictions).items.map((r) => r.id);
      expect(ids, who).toContain(kept.id);
      expect(ids, who).not.toContain(lifted.id);
      expect(ids, who).not.toContain(foreign);
    }
  });

  it('records each driver’s acknowledgement once, with name and time', async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    const id = await newVehicle(db);
    const made = await addRestriction(app, tokens.admin, id, { text: 'Brake test due' });
    const path = `${restrictionsPath(id)}/${made.id}/acknowledge`;
    const first = await call(app, 'POST', path, { accessToken: tokens.driver, body: {} });
    expect(first.status).toBe(200);
    expectExactAnswer(acknowledgeVehicleRestriction, first.body);
    expect(first.body.acknowledgedByMe).toBe(NOW.toISOString());
    expect(first.body.acknowledgements).toMatchObject([
      { at: NOW.toISOString(), by: { name: 'Lukas Wagner' } },
    ]);
    clock.set(new Date(NOW.getTime() + 60_000));
    const again = await call(app, 'POST', path, { accessToken: tokens.driver, body: {} });
    expect(again.status).toBe(200);
    expect(again.body.acknowledgements).toHaveLength(1);
    expect(again.body.acknowledgedByMe).toBe(NOW.toISOString());
    // Another reader sees the driver's acknowledgement, not its own.
    const seen = await restrictionsOf(app, tokens.admin, id);
    expect(seen.active[0]).toMatchObject({
      acknowledgedByMe: null,
      acknowledgements: [{ by: { name: 'Lukas Wagner' } }],
    });
    // One queued offline carries its time; a time ahead of the server's is refused.
    const admin = await call(app, 'POST', path, {
      accessToken: tokens.admin,
      body: { acknowledgedAt: '2026-03-12T09:59:00Z' },
    });
    expect(admin.body.acknowledgedByMe).toBe(NOW.toISOString());
    const ahead = await call(app, 'POST', path, {
      accessToken: tokens.admin,
      body: { acknowledgedAt: later(HOUR) },
    });
    expect(ahead.status).toBe(400);
    expect(ahead.body.field).toBe('acknowledgedAt');
    clock.set(NOW);
  });

  it('lifts with a remark, keeps the history, and refuses a second lifting', async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    const id = await newVehicle(db);
    const made = await addRestriction(app, tokens.admin, id, {
      text: 'Pantograph damaged',
      speedLimitKmh: 60,
    });
    const path = `${restrictionsPath(id)}/${made.id}/lift`;
    for (const body of [{}, { remark: '  ' }, { remark: 'x'.repeat(4001) }]) {
      const refused = await call(app, 'POST', path, { accessToken: tokens.admin, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('remark');
    }
    const lifted = await call(app, 'POST', path, { accessToken: tokens.admin, body: { remark: 'Repaired' } });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({
      active: false,
      lifted: { at: NOW.toISOString(), by: { name: 'Anna Hoffmann' }, remark: 'Repaired' },
    });
    const twice = await call(app, 'POST', path, { accessToken: tokens.admin, body: { remark: 'again' } });
    expect(twice.status).toBe(409);
    const list = await restrictionsOf(app, tokens.driver, id);
    expect(list.active).toEqual([]);
    expect(list.history.map((r) => r.id)).toEqual([made.id]);
  });

  it('refuses bad input naming the field', async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    const id = await newVehicle(db);
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '', speedLimitKmh: null, validUntil: null }, 'text'],
      [{ text: '   ', speedLimitKmh: null, validUntil: null }, 'text'],
      [{ text: 'x'.repeat(501), speedLimitKmh: null, validUntil: null }, 'text'],
      [{ text: 'slow', speedLimitKmh: 4, validUntil: null }, 'speedLimitKmh'],
      [{ text: 'slow', speedLimitKmh: 301, validUntil: null }, 'speedLimitKmh'],
      [{ text: 'slow', speedLimitKmh: 40.5, validUntil: null }, 'speedLimitKmh'],
      [{ text: 'slow', speedLimitKmh: null, validUntil: 'tomorrow' }, 'validUntil'],
      [{ text: 'slow', speedLimitKmh: null, validUntil: later(-60_000) }, 'validUntil'],
      [{ text: 'slow', speedLimitKmh: null, validUntil: NOW.toISOString() }, 'validUntil'],
    ];
    for (const [body, field] of cases) {
      const refused = await call(app, 'POST', restrictionsPath(id), { accessToken: tokens.admin, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.body), JSON.stringify(body)).toContain(field);
    }
    // Nothing half-stored.
    expect((await restrictionsOf(app, tokens.admin, id)).active).toEqual([]);
    const badId = await call(app, 'GET', `${restrictionsPath(id)}`.replace(String(id), 'abc'), {
      accessToken: tokens.admin,
    });
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toContain('vehicleId');
  });

  it('checks rights: editors set and lift, drivers acknowledge, the demo user reads only, other organisations 404', async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    const id = await newVehicle(db);
    const body = { text: 'max 80 km/h', speedLimitKmh: 80, validUntil: null };
    expect((await call(app, 'POST', restrictionsPath(id), { body })).status).toBe(401);
    for (const who of ['dispatcher', 'driver', 'demo'] as const) {
      const refused = await call(app, 'POST', restrictionsPath(id), { accessToken: tokens[who], body });
      expect(refused.status, who).toBe(403);
    }
    const made = await addRestriction(app, tokens.admin, id, body);
    const lift = `${restrictionsPath(id)}/${made.id}/lift`;
    expect(
      (await call(app, 'POST', lift, { accessToken: tokens.driver, body: { remark: 'ok' } })).status,
    ).toBe(403);
    const ack = `${restrictionsPath(id)}/${made.id}/acknowledge`;
    expect((await call(app, 'POST', ack, { accessToken: tokens.demo, body: {} })).status).toBe(403);
    expect((await call(app, 'POST', ack, { accessToken: tokens.dispatcher, body: {} })).status).toBe(403);
    expect((await call(app, 'GET', restrictionsPath(id), { accessToken: tokens.demo })).status).toBe(200);
    // A vehicle of another organisation is 404, as is a restriction of another vehicle.
    const [alpen] = await insertVehicles(db, [
      {
        organisationId: ALPEN,
        wpId: 880_000 + Math.floor(Math.random() * 100_000),
        name: 'Alpen restriction',
        image: null,
        model: 'G 1206',
        type: 'Lokomotive',
        engine: 'diesel',
        fabricNr: 'FN-AR',
      },
    ]);
    // The admin is a member of both, Nordbahn active: Alpen's vehicle is not one of its active organisation's.
    for (const who of ['admin', 'driver'] as const) {
      const answer = await call(app, 'GET', restrictionsPath(alpen!), { accessToken: tokens[who] });
      expect(answer.status, who).toBe(404);
    }
    const other = await newVehicle(db);
    const wrong = await call(app, 'POST', `${restrictionsPath(other)}/${made.id}/acknowledge`, {
      accessToken: tokens.driver,
      body: {},
    });
    expect(wrong.status).toBe(404);
  });
});

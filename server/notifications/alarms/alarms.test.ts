/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import {
  acknowledgeNotificationAlarm,
  type Alarm,
  getNotificationAlarm,
  getNotificationAlarmCounts,
  listNotificationAlarms,
} from '../../../src/api/contract';
import { ALPEN, expectExactAnswer, NORDBAHN } from '../../fleet/test-fleet';
import { call, sessionFor } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { at, NOW, newVehicle, saveRule, send } from '../rules/test-rules';
import { readerHeaders } from '../test-stream';
import { clearDueAlarms } from './alarm-sweeper';
import { ALARMS, alarmDetail, alarmIdsOfEvents, alarmsOf } from './test-alarms';

const speeds = (from: number, ...values: number[]) => values.map((speed, i) => at(from + i, { speed }));
const bearerOf = (headers: Record<string, string>) => (headers['authorization'] ?? '').slice(7);

describeEachDatabase('alarms', (getCtx) => {
  let token: string;

  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    token = bearerOf((await readerHeaders(db, app, NORDBAHN)).headers);
  });

  it('groups a rule’s events on a vehicle into one alarm until its condition held false for 10 minutes', async () => {
    const { db, app } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50 }); // fine again at 47 km/h
    // Broken at 0 and 2 (one alarm), fine from 3 on: cleared at 13; broken again at 20: a new alarm.
    await send(db, id, speeds(0, 60, 40, 70, 40), speeds(4, 40, 40), [at(14, { speed: 40 })], speeds(20, 80));
    const ids = await alarmIdsOfEvents(db, id);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    const response = await call(app, 'GET', `${ALARMS}?vehicleIds=${id}`, { accessToken: token });
    expect(response.status).toBe(200);
    expectExactAnswer(listNotificationAlarms, response.body);
    const [newest, oldest] = (response.body as { items: Alarm[] }).items;
    expect(oldest).toMatchObject({
      state: 'cleared',
      count: 2,
      firstTimestamp: '2026-03-11T08:00:00.000Z',
      lastTimestamp: '2026-03-11T08:02:00.000Z',
      lastNote: '70 km/h > 50 km/h',
      clearAfterMinutes: 10,
      cleared: { at: '2026-03-11T08:13:00.000Z', cause: 'condition', by: null, remark: null },
    });
    expect(newest).toMatchObject({ state: 'active', count: 1, conditionFalseSince: null, clearsAt: null });
    // The events stay in the history, and the alarm's detail lists its own.
    const detail = await alarmDetail(app, token, oldest!.id);
    expectExactAnswer(getNotificationAlarm, detail.body);
    expect(detail.body.events.map((e) => e.note)).toEqual(['70 km/h > 50 km/h', '60 km/h > 50 km/h']);
  });

  it('clears the open alarm of a rule switched off as if its condition turned false', async () => {
    const { db, app } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50 });
    await send(db, id, speeds(0, 60));
    await saveRule(db, id, 'NSSpeedlimitExeeded', { status: false, max: 50 });
    // Still too fast, but nothing checks the limit any more: fine from 1 on, cleared at 11.
    await send(db, id, speeds(1, 70), [at(12, { speed: 70 })]);
    const alarms = await alarmsOf(app, token, id);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({
      state: 'cleared',
      count: 1,
      cleared: { at: '2026-03-11T08:11:00.000Z', cause: 'condition', by: null },
    });
  });

  it('clears an alarm and opens the rule’s next one within one batch (a device unloading its backlog)', async () => {
    const { db, app } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50 });
    await send(db, id, speeds(0, 60, 40), [at(12, { speed: 40 }), at(20, { speed: 70 })]);
    const alarms = await alarmsOf(app, token, id);
    expect(alarms.map((a) => [a.state, a.count, a.cleared?.at ?? null])).toEqual([
      ['active', 1, null],
      ['cleared', 1, '2026-03-11T08:11:00.000Z'],
    ]);
  });

  it('acknowledges with a remark, clears by hand with one, and refuses what the state does not allow', async () => {
    const { db, app } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSuspectedCrash');
    await send(db, id, [at(0, { speed: 40, accelLongPeakG: 2 })]);
    const alarm = (await alarmsOf(app, token, id))[0]!;
    expect(alarm).toMatchObject({ state: 'active', type: 'NSSuspectedCrash', clearAfterMinutes: null });
    const counts = await call(app, 'GET', `${ALARMS.replace('/alarms', '/alarm-counts')}`, {
      accessToken: token,
    });
    expectExactAnswer(getNotificationAlarmCounts, counts.body);
    const activeBefore = counts.body.active as number;

    const ack = await call(app, 'POST', `${ALARMS}/${alarm.id}/acknowledge`, {
      accessToken: token,
      body: { remark: 'Driver called, checking' },
    });
    expect(ack.status).toBe(200);
    expectExactAnswer(acknowledgeNotificationAlarm, ack.body);
    expect(ack.body.state).toBe('acknowledged');
    expect(ack.body.acknowledged).toMatchObject({ at: NOW.toISOString(), remark: 'Driver called, checking' });
    expect(ack.body.acknowledged.by.name).not.toBe('');
    const after = await call(app, 'GET', `${ALARMS.replace('/alarms', '/alarm-counts')}`, {
      accessToken: token,
    });
    expect(after.body.active).toBe(activeBefore - 1);
    expect((await alarmsOf(app, token, id, 'acknowledged')).map((a) => a.id)).toEqual([alarm.id]);
    expect(await alarmsOf(app, token, id, 'active')).toEqual([]);

    const again = await call(app, 'POST', `${ALARMS}/${alarm.id}/acknowledge`, {
      accessToken: token,
      body: { remark: '' },
    });
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('alarmId');

    for (const body of [{}, { remark: '   ' }, { remark: 'x'.repeat(4001) }]) {
      const refused = await call(app, 'POST', `${ALARMS}/${alarm.id}/clear`, { accessToken: token, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('remark');
    }
    const cleared = await call(app, 'POST', `${ALARMS}/${alarm.id}/clear`, {
      accessToken: token,
      body: { remark: 'Inspected, no damage' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      state: 'cleared',
      cleared: { cause: 'manual', remark: 'Inspected, no damage', at: NOW.toISOString() },
    });
    const twice = await call(app, 'POST', `${ALARMS}/${alarm.id}/clear`, {
      accessToken: token,
      body: { remark: 'again' },
    });
    expect(twice.status).toBe(409);
    // A new crash after the clearing is a new alarm.
    await send(db, id, [at(1, { speed: 40 }), at(5, { speed: 40, accelLongPeakG: 2 })]);
    expect((await alarmsOf(app, token, id)).map((a) => a.state)).toEqual(['active', 'cleared']);
  });

  it('checks rights and input like the notification endpoints', async () => {
    const { db, app } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSuspectedCrash');
    await send(db, id, [at(0, { speed: 40, accelLongPeakG: 2 })]);
    const alarm = (await alarmsOf(app, token, id))[0]!;
    const path = `${ALARMS}/${alarm.id}/acknowledge`;
    expect((await call(app, 'POST', path, { body: { remark: '' } })).status).toBe(401);
    const demo = (await sessionFor(app, 'demo')).accessToken;
    expect((await call(app, 'GET', `${ALARMS}?vehicleIds=${id}`, { accessToken: demo })).status).toBe(200);
    expect((await call(app, 'POST', path, { accessToken: demo, body: { remark: '' } })).status).toBe(403);
    const other = bearerOf((await readerHeaders(db, app, ALPEN)).headers);
    expect((await call(app, 'POST', path, { accessToken: other, body: { remark: '' } })).status).toBe(404);
    expect((await call(app, 'GET', `${ALARMS}/${alarm.id}`, { accessToken: other })).status).toBe(404);
    const badState = await call(app, 'GET', `${ALARMS}?state=open`, { accessToken: token });
    expect(badState.status).toBe(400);
    expect(JSON.stringify(badState.body)).toContain('state');
    const badId = await call(app, 'POST', `${ALARMS}/abc/acknowledge`, {
      accessToken: token,
      body: { remark: '' },
    });
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toContain('alarmId');
    const badTop = await call(app, 'GET', `${ALARMS}?top=500`, { accessToken: token });
    expect(badTop.status).toBe(400);
  });

  it('lists the alarms of the vehicles and period asked for, as the notification list, and names a bad one', async () => {
    const { db, app } = getCtx();
    const [a, b] = [await newVehicle(db), await newVehicle(db)];
    for (const id of [a, b]) {
      await saveRule(db, id, 'NSSuspectedCrash');
      await send(db, id, [at(0, { speed: 40, accelLongPeakG: 2 })]); // 11 March
    }
    const idsOf = async (query: string) => {
      const response = await call(app, 'GET', `${ALARMS}?${query}`, { accessToken: token });
      expect(response.status, query).toBe(200);
      return (response.body as { items: Alarm[] }).items.map((alarm) => alarm.vehicleId).sort();
    };
    const both = [a, b].sort();
    const cases: [string, number[]][] = [
      [`vehicleIds=${a}`, [a]],
      [`vehicleIds=${a},${b}`, both],
      [`vehicleIds=${a},${b}&period=2026-03-11/2026-03-11`, both],
      [`vehicleIds=${b}&period=2026-03-01/2026-03-12`, [b]],
      [`vehicleIds=${a},${b}&period=2026-03-12/2026-03-12`, []],
      [`vehicleIds=${a},${b}&period=2026-03-01/2026-03-10`, []],
    ];
    for (const [query, expected] of cases) expect(await idsOf(query), query).toEqual(expected);
    const bad: [string, string][] = [
      ['vehicleIds=abc', 'vehicleIds'],
      ['vehicleIds=99999999', 'vehicleIds'],
      [`vehicleIds=${a},${a}`, 'vehicleIds'],
      ['period=2026-03-11', 'period'],
      ['period=2026-03-12/2026-03-11', 'period'],
      ['period=2026-03-13/2026-03-13', 'period'],
    ];
    for (const [query, field] of bad) {
      const response = await call(app, 'GET', `${ALARMS}?${query}`, { accessToken: token });
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(response.body), query).toContain(field);
    }
  });

  it('clears by the clock when the vehicle stopped sending after its condition turned false', async () => {
    const { db, app } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50 });
    await send(db, id, speeds(0, 60, 40));
    const [open] = await alarmsOf(app, token, id);
    expect(open).toMatchObject({
      state: 'active',
      conditionFalseSince: '2026-03-11T08:01:00.000Z',
      clearsAt: '2026-03-11T08:11:00.000Z',
    });
    expect(await clearDueAlarms(db, new Date('2026-03-11T08:10:59Z'))).toBe(0);
    expect(await clearDueAlarms(db, new Date('2026-03-11T08:11:00Z'))).toBeGreaterThanOrEqual(1);
    const [cleared] = await alarmsOf(app, token, id);
    expect(cleared).toMatchObject({
      state: 'cleared',
      cleared: { at: '2026-03-11T08:11:00.000Z', cause: 'condition' },
    });
  });
});

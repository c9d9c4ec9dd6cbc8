/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import {
  createNotificationAlarmDefect,
  getLogbookEntry,
  linkNotificationAlarm,
  listNotificationAlarmDefectChoices,
} from '../../../src/api/contract';
import type { Db } from '../../db/db';
import { ALPEN, expectExactAnswer, NORDBAHN } from '../../fleet/test-fleet';
import { fullEntry, logbookClient, type Logbook } from '../../logbook/test-logbook';
import { call, sessionFor } from '../../test-support/http-client';
import { createTestAccount } from '../../test-support/test-accounts';
import { describeEachDatabase } from '../../test-support/test-databases';
import { at, NOW, newVehicle, saveRule, send } from '../rules/test-rules';
import { readerHeaders } from '../test-stream';
import { ALARMS, alarmsOf } from './test-alarms';

const bearerOf = (headers: Record<string, string>) => (headers['authorization'] ?? '').slice(7);
const REF = '2026-03-11T07:00:00.000Z';
const crash = (minute: number) => at(minute, { speed: 40, accelLongPeakG: 2 });

/** A vehicle of NORDBAHN with an active suspected-crash alarm (never clears by itself): both ids. */
const crashedVehicle = async (db: Db) => {
  const id = await newVehicle(db);
  await saveRule(db, id, 'NSSuspectedCrash');
  await send(db, id, [crash(0)]);
  return id;
};

const changeOf = async (db: Db, alarmId: number) =>
  Number(
    (
      await db.query<{ n: number }>('SELECT change_seq::float8 AS n FROM notification_alarms WHERE id = $1', [
        alarmId,
      ])
    )[0]?.n,
  );

describeEachDatabase('alarms joined to logbook defects', (getCtx) => {
  let writer: string;
  let writerName: string;
  let lb: Logbook;

  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    const account = await createTestAccount(db, {
      organisations: [NORDBAHN],
      rights: {
        'gateway/telematics': { read: true, create: false },
        logbook_entries: { read: true, create: true },
        'logbook_entries/comments': { read: true, create: true },
      },
    });
    writer = (await sessionFor(app, account.accountName, account.password)).accessToken;
    writerName = 'Testa Account';
    lb = logbookClient(app, NORDBAHN);
  });

  it('makes a defect entry from an alarm with its facts, and resolving the draft clears the alarm', async () => {
    const { db, app } = getCtx();
    const vehicle = await crashedVehicle(db);
    const alarm = (await alarmsOf(app, writer, vehicle))[0]!;
    const entryId = randomUUID();
    const body = { logbookEntryId: entryId, description: 'Suspected crash, 1 event at 09:00' };
    const made = await call(app, 'POST', `${ALARMS}/${alarm.id}/defect`, { accessToken: writer, body });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expectExactAnswer(createNotificationAlarmDefect, made.body);
    expect(made.body.defect).toEqual({
      entryId,
      state: 'open',
      status: 'created',
      referenceTimestamp: alarm.lastTimestamp,
      description: body.description,
    });
    // A retry after a lost answer finds what it made: one entry, the same link.
    const again = await call(app, 'POST', `${ALARMS}/${alarm.id}/defect`, { accessToken: writer, body });
    expect(again.status).toBe(200);
    expect(again.body.defect.entryId).toBe(entryId);
    const entry = await lb.get(writer, entryId);
    expectExactAnswer(getLogbookEntry, entry.body);
    expect(entry.body.header).toMatchObject({ vehicleIdRef: vehicle, status: 'created', entryState: 'open' });
    expect(entry.body.defects).toEqual({
      description: body.description,
      measuresDescription: null,
      state: 'open',
    });
    expect(entry.body.alarms).toEqual([{ id: alarm.id, type: 'NSSuspectedCrash', state: 'active' }]);
    const choices = await call(app, 'GET', `${ALARMS}/${alarm.id}/open-defects`, { accessToken: writer });
    expectExactAnswer(listNotificationAlarmDefectChoices, choices.body);
    expect((choices.body.items as { entryId: string }[]).map((d) => d.entryId)).toEqual([entryId]);

    const before = await changeOf(db, alarm.id);
    const resolved = await lb.update(writer, entryId, {
      entry: {
        header: { remarks: null, referenceLocation: null },
        vehicleState: {},
        inspections: {},
        defects: { description: body.description, measuresDescription: 'Buffer replaced', state: 'resolved' },
        stoppage: null,
      },
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    const [cleared] = await alarmsOf(app, writer, vehicle);
    expect(cleared).toMatchObject({
      state: 'cleared',
      cleared: {
        cause: 'defect',
        at: NOW.toISOString(),
        remark: 'Buffer replaced',
        by: { name: writerName },
      },
      defect: { entryId, state: 'resolved' },
    });
    // The live stream sends the alarms whose change number rose.
    expect(await changeOf(db, alarm.id)).toBeGreaterThan(before);
    expect((await lb.get(writer, entryId)).body.alarms).toEqual([
      { id: alarm.id, type: 'NSSuspectedCrash', state: 'cleared' },
    ]);
  });

  it('links to an open defect of the vehicle, refuses what does not fit, and a resolving comment clears', async () => {
    const { db, app } = getCtx();
    const vehicle = await crashedVehicle(db);
    const other = await newVehicle(db);
    const alarm = (await alarmsOf(app, writer, vehicle))[0]!;
    const open = { defects: { description: 'Bremse', state: 'open' } };
    const target = await lb.create(writer, fullEntry(vehicle, REF, open));
    const plain = await lb.create(writer, fullEntry(vehicle, REF));
    const elsewhere = await lb.create(writer, fullEntry(other, REF, open));
    const done = await lb.create(
      writer,
      fullEntry(vehicle, REF, { defects: { description: 'x', state: 'resolved' } }),
    );
    const link = (entryId: string) =>
      call(app, 'POST', `${ALARMS}/${alarm.id}/link`, { accessToken: writer, body: { entryId } });
    const refusals: [string, number][] = [
      [randomUUID(), 404],
      [elsewhere.id, 409],
      [plain.id, 409],
      [done.id, 409],
      ['not-a-uuid', 400],
    ];
    for (const [entryId, status] of refusals) {
      const refused = await link(entryId);
      expect(refused.status, entryId).toBe(status);
      expect(JSON.stringify(refused.body)).toContain('entryId');
    }
    const choices = await call(app, 'GET', `${ALARMS}/${alarm.id}/open-defects`, { accessToken: writer });
    expect((choices.body.items as { entryId: string }[]).map((d) => d.entryId)).toEqual([target.id]);
    const linked = await link(target.id);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expectExactAnswer(linkNotificationAlarm, linked.body);
    expect(linked.body.defect).toMatchObject({ entryId: target.id, state: 'open', status: 'created' });
    expect((await link(target.id)).status).toBe(200);
    const second = await lb.create(writer, fullEntry(vehicle, REF, open));
    const relink = await link(second.id);
    expect(relink.status).toBe(409);
    expect(relink.body.field).toBe('alarmId');

    expect((await lb.finalize(writer, target.id)).status).toBe(200);
    const comment = await lb.comment(writer, target.id, { remarks: 'Repaired', newEntryState: 'resolved' });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    const [cleared] = await alarmsOf(app, writer, vehicle);
    expect(cleared).toMatchObject({
      state: 'cleared',
      cleared: { cause: 'defect', remark: 'Repaired' },
      defect: { entryId: target.id, state: 'resolved', status: 'finalized' },
    });
    const late = await link(second.id);
    expect(late.status).toBe(409);
    expect(late.body.field).toBe('alarmId');
  });

  it('unlinks the alarms of a deleted entry and checks the rights', async () => {
    const { db, app } = getCtx();
    const vehicle = await crashedVehicle(db);
    const alarm = (await alarmsOf(app, writer, vehicle))[0]!;
    const path = `${ALARMS}/${alarm.id}/defect`;
    const body = () => ({ logbookEntryId: randomUUID(), description: 'Crash' });
    expect((await call(app, 'POST', path, { body: body() })).status).toBe(401);
    const demo = (await sessionFor(app, 'demo')).accessToken;
    expect((await call(app, 'POST', path, { accessToken: demo, body: body() })).status).toBe(403);
    const reader = bearerOf((await readerHeaders(db, app, NORDBAHN)).headers);
    for (const [method, suffix, b] of [
      ['POST', 'defect', body()],
      ['POST', 'link', { entryId: randomUUID() }],
      ['GET', 'open-defects', undefined],
    ] as const) {
      const refused = await call(app, method, `${ALARMS}/${alarm.id}/${suffix}`, {
        accessToken: reader,
        ...(b ? { body: b } : {}),
      });
      expect(refused.status, suffix).toBe(403);
    }
    const stranger = bearerOf((await readerHeaders(db, app, ALPEN)).headers);
    expect((await call(app, 'POST', path, { accessToken: stranger, body: body() })).status).toBe(403);
    const blank = await call(app, 'POST', path, {
      accessToken: writer,
      body: { ...body(), description: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('description');
    expect((await alarmsOf(app, writer, vehicle))[0]!.defect).toBeNull();

    const made = await call(app, 'POST', path, { accessToken: writer, body: body() });
    expect(made.status).toBe(200);
    const entryId = made.body.defect.entryId as string;
    expect((await lb.remove(writer, entryId)).status).toBe(200);
    const [unlinked] = await alarmsOf(app, writer, vehicle);
    expect(unlinked).toMatchObject({ state: 'active', defect: null });
  });
});

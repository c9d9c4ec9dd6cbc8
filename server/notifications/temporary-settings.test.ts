/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument -- tests read the loosely typed JSON answers */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  listTemporaryNotificationSettings,
  saveNotificationSettings,
  type NotificationLabel,
} from '../../src/api/contract';
import { createTestFleet, expectExactAnswer, type TestFleet } from '../fleet/test-fleet';
import { setAccessWindow } from '../fleet/vehicle-store';
import { call, sessionFor } from '../test-support/http-client';
import { createTestAccount, TEST_PASSWORD } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';
import { CONTENT, fullForm, NOW, setting, TODAY } from './test-notifications';

describeEachDatabase('temporary notification settings', (getCtx) => {
  let fleet: TestFleet;
  let token: string;

  const read = async (wpId: number, accessToken = token) =>
    call(getCtx().app, 'GET', `${CONTENT}/notification/${wpId}`, { accessToken });
  const list = async (wpId: number, accessToken = token) =>
    call(getCtx().app, 'GET', `${CONTENT}/notification/${wpId}/temporary`, { accessToken });
  const save = async (body: unknown, accessToken = token) =>
    call(getCtx().app, 'POST', `${CONTENT}/notification/`, { accessToken, body });
  const remove = async (wpId: number, id: number, accessToken = token) =>
    call(getCtx().app, 'DELETE', `${CONTENT}/notification/${wpId}/temporary/${id}`, { accessToken });
  /** Every vehicle's stored and temporary settings now, to show that a refused call changed nothing. */
  const snapshot = async () => {
    const all = [fleet.diesel, fleet.eloc, fleet.crane];
    return Promise.all(
      all.map(async (v) => ({ stored: (await read(v.wpId)).body, temporary: (await list(v.wpId)).body })),
    );
  };
  const speed50 = () => [setting('NSSpeedlimitExeeded', true, null, 50)];

  /** Sets the clock and signs in again (an access token lives shorter than the tests' jumps). */
  const setClock = async (at: Date) => {
    getCtx().clock.set(at);
    ({ accessToken: token } = await sessionFor(getCtx().app, 'dispatcher'));
  };

  beforeAll(async () => {
    fleet = await createTestFleet(getCtx().db, 'temporary settings');
  });

  beforeEach(async () => {
    await setClock(NOW);
    await getCtx().db.query('DELETE FROM notification_temporary_settings');
  });

  it('a newer save replaces the same labels’ temporary settings whose days it covers, and only those', async () => {
    const save4 = async (
      from: string,
      to: string,
      max: number,
      label: NotificationLabel = 'NSSpeedlimitExeeded',
    ) =>
      expect(
        (
          await save({
            form: [setting(label, true, null, max)],
            period: { from, to },
            wpIds: [fleet.diesel.wpId],
          })
        ).status,
      ).toBe(200);
    await save4('2026-03-14', '2026-03-20', 50);
    await save4('2026-03-16', '2026-03-25', 60);
    await save4('2026-03-15', '2026-03-17', 40, 'NSVoltageDrop');
    // The same days again: the first one is replaced; the second (to the 25th) and the other label stay.
    await save4('2026-03-14', '2026-03-20', 45);
    const rows = (await list(fleet.diesel.wpId)).body.items.map(
      (i: { period: { from: string; to: string }; setting: { label: string; max: { value: number } } }) => [
        i.period.from,
        i.period.to,
        i.setting.label,
        i.setting.max.value,
      ],
    );
    expect(rows).toEqual([
      ['2026-03-14', '2026-03-20', 'NSSpeedlimitExeeded', 45],
      ['2026-03-15', '2026-03-17', 'NSVoltageDrop', 40],
      ['2026-03-16', '2026-03-25', 'NSSpeedlimitExeeded', 60],
    ]);
  });

  it('stores a form with a period as temporary settings and leaves the stored settings as they were', async () => {
    expect((await save({ form: fullForm(), wpIds: [fleet.diesel.wpId, fleet.eloc.wpId] })).status).toBe(200);
    const before = await snapshot();
    expect(before.map((v) => v.temporary)).toEqual([{ items: [] }, { items: [] }, { items: [] }]);

    const form = [setting('NSVoltageDrop', true, 0, 20), ...speed50()];
    const saved = await save({
      form,
      period: { from: '2026-03-14', to: '2026-03-20' },
      wpIds: [fleet.diesel.wpId, fleet.eloc.wpId],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expectExactAnswer(saveNotificationSettings, saved.body);
    // The answer shows the stored settings, which did not change.
    expect(saved.body.items.map((i: { settings: unknown }) => i.settings)).toEqual([
      before[0]?.stored,
      before[1]?.stored,
    ]);
    expect((await snapshot()).map((v) => v.stored)).toEqual(before.map((v) => v.stored));

    const response = await list(fleet.diesel.wpId);
    expect(response.status).toBe(200);
    expectExactAnswer(listTemporaryNotificationSettings, response.body);
    expect(response.body.items).toEqual([
      {
        id: expect.any(Number),
        period: { from: '2026-03-14', to: '2026-03-20' },
        setting: {
          label: 'NSSpeedlimitExeeded',
          status: true,
          unit: 'kmPerHr',
          max: { value: 50, text: '50' },
          min: { value: null, text: '' },
        },
        savedAt: NOW.toISOString(),
        savedBy: 'dispatcher',
      },
      {
        id: expect.any(Number),
        period: { from: '2026-03-14', to: '2026-03-20' },
        setting: {
          label: 'NSVoltageDrop',
          status: true,
          unit: 'percentage',
          max: { value: 20, text: '20' },
          min: { value: 0, text: '0' },
        },
        savedAt: NOW.toISOString(),
        savedBy: 'dispatcher',
      },
    ]);
    expect((await list(fleet.eloc.wpId)).body.items).toHaveLength(2);
    expect((await list(fleet.crane.wpId)).body.items).toEqual([]);
  });

  it('lists by first day, then label order, then newest save first; ended ones are left out', async () => {
    const wpIds = [fleet.crane.wpId];
    const first = await save({ form: speed50(), period: { from: '2026-03-14', to: '2026-03-20' }, wpIds });
    expect(first.status).toBe(200);
    await setClock(new Date(NOW.getTime() + 60_000));
    const form = [setting('NSFlatSpot', false), setting('NSSpeedlimitExeeded', true, null, 40)];
    expect((await save({ form, period: { from: '2026-03-14', to: '2026-03-15' }, wpIds })).status).toBe(200);
    expect((await save({ form: speed50(), period: { from: TODAY, to: TODAY }, wpIds })).status).toBe(200);
    const items = (await list(fleet.crane.wpId)).body.items;
    expect(
      items.map((t: { period: { from: string }; setting: { label: string; max: { value: number } } }) => [
        t.period.from,
        t.setting.label,
        t.setting.max.value,
      ]),
    ).toEqual([
      [TODAY, 'NSSpeedlimitExeeded', 50],
      ['2026-03-14', 'NSSpeedlimitExeeded', 40],
      ['2026-03-14', 'NSSpeedlimitExeeded', 50],
      ['2026-03-14', 'NSFlatSpot', null],
    ]);
    // The next day, the one of today has ended and is no longer listed.
    await setClock(new Date('2026-03-13T10:00:00Z'));
    expect((await list(fleet.crane.wpId)).body.items).toHaveLength(3);
  });

  it('names no saver once the account is gone', async () => {
    const { db, app } = getCtx();
    const saver = await createTestAccount(db, {
      rights: { 'gateway/telematics': { read: true, create: false } },
    });
    const { accessToken } = await sessionFor(app, saver.accountName, TEST_PASSWORD);
    const body = { form: speed50(), period: { from: TODAY, to: TODAY }, wpIds: [fleet.eloc.wpId] };
    expect((await save(body, accessToken)).status).toBe(200);
    expect((await list(fleet.eloc.wpId)).body.items[0]?.savedBy).toBe(saver.accountName);
    await db.query('DELETE FROM accounts WHERE id = $1', [saver.accountId]);
    expect((await list(fleet.eloc.wpId)).body.items[0]?.savedBy).toBeNull();
  });

  it('accepts a first day of today or 365 days ahead and 366 days long', async () => {
    const wpIds = [fleet.diesel.wpId];
    for (const period of [
      { from: TODAY, to: '2027-03-12' },
      { from: '2027-03-12', to: '2027-03-12' },
    ]) {
      const response = await save({ form: speed50(), period, wpIds });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    expect((await list(fleet.diesel.wpId)).body.items).toHaveLength(2);
  });

  describe('refuses a bad period with a 400 naming the field, and stores nothing', () => {
    const cases: [string, { from: string; to: string }, string][] = [
      ['the last day before the first', { from: '2026-03-20', to: '2026-03-19' }, 'period.to'],
      ['367 days', { from: TODAY, to: '2027-03-13' }, 'period.to'],
      ['a first day in the past', { from: '2026-03-11', to: '2026-03-20' }, 'period.from'],
      ['a first day more than 365 days ahead', { from: '2027-03-13', to: '2027-03-14' }, 'period.from'],
      ['a day that does not exist', { from: '2026-02-30', to: '2026-03-20' }, 'period.from'],
    ];
    for (const [what, period, field] of cases) {
      it(what, async () => {
        const before = await snapshot();
        const response = await save({ form: speed50(), period, wpIds: [fleet.diesel.wpId, fleet.eloc.wpId] });
        expect(response.status, JSON.stringify(response.body)).toBe(400);
        expect(response.body.field).toBe(field);
        expect(response.body.issues).toEqual([{ field, message: expect.any(String) }]);
        expect(await snapshot()).toEqual(before);
      });
    }

    it('a first day in the past by the Berlin day (23:30 UTC is already tomorrow there)', async () => {
      await setClock(new Date('2026-03-12T23:30:00Z'));
      const response = await save({
        form: speed50(),
        period: { from: TODAY, to: TODAY },
        wpIds: [fleet.diesel.wpId],
      });
      expect(response.status).toBe(400);
      expect(response.body.field).toBe('period.from');
    });
  });

  it('ends a temporary setting at once: the list is empty after the delete; a second delete is 404', async () => {
    const body = { form: speed50(), period: { from: TODAY, to: '2026-03-20' }, wpIds: [fleet.diesel.wpId] };
    expect((await save(body)).status).toBe(200);
    const [item] = (await list(fleet.diesel.wpId)).body.items;
    const stored = (await read(fleet.diesel.wpId)).body;
    const response = await remove(fleet.diesel.wpId, item.id);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect((await list(fleet.diesel.wpId)).body.items).toEqual([]);
    expect((await read(fleet.diesel.wpId)).body).toEqual(stored);
    expect((await remove(fleet.diesel.wpId, item.id)).status).toBe(404);
  });

  it('answers 404 for an unknown id, one of another vehicle, or another organisation’s vehicle', async () => {
    const { db } = getCtx();
    const body = { form: speed50(), period: { from: TODAY, to: TODAY }, wpIds: [fleet.diesel.wpId] };
    expect((await save(body)).status).toBe(200);
    const [item] = (await list(fleet.diesel.wpId)).body.items;
    const [foreign] = await db.query<{ id: number }>(
      `INSERT INTO notification_temporary_settings (vehicle_id, label, status, active_from, active_to, saved_at)
       VALUES ($1, 'NSFlatSpot', true, $2, $2, $3) RETURNING id`,
      [fleet.alpen.id, TODAY, NOW.toISOString()],
    );
    const before = await snapshot();
    expect((await remove(fleet.diesel.wpId, 2_000_000_000)).status).toBe(404);
    expect((await remove(fleet.diesel.wpId, 99_999_999_999)).status).toBe(404);
    expect((await remove(fleet.eloc.wpId, item.id)).status).toBe(404);
    expect((await remove(fleet.alpen.wpId, foreign!.id)).status).toBe(404);
    expect((await remove(99_999_999_999, item.id)).status).toBe(404);
    expect((await list(fleet.alpen.wpId)).status).toBe(404);
    expect((await list(2_000_000_000)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
    const kept = await db.query('SELECT 1 FROM notification_temporary_settings WHERE id = $1', [foreign!.id]);
    expect(kept).toHaveLength(1);
  });

  it('lets the demo user list but neither save with a period nor delete (403, nothing changed)', async () => {
    const { accessToken } = await sessionFor(getCtx().app, 'demo');
    expect(
      (await save({ form: speed50(), period: { from: TODAY, to: TODAY }, wpIds: [fleet.eloc.wpId] })).status,
    ).toBe(200);
    const [item] = (await list(fleet.eloc.wpId)).body.items;
    const before = await snapshot();
    expect((await list(fleet.eloc.wpId, accessToken)).status).toBe(200);
    const body = { form: speed50(), period: { from: TODAY, to: TODAY }, wpIds: [fleet.diesel.wpId] };
    expect((await save(body, accessToken)).status).toBe(403);
    expect((await remove(fleet.eloc.wpId, item.id, accessToken)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a limited caller whose window does not include today: save and delete 403', async () => {
    const { db, app } = getCtx();
    const limited = await createTestAccount(db, {
      rights: { 'gateway/telematics': { read: true, create: false } },
    });
    await setAccessWindow(db, limited.accountId, fleet.crane.id, '2026-03-01', '2026-03-10');
    const { accessToken } = await sessionFor(app, limited.accountName, TEST_PASSWORD);
    expect(
      (await save({ form: speed50(), period: { from: TODAY, to: TODAY }, wpIds: [fleet.crane.wpId] })).status,
    ).toBe(200);
    const [item] = (await list(fleet.crane.wpId)).body.items;
    const before = await snapshot();
    const body = { form: speed50(), period: { from: TODAY, to: TODAY }, wpIds: [fleet.crane.wpId] };
    expect((await save(body, accessToken)).status).toBe(403);
    expect((await remove(fleet.crane.wpId, item.id, accessToken)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    // The same caller lists them (as it reads the stored ones).
    expect((await list(fleet.crane.wpId, accessToken)).body.items).toHaveLength(1);
  });

  it('lists both operations in the served OpenAPI document', async () => {
    const response = await call(getCtx().app, 'GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const paths = response.body.paths;
    expect(paths[`${CONTENT}/notification/{wpId}/temporary`].get.operationId).toBe(
      'listTemporaryNotificationSettings',
    );
    const remove = paths[`${CONTENT}/notification/{wpId}/temporary/{id}`].delete;
    expect(remove.operationId).toBe('deleteTemporaryNotificationSetting');
    expect(Object.keys(remove.responses)).toContain('204');
    expect(JSON.stringify(paths[`${CONTENT}/notification/`].post)).toContain('NotificationSettingsSave');
  });
});

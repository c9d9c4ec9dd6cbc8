/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument -- tests read the loosely typed JSON answers */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getNotificationSettings,
  NOTIFICATION_LABELS,
  NOTIFICATION_UNITS,
  saveNotificationSettings,
} from '../../src/api/contract';
import { createTestFleet, expectExactAnswer, type TestFleet } from '../fleet/test-fleet';
import { setAccessWindow } from '../fleet/vehicle-store';
import { call, sessionFor } from '../test-support/http-client';
import { createTestAccount, TEST_PASSWORD } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';
import { CONTENT, fullForm, NOW, setting } from './test-notifications';

describeEachDatabase('notification settings', (getCtx) => {
  let fleet: TestFleet;
  let token: string;

  const read = async (wpId: number, accessToken = token) =>
    call(getCtx().app, 'GET', `${CONTENT}/notification/${wpId}`, { accessToken });
  const save = async (body: unknown, accessToken = token) =>
    call(getCtx().app, 'POST', `${CONTENT}/notification/`, { accessToken, body });
  /** Every vehicle's settings as stored now, to show that a refused save changed nothing. */
  const snapshot = async () => {
    const all = [fleet.diesel, fleet.eloc, fleet.crane];
    return Promise.all(all.map(async (v) => (await read(v.wpId)).body));
  };

  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'notification settings');
    ({ accessToken: token } = await sessionFor(app, 'dispatcher'));
  });

  it('answers all 16 labels for a vehicle nobody configured: off, empty limits, the label’s unit', async () => {
    const response = await read(fleet.eloc.wpId);
    expect(response.status).toBe(200);
    expectExactAnswer(getNotificationSettings, response.body);
    expect(response.body).toEqual(
      NOTIFICATION_LABELS.map((label) => ({
        label,
        status: false,
        unit: NOTIFICATION_UNITS[label],
        max: { value: null, text: '' },
        min: { value: null, text: '' },
      })),
    );
    expect(NOTIFICATION_UNITS.NSSpeedlimitExeeded).toBe('kmPerHr');
    expect(response.body[4]).toMatchObject({ label: 'NSOutsideTemperature', unit: 'celsius' });
  });

  it('reads back what was saved; a later form changes only the labels it names', async () => {
    const saved = await save({ form: fullForm(), wpIds: [fleet.diesel.wpId] });
    expect(saved.status).toBe(200);
    expectExactAnswer(saveNotificationSettings, saved.body);
    const response = await read(fleet.diesel.wpId);
    expect(response.status).toBe(200);
    expect(saved.body.items).toEqual([
      { wpId: fleet.diesel.wpId, vehicleId: fleet.diesel.id, settings: response.body },
    ]);
    const byLabel = new Map(response.body.map((s: { label: string }) => [s.label, s]));
    expect(byLabel.get('NSSpeedlimitExeeded')).toEqual({
      label: 'NSSpeedlimitExeeded',
      status: true,
      unit: 'kmPerHr',
      max: { value: 80, text: '80' },
      min: { value: null, text: '' },
    });
    expect(byLabel.get('NSOutsideTemperature')).toMatchObject({
      status: true,
      min: { value: -30 },
      max: { value: 60 },
    });
    expect(byLabel.get('NSSuspectedCrash')).toMatchObject({ status: true, unit: null });

    // Switching the speed limit off keeps its value (the inputs are only disabled); nothing else moves.
    expect(
      (await save({ form: [setting('NSSpeedlimitExeeded', false, null, 80)], wpIds: [fleet.diesel.wpId] }))
        .status,
    ).toBe(200);
    const after = (await read(fleet.diesel.wpId)).body;
    expect(after[1]).toMatchObject({ label: 'NSSpeedlimitExeeded', status: false, max: { value: 80 } });
    expect(after.filter((_: unknown, i: number) => i !== 1)).toEqual(
      response.body.filter((_: unknown, i: number) => i !== 1),
    );
  });

  it('applies one form to many vehicles: each stores the same settings', async () => {
    const form = [setting('NSMaxMileageDay', true, null, 600), setting('NSVoltageDrop', true, 0, 15)];
    const wpIds = [fleet.eloc.wpId, fleet.crane.wpId, fleet.diesel.wpId];
    const saved = await save({ form, wpIds });
    expect(saved.status).toBe(200);
    expect(saved.body.items.map((i: { wpId: number }) => i.wpId)).toEqual(wpIds);
    const settings = await Promise.all(wpIds.map(async (wpId) => (await read(wpId)).body));
    for (const s of settings) {
      expect(s.find((x: { label: string }) => x.label === 'NSMaxMileageDay')).toEqual({
        label: 'NSMaxMileageDay',
        status: true,
        unit: 'kmDays',
        max: { value: 600, text: '600' },
        min: { value: null, text: '' },
      });
      expect(s.find((x: { label: string }) => x.label === 'NSVoltageDrop')).toMatchObject({
        status: true,
        unit: 'percentage',
        min: { value: 0 },
        max: { value: 15 },
      });
    }
  });

  it('accepts the bounds themselves: 0 and 10000, temperature min -1000 and max -273', async () => {
    const form = [
      setting('NSSpeedlimitExeeded', true, 0, 10_000),
      setting('NSOutsideTemperature', true, -1000, -273),
    ];
    expect((await save({ form, wpIds: [fleet.crane.wpId] })).status).toBe(200);
    const crane = (await read(fleet.crane.wpId)).body;
    expect(crane[4]).toMatchObject({ min: { value: -1000 }, max: { value: -273 } });
  });

  describe('refuses bad input with a 400 naming the field, and stores nothing of the save', () => {
    const ok = () => setting('NSSpeedlimitExeeded', true, null, 99);
    const cases: [string, () => unknown, string][] = [
      [
        'max above 10000',
        () => ({ form: [ok(), setting('NSMaxMileageDay', true, null, 10_001)] }),
        'form.1.max.value',
      ],
      ['negative min', () => ({ form: [setting('NSVoltageDrop', true, -1, 10), ok()] }), 'form.0.min.value'],
      [
        'temperature min below -1000',
        () => ({ form: [setting('NSOutsideTemperature', true, -1001, 0)] }),
        'form.0.min.value',
      ],
      [
        'temperature max below -273',
        () => ({ form: [setting('NSOutsideTemperature', true, -300, -274)] }),
        'form.0.max.value',
      ],
      [
        'min above max',
        () => ({ form: [ok(), setting('NSMaxOperatingHoursDay', true, 20, 10)] }),
        'form.1.min.value',
      ],
      ['an unknown label', () => ({ form: [ok(), { ...ok(), label: 'NSTeleportation' }] }), 'form.1.label'],
      ['a label twice', () => ({ form: [ok(), setting('NSFlatSpot', true), ok()] }), 'form.2.label'],
      ['another label’s unit', () => ({ form: [{ ...ok(), unit: 'celsius' }] }), 'form.0.unit'],
      [
        'a value that is not a number',
        () => ({ form: [{ ...ok(), max: { value: '80', text: '80' } }] }),
        'form.0.max.value',
      ],
      ['an empty form', () => ({ form: [] }), 'form'],
    ];
    for (const [what, body, field] of cases) {
      it(what, async () => {
        const before = await snapshot();
        const wpIds = [fleet.diesel.wpId, fleet.eloc.wpId, fleet.crane.wpId];
        const response = await save({ wpIds, ...(body() as object) });
        expect(response.status, JSON.stringify(response.body)).toBe(400);
        expect(response.body.field).toBe(field);
        expect(await snapshot()).toEqual(before);
      });
    }

    it('a wpId of another organisation or of nobody among good ones, with the same words', async () => {
      const before = await snapshot();
      const form = [setting('NSSpeedlimitExeeded', true, null, 42)];
      const foreign = await save({ form, wpIds: [fleet.diesel.wpId, fleet.alpen.wpId, fleet.eloc.wpId] });
      const unknown = await save({ form, wpIds: [fleet.diesel.wpId, 2_000_000_000, fleet.eloc.wpId] });
      for (const response of [foreign, unknown]) {
        expect(response.status).toBe(400);
        expect(response.body.field).toBe('wpIds');
      }
      expect(foreign.body.message.replace(String(fleet.alpen.wpId), 'N')).toBe(
        unknown.body.message.replace('2000000000', 'N'),
      );
      expect(await snapshot()).toEqual(before);
    });

    it('no vehicle, a wpId twice, or a wpId out of range', async () => {
      const form = [setting('NSSpeedlimitExeeded', true, null, 42)];
      const before = await snapshot();
      for (const [wpIds, field] of [
        [[], 'wpIds'],
        [[fleet.diesel.wpId, fleet.diesel.wpId], 'wpIds.1'],
        [[0], 'wpIds.0'],
        [[2_147_483_648], 'wpIds.0'],
      ] as const) {
        const response = await save({ form, wpIds });
        expect(response.status, JSON.stringify(wpIds)).toBe(400);
        expect(response.body.field).toBe(field);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  it('lets the demo user read but not save (403, nothing stored)', async () => {
    const { accessToken } = await sessionFor(getCtx().app, 'demo');
    const before = await snapshot();
    expect((await read(fleet.diesel.wpId, accessToken)).status).toBe(200);
    const response = await save(
      { form: [setting('NSFlatSpot', true)], wpIds: [fleet.diesel.wpId] },
      accessToken,
    );
    expect(response.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for another organisation’s vehicle or an unknown wpId, 403 without gateway read', async () => {
    expect((await read(fleet.alpen.wpId)).status).toBe(404);
    expect((await read(2_000_000_000)).status).toBe(404);
    expect((await read(99_999_999_999)).status).toBe(404);
    const { accessToken } = await sessionFor(getCtx().app, 'driver');
    expect((await read(fleet.diesel.wpId, accessToken)).status).toBe(403);
  });

  it('refuses a limited caller whose window does not include today (403, nothing stored)', async () => {
    const { db, app } = getCtx();
    const limited = await createTestAccount(db, {
      rights: { 'gateway/telematics': { read: true, create: false } },
    });
    await setAccessWindow(db, limited.accountId, fleet.eloc.id, '2026-03-01', '2026-03-10');
    const { accessToken } = await sessionFor(app, limited.accountName, TEST_PASSWORD);
    const before = await snapshot();
    const form = [setting('NSFlatSpot', true)];
    const response = await save({ form, wpIds: [fleet.diesel.wpId, fleet.eloc.wpId] }, accessToken);
    expect(response.status).toBe(403);
    expect(await snapshot()).toEqual(before);
    // Without the closed window the same caller saves.
    expect((await save({ form, wpIds: [fleet.diesel.wpId] }, accessToken)).status).toBe(200);
  });
});

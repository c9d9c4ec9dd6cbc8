import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { at, BASE_MS, NOW, newVehicle, saveRule, send } from '../../notifications/rules/test-rules';
import { restrictionSpeedLimitAt, withRestrictionSpeed } from './restriction-speed';
import { addRestriction, restrictionsPath } from './test-restrictions';
import { call } from '../../test-support/http-client';

describe('the speed limit a restriction sets', () => {
  it('is the lowest in force at the record’s time, from inclusive, until exclusive', () => {
    const limits = [
      [80, 1000, null],
      [60, 2000, 3000],
    ] as const;
    expect(restrictionSpeedLimitAt(limits, 999)).toBeNull();
    expect(restrictionSpeedLimitAt(limits, 1000)).toBe(80);
    expect(restrictionSpeedLimitAt(limits, 2000)).toBe(60);
    expect(restrictionSpeedLimitAt(limits, 3000)).toBe(80);
  });

  it('lowers the rule’s limit and never raises it', () => {
    const setting = { min: null, max: 100 };
    expect(withRestrictionSpeed(setting, null)).toBe(setting);
    expect(withRestrictionSpeed(setting, 120)).toBe(setting);
    expect(withRestrictionSpeed(setting, 60)).toEqual({ min: null, max: 60 });
    expect(withRestrictionSpeed({ min: null, max: null }, 60)).toEqual({ min: null, max: 60 });
  });
});

const notesOf = async (db: Parameters<typeof newVehicle>[0], vehicleId: number) =>
  (
    await db.query<{ note: string }>(
      `SELECT note FROM notification_events WHERE vehicle_id = $1 AND type = 'NSSpeedlimitExeeded' ORDER BY ts, id`,
      [vehicleId],
    )
  ).map((r) => r.note);

describeEachDatabase('the speed rule under a restriction (issue 30 §2)', (getCtx) => {
  let admin: string;
  beforeAll(async () => {
    getCtx().clock.set(NOW);
    admin = (await sessionFor(getCtx().app, 'admin')).accessToken;
  });

  it('uses the lower limit while the restriction holds, the rule’s own after its end and after lifting', async () => {
    const { db, app, clock } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 100 });
    // Made an hour before the records, valid until minute 10 of them.
    clock.set(new Date(BASE_MS - 3600_000));
    await addRestriction(app, admin, id, {
      text: 'max 60 km/h',
      speedLimitKmh: 60,
      validUntil: new Date(BASE_MS + 10 * 60_000).toISOString(),
    });
    const lifted = await addRestriction(app, admin, id, { text: 'max 50 km/h', speedLimitKmh: 50 });
    // 70 breaks 50; 52 is fine again only under 50 - 3 → still broken; 45 fine.
    await send(db, id, [at(0, { speed: 70 }), at(1, { speed: 52 }), at(2, { speed: 45 })]);
    expect(await notesOf(db, id)).toEqual(['70 km/h > 50 km/h']);
    clock.set(NOW);
    const answer = await call(app, 'POST', `${restrictionsPath(id)}/${lifted.id}/lift`, {
      accessToken: admin,
      body: { remark: 'Repaired' },
    });
    expect(answer.status).toBe(200);
    // The 60 km/h one still holds until minute 10; after it, the rule's 100.
    await send(db, id, [
      at(3, { speed: 65 }),
      at(4, { speed: 40 }),
      at(11, { speed: 95 }),
      at(12, { speed: 105 }),
    ]);
    expect(await notesOf(db, id)).toEqual(['70 km/h > 50 km/h', '65 km/h > 60 km/h', '105 km/h > 100 km/h']);
  });
});

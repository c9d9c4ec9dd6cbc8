import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/test-databases';
import { at, eventsOf, newVehicle, saveRule, send } from './test-rules';

const speeds = (from: number, ...values: number[]) => values.map((speed, i) => at(from + i, { speed }));

describeEachDatabase('alert rule engine', (getCtx) => {
  it('raises an event again after the rule was fine in between, also across batches', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50 });
    await send(db, id, speeds(0, 60, 70), speeds(2, 65, 40), speeds(4, 55));
    const events = await eventsOf(db, id);
    expect(events.map((e) => [e.ts, e.note])).toEqual([
      ['2026-03-11T08:00:00Z', '60 km/h > 50 km/h'],
      ['2026-03-11T08:04:00Z', '55 km/h > 50 km/h'],
    ]);
    expect(events[0]?.lat).toBe(53.55);
  });

  it('switching a rule off stops it; switching it on again starts it afresh', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50, at: new Date('2026-03-11T07:00:00Z') });
    await send(db, id, speeds(0, 60));
    await saveRule(db, id, 'NSSpeedlimitExeeded', {
      status: false,
      max: 50,
      at: new Date('2026-03-11T08:01:30Z'),
    });
    await send(db, id, speeds(2, 40, 90));
    expect(await eventsOf(db, id)).toHaveLength(1);
    // On again while still too fast: the new setting raises its own event.
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50, at: new Date('2026-03-11T08:04:30Z') });
    await send(db, id, speeds(5, 95, 96));
    expect((await eventsOf(db, id)).map((e) => e.ts)).toEqual([
      '2026-03-11T08:00:00Z',
      '2026-03-11T08:05:00Z',
    ]);
  });

  it('evaluates all 16 rules at once and keeps their memory per label', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50 });
    await saveRule(db, id, 'NSSuspectedCrash');
    await saveRule(db, id, 'NSMaxMileageDay', { max: 5 });
    await send(db, id, [at(0, { speed: 60, accelLongPeakG: 2 }), at(1, { speed: 20, mileageKm: 1010 })]);
    expect((await eventsOf(db, id)).map((e) => e.type)).toEqual([
      'NSSpeedlimitExeeded',
      'NSSuspectedCrash',
      'NSMaxMileageDay',
    ]);
    const memory = await db.query<{ label: string; broken: boolean }>(
      'SELECT label, broken FROM notification_rule_state WHERE vehicle_id = $1 ORDER BY label',
      [id],
    );
    expect(memory).toEqual([
      { label: 'NSMaxMileageDay', broken: true },
      { label: 'NSSpeedlimitExeeded', broken: false },
      { label: 'NSSuspectedCrash', broken: false },
    ]);
  });

  it('a vehicle without rules gets no events and no rule memory; late records raise nothing', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await send(db, id, speeds(10, 200));
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50 });
    await send(db, id, speeds(5, 200));
    expect(await eventsOf(db, id)).toEqual([]);
    const memory = await db.query('SELECT 1 FROM notification_rule_state WHERE vehicle_id = $1', [id]);
    expect(memory).toEqual([]);
  });
});

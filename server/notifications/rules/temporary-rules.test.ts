import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/test-databases';
import { at, eventsOf, newVehicle, saveRule, saveTemporaryRule, send } from './test-rules';

/** Records a minute apart from `from` minutes after 09:00 on 11 March (Berlin) on. */
const speeds = (from: number, ...values: number[]) => values.map((speed, i) => at(from + i, { speed }));
/** Minutes from 09:00 on 11 March to 09:00 on 12 March (Berlin): the same time the next day. */
const DAY = 24 * 60;
/** Minutes to 23:58 on 11 March in Berlin (22:58 UTC). */
const BEFORE_MIDNIGHT = 14 * 60 + 58;
const saved = (day: string) => new Date(`${day}T12:00:00Z`);
const summary = async (db: Parameters<typeof eventsOf>[0], id: number) =>
  (await eventsOf(db, id)).map((e) => [e.ts, e.note]);

describeEachDatabase('temporary alert settings in the rule engine', (getCtx) => {
  it('a temporary limit of 50 over a stored 100: one event at 82 km/h inside the period, none the day after', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 100, at: saved('2026-03-01') });
    await saveTemporaryRule(db, id, 'NSSpeedlimitExeeded', {
      max: 50,
      from: '2026-03-10',
      to: '2026-03-11',
      at: saved('2026-03-05'),
    });
    await send(db, id, speeds(0, 82, 82), speeds(2, 83));
    await send(db, id, speeds(DAY, 82, 82), speeds(DAY + 2, 99));
    expect(await summary(db, id)).toEqual([['2026-03-11T08:00:00Z', '82 km/h > 50 km/h']]);
  });

  it('the stored setting holds again from midnight on, with its rule started afresh, also within a batch', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 100, at: saved('2026-03-01') });
    await saveTemporaryRule(db, id, 'NSSpeedlimitExeeded', {
      max: 50,
      from: '2026-03-11',
      to: '2026-03-11',
      at: saved('2026-03-05'),
    });
    // 23:58 and 23:59 on 11 March, then 00:00 to 00:02 on 12 March (Berlin), in one batch: broken
    // under the temporary limit until midnight; from then on the stored limit, fresh, breaks at 105.
    await send(db, id, speeds(BEFORE_MIDNIGHT, 82, 82, 82, 105, 106));
    expect(await summary(db, id)).toEqual([
      ['2026-03-11T22:58:00Z', '82 km/h > 50 km/h'],
      ['2026-03-11T23:01:00Z', '105 km/h > 100 km/h'],
    ]);
  });

  it('a temporary "off" silences a rule on its days only', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50, at: saved('2026-03-01') });
    await saveTemporaryRule(db, id, 'NSSpeedlimitExeeded', {
      status: false,
      max: 50,
      from: '2026-03-11',
      to: '2026-03-11',
      at: saved('2026-03-05'),
    });
    await send(db, id, speeds(0, 60, 70), speeds(2, 80));
    expect(await eventsOf(db, id)).toEqual([]);
    await send(db, id, speeds(DAY, 60, 70));
    expect(await summary(db, id)).toEqual([['2026-03-12T08:00:00Z', '60 km/h > 50 km/h']]);
  });

  it('a stored rule broken before a temporary "off" starts afresh when the off days end', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50, at: saved('2026-03-01') });
    await saveTemporaryRule(db, id, 'NSSpeedlimitExeeded', {
      status: false,
      from: '2026-03-11',
      to: '2026-03-11',
      at: saved('2026-03-05'),
    });
    // 10 March: broken (one event); 11 March: off; 12 March: still too fast, a new event.
    await send(db, id, speeds(-DAY, 60), speeds(0, 60), speeds(DAY, 60, 61));
    expect((await summary(db, id)).map(([ts]) => ts)).toEqual([
      '2026-03-10T08:00:00Z',
      '2026-03-12T08:00:00Z',
    ]);
  });

  it('a temporary "on" raises while the stored setting is off or absent, on its days only', async () => {
    const { db } = getCtx();
    const off = await newVehicle(db);
    const absent = await newVehicle(db);
    await saveRule(db, off, 'NSSpeedlimitExeeded', { status: false, max: 50, at: saved('2026-03-01') });
    for (const id of [off, absent]) {
      await saveTemporaryRule(db, id, 'NSSpeedlimitExeeded', {
        max: 50,
        from: '2026-03-11',
        to: '2026-03-11',
        at: saved('2026-03-05'),
      });
      await send(db, id, speeds(0, 40, 60), speeds(2, 70));
      await send(db, id, speeds(DAY, 40, 90));
      expect(await summary(db, id)).toEqual([['2026-03-11T08:01:00Z', '60 km/h > 50 km/h']]);
    }
  });

  it('overlapping temporary settings: the newest save holds', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 100, at: saved('2026-03-01') });
    // Stored in another order than saved, so the row order cannot decide.
    await saveTemporaryRule(db, id, 'NSSpeedlimitExeeded', {
      max: 50,
      from: '2026-03-12',
      to: '2026-03-12',
      at: saved('2026-03-07'),
    });
    await saveTemporaryRule(db, id, 'NSSpeedlimitExeeded', {
      max: 30,
      from: '2026-03-11',
      to: '2026-03-11',
      at: saved('2026-03-04'),
    });
    await saveTemporaryRule(db, id, 'NSSpeedlimitExeeded', {
      max: 80,
      from: '2026-03-10',
      to: '2026-03-12',
      at: saved('2026-03-06'),
    });
    // 11 March: the 80 saved on the 6th holds over the 30 saved on the 4th; 12 March: the 50 saved on the 7th.
    await send(db, id, speeds(0, 70, 75));
    expect(await eventsOf(db, id)).toEqual([]);
    await send(db, id, speeds(DAY, 70));
    expect(await summary(db, id)).toEqual([['2026-03-12T08:00:00Z', '70 km/h > 50 km/h']]);
  });

  it('a temporary setting of other days changes nothing', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSSpeedlimitExeeded', { max: 50, at: saved('2026-03-01') });
    await saveTemporaryRule(db, id, 'NSSpeedlimitExeeded', {
      status: false,
      from: '2026-03-13',
      to: '2026-03-20',
      at: saved('2026-03-05'),
    });
    await send(db, id, speeds(0, 60), speeds(1, 70), speeds(DAY, 80));
    expect(await summary(db, id)).toEqual([['2026-03-11T08:00:00Z', '60 km/h > 50 km/h']]);
  });
});

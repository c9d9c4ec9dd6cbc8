import { expect, it } from 'vitest';
import type { NotificationLabel } from '../../../src/api/contract';
import { telemetryRecord } from '../../fleet/test-fleet';
import { describeEachDatabase } from '../../test-support/test-databases';
import { eventsOf, itChecksRules, newVehicle, saveRule, send, type RuleCase } from './test-rules';

const MIN = 60_000;

/** Driving every 10 minutes from `startIso` for `hours` (then off), 10 km per interval (60 km/h). */
const drive = (startIso: string, hours: number, firstKm = 1000) => {
  const n = Math.round(hours * 6);
  return Array.from({ length: n + 1 }, (_, i) =>
    telemetryRecord(new Date(Date.parse(startIso) + i * 10 * MIN).toISOString(), {
      status: i === n ? 'off' : 'driving',
      speed: i === n ? 0 : 60,
      mileageKm: firstKm + 10 * i,
    }),
  );
};

/** 09:00 to 12:00 in Berlin on 11 March, in two batches. */
const morning = () => {
  const records = drive('2026-03-11T08:00:00Z', 3);
  return [records.slice(0, 10), records.slice(10)];
};

/** Breaks at `minute`; the first `fineHours` of the morning stay at the limit. */
const periodCase = (
  label: NotificationLabel,
  max: number,
  note: string,
  minute: number,
  fineHours: number,
): RuleCase => ({
  name: `${label} above max`,
  label,
  max,
  breaking: morning(),
  expected: { note, minute },
  fine: [drive('2026-03-11T08:00:00Z', fineHours)],
});

describeEachDatabase('alert rules: day, week and month limits', (getCtx) => {
  itChecksRules(getCtx, [
    periodCase('NSMaxOperatingHoursDay', 2, '2.2 h > 2 h', 130, 2),
    periodCase('NSMaxOperatingHoursWeek', 2, '2.2 h > 2 h', 130, 2),
    periodCase('NSMaxOperatingHoursMonth', 2, '2.2 h > 2 h', 130, 2),
    periodCase('NSMaxMileageDay', 100, '110 km > 100 km', 110, 10 / 6),
    periodCase('NSMaxMileageMonth', 100, '110 km > 100 km', 110, 10 / 6),
  ]);

  it('day limits start again at Berlin midnight (CET: 23:00 UTC)', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSMaxOperatingHoursDay', { max: 1 });
    await saveRule(db, id, 'NSMaxMileageDay', { max: 65 });
    // 22:00 on 10 March to 01:30 on 11 March, Berlin time.
    const records = drive('2026-03-10T21:00:00Z', 3.5);
    await send(db, id, records.slice(0, 7), records.slice(7));
    const events = (await eventsOf(db, id)).map((e) => [e.type, e.ts, e.note]);
    expect(events).toEqual([
      ['NSMaxOperatingHoursDay', '2026-03-10T22:10:00Z', '1.2 h > 1 h'],
      ['NSMaxMileageDay', '2026-03-10T22:10:00Z', '70 km > 65 km'],
      // The odometer delta of the interval that ends at midnight counts on the new day (as the figures).
      ['NSMaxMileageDay', '2026-03-11T00:00:00Z', '70 km > 65 km'],
      ['NSMaxOperatingHoursDay', '2026-03-11T00:10:00Z', '1.2 h > 1 h'],
    ]);
  });

  it('week limits start again on Monday, month limits on the 1st, counting what was stored before', async () => {
    const { db } = getCtx();
    const id = await newVehicle(db);
    await saveRule(db, id, 'NSMaxOperatingHoursWeek', { max: 3 });
    await saveRule(db, id, 'NSMaxOperatingHoursMonth', { max: 5 });
    // 2 h a day from Thursday 26 February to Tuesday 3 March (Monday 2 March starts a week).
    const days = ['02-26', '02-27', '02-28', '03-01', '03-02', '03-03'];
    for (const [i, day] of days.entries())
      await send(db, id, drive(`2026-${day}T08:00:00Z`, 2, 1000 * (i + 1)));
    const events = (await eventsOf(db, id)).map((e) => [e.type, e.ts, e.note]);
    expect(events).toEqual([
      ['NSMaxOperatingHoursWeek', '2026-02-27T09:10:00Z', '3.2 h > 3 h'],
      ['NSMaxOperatingHoursMonth', '2026-02-28T09:10:00Z', '5.2 h > 5 h'],
      ['NSMaxOperatingHoursMonth', '2026-03-03T09:10:00Z', '5.2 h > 5 h'],
      ['NSMaxOperatingHoursWeek', '2026-03-03T09:10:00Z', '3.2 h > 3 h'],
    ]);
  });
});

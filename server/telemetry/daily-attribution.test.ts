import { describe, expect, it } from 'vitest';
import { attributeToDays } from './daily-attribution';
import { localDay, localDayOf } from './local-day';
import { point, SYNTHETIC_DAY, SYNTHETIC_EXPECTED } from './test-telemetry';

describe('local days in Europe/Berlin', () => {
  it('finds the local day of an instant and the instants of a day', () => {
    expect(localDayOf(Date.parse('2026-03-09T22:59:59Z'))).toBe('2026-03-09');
    expect(localDayOf(Date.parse('2026-03-09T23:00:00Z'))).toBe('2026-03-10');
    expect(localDayOf(Date.parse('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(localDayOf(Date.parse('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(localDay('2026-03-10').startMs).toBe(Date.parse('2026-03-09T23:00:00Z'));
    expect(localDay('2026-07-02').startMs).toBe(Date.parse('2026-07-01T22:00:00Z'));
  });

  it('knows the days the clocks change are 23 and 25 hours long', () => {
    const spring = localDay('2026-03-29');
    const autumn = localDay('2026-10-25');
    expect((spring.endMs - spring.startMs) / 3_600_000).toBe(23);
    expect((autumn.endMs - autumn.startMs) / 3_600_000).toBe(25);
  });
});

describe('attributing records to daily figures', () => {
  it('gives the hand-computed hours and kilometres of a synthetic day', () => {
    const days = attributeToDays(null, SYNTHETIC_DAY);
    expect([...days.keys()].sort()).toEqual(Object.keys(SYNTHETIC_EXPECTED));
    for (const [day, want] of Object.entries(SYNTHETIC_EXPECTED)) {
      const got = days.get(day);
      expect(got, day).toMatchObject({
        standbySeconds: want.standby,
        idleSeconds: want.idle,
        drivingSeconds: want.driving,
        firstMileageKm: want.first,
        lastMileageKm: want.last,
      });
      expect(got?.kmDriven, day).toBeCloseTo(want.km, 9);
    }
  });

  it('caps the time after a record at 10 minutes, so a silent device gathers no hours', () => {
    const days = attributeToDays(null, [
      point('2026-03-10T08:00:00Z', 'driving', 10),
      point('2026-03-10T14:00:00Z', 'driving', 10),
    ]);
    expect(days.get('2026-03-10')?.drivingSeconds).toBe(600);
  });

  it('ignores a negative odometer delta (a reset) and counts the next ones again', () => {
    const days = attributeToDays(null, [
      point('2026-03-10T08:00:00Z', 'driving', 500),
      point('2026-03-10T08:01:00Z', 'driving', 2),
      point('2026-03-10T08:02:00Z', 'driving', 3.5),
    ]);
    expect(days.get('2026-03-10')?.kmDriven).toBe(1.5);
  });

  it('continues from the record stored before: its time and odometer count first', () => {
    const [first, ...rest] = SYNTHETIC_DAY;
    const continued = attributeToDays(first ?? null, rest);
    expect(continued.get('2026-03-09')).toMatchObject({ standbySeconds: 300, firstMileageKm: null });
    expect(continued.get('2026-03-10')).toMatchObject({ standbySeconds: 300, idleSeconds: 1200 });
  });
});

import { Either, Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { NotificationSettingInput } from './notifications.contract';
import { notificationLimitIssues, NotificationPeriod, parseNotificationPeriod } from './notifications-limits';

describe('notificationLimitIssues (spec 001 §5)', () => {
  it('accepts 0 to 10000, and empty limits', () => {
    expect(notificationLimitIssues('NSSpeedlimitExeeded', 0, 10_000)).toEqual([]);
    expect(notificationLimitIssues('NSSpeedlimitExeeded', null, null)).toEqual([]);
    expect(notificationLimitIssues('NSMaxMileageDay', 5, 5)).toEqual([]);
  });

  it('refuses values out of bounds, and min above max', () => {
    expect(notificationLimitIssues('NSVoltageDrop', -1, 10)).toEqual([
      { field: 'min', message: 'minimum-exceeded' },
    ]);
    expect(notificationLimitIssues('NSVoltageDrop', null, 10_001)).toEqual([
      { field: 'max', message: 'maximum-exceeded' },
    ]);
    expect(notificationLimitIssues('NSMaxOperatingHoursDay', 20, 10)).toEqual([
      { field: 'min', message: 'min-above-max' },
    ]);
  });

  it('lets the temperature min go to -1000 and its max to -273', () => {
    expect(notificationLimitIssues('NSOutsideTemperature', -1000, -273)).toEqual([]);
    expect(notificationLimitIssues('NSOutsideTemperature', -1001, null)).toEqual([
      { field: 'min', message: 'minimum-exceeded' },
    ]);
    expect(notificationLimitIssues('NSOutsideTemperature', null, -274)).toEqual([
      { field: 'max', message: 'minimum-exceeded' },
    ]);
  });
});

describe('the notification period', () => {
  it('reads two real days, the first not after the second', () => {
    expect(parseNotificationPeriod('2026-03-01/2026-03-12')).toEqual({
      start: '2026-03-01',
      end: '2026-03-12',
    });
    expect(parseNotificationPeriod('2026-02-30/2026-03-12')).toBeNull();
    expect(parseNotificationPeriod('2026-03-01')).toBeNull();
    const decode = Schema.decodeUnknownEither(NotificationPeriod);
    expect(Either.isRight(decode('2026-03-12/2026-03-12'))).toBe(true);
    expect(Either.isLeft(decode('2026-03-12/2026-03-11'))).toBe(true);
  });
});

describe('NotificationSettingInput', () => {
  const decode = Schema.decodeUnknownEither(NotificationSettingInput);
  const base = {
    label: 'NSSpeedlimitExeeded',
    status: true,
    min: { value: null, text: '' },
    max: { value: 80, text: '80' },
  };
  it('takes the label’s own unit or none, never another', () => {
    expect(Either.isRight(decode(base))).toBe(true);
    expect(Either.isRight(decode({ ...base, unit: 'kmPerHr' }))).toBe(true);
    expect(Either.isLeft(decode({ ...base, unit: 'celsius' }))).toBe(true);
    expect(Either.isLeft(decode({ ...base, label: 'NSUnknown' }))).toBe(true);
  });
});

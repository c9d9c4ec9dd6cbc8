import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatNumber, formatTime } from './format';
import { splitMinutesSeconds } from './duration';

// 2026-03-05T07:04:09Z is 08:04:09 in Berlin (CET).
const moment = Date.UTC(2026, 2, 5, 7, 4, 9);

describe('date and time formats (spec 000 §9)', () => {
  it('formats dates as DD.MM.YYYY', () => {
    expect(formatDate(moment, 'Europe/Berlin')).toBe('05.03.2026');
    expect(formatDate(new Date(moment), 'UTC')).toBe('05.03.2026');
  });

  it('formats times as 24 h HH:mm, also in the afternoon', () => {
    expect(formatTime(moment, 'Europe/Berlin')).toBe('08:04');
    expect(formatTime(Date.UTC(2026, 2, 5, 22, 30), 'Europe/Berlin')).toBe('23:30');
    expect(formatTime(Date.UTC(2026, 2, 5, 0, 0), 'UTC')).toBe('00:00');
  });

  it('formats DD.MM.YYYY HH:mm and DD.MM.YYYY HH:mm:ss', () => {
    expect(formatDateTime(moment, 'Europe/Berlin')).toBe('05.03.2026 08:04');
    expect(formatDateTimeSeconds(moment, 'Europe/Berlin')).toBe('05.03.2026 08:04:09');
  });

  it('crosses the date line with the time zone', () => {
    expect(formatDateTime(Date.UTC(2026, 11, 31, 23, 30), 'Europe/Berlin')).toBe('01.01.2027 00:30');
  });
});

describe('number format', () => {
  it('uses comma decimals and dot thousands with at most 2 decimals in German', () => {
    expect(formatNumber(1234567.891, 'de-DE')).toBe('1.234.567,89');
    expect(formatNumber(0.5, 'de-DE')).toBe('0,5');
    expect(formatNumber(12, 'de-DE')).toBe('12');
  });

  it('uses the British format in English', () => {
    expect(formatNumber(1234567.891, 'en-GB')).toBe('1,234,567.89');
  });

  it('honours a smaller number of decimals', () => {
    expect(formatNumber(3.14159, 'de-DE', 1)).toBe('3,1');
  });
});

describe('splitMinutesSeconds', () => {
  it('splits and rounds a wait up to whole seconds', () => {
    expect(splitMinutesSeconds(125)).toEqual({ minutes: 2, seconds: 5 });
    expect(splitMinutesSeconds(59.2)).toEqual({ minutes: 1, seconds: 0 });
    expect(splitMinutesSeconds(-3)).toEqual({ minutes: 0, seconds: 0 });
  });
});

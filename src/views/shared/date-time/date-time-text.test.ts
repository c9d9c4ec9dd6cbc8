import { describe, expect, it } from 'vitest';
import {
  formatDateTimeText,
  parseDateTimeText,
  rangeProblem,
  textMatches,
  isUnreadable,
  unreadableText,
  unreadableValue,
  valueOfText,
  withDay,
} from './date-time-text';

describe('formatDateTimeText', () => {
  it('writes DD.MM.YYYY HH:mm with 24 h time', () => {
    expect(formatDateTimeText('2026-02-01T07:05')).toBe('01.02.2026 07:05');
    expect(formatDateTimeText('2026-11-22T21:30')).toBe('22.11.2026 21:30');
  });

  it('writes dd.MM.yyyy @ HH:mm when a form asks for it (spec 001 §5)', () => {
    expect(formatDateTimeText('2026-02-01T07:05', ' @ ')).toBe('01.02.2026 @ 07:05');
  });

  it('gives no text for no value or one that is not a date', () => {
    expect(formatDateTimeText('')).toBe('');
    expect(formatDateTimeText('2026-02-30T07:05')).toBe('');
    expect(formatDateTimeText('unreadable')).toBe('');
  });
});

describe('parseDateTimeText', () => {
  it.each([
    ['01.02.2026 07:05', '2026-02-01T07:05'],
    ['1.2.2026 7:05', '2026-02-01T07:05'],
    ['  1.2.2026   7:05  ', '2026-02-01T07:05'],
    ['1.2.26 7:05', '2026-02-01T07:05'],
    ['1/2/2026 19.45', '2026-02-01T19:45'],
    ['01.02.2026, 0705', '2026-02-01T07:05'],
    ['1.2.2026 7', '2026-02-01T07:00'],
    ['1.2.2026 7:05 Uhr', '2026-02-01T07:05'],
    ['29.02.2028 00:00', '2028-02-29T00:00'],
    ['31.12.2026 23:59', '2026-12-31T23:59'],
    ['01.02.2026 @ 07:05', '2026-02-01T07:05'],
    ['1.2.2026@7:05', '2026-02-01T07:05'],
  ])('reads %j leniently as %s', (text, value) => {
    expect(parseDateTimeText(text)).toEqual({ kind: 'ok', value });
  });

  it('round-trips what it writes', () => {
    expect(parseDateTimeText(formatDateTimeText('2026-11-22T09:30'))).toEqual({
      kind: 'ok',
      value: '2026-11-22T09:30',
    });
  });

  it('is empty for blank text', () => {
    expect(parseDateTimeText('   ')).toEqual({ kind: 'empty' });
  });

  it.each(['1.2.2026', '2026-02-01T07:05', 'tomorrow', '1.2.2026 7:5', '1.2.2026 7:05 pm', '12.2023'])(
    'names %j a format problem (the date and the time are both needed, day first)',
    (text) => {
      expect(parseDateTimeText(text)).toEqual({ kind: 'invalid', problem: 'format' });
    },
  );

  it.each([
    '31.02.2026 07:05',
    '29.02.2026 07:05',
    '1.13.2026 07:05',
    '0.1.2026 07:05',
    '1.2.2026 24:00',
    '1.2.2026 7:60',
  ])('names %j a date problem (no such day or time)', (text) => {
    expect(parseDateTimeText(text)).toEqual({ kind: 'invalid', problem: 'date' });
  });

  it.each(['31.02.2026 07:05', '1.2.2026', '2026', 'garbage 1.2.2026 7:05 (x)'])(
    'hands on %j as a marker that no date parser reads and that gives the text back',
    (text) => {
      const marker = unreadableValue(text);
      expect(marker).not.toMatch(/\d/);
      expect(Date.parse(marker)).toBeNaN();
      expect(isUnreadable(marker)).toBe(true);
      expect(unreadableText(marker)).toBe(text);
      expect(formatDateTimeText(marker)).toBe(text);
    },
  );

  it('no other value is a marker', () => {
    expect(isUnreadable('2026-02-01T07:05')).toBe(false);
    expect(unreadableText('')).toBeNull();
  });
});

describe('rangeProblem', () => {
  const min = '2026-11-21T09:30';
  const max = '2026-11-22T09:30';
  it('accepts the bounds themselves', () => {
    expect(rangeProblem(min, min, max)).toBeNull();
    expect(rangeProblem(max, min, max)).toBeNull();
  });
  it('names values before min and after max', () => {
    expect(rangeProblem('2026-11-21T09:29', min, max)).toBe('tooEarly');
    expect(rangeProblem('2026-11-22T09:31', min, max)).toBe('tooLate');
  });
  it('has no bound where none is given', () => {
    expect(rangeProblem('2099-01-01T00:00', undefined, undefined)).toBeNull();
  });
});

describe('withDay', () => {
  const bounds = { min: '2026-11-21T09:30', max: '2026-11-22T09:30' };
  it('keeps the time the field had', () => {
    expect(withDay('2026-11-10', '2026-11-20T07:05', '12:00', {})).toBe('2026-11-10T07:05');
  });
  it('takes the fallback time when the field had none or an unreadable one', () => {
    expect(withDay('2026-11-10', '', '12:00', {})).toBe('2026-11-10T12:00');
    expect(withDay('2026-11-10', unreadableValue('1.2.'), '12:00', {})).toBe('2026-11-10T12:00');
  });
  it("holds back to max on max's day and up to min on min's day", () => {
    expect(withDay('2026-11-22', '2026-11-20T18:00', '12:00', bounds)).toBe('2026-11-22T09:30');
    expect(withDay('2026-11-21', '2026-11-20T18:00', '12:00', bounds)).toBe('2026-11-21T18:00');
    expect(withDay('2026-11-21', '2026-11-20T08:00', '12:00', bounds)).toBe('2026-11-21T09:30');
  });
});

describe('textMatches and valueOfText', () => {
  it('hands on the value, none, or the unreadable marker', () => {
    expect(valueOfText('1.2.2026 7:05')).toBe('2026-02-01T07:05');
    expect(valueOfText(' ')).toBe('');
    expect(valueOfText('31.02.2026 07:05')).toBe(unreadableValue('31.02.2026 07:05'));
  });
  it('keeps a text that stands for the value coming back', () => {
    expect(textMatches('1.2.2026 7:05', '2026-02-01T07:05')).toBe(true);
    expect(textMatches('1.2.2026 7:0', unreadableValue('1.2.2026 7:0'))).toBe(true);
    expect(textMatches('', '')).toBe(true);
  });
  it('gives way to a different value (the form was reset or loaded)', () => {
    expect(textMatches('1.2.2026 7:05', '2026-11-22T09:30')).toBe(false);
    expect(textMatches('1.2.2026 7:0', '')).toBe(false);
    expect(textMatches('1.2.2026 7:0', unreadableValue('1.2.2026 7:'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { localDay, localDayOf, startOfLocalDay, utcOffsetAt } from './local-day';

const HOUR_MS = 3_600_000;
const QUARTER_MS = 15 * 60_000;

const formats = new Map<string, Intl.DateTimeFormat>();
/** The local day straight from Intl, as the memoised offsets must answer it. */
const intlDayOf = (ms: number, timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format.format(ms);
};

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** The offset straight from Intl ('GMT+10:30'), in ms. */
const intlOffsetAt = (ms: number, timeZone: string) => {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const [, sign = '+', h = '0', m = '0'] = /GMT([+-])(\d\d):(\d\d)/.exec(name) ?? [];
  return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m)) * 60_000;
};

/** Every quarter hour of [from, to) and the seconds just before and after each hour. */
const instants = (from: string, to: string): number[] => {
  const list: number[] = [];
  for (let ms = Date.parse(from); ms < Date.parse(to); ms += QUARTER_MS) {
    list.push(ms);
    if (ms % HOUR_MS === 0) list.push(ms - 1, ms + 999);
  }
  return list;
};

describe('local days from memoised offsets', () => {
  it('answers every quarter hour of two Berlin years as Intl does, clock changes included', () => {
    const wrong = instants('2025-01-01T00:00:00Z', '2027-01-01T00:00:00Z').filter(
      (ms) =>
        localDayOf(ms) !== intlDayOf(ms, 'Europe/Berlin') ||
        utcOffsetAt(ms) !== intlOffsetAt(ms, 'Europe/Berlin'),
    );
    expect(wrong.map((ms) => new Date(ms).toISOString())).toEqual([]);
  });

  it('stays exact where the clocks change off the hour (Lord Howe Island in October: 15:30 UTC)', () => {
    const zone = 'Australia/Lord_Howe';
    const list = instants('2026-03-20T00:00:00Z', '2026-04-20T00:00:00Z').concat(
      instants('2026-09-25T00:00:00Z', '2026-10-10T00:00:00Z'),
    );
    const wrongDay = list.filter((ms) => localDayOf(ms, zone) !== intlDayOf(ms, zone));
    const wrongOffset = list.filter((ms) => utcOffsetAt(ms, zone) !== intlOffsetAt(ms, zone));
    expect(wrongDay.concat(wrongOffset).map((ms) => new Date(ms).toISOString())).toEqual([]);
    expect(utcOffsetAt(Date.parse('2026-10-03T15:29:59Z'), zone)).toBe(10.5 * HOUR_MS);
    expect(utcOffsetAt(Date.parse('2026-10-03T15:30:00Z'), zone)).toBe(11 * HOUR_MS);
    // 2026-04-05 02:00 daylight time (+11) back to 01:30 standard time (+10:30): a 24.5-hour day.
    const day = localDay('2026-04-05', zone);
    expect((day.endMs - day.startMs) / HOUR_MS).toBe(24.5);
    expect(startOfLocalDay('2026-04-06', zone)).toBe(Date.parse('2026-04-05T13:30:00Z'));
  });

  it('answers the same when asked again in any order (the memo changes nothing)', () => {
    const list = instants('2026-10-24T00:00:00Z', '2026-10-27T00:00:00Z');
    const first = list.map((ms) => localDayOf(ms));
    const again = [...list]
      .reverse()
      .map((ms) => localDayOf(ms))
      .reverse();
    expect(again).toEqual(first);
    expect(new Set(first)).toEqual(new Set(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']));
  });
});

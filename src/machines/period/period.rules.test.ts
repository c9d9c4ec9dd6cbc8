import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  capToOneMonth,
  clampToWindow,
  defaultPeriod,
  defaultPeriodFor,
  fitPeriod,
  formatGermanDay,
  formatPeriod,
  isBlockedDay,
  lastPickableDay,
  OPEN_WINDOW,
  parseGermanDay,
  parseIsoDay,
  parsePeriod,
  todayAt,
  windowOf,
  type DayRules,
} from './period.rules';

const rules = (over: Partial<DayRules> = {}): DayRules => ({
  kind: 'other',
  today: '2026-11-22',
  window: OPEN_WINDOW,
  ...over,
});

describe('period rules: today and the default period', () => {
  it('today is the Berlin day of the injected clock, not the UTC day', () => {
    // 23:30 UTC on 22 Nov is 00:30 on 23 Nov in Berlin (CET, UTC+1).
    expect(todayAt(Date.UTC(2026, 10, 22, 23, 30))).toBe('2026-11-23');
    expect(todayAt(Date.UTC(2026, 10, 22, 22, 59))).toBe('2026-11-22');
    // Summer time (CEST, UTC+2): 22:00 UTC is already the next day.
    expect(todayAt(Date.UTC(2026, 6, 1, 22, 0))).toBe('2026-07-02');
    expect(todayAt(Date.UTC(2026, 6, 1, 21, 59))).toBe('2026-07-01');
  });

  it('the default period is two weeks before today to today, across month and year ends and DST', () => {
    expect(defaultPeriod('2026-11-22')).toEqual({ startDate: '2026-11-08', endDate: '2026-11-22' });
    expect(defaultPeriod('2026-03-05')).toEqual({ startDate: '2026-02-19', endDate: '2026-03-05' });
    expect(defaultPeriod('2028-03-05')).toEqual({ startDate: '2028-02-20', endDate: '2028-03-05' });
    expect(defaultPeriod('2027-01-03')).toEqual({ startDate: '2026-12-20', endDate: '2027-01-03' });
    // The spring DST switch (29 Mar 2026) lies inside: still 14 calendar days.
    expect(defaultPeriod('2026-04-05')).toEqual({ startDate: '2026-03-22', endDate: '2026-04-05' });
  });
});

describe('period rules: railation’s default range (spec 000 §2: the last 7 days ending yesterday)', () => {
  const berlin = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;
  // The organisation's day decides (Europe/Berlin), on either side of its midnight and of its DST switches.
  it.each([
    ['23:59 on a winter evening (CET)', '2026-11-22T23:59:59+01:00', '2026-11-15', '2026-11-21'],
    ['midnight after it', '2026-11-23T00:00:00+01:00', '2026-11-16', '2026-11-22'],
    ['23:59 on a summer evening (CEST)', '2026-07-01T23:59:59+02:00', '2026-06-24', '2026-06-30'],
    ['midnight after it (22:00 UTC)', '2026-07-02T00:00:00+02:00', '2026-06-25', '2026-07-01'],
    ['the last minute before the spring switch day', '2026-03-28T23:59:59+01:00', '2026-03-21', '2026-03-27'],
    ['the spring switch day (23 hours) begins', '2026-03-29T00:00:00+01:00', '2026-03-22', '2026-03-28'],
    ['its last minute, in summer time', '2026-03-29T23:59:59+02:00', '2026-03-22', '2026-03-28'],
    ['the day after it begins', '2026-03-30T00:00:00+02:00', '2026-03-23', '2026-03-29'],
    ['the autumn switch day (25 hours) begins', '2026-10-25T00:00:00+02:00', '2026-10-18', '2026-10-24'],
    ['02:30 the second time that night', '2026-10-25T02:30:00+01:00', '2026-10-18', '2026-10-24'],
    ['its last minute, in winter time', '2026-10-25T23:59:59+01:00', '2026-10-18', '2026-10-24'],
    ['the day after it begins', '2026-10-26T00:00:00+01:00', '2026-10-19', '2026-10-25'],
    ['New Year, while UTC is still in the old year', '2027-01-01T00:30:00+01:00', '2026-12-25', '2026-12-31'],
    ['1 March of a leap year', '2028-03-01T00:00:00+01:00', '2028-02-23', '2028-02-29'],
  ])('%s (%s): %s to %s', (_, instant, startDate, endDate) => {
    const now = berlin(instant);
    expect(defaultPeriodFor('railation', todayAt(now))).toEqual({ startDate, endDate });
    // 7 whole days, today left out.
    expect(Temporal.PlainDate.from(startDate).until(endDate).days).toBe(6);
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])(
    'does not follow the browser’s zone (%s)',
    (zone) => {
      const before = process.env['TZ'];
      process.env['TZ'] = zone;
      try {
        // 00:30 in Berlin is the previous evening in Los Angeles and already the afternoon in Kiritimati.
        const now = berlin('2026-11-23T00:30:00+01:00');
        expect(new Date(now).getTimezoneOffset()).not.toBe(-60);
        expect(defaultPeriodFor('railation', todayAt(now))).toEqual({
          startDate: '2026-11-16',
          endDate: '2026-11-22',
        });
      } finally {
        if (before === undefined) delete process.env['TZ'];
        else process.env['TZ'] = before;
      }
    },
  );

  it('leaves the other views at two weeks up to today', () => {
    expect(defaultPeriodFor('reporting', '2026-11-22')).toEqual(defaultPeriod('2026-11-22'));
    expect(defaultPeriodFor('trackingmap', '2026-11-22')).toEqual(defaultPeriod('2026-11-22'));
  });
});

describe('period rules: parsing and formatting', () => {
  it('reads real days only', () => {
    expect(parseIsoDay('2028-02-29')).toBe('2028-02-29');
    expect(parseIsoDay('2026-02-29')).toBeNull();
    expect(parseIsoDay('2026-04-31')).toBeNull();
    expect(parseIsoDay('2026-13-01')).toBeNull();
    expect(parseIsoDay('2026-1-01')).toBeNull();
    expect(parseIsoDay('26.11.2026')).toBeNull();
    expect(parseIsoDay('')).toBeNull();
    expect(parseIsoDay(null)).toBeNull();
    expect(parseGermanDay('29.02.2028')).toBe('2028-02-29');
    expect(parseGermanDay(' 01.12.2026 ')).toBe('2026-12-01');
    expect(parseGermanDay('29.02.2026')).toBeNull();
    expect(parseGermanDay('2026-12-01')).toBeNull();
    expect(parseGermanDay(null)).toBeNull();
  });

  it('writes DD.MM.YYYY', () => {
    expect(formatGermanDay('2026-01-05')).toBe('05.01.2026');
    expect(formatPeriod({ startDate: '2026-11-08', endDate: '2026-11-22' })).toBe('08.11.2026 – 22.11.2026');
  });

  it('reads a period from the URL: both days real and in order, single days allowed', () => {
    expect(parsePeriod('2026-11-08', '2026-11-22')).toEqual({
      startDate: '2026-11-08',
      endDate: '2026-11-22',
    });
    expect(parsePeriod('2026-11-08', '2026-11-08')).toEqual({
      startDate: '2026-11-08',
      endDate: '2026-11-08',
    });
    expect(parsePeriod('2026-11-22', '2026-11-08')).toBeNull();
    expect(parsePeriod('2026-11-08', null)).toBeNull();
    expect(parsePeriod('x', '2026-11-08')).toBeNull();
  });

  it('reads a vehicle window; an unreadable or missing side stays open', () => {
    expect(windowOf({ startDate: '01.10.2026', endDate: '31.10.2026' })).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(windowOf({ startDate: null, endDate: 'junk' })).toEqual(OPEN_WINDOW);
  });
});

describe('period rules: blocked days (spec 000 §5)', () => {
  it('on the tracking map days from today onward are blocked; elsewhere days after today', () => {
    expect(isBlockedDay('2026-11-21', rules({ kind: 'trackingmap' }))).toBe(false);
    expect(isBlockedDay('2026-11-22', rules({ kind: 'trackingmap' }))).toBe(true);
    expect(isBlockedDay('2026-11-22', rules())).toBe(false);
    expect(isBlockedDay('2026-11-23', rules())).toBe(true);
    expect(isBlockedDay('2026-11-23', rules({ kind: 'graph' }))).toBe(true);
    expect(isBlockedDay('2000-01-01', rules())).toBe(false);
  });

  it('days before the window start and more than one day after its end are blocked', () => {
    const window = { startDate: '2026-10-01', endDate: '2026-10-31' };
    expect(isBlockedDay('2026-09-30', rules({ window }))).toBe(true);
    expect(isBlockedDay('2026-10-01', rules({ window }))).toBe(false);
    expect(isBlockedDay('2026-10-31', rules({ window }))).toBe(false);
    expect(isBlockedDay('2026-11-01', rules({ window }))).toBe(false);
    expect(isBlockedDay('2026-11-02', rules({ window }))).toBe(true);
    expect(isBlockedDay('2026-11-01', rules({ window, kind: 'trackingmap' }))).toBe(false);
  });

  it('the graph picker blocks every day outside the window', () => {
    const window = { startDate: '2026-10-01', endDate: '2026-10-31' };
    expect(isBlockedDay('2026-10-31', rules({ window, kind: 'graph' }))).toBe(false);
    expect(isBlockedDay('2026-11-01', rules({ window, kind: 'graph' }))).toBe(true);
    expect(isBlockedDay('2026-09-30', rules({ window, kind: 'graph' }))).toBe(true);
  });

  it('a window open on one side limits only that side', () => {
    expect(isBlockedDay('1999-01-01', rules({ window: { startDate: null, endDate: '2026-10-31' } }))).toBe(
      false,
    );
    expect(isBlockedDay('2026-11-05', rules({ window: { startDate: null, endDate: '2026-10-31' } }))).toBe(
      true,
    );
    expect(isBlockedDay('2026-11-22', rules({ window: { startDate: '2026-10-01', endDate: null } }))).toBe(
      false,
    );
    expect(isBlockedDay('2026-09-01', rules({ window: { startDate: '2026-10-01', endDate: null } }))).toBe(
      true,
    );
  });

  it('a window ending in the future leaves today as the last day', () => {
    expect(lastPickableDay(rules({ window: { startDate: null, endDate: '2027-01-01' } }))).toBe('2026-11-22');
    // The day after a window end on 28 Feb of a leap year is 29 Feb.
    expect(
      lastPickableDay(rules({ today: '2028-03-10', window: { startDate: null, endDate: '2028-02-28' } })),
    ).toBe('2028-02-29');
  });
});

describe('period rules: clamping to the window (spec 000 §4)', () => {
  const window = { startDate: '2026-10-01', endDate: '2026-10-31' };

  it('clamps either end into the window', () => {
    expect(clampToWindow({ startDate: '2026-09-20', endDate: '2026-10-10' }, window)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-10',
    });
    expect(clampToWindow({ startDate: '2026-10-20', endDate: '2026-11-10' }, window)).toEqual({
      startDate: '2026-10-20',
      endDate: '2026-10-31',
    });
    expect(clampToWindow({ startDate: '2026-10-05', endDate: '2026-10-06' }, OPEN_WINDOW)).toEqual({
      startDate: '2026-10-05',
      endDate: '2026-10-06',
    });
  });

  it('a start after the window end gives the last 7 days of the window', () => {
    expect(clampToWindow({ startDate: '2026-11-08', endDate: '2026-11-22' }, window)).toEqual({
      startDate: '2026-10-25',
      endDate: '2026-10-31',
    });
    // Over a month end, and over the leap day.
    expect(
      clampToWindow(
        { startDate: '2028-03-10', endDate: '2028-03-12' },
        { startDate: null, endDate: '2028-03-02' },
      ),
    ).toEqual({ startDate: '2028-02-25', endDate: '2028-03-02' });
    // A window shorter than 7 days: the whole window.
    expect(
      clampToWindow(
        { startDate: '2026-11-08', endDate: '2026-11-22' },
        { startDate: '2026-10-29', endDate: '2026-10-31' },
      ),
    ).toEqual({ startDate: '2026-10-29', endDate: '2026-10-31' });
  });

  it('an end before the window start gives its first 7 days', () => {
    expect(clampToWindow({ startDate: '2026-08-01', endDate: '2026-08-14' }, window)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-07',
    });
  });
});

describe('period rules: the period a view applies', () => {
  it('pulls the end back to the last pickable day', () => {
    expect(fitPeriod(defaultPeriod('2026-11-22'), rules({ kind: 'trackingmap' }))).toEqual({
      startDate: '2026-11-08',
      endDate: '2026-11-21',
    });
    expect(
      fitPeriod({ startDate: '2026-11-22', endDate: '2026-11-22' }, rules({ kind: 'trackingmap' })),
    ).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    });
    expect(fitPeriod({ startDate: '2026-11-20', endDate: '2026-12-24' }, rules())).toEqual({
      startDate: '2026-11-20',
      endDate: '2026-11-22',
    });
  });

  it('is null when no day is pickable (a window that starts in the future)', () => {
    expect(
      fitPeriod(defaultPeriod('2026-11-22'), rules({ window: { startDate: '2026-12-01', endDate: null } })),
    ).toBeNull();
    expect(
      fitPeriod(
        defaultPeriod('2026-11-22'),
        rules({ kind: 'trackingmap', window: { startDate: '2026-11-22', endDate: null } }),
      ),
    ).toBeNull();
    expect(
      fitPeriod(defaultPeriod('2026-11-22'), rules({ window: { startDate: '2026-11-22', endDate: null } })),
    ).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-22',
    });
  });
});

describe('period rules: the tracking one-month cap (spec 000 §4)', () => {
  it('starts a longer period one month before its end; month ends clamp', () => {
    expect(capToOneMonth({ startDate: '2026-01-01', endDate: '2026-03-31' })).toEqual({
      startDate: '2026-02-28',
      endDate: '2026-03-31',
    });
    expect(capToOneMonth({ startDate: '2028-01-01', endDate: '2028-03-30' })).toEqual({
      startDate: '2028-02-29',
      endDate: '2028-03-30',
    });
    expect(capToOneMonth({ startDate: '2026-11-08', endDate: '2026-11-22' })).toEqual({
      startDate: '2026-11-08',
      endDate: '2026-11-22',
    });
  });
});

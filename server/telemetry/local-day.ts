import { ORGANISATION_TIME_ZONE } from '../../src/api/contract/time-zone';

/**
 * Local calendar days of the organisation (the contract's `ORGANISATION_TIME_ZONE`, Europe/Berlin: the
 * zone the portal shows every time in). Daily figures are kept per local day, so a day is 23, 24 or 25
 * hours long around the clock changes.
 */
export const FLEET_TIME_ZONE = ORGANISATION_TIME_ZONE;

/** A local day as 'YYYY-MM-DD' with its instants: [startMs, endMs). */
export interface LocalDay {
  readonly day: string;
  readonly startMs: number;
  readonly endMs: number;
}

const HOUR_MS = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall-clock fields of an instant in the zone. */
const wallClock = (ms: number, timeZone: string) => {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 1,
    day: parts['day'] ?? 1,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
};

/** The zone's offset from UTC at an instant, in ms, from the formatted wall clock (slow: about 10 µs). */
const formattedOffsetAt = (ms: number, timeZone: string): number => {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
};

/** Memoised offsets per zone and UTC hour (hour number since 1970); cleared when it grows past the limit. */
const offsetsByHour = new Map<string, Map<number, number>>();
const MEMO_LIMIT = 100_000;

/**
 * The zone's offset from UTC at an instant, in ms (Berlin: +1 h or +2 h). The ingestion and the rule
 * engine ask for local days several times per day of every batch (the 90-day demo history: thousands
 * of batches), and each answer through Intl formats a date; the offset only changes at the zone's
 * clock changes, so it is memoised per UTC hour. An hour is memoised only when its first and last
 * second have the same offset, so the answer stays exact also in zones that change their clocks off
 * the hour (Lord Howe Island: 15:30 UTC); such hours are formatted.
 */
export const utcOffsetAt = (ms: number, timeZone = FLEET_TIME_ZONE): number => {
  let memo = offsetsByHour.get(timeZone);
  if (!memo) offsetsByHour.set(timeZone, (memo = new Map<number, number>()));
  const hour = Math.floor(ms / HOUR_MS);
  const known = memo.get(hour);
  if (known !== undefined) return known;
  const atStart = formattedOffsetAt(hour * HOUR_MS, timeZone);
  if (formattedOffsetAt((hour + 1) * HOUR_MS - 1000, timeZone) !== atStart) {
    return formattedOffsetAt(ms, timeZone);
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(hour, atStart);
  return atStart;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * 'YYYY-MM-DD' of the local day that contains the instant: the UTC date of the instant shifted by
 * the zone's offset (offsets are whole seconds, so the shift never crosses midnight wrongly).
 */
export const localDayOf = (ms: number, timeZone = FLEET_TIME_ZONE): string => {
  const wall = new Date(ms + utcOffsetAt(ms, timeZone));
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
};

/** The day after a 'YYYY-MM-DD' day (calendar arithmetic, no zone involved). */
export const nextDay = (day: string, days = 1): string => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

/** The instant local midnight begins the day (never in a gap: Berlin changes clocks at 2 and 3 am). */
export const startOfLocalDay = (day: string, timeZone = FLEET_TIME_ZONE): number => {
  const [y, m, d] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
  // Two passes: the offset at the guessed instant may differ from the one at the real midnight.
  const guess = utcMidnight - utcOffsetAt(utcMidnight - 2 * HOUR_MS, timeZone);
  return utcMidnight - utcOffsetAt(guess, timeZone);
};

export const localDay = (day: string, timeZone = FLEET_TIME_ZONE): LocalDay => ({
  day,
  startMs: startOfLocalDay(day, timeZone),
  endMs: startOfLocalDay(nextDay(day), timeZone),
});

/**
 * Finds the local day of many instants quickly: consecutive records mostly fall on the day found
 * last, which is then answered without formatting dates.
 */
export const createDayFinder = (timeZone = FLEET_TIME_ZONE) => {
  let last: LocalDay | undefined;
  return (ms: number): LocalDay => {
    if (last && ms >= last.startMs && ms < last.endMs) return last;
    last = localDay(localDayOf(ms, timeZone), timeZone);
    return last;
  };
};

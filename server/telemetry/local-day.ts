/**
 * Local calendar days of the organisation (spec: Europe/Berlin unless configured). Daily figures are
 * kept per local day, so a day is 23, 24 or 25 hours long around the clock changes.
 */
export const FLEET_TIME_ZONE = 'Europe/Berlin';

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

/** The zone's offset from UTC at an instant, in ms (Berlin: +1 h or +2 h). */
const offsetAt = (ms: number, timeZone: string): number => {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of the local day that contains the instant. */
export const localDayOf = (ms: number, timeZone = FLEET_TIME_ZONE): string => {
  const w = wallClock(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
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
  const guess = utcMidnight - offsetAt(utcMidnight - 2 * HOUR_MS, timeZone);
  return utcMidnight - offsetAt(guess, timeZone);
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

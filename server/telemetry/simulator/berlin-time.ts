/**
 * Europe/Berlin local time without Intl: the EU rule (summer time from the last Sunday of March to the
 * last Sunday of October, switching at 01:00 UTC) in closed form, so the generator stays pure and fast.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

const lastSundayAt1Utc = (year: number, month: number): number => {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
};

/** The offset of Berlin local time from UTC at the instant `utcMs`, in ms. */
export const berlinOffsetMs = (utcMs: number): number => {
  const year = new Date(utcMs).getUTCFullYear();
  const summer = utcMs >= lastSundayAt1Utc(year, 2) && utcMs < lastSundayAt1Utc(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
};

/** Berlin local wall-clock time of `utcMs`, as ms since 1970-01-01 00:00 local. */
export const toLocalMs = (utcMs: number): number => utcMs + berlinOffsetMs(utcMs);

/**
 * The UTC instant of a local wall-clock time. Exact for times from 04:00 on; the night switch hour is
 * ambiguous, which does not matter here because every vehicle is off then.
 */
export const toUtcMs = (localMs: number): number => localMs - berlinOffsetMs(localMs - 2 * HOUR_MS);

/** The local day number (days since 1970-01-01 local) of an instant. */
export const localDay = (utcMs: number): number => Math.floor(toLocalMs(utcMs) / DAY_MS);

/** 0 = Sunday … 6 = Saturday of a local day number (1970-01-01 was a Thursday). */
export const weekday = (day: number): number => (((day + 4) % 7) + 7) % 7;

import { Temporal } from 'temporal-polyfill';
import { ORGANISATION_TIME_ZONE } from '../../api/contract/time-zone';

const WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall-clock value (`YYYY-MM-DDTHH:mm`, seconds dropped) of an instant in `timeZone`. */
export const wallTimeOf = (ms: number, timeZone: string): string =>
  Temporal.Instant.fromEpochMilliseconds(ms)
    .toZonedDateTimeISO(timeZone)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' });

/**
 * The instant of a wall-clock value in `timeZone`, or null when it is none: not `YYYY-MM-DDTHH:mm`,
 * no real date, or the hour skipped when clocks go forward. A repeated hour (clocks go back) is its
 * first occurrence, as the server reads it.
 */
export const instantOfWallTime = (value: string, timeZone: string): number | null => {
  if (!WALL.test(value)) return null;
  let plain: Temporal.PlainDateTime;
  try {
    plain = Temporal.PlainDateTime.from(value, { overflow: 'reject' });
  } catch {
    return null;
  }
  const zoned = plain.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  return zoned.toPlainDateTime().equals(plain) ? zoned.epochMilliseconds : null;
};

/**
 * An instant as the server's `DD-MM-YYYY HH:mm:ss` wall time in the organisation's zone (spec 001 §7,
 * server/admin/berlin-time.ts).
 */
export const serverDateText = (ms: number): string => {
  const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(ORGANISATION_TIME_ZONE);
  return `${pad(z.day)}-${pad(z.month)}-${pad(z.year, 4)} ${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}`;
};

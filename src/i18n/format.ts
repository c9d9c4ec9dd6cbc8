import { Temporal } from 'temporal-polyfill';
import type { Language } from '../api/contract';
import { ORGANISATION_TIME_ZONE } from '../api/contract/time-zone';

/** A point in time as the app meets it: epoch milliseconds, a Date or a Temporal value. */
export type Moment = number | Date | Temporal.Instant | Temporal.ZonedDateTime;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/**
 * Every date and time is written in the organisation's zone (`ORGANISATION_TIME_ZONE`, Europe/Berlin),
 * never the browser's: the same event reads the same on every page, in every export and on every
 * machine. `timeZone` is there for tests and for a page that names another zone on purpose.
 */
const toZoned = (moment: Moment, timeZone: string = ORGANISATION_TIME_ZONE): Temporal.ZonedDateTime => {
  if (moment instanceof Temporal.ZonedDateTime) return moment.withTimeZone(timeZone);
  const instant =
    moment instanceof Temporal.Instant
      ? moment
      : Temporal.Instant.fromEpochMilliseconds(typeof moment === 'number' ? moment : moment.getTime());
  return instant.toZonedDateTimeISO(timeZone);
};

/** DD.MM.YYYY in every language (spec 000 §9), in the organisation's zone unless `timeZone` is given. */
export const formatDate = (moment: Moment, timeZone?: string): string => {
  const z = toZoned(moment, timeZone);
  return `${pad(z.day)}.${pad(z.month)}.${pad(z.year, 4)}`;
};

/** HH:mm, 24 h. */
export const formatTime = (moment: Moment, timeZone?: string): string => {
  const z = toZoned(moment, timeZone);
  return `${pad(z.hour)}:${pad(z.minute)}`;
};

/** HH:mm:ss, 24 h (footnotes). */
export const formatTimeSeconds = (moment: Moment, timeZone?: string): string => {
  const z = toZoned(moment, timeZone);
  return `${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}`;
};

/** DD.MM.YYYY HH:mm (tables). */
export const formatDateTime = (moment: Moment, timeZone?: string): string =>
  `${formatDate(moment, timeZone)} ${formatTime(moment, timeZone)}`;

/** DD.MM.YYYY HH:mm:ss (footnotes). */
export const formatDateTimeSeconds = (moment: Moment, timeZone?: string): string =>
  `${formatDate(moment, timeZone)} ${formatTimeSeconds(moment, timeZone)}`;

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number with at most `maxFractionDigits` decimals (default 2): German format (comma decimal, dot
 * thousands) in German, British format in English (spec 000 §9).
 */
export const formatNumber = (value: number, language: Language, maxFractionDigits = 2): string => {
  const key = `${language}|${maxFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: maxFractionDigits, useGrouping: true });
    numberFormats.set(key, format);
  }
  return format.format(value);
};

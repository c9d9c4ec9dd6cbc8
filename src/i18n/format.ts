import { Temporal } from 'temporal-polyfill';
import type { Language } from '../api/contract';

/** A point in time as the app meets it: epoch milliseconds, a Date or a Temporal value. */
export type Moment = number | Date | Temporal.Instant | Temporal.ZonedDateTime;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/**
 * The browser's time zone, asked at most once a second: asking builds an Intl.DateTimeFormat (about
 * 0.2 ms), and a table of 500 rows formats 1,000 times per render (a sync of an offline backlog
 * re-renders it several times: the asking alone made tasks of several hundred ms).
 */
let browserZone: { readonly id: string; readonly at: number } | null = null;
const browserTimeZone = (): string => {
  const now = Date.now();
  if (browserZone === null || Math.abs(now - browserZone.at) > 1000)
    browserZone = { id: Temporal.Now.timeZoneId(), at: now };
  return browserZone.id;
};

const toZoned = (moment: Moment, timeZone?: string): Temporal.ZonedDateTime => {
  const zone = timeZone ?? browserTimeZone();
  if (moment instanceof Temporal.ZonedDateTime) return moment.withTimeZone(zone);
  const instant =
    moment instanceof Temporal.Instant
      ? moment
      : Temporal.Instant.fromEpochMilliseconds(typeof moment === 'number' ? moment : moment.getTime());
  return instant.toZonedDateTimeISO(zone);
};

/** DD.MM.YYYY in every language (spec 000 §9). `timeZone` defaults to the browser's. */
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

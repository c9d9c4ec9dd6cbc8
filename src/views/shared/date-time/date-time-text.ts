/**
 * The text of a date-time field (spec 000 §10, 001 §5: DD.MM.YYYY HH:mm, 24 h, in both languages) and
 * the value the form keeps: a local `YYYY-MM-DDTHH:mm` string, the value a `datetime-local` input has.
 * Pure and zone-free: only the written calendar date and wall-clock time cross here.
 */

/** A local date-time as a `datetime-local` input holds it, e.g. `2026-02-01T07:05`; '' for none. */
export type LocalDateTime = string;

const UNREADABLE = 'unreadable:';
/** ₀: digits are kept as subscript digits (not decimal digits to any parser: Unicode "other number"). */
const SUBSCRIPT_ZERO = 0x2080;

/**
 * What the field hands on for text it cannot read: the text behind a prefix, its digits written as
 * subscript digits (₀–₉). Without a single digit no date parser (`Date.parse` in any browser, the form's
 * `toIso`) can read a date into it and the contract's instant schema names it `invalidDate`, so the
 * form refuses to save instead of keeping a stale or empty time; and the text survives the field
 * being drawn again (another tab and back).
 */
export const unreadableValue = (text: string): LocalDateTime =>
  UNREADABLE + text.replace(/\d/g, (d) => String.fromCharCode(SUBSCRIPT_ZERO + Number(d)));

/** Whether a value is the field's unreadable marker. */
export const isUnreadable = (value: string): boolean => value.startsWith(UNREADABLE);

/** The text behind an unreadable marker; null for any other value. */
export const unreadableText = (value: string): string | null =>
  isUnreadable(value)
    ? value
        .slice(UNREADABLE.length)
        .replace(/[\u2080-\u2089]/g, (c) => String(c.charCodeAt(0) - SUBSCRIPT_ZERO))
    : null;

/** Why a text is not a usable date-time. */
export type DateTimeProblem = 'format' | 'date' | 'tooEarly' | 'tooLate';

export type DateTimeParse =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly value: LocalDateTime }
  | { readonly kind: 'invalid'; readonly problem: 'format' | 'date' };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/**
 * Lenient typing: day and month with one or two digits; a two-digit year means 20YY; dots, slashes or
 * dashes between the date parts; space, comma, "@" or "T" before the time; "7:05", "7.05", "0705" and
 * "7" (on the hour); a trailing "Uhr" or "h".
 */
const TEXT =
  /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?:\s*[,@]\s*|\s+|T)(\d{1,2})(?:[:.h]?(\d{2}))?\s*(?:uhr|h)?$/i;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const daysIn = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** The calendar parts of a local value, or null when it is not one (a valid date and time). */
export const partsOf = (
  value: LocalDateTime,
): { year: number; month: number; day: number; hour: number; minute: number } | null => {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const valid =
    month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) && hour <= 23 && minute <= 59;
  return valid ? { year, month, day, hour, minute } : null;
};

/** What stands between date and time: a space, or ` @ ` (spec 001 §5: dd.MM.yyyy @ HH:mm). */
export type DateTimeSeparator = ' ' | ' @ ';

/**
 * The field's text for a value: `01.02.2026 07:05` (or `01.02.2026 @ 07:05`); the text behind an
 * unreadable marker as typed; '' for none or anything else.
 */
export const formatDateTimeText = (value: LocalDateTime, separator: DateTimeSeparator = ' '): string => {
  const typed = unreadableText(value);
  if (typed !== null) return typed;
  const p = partsOf(value);
  return p
    ? `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)}${separator}${pad(p.hour)}:${pad(p.minute)}`
    : '';
};

/** Reads what was typed: empty, a local value, or why it is not one. */
export const parseDateTimeText = (text: string): DateTimeParse => {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const m = TEXT.exec(trimmed);
  if (!m) return { kind: 'invalid', problem: 'format' };
  const [day, month, year, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const fullYear = (m[3] ?? '').length === 2 ? 2000 + year : year;
  // A time without minutes ("7") is on the hour.
  const value = `${pad(fullYear, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(Number.isNaN(minute) ? 0 : minute)}`;
  return partsOf(value) ? { kind: 'ok', value } : { kind: 'invalid', problem: 'date' };
};

/** Whether a local value lies outside [min, max] (both local values; same format compares as text). */
export const rangeProblem = (
  value: LocalDateTime,
  min: LocalDateTime | undefined,
  max: LocalDateTime | undefined,
): 'tooEarly' | 'tooLate' | null => (min && value < min ? 'tooEarly' : max && value > max ? 'tooLate' : null);

/** The day part (`YYYY-MM-DD`) of a local value. */
export const dayOf = (value: LocalDateTime): string => value.slice(0, 10);

/**
 * The value for a day picked in the calendar: that day at the time the field had (else `fallbackTime`,
 * e.g. now's), kept inside [min, max] on their own days (the calendar blocks the days outside).
 */
export const withDay = (
  day: string,
  current: LocalDateTime,
  fallbackTime: string,
  bounds: { readonly min?: LocalDateTime | undefined; readonly max?: LocalDateTime | undefined },
): LocalDateTime => {
  const time = partsOf(current) ? current.slice(11) : fallbackTime;
  const value = `${day}T${time}`;
  const { min, max } = bounds;
  if (max && value > max && dayOf(max) === day) return max;
  if (min && value < min && dayOf(min) === day) return min;
  return value;
};

/**
 * Whether the text typed stands for this value, so a value coming back from the form does not
 * overwrite what is being typed ("1.2.2026 7:05" stays until the field is left).
 */
export const textMatches = (text: string, value: LocalDateTime): boolean => {
  const parsed = parseDateTimeText(text);
  if (parsed.kind === 'empty') return value === '';
  if (parsed.kind === 'ok') return parsed.value === value;
  return value === unreadableValue(text);
};

/** What the field hands on for a text: a local value, '' for none, or the unreadable marker. */
export const valueOfText = (text: string): LocalDateTime => {
  const parsed = parseDateTimeText(text);
  return parsed.kind === 'ok' ? parsed.value : parsed.kind === 'empty' ? '' : unreadableValue(text);
};

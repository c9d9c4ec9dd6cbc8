import { Temporal } from 'temporal-polyfill';
import { capTrackPeriod, NOTIFICATION_LIMITS, ORGANISATION_TIME_ZONE } from '../../api/contract';

/**
 * The date rules of the period (spec 000 §3 Reporting period, §4 Date range, §5 Date picker, §9), pure
 * and computed with Temporal in the organisation's time zone. Days are ISO days (YYYY-MM-DD, what the API's
 * IsoDay takes); vehicles carry their limited-access window as DD.MM.YYYY.
 */

/** A calendar day as YYYY-MM-DD. */
export type IsoDay = string;

/** A period of whole days, both ends included; `startDate` ≤ `endDate`. */
export interface Period {
  readonly startDate: IsoDay;
  readonly endDate: IsoDay;
}

/**
 * Which picker: the tracking map's (days from today onward blocked), the graph drawer's (also blocks
 * the day after the window's end), a period ahead (a temporary alert setting: from today up to
 * `NOTIFICATION_LIMITS.temporaryAheadDays` later, the past blocked), or any other (days after today
 * blocked).
 */
export type PickerKind = 'trackingmap' | 'other' | 'graph' | 'ahead';

/** A vehicle's limited-access window; either side may be open (null). */
export interface AccessWindow {
  readonly startDate: IsoDay | null;
  readonly endDate: IsoDay | null;
}

/** No limited access. */
export const OPEN_WINDOW: AccessWindow = { startDate: null, endDate: null };

/** The default period ends today and starts two weeks earlier (spec 000 §3, §9). */
export const DEFAULT_PERIOD_DAYS = 14;

/** The range when the start lies after the window's end: its last 7 days (spec 000 §4). */
export const WINDOW_TAIL_DAYS = 7;

/** Railation's default range: the last 7 days, ending yesterday (spec 000 §2 Railation view). */
export const RAILATION_PERIOD_DAYS = 7;

const plain = (day: IsoDay): Temporal.PlainDate => Temporal.PlainDate.from(day);
const iso = (date: Temporal.PlainDate): IsoDay => date.toString();
const addDays = (day: IsoDay, days: number): IsoDay => iso(plain(day).add({ days }));
const before = (a: IsoDay, b: IsoDay): boolean => a < b; // YYYY-MM-DD sorts as it reads
const minDay = (a: IsoDay, b: IsoDay): IsoDay => (before(a, b) ? a : b);
const maxDay = (a: IsoDay, b: IsoDay): IsoDay => (before(a, b) ? b : a);

/**
 * Today in the organisation's zone at `nowMs` (an injected clock's epoch milliseconds): days are counted
 * there, as the daily figures are (README "Daily figures").
 */
export const todayAt = (nowMs: number, timeZone: string = ORGANISATION_TIME_ZONE): IsoDay =>
  iso(Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone).toPlainDate());

/** Two weeks before `today` to `today`. */
export const defaultPeriod = (today: IsoDay): Period => ({
  startDate: addDays(today, -DEFAULT_PERIOD_DAYS),
  endDate: today,
});

/** Railation's default: the 7 whole days before `today` (today, still running, is left out). */
export const railationDefaultPeriod = (today: IsoDay): Period => ({
  startDate: addDays(today, -RAILATION_PERIOD_DAYS),
  endDate: addDays(today, -1),
});

/**
 * The period a view starts with when nothing asks for another: railation's last 7 days ending
 * yesterday, every other view's two weeks up to today. `today` is the organisation's day
 * ({@link todayAt}), never the browser's.
 */
export const defaultPeriodFor = (view: string, today: IsoDay): Period =>
  view === 'railation' ? railationDefaultPeriod(today) : defaultPeriod(today);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const GERMAN_DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;

const dayOf = (year: string, month: string, day: string): IsoDay | null => {
  try {
    // 'reject' refuses 31.02. and 29.02. of a common year instead of moving them.
    return iso(Temporal.PlainDate.from({ year: +year, month: +month, day: +day }, { overflow: 'reject' }));
  } catch {
    return null;
  }
};

/** YYYY-MM-DD of a real calendar day, or null. */
export const parseIsoDay = (text: string | null | undefined): IsoDay | null => {
  const match = text == null ? null : ISO_DAY.exec(text);
  return match ? dayOf(match[1]!, match[2]!, match[3]!) : null;
};

/** DD.MM.YYYY (a vehicle's window, a typed date) as an ISO day, or null. */
export const parseGermanDay = (text: string | null | undefined): IsoDay | null => {
  const match = text == null ? null : GERMAN_DAY.exec(text.trim());
  return match ? dayOf(match[3]!, match[2]!, match[1]!) : null;
};

/** An ISO day as DD.MM.YYYY (spec 000 §5 display format). */
export const formatGermanDay = (day: IsoDay): string => {
  const date = plain(day);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(date.day)}.${pad(date.month)}.${pad(date.year, 4)}`;
};

/** A period read from two texts (the URL's `from` and `to`): both real days, start ≤ end; else null. */
export const parsePeriod = (
  from: string | null | undefined,
  to: string | null | undefined,
): Period | null => {
  const startDate = parseIsoDay(from);
  const endDate = parseIsoDay(to);
  if (startDate === null || endDate === null || before(endDate, startDate)) return null;
  return { startDate, endDate };
};

/** A vehicle's window from its startDate/endDate (DD.MM.YYYY or null; an unreadable side stays open). */
export const windowOf = (vehicle: {
  readonly startDate: string | null;
  readonly endDate: string | null;
}): AccessWindow => ({
  startDate: parseGermanDay(vehicle.startDate),
  endDate: parseGermanDay(vehicle.endDate),
});

/** Where a picker's days are checked: its kind, today, the active vehicle's window. */
export interface DayRules {
  readonly kind: PickerKind;
  readonly today: IsoDay;
  readonly window: AccessWindow;
}

/** The first day that may be picked, or null when the past is open (a period ahead: today). */
export const firstPickableDay = ({ kind, today, window }: DayRules): IsoDay | null =>
  kind === 'ahead' ? maxDay(today, window.startDate ?? today) : window.startDate;

/**
 * The last day that may be picked (spec 000 §5): yesterday on the tracking map, else today; and no more
 * than one day after the window's end (the graph picker: not after the end).
 */
export const lastPickableDay = ({ kind, today, window }: DayRules): IsoDay => {
  if (kind === 'ahead') return addDays(today, NOTIFICATION_LIMITS.temporaryAheadDays);
  const byClock = kind === 'trackingmap' ? addDays(today, -1) : today;
  if (window.endDate === null) return byClock;
  return minDay(byClock, kind === 'graph' ? window.endDate : addDays(window.endDate, 1));
};

/** True when the picker blocks `day` (spec 000 §5 Date picker). */
export const isBlockedDay = (day: IsoDay, rules: DayRules): boolean => {
  const first = firstPickableDay(rules);
  return (first !== null && before(day, first)) || before(lastPickableDay(rules), day);
};

/**
 * The period clamped to the window (spec 000 §4 Date range). A start after the window's end gives the
 * window's last 7 days; an end before the window's start (the mirror case the spec leaves open) gives
 * its first 7 days. Both stay inside the window.
 */
export const clampToWindow = (period: Period, window: AccessWindow): Period => {
  const { startDate: first, endDate: last } = window;
  if (last !== null && before(last, period.startDate)) {
    const tail = addDays(last, -(WINDOW_TAIL_DAYS - 1));
    return { startDate: first === null ? tail : maxDay(tail, first), endDate: last };
  }
  if (first !== null && before(period.endDate, first)) {
    const head = addDays(first, WINDOW_TAIL_DAYS - 1);
    return { startDate: first, endDate: last === null ? head : minDay(head, last) };
  }
  return {
    startDate: first === null ? period.startDate : maxDay(period.startDate, first),
    endDate: last === null ? period.endDate : minDay(period.endDate, last),
  };
};

/**
 * The period a view applies: clamped to the window, then its end pulled back to the last pickable day
 * (and its start with it when needed). Null when the picker has no pickable day at all (a window that
 * starts in the future, or after yesterday on the tracking map): there is nothing to show.
 */
export const fitPeriod = (period: Period, rules: DayRules): Period | null => {
  const clamped = clampToWindow(period, rules.window);
  const endDate = minDay(clamped.endDate, lastPickableDay(rules));
  const startDate = minDay(clamped.startDate, endDate);
  const first = firstPickableDay(rules);
  if (first !== null && before(startDate, first)) return null;
  return { startDate, endDate };
};

/** Whether both ends of the period are pickable days. */
export const isPickablePeriod = (period: Period, rules: DayRules): boolean =>
  !before(period.endDate, period.startDate) &&
  !isBlockedDay(period.startDate, rules) &&
  !isBlockedDay(period.endDate, rules);

/** Tracking: a period longer than one month starts one month before its end (spec 000 §4, §9). */
export const capToOneMonth = (period: Period): Period => {
  const capped = capTrackPeriod(period.startDate, period.endDate);
  return capped.truncated ? { startDate: capped.start, endDate: capped.end } : period;
};

export { samePeriod } from './same-period';

/** The period as DD.MM.YYYY – DD.MM.YYYY. */
export const formatPeriod = (period: Period): string =>
  `${formatGermanDay(period.startDate)} – ${formatGermanDay(period.endDate)}`;

import { Temporal } from 'temporal-polyfill';
import { ORGANISATION_TIME_ZONE } from '../../../api/contract/time-zone';
import { isUnreadable } from '../../shared/date-time/date-time-text';

/** A field's wall time, `YYYY-MM-DDTHH:mm` (seconds allowed): it has no zone of its own. */
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * The value of a date-time field ("2026-11-22T09:30", the wall time in the organisation's zone, as every
 * time the portal shows, whatever the browser's zone) for an ISO instant; '' for none. The field's
 * unreadable marker passes both ways unchanged, so the form keeps it and names it (`invalidDate`)
 * instead of saving an empty or stale time.
 */
export const toLocalInput = (iso: string): string => {
  if (isUnreadable(iso)) return iso;
  const ms = Date.parse(iso);
  if (iso === '' || !Number.isFinite(ms)) return '';
  return Temporal.Instant.fromEpochMilliseconds(ms)
    .toZonedDateTimeISO(ORGANISATION_TIME_ZONE)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' });
};

/**
 * The ISO instant of a date-time field's value (a wall time in the organisation's zone; the earlier
 * one in the hour repeated in autumn, the later one in the hour skipped in spring); '' for none. A
 * value that names its zone (an ISO instant) keeps it.
 */
export const fromLocalInput = (value: string): string => {
  if (isUnreadable(value)) return value;
  if (value === '') return '';
  if (WALL_TIME.test(value)) {
    try {
      const wall = Temporal.PlainDateTime.from(value, { overflow: 'reject' });
      return new Date(wall.toZonedDateTime(ORGANISATION_TIME_ZONE).epochMilliseconds).toISOString();
    } catch {
      return '';
    }
  }
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : '';
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The range of an inspection time (spec 001 §5): from a day before the minimum date (the entry's
 * reference time) up to now; later times are refused.
 */
export const inspectionRange = (referenceIso: string, nowMs: number): { min: string; max: string } => {
  const reference = Date.parse(referenceIso);
  const base = Number.isFinite(reference) ? Math.min(reference, nowMs) : nowMs;
  return {
    min: toLocalInput(new Date(base - DAY_MS).toISOString()),
    max: toLocalInput(new Date(nowMs).toISOString()),
  };
};

/** Keeps only digits: numeric fields take whole, non-negative numbers (spec 001 §5). */
export const onlyDigits = (value: string): string => value.replace(/\D+/g, '');

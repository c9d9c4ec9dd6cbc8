import { isUnreadable } from '../../shared/date-time/date-time-text';

/**
 * The value of a date-time field ("2026-11-22T09:30", local time, as a datetime-local input) for an
 * ISO instant; '' for none. The field's unreadable marker passes both ways unchanged, so the form keeps
 * it and names it (`invalidDate`) instead of saving an empty or stale time.
 */
export const toLocalInput = (iso: string): string => {
  if (isUnreadable(iso)) return iso;
  const ms = Date.parse(iso);
  if (iso === '' || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The ISO instant of a date-time field's value (read as local time); '' for none. */
export const fromLocalInput = (value: string): string => {
  if (isUnreadable(value)) return value;
  const ms = Date.parse(value);
  return value === '' || !Number.isFinite(ms) ? '' : new Date(ms).toISOString();
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

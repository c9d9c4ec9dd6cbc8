import type { IsoDay } from '../../../machines/period/period.rules';

/**
 * The calendar's days as react-day-picker holds them (a local-midnight Date) and back. Only the
 * calendar date crosses: no time or zone arithmetic happens here (that is period.rules.ts, Temporal).
 */
export const dateOfDay = (day: IsoDay): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const value = new Date(year, month - 1, date);
  value.setFullYear(year); // years below 100 stay as written
  return value;
};

export const dayOfDate = (date: Date): IsoDay =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(
    date.getDate(),
  ).padStart(2, '0')}`;

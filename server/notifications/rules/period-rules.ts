import { exceeds } from './note';
import { broken, FINE, type Rule } from './rule';
import type { Figures, PeriodTotals } from './period-totals';

type Period = keyof PeriodTotals;

/**
 * A limit per Europe/Berlin calendar day, ISO week (Monday–Sunday) or month, from the daily
 * figures: broken from the record that takes the period's total above max until the period ends, so
 * it raises one event per period; an empty max is no limit.
 */
const periodLimit = (
  label: Rule['label'],
  period: Period,
  value: (f: Figures) => number,
  unit: string,
): Rule => ({
  label,
  needsTotals: true,
  check: (input) => {
    const { max } = input.setting;
    if (max === null) return FINE;
    const total = value(input.totals[period]);
    return total > max ? broken(exceeds(total, max, unit)) : FINE;
  },
});

const hours = (f: Figures) => f.operatingSeconds / 3600;
const km = (f: Figures) => f.km;

export const operatingHoursDayRule = periodLimit('NSMaxOperatingHoursDay', 'day', hours, 'h');
export const operatingHoursWeekRule = periodLimit('NSMaxOperatingHoursWeek', 'week', hours, 'h');
export const operatingHoursMonthRule = periodLimit('NSMaxOperatingHoursMonth', 'month', hours, 'h');
export const mileageDayRule = periodLimit('NSMaxMileageDay', 'day', km, 'km');
export const mileageMonthRule = periodLimit('NSMaxMileageMonth', 'month', km, 'km');

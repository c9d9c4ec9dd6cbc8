import { Temporal } from 'temporal-polyfill';
import type { ReportPeriod } from '../../api/contract';

/**
 * The track period rule (spec 000 §4 Reporting and tracking, §9): when the period exceeds one month,
 * the start is forced to one month before the end. The server applies the same rule.
 */
export const capToOneMonth = (period: ReportPeriod): ReportPeriod => {
  const end = Temporal.PlainDate.from(period.endDate);
  const earliest = end.subtract({ months: 1 });
  const start = Temporal.PlainDate.from(period.startDate);
  return Temporal.PlainDate.compare(start, earliest) < 0
    ? { startDate: earliest.toString(), endDate: period.endDate }
    : period;
};

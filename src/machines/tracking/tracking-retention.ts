import { positionsKeptFromDay, positionsKeptFromMs, type ReportPeriod } from '../../api/contract';

/**
 * Where the tracking map's period reaches back before the raw positions kept (issue 29 §1): the first
 * instant kept, for the map to say so; null when the whole period is kept (or everything is).
 */
export const retentionLimitOf = (
  period: ReportPeriod,
  nowMs: number,
  retentionMonths: number,
): number | null => {
  const firstDay = positionsKeptFromDay(nowMs, retentionMonths);
  return firstDay !== null && period.startDate < firstDay
    ? positionsKeptFromMs(nowMs, retentionMonths)
    : null;
};

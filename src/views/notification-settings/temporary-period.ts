import type { TemporaryPeriod } from '../../api/contract';
import { formatGermanDay, formatPeriod } from '../../machines/period/period.rules';

/** A temporary setting's days as the portal writes dates: one day, or DD.MM.YYYY – DD.MM.YYYY. */
export const temporaryPeriodText = (period: TemporaryPeriod): string =>
  period.from === period.to
    ? formatGermanDay(period.from)
    : formatPeriod({ startDate: period.from, endDate: period.to });

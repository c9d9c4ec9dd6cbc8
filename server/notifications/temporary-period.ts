import { NOTIFICATION_LIMITS, type TemporaryPeriod } from '../../src/api/contract';
import { nextDay } from '../telemetry/local-day';

/**
 * What is wrong with a temporary setting's first day (null: fine), which the contract cannot check
 * for want of a clock: today (Europe/Berlin) at the earliest, at most `temporaryAheadDays` ahead. A
 * setting for days gone by would change no rule, and one far ahead is most likely a mistyped year.
 */
export const temporaryStartIssue = (period: TemporaryPeriod, today: string): string | null => {
  if (period.from < today) return `the first day must be today (${today}) or later`;
  const latest = nextDay(today, NOTIFICATION_LIMITS.temporaryAheadDays);
  if (period.from > latest) {
    return `the first day must be at most ${NOTIFICATION_LIMITS.temporaryAheadDays} days ahead (${latest})`;
  }
  return null;
};

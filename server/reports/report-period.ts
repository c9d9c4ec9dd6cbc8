import { REPORT_LIMITS } from '../../src/api/contract';
import { ApiError } from '../http/api-error';
import { nextDay } from '../telemetry/local-day';

/** A checked period: local days start..end inclusive, at most one year, not after today. */
export interface Period {
  readonly start: string;
  readonly end: string;
}

/**
 * 400 naming a query parameter as the request decoder names it (`query.start`), so that a malformed
 * date and a date out of range are told apart by their message only.
 */
const invalid = (parameter: string, message: string) => {
  const field = `query.${parameter}`;
  return new ApiError(400, 'invalid_request', `Invalid ${field}: ${message}`, {
    field,
    issues: [{ field, message }],
  });
};

const DAY_MS = 86_400_000;

/** Days from start to end inclusive (calendar arithmetic; both are valid 'YYYY-MM-DD'). */
export const dayCount = (start: string, end: string): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * Checks a requested period against the rules of issue 9 and answers it, or throws 400 naming the
 * parameter: start after end (start), longer than {@link REPORT_LIMITS.maxPeriodDays} days (start),
 * end after the organisation's today (end). The names are the operation's own (start/end or
 * startDate/endDate).
 */
export const checkPeriod = (
  start: string,
  end: string,
  today: string,
  names: { readonly start: string; readonly end: string } = { start: 'start', end: 'end' },
): Period => {
  if (start > end) throw invalid(names.start, `must not be after ${names.end}`);
  if (end > today) throw invalid(names.end, `must not be after today (${today})`);
  if (dayCount(start, end) > REPORT_LIMITS.maxPeriodDays) {
    throw invalid(names.start, `the period may cover at most ${REPORT_LIMITS.maxPeriodDays} days`);
  }
  return { start, end };
};

/** Every day of the period, oldest first. */
export const daysOf = (period: Period): string[] => {
  const days: string[] = [];
  for (let day = period.start; day <= period.end; day = nextDay(day)) days.push(day);
  return days;
};

export { invalid as invalidParameter };

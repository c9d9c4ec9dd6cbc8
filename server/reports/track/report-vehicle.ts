import type { CallerScope } from '../../accounts/caller-scope';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/db';
import type { AccessWindow } from '../../fleet/access-window';
import { requireFleetReader } from '../../fleet/fleet-access';
import { ApiError, notFound } from '../../http/api-error';
import type { Caller } from '../../http/route';
import { localDayOf } from '../../telemetry/local-day';

/** The caller's window on the vehicle (null: not limited), from the scope's `vehicleId:start:end`. */
const windowOf = (scope: CallerScope, vehicleId: number): AccessWindow | null => {
  const entry = scope.accessWindows.find((w) => w.vehicleId === vehicleId);
  if (!entry) return null;
  const [, start, end] = entry.text.split(':');
  return { start: start && start !== 'null' ? start : null, end: end && end !== 'null' ? end : null };
};

const badPeriod = (field: string, message: string) =>
  new ApiError(400, 'invalid_request', `Invalid ${field}: ${message}`, { field });

/** A vehicle of the caller's organisation they may read, with their window on it and today's day. */
export interface ReportVehicle {
  readonly vehicleId: number;
  readonly window: AccessWindow | null;
  readonly today: string;
  readonly now: Date;
}

/**
 * Checks the caller may read the fleet (403), that the period is a period up to today (400 naming
 * the parameter) of at most `maxDays` days, and that the vehicle is one of their organisation's (404
 * for any other id, known or not).
 */
export const requireReportVehicle = async (
  deps: { readonly db: Queryable; readonly clock: Clock },
  caller: Caller,
  vehicleId: number,
  period: { readonly start: string; readonly end: string; readonly maxDays?: number },
): Promise<ReportVehicle> => {
  const scope = await requireFleetReader(deps.db, caller);
  const now = deps.clock.now();
  const today = localDayOf(now.getTime());
  if (period.start > period.end) throw badPeriod('start', 'the period starts after its end.');
  if (period.end > today) throw badPeriod('end', `the period ends after today (${today}).`);
  const days = (Date.parse(period.end) - Date.parse(period.start)) / 86_400_000 + 1;
  if (period.maxDays !== undefined && days > period.maxDays)
    throw badPeriod('start', `the period is longer than ${period.maxDays} days.`);
  const rows = await deps.db.query('SELECT 1 FROM vehicles WHERE id = $1 AND organisation_id = $2', [
    vehicleId,
    scope.organisationId,
  ]);
  if (rows.length === 0) throw notFound('Vehicle');
  return { vehicleId, window: windowOf(scope, vehicleId), today, now };
};

/** The part of the period inside the window, or null when they do not meet. */
export const clampToWindow = (
  period: { readonly start: string; readonly end: string },
  window: AccessWindow | null,
): { start: string; end: string } | null => {
  const start = window?.start && window.start > period.start ? window.start : period.start;
  const end = window?.end && window.end < period.end ? window.end : period.end;
  return start <= end ? { start, end } : null;
};

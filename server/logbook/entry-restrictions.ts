import { RESTRICTION_LIMITS } from '../../src/api/contract/restrictions-limits';
import type { Queryable } from '../db/db';
import { activeAtSql } from '../fleet/restrictions/restriction-store';
import { ApiError } from '../http/api-error';
import { logbookError } from './logbook-errors';

/** The field a refusal for unacknowledged restrictions names (issue 30 §2). */
export const RESTRICTIONS_FIELD = 'restrictions';

/**
 * When an entry was written, for the restriction rule: the device's time of a pushed offline save
 * (bounded by the clock skew an offline acknowledgement may have), else the server's `now`.
 */
export const writtenAtOf = (now: Date, deviceTime: string | undefined): Date => {
  if (deviceTime === undefined) return now;
  const at = new Date(deviceTime);
  if (at.getTime() > now.getTime() + RESTRICTION_LIMITS.clockSkewMs) {
    const message = 'writtenAt must not lie in the future.';
    throw new ApiError(400, 'invalid_request', message, {
      field: 'writtenAt',
      issues: [{ field: 'writtenAt', message }],
    });
  }
  return at.getTime() > now.getTime() ? now : at;
};

/**
 * Refuses a save of an entry on `vehicleId` while the account has not acknowledged a restriction of
 * the vehicle that is active now and already existed when the entry was written (`writtenAt`): a
 * restriction attached after an offline entry was written on the device does not hold that entry
 * back. The spec's result codes are a closed list, so this is err_validation (400) with an issue on
 * `restrictions` naming the ids. Read in the caller's transaction: refused, nothing is written.
 */
export const requireRestrictionsAcknowledged = async (
  q: Queryable,
  accountId: string,
  vehicleId: number,
  now: Date,
  writtenAt: Date = now,
): Promise<void> => {
  const rows = await q.query<{ id: number }>(
    `SELECT r.id::float8 AS id FROM vehicle_restrictions r
     WHERE r.vehicle_id = $1 AND ${activeAtSql('$3')}
       AND r.created_at <= $4
       AND NOT EXISTS (SELECT 1 FROM vehicle_restriction_acknowledgements a
         WHERE a.vehicle_id = r.vehicle_id AND a.restriction_id = r.id AND a.account_id = $2)
     ORDER BY r.id`,
    [vehicleId, accountId, now.toISOString(), writtenAt.toISOString()],
  );
  if (rows.length === 0) return;
  const ids = rows.map((r) => Number(r.id));
  const message = `Acknowledge the vehicle's active restrictions first: ${ids.join(', ')}.`;
  throw logbookError(400, 'invalid_request', message, 'err_validation', {
    field: RESTRICTIONS_FIELD,
    issues: [{ field: RESTRICTIONS_FIELD, message }],
  });
};

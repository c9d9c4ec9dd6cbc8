import { resolveCallerScope, type CallerScope } from '../accounts/caller-scope';
import type { Queryable } from '../db/db';
import { forbidden } from '../http/api-error';
import type { Caller } from '../http/route';

const scopeOf = async (q: Queryable, caller: Caller): Promise<CallerScope> =>
  caller.scope ? caller.scope() : resolveCallerScope(q, caller.accountId);

/** Every fleet operation needs gateway/telematics read in the caller's active organisation (else 403). */
export const requireFleetReader = async (q: Queryable, caller: Caller): Promise<CallerScope> => {
  const scope = await scopeOf(q, caller);
  if (!scope.rights['gateway/telematics']?.canRead) {
    throw forbidden('Reading the fleet needs the gateway/telematics read right in the active organisation.');
  }
  return scope;
};

/** Who may list the organisation's vehicles, and whether with their live data. */
export interface VehicleListReader {
  readonly scope: CallerScope;
  /** Gateway read: the list carries the live status; without it (logbook read only) no live data. */
  readonly liveData: boolean;
}

/**
 * The vehicle list (getUserVehicles, getVehicleMetadata) is also for logbook users: a driver with
 * logbook_entries read and no gateway read picks the vehicle an entry is about, so they get the
 * vehicles without any live data. Neither right: 403, as for every other fleet operation.
 */
export const requireVehicleListReader = async (q: Queryable, caller: Caller): Promise<VehicleListReader> => {
  const scope = await scopeOf(q, caller);
  const liveData = scope.rights['gateway/telematics']?.canRead === true;
  if (!liveData && scope.rights['logbook_entries']?.canRead !== true) {
    throw forbidden(
      'Listing the vehicles needs the gateway/telematics or the logbook_entries read right in the active organisation.',
    );
  }
  return { scope, liveData };
};

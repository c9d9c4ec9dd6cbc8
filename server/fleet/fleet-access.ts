import { resolveCallerScope, type CallerScope } from '../accounts/caller-scope';
import type { Queryable } from '../db/db';
import { forbidden } from '../http/api-error';
import type { Caller } from '../http/route';

/** Every fleet operation needs gateway/telematics read in the caller's active organisation (else 403). */
export const requireFleetReader = async (q: Queryable, caller: Caller): Promise<CallerScope> => {
  const scope = caller.scope ? caller.scope() : await resolveCallerScope(q, caller.accountId);
  if (!scope.rights['gateway/telematics']?.canRead) {
    throw forbidden('Reading the fleet needs the gateway/telematics read right in the active organisation.');
  }
  return scope;
};

/**
 * The vehicle list is also for logbook users without telematics read (issue 7: a driver picks the
 * vehicle of an entry): `telematics` false then, and the list carries no status. Else 403.
 */
export const requireVehicleListReader = async (
  q: Queryable,
  caller: Caller,
): Promise<{ readonly scope: CallerScope; readonly telematics: boolean }> => {
  const scope = caller.scope ? caller.scope() : await resolveCallerScope(q, caller.accountId);
  const telematics = !!scope.rights['gateway/telematics']?.canRead;
  if (!telematics && !scope.rights['logbook_entries']?.canRead) {
    throw forbidden(
      'Listing vehicles needs the gateway/telematics or the logbook_entries read right in the active organisation.',
    );
  }
  return { scope, telematics };
};

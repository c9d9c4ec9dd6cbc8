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

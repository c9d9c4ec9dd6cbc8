import { requireAdministrator } from '../admin/admin-access';
import type { Queryable } from '../db/db';
import { requireFleetReader, requireVehicleListReader } from '../fleet/fleet-access';
import { forbidden, unauthorized } from '../http/api-error';
import type { Authenticator } from '../http/route';
import { requireLogbookAccess } from '../logbook/logbook-access';

/**
 * The binder's checks of the rights endpoints declare (`access`, `refusesDemoUser`), run before the
 * query or body is read (issue 27 §5). They are the operations' own checks, so a refusal reads as it
 * did when the operation made it; the operations still make them (the fleet's and the logbook's
 * answer what they read, and a service called otherwise refuses too). The fleet checks read the
 * scope the session check already loaded: no extra query.
 */
export const createEndpointAccess = (
  db: Queryable,
): Pick<Authenticator, 'requireRight' | 'requireLogbookRights' | 'refuseDemoUser'> => ({
  requireRight: async (caller, right) => {
    if (right === 'administrator') await requireAdministrator(db, caller);
    else if (right === 'fleet') await requireFleetReader(db, caller);
    else await requireVehicleListReader(db, caller);
  },
  requireLogbookRights: async (caller, organisationId, rights) => {
    await requireLogbookAccess(db, caller, organisationId, rights);
  },
  // By role, not by the scope: the demo user's refusals do not depend on an organisation, and an
  // account without one may still change its own passkey.
  refuseDemoUser: async (caller, refusal) => {
    const [row] = await db.query<{ role: string }>('SELECT role FROM accounts WHERE id = $1', [
      caller.accountId,
    ]);
    if (!row) throw unauthorized();
    if (row.role === 'demo') throw forbidden(refusal);
  },
});

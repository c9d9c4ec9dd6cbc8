import { RIGHTS_RESOURCES, type AccessRights, type RightsResource } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { forbidden, unauthorized } from '../http/api-error';
import { noRights } from './rights';

/** What other modules need to know of a caller to authorise an operation. */
export interface CallerScope {
  readonly accountId: string;
  /** The active organisation (the stored choice while still a member, else the first membership). */
  readonly organisationId: string;
  /** Rights in the active organisation. */
  readonly rights: AccessRights;
  /** The demo user (role 'demo'): may read, never save. */
  readonly isDemoUser: boolean;
  readonly displayName: string;
}

interface ScopeRow {
  readonly role: string;
  readonly display_name: string;
  readonly stored_organisation: string | null;
  readonly organisation_id: string | null;
  readonly resource: RightsResource | null;
  readonly can_read: boolean | null;
  readonly can_create: boolean | null;
}

/**
 * The caller's active organisation and rights there, in one query (it runs on every fleet call).
 * A deleted account is 401; an account without organisation is 403.
 */
export const resolveCallerScope = async (q: Queryable, accountId: string): Promise<CallerScope> => {
  const rows = await q.query<ScopeRow>(
    `SELECT a.role, a.display_name, a.settings ->> 'activeOrganisationId' AS stored_organisation,
       m.organisation_id, r.resource, r.can_read, r.can_create
     FROM accounts a
     LEFT JOIN memberships m ON m.account_id = a.id
     LEFT JOIN organisations o ON o.id = m.organisation_id
     LEFT JOIN membership_rights r ON r.account_id = m.account_id AND r.organisation_id = m.organisation_id
     WHERE a.id = $1
     ORDER BY m.created_at, o.name, o.id`,
    [accountId],
  );
  const first = rows[0];
  if (!first) throw unauthorized();
  const member = rows.filter((r) => r.organisation_id !== null);
  const organisationId =
    member.find((r) => r.organisation_id === first.stored_organisation)?.organisation_id ??
    member[0]?.organisation_id;
  if (!organisationId)
    throw forbidden('The account belongs to no organisation; ask an administrator to add it to one.');
  const rights: Record<string, { canRead: boolean; canCreate: boolean }> = noRights();
  for (const row of member) {
    if (row.organisation_id === organisationId && row.resource && RIGHTS_RESOURCES.includes(row.resource)) {
      rights[row.resource] = { canRead: !!row.can_read, canCreate: !!row.can_create };
    }
  }
  return {
    accountId,
    organisationId,
    rights,
    isDemoUser: first.role === 'demo',
    displayName: first.display_name,
  };
};

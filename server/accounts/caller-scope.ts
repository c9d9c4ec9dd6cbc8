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
  /** Limited-access windows on vehicles (none for most accounts), ordered by vehicle. */
  readonly accessWindows: readonly AccessWindowText[];
}

interface ScopeRow {
  readonly role: string;
  readonly display_name: string;
  readonly stored_organisation: string | null;
  readonly organisation_id: string | null;
  readonly resource: RightsResource | null;
  readonly can_read: boolean | null;
  readonly can_create: boolean | null;
  readonly access_windows: string | null;
}

/**
 * The account's memberships and rights, one row per right, plus its limited-access windows on
 * vehicles as one text `vehicleId:start:end;…` (ordered by vehicle; dates `YYYY-MM-DD` or `null`).
 */
const SCOPE_COLUMNS = `a.role, a.display_name, a.settings ->> 'activeOrganisationId' AS stored_organisation,
       m.organisation_id, r.resource, r.can_read, r.can_create,
       (SELECT string_agg(w.vehicle_id || ':' || coalesce(to_char(w.start_date, 'YYYY-MM-DD'), 'null') || ':' ||
                          coalesce(to_char(w.end_date, 'YYYY-MM-DD'), 'null'), ';' ORDER BY w.vehicle_id)
          FROM vehicle_access_windows w WHERE w.account_id = a.id) AS access_windows`;
const SCOPE_JOINS = `LEFT JOIN memberships m ON m.account_id = a.id
     LEFT JOIN organisations o ON o.id = m.organisation_id
     LEFT JOIN membership_rights r ON r.account_id = m.account_id AND r.organisation_id = m.organisation_id`;
const SCOPE_ORDER = 'ORDER BY m.created_at, o.name, o.id';

/** An access window of the caller on one vehicle, as the text the scope query gives. */
export interface AccessWindowText {
  readonly vehicleId: number;
  /** `vehicleId:start:end`, part of cache keys of answers cut to the windows. */
  readonly text: string;
}

const parseWindows = (text: string | null): readonly AccessWindowText[] =>
  (text ?? '')
    .split(';')
    .filter((part) => part !== '')
    .map((part) => ({ vehicleId: Number(part.slice(0, part.indexOf(':'))), text: part }));

/**
 * The scope from the rows of the scope query. A deleted account (no rows) is 401; an account without
 * organisation is 403.
 */
const scopeFromRows = (accountId: string, rows: readonly ScopeRow[]): CallerScope => {
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
    accessWindows: parseWindows(first.access_windows),
  };
};

/** The caller's active organisation and rights there, in one query. */
export const resolveCallerScope = async (q: Queryable, accountId: string): Promise<CallerScope> =>
  scopeFromRows(
    accountId,
    await q.query<ScopeRow>(
      `SELECT ${SCOPE_COLUMNS} FROM accounts a ${SCOPE_JOINS} WHERE a.id = $1 ${SCOPE_ORDER}`,
      [accountId],
    ),
  );

/**
 * Checks that the access token's session is live and reads the caller's scope in the same query:
 * the check runs on every request, and every fleet call needs the scope, so a poll costs one round
 * trip to the database instead of two. `null` when the session is revoked, expired or not the
 * account's. The scope is built when asked, so calls that need none never fail on it.
 */
export const resolveSessionScope = async (
  q: Queryable,
  session: { readonly sessionId: string; readonly accountId: string; readonly now: Date },
): Promise<(() => CallerScope) | null> => {
  const rows = await q.query<ScopeRow>(
    `SELECT ${SCOPE_COLUMNS}
     FROM refresh_tokens t JOIN accounts a ON a.id = t.account_id ${SCOPE_JOINS}
     WHERE t.id = $1 AND t.account_id = $2 AND t.revoked_at IS NULL AND t.expires_at > $3 ${SCOPE_ORDER}`,
    [session.sessionId, session.accountId, session.now],
  );
  if (rows.length === 0) return null;
  let scope: CallerScope | undefined;
  return () => (scope ??= scopeFromRows(session.accountId, rows));
};

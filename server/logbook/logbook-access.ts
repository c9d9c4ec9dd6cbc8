import type { LogbookRight } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { Caller } from '../http/route';
import { instantInWindowSql } from '../fleet/access-window';
import { forbiddenRequest, unknownOrganisation } from './logbook-errors';

/** What an operation may do in the organisation it names (spec 001 §6). */
export interface LogbookAccess {
  readonly accountId: string;
  readonly organisationId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly entries: { readonly canRead: boolean; readonly canCreate: boolean };
  readonly comments: { readonly canRead: boolean; readonly canCreate: boolean };
}

/** The rights an operation needs (the contract's, as its endpoints declare them). */
export type LogbookNeed = LogbookRight;

interface AccessRow {
  readonly role: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly resource: string | null;
  readonly can_read: boolean | null;
  readonly can_create: boolean | null;
}

const NEED_TEXT: Record<LogbookNeed, string> = {
  'entries:read': 'Reading the logbook needs the logbook_entries read right.',
  'entries:create': 'Writing the logbook needs the logbook_entries create right.',
  'comments:read': 'Reading comments needs the logbook_entries/comments read right.',
  'comments:create': 'Commenting needs the logbook_entries/comments create right.',
};

/**
 * The caller's rights in `organisationId`, which must be one of the caller's (else 404
 * err_unknown_organisation), checked against what the operation needs (else 403
 * err_forbidden_request). Writing needs the read right too; the demo user never writes.
 */
export const requireLogbookAccess = async (
  q: Queryable,
  caller: Caller,
  organisationId: string,
  needs: readonly LogbookNeed[],
): Promise<LogbookAccess> => {
  const rows = await q.query<AccessRow>(
    `SELECT a.role, a.first_name, a.last_name, r.resource, r.can_read, r.can_create
     FROM accounts a
     JOIN memberships m ON m.account_id = a.id AND m.organisation_id = $2
     LEFT JOIN membership_rights r ON r.account_id = a.id AND r.organisation_id = m.organisation_id
       AND r.resource IN ('logbook_entries', 'logbook_entries/comments')
     WHERE a.id = $1`,
    [caller.accountId, organisationId],
  );
  const first = rows[0];
  if (!first) throw unknownOrganisation();
  const right = (resource: string) => {
    const row = rows.find((r) => r.resource === resource);
    const canRead = !!row?.can_read;
    // Writing without reading makes no sense in the portal; the demo user may read, never save.
    return { canRead, canCreate: canRead && !!row?.can_create && first.role !== 'demo' };
  };
  const entries = right('logbook_entries');
  const commentsRight = right('logbook_entries/comments');
  // Comments belong to entries: no comment right without reading the entries.
  const comments = entries.canRead ? commentsRight : { canRead: false, canCreate: false };
  const access: LogbookAccess = {
    accountId: caller.accountId,
    organisationId,
    firstName: first.first_name,
    lastName: first.last_name,
    entries,
    comments,
  };
  for (const need of needs) {
    const [resource, kind] = need.split(':') as ['entries' | 'comments', 'read' | 'create'];
    const granted = access[resource][kind === 'read' ? 'canRead' : 'canCreate'];
    if (!granted) throw forbiddenRequest(NEED_TEXT[need]);
  }
  return access;
};

/**
 * SQL: whether entry `e` is visible to the account whose id is parameter `accountParam`: limited
 * callers (a window row on the entry's vehicle) see only entries whose reference time lies in it.
 */
export const entryVisibleSql = (accountParam: string, e = 'e'): string =>
  `NOT EXISTS (SELECT 1 FROM vehicle_access_windows w
     WHERE w.account_id = ${accountParam} AND w.vehicle_id = ${e}.vehicle_id
       AND NOT (${instantInWindowSql(`${e}.reference_ts`, 'w')}))`;

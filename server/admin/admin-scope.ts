import type { Queryable } from '../db/db';
import { notFound } from '../http/api-error';

/**
 * What an administrator manages: the users and vehicles of the organisations they belong to (every
 * membership, not only the active one). Anything else is 404, never a hint that it exists.
 */

/** SQL: the organisations of the account whose id is parameter `$n`. */
export const organisationsOfSql = (n: number): string =>
  `(SELECT organisation_id FROM memberships WHERE account_id = $${n})`;

/** SQL: the organisations both accounts (parameters `$a` and `$b`) belong to. */
export const sharedOrganisationsSql = (a: number, b: number): string =>
  `(SELECT organisation_id FROM memberships WHERE account_id = $${a}
    INTERSECT SELECT organisation_id FROM memberships WHERE account_id = $${b})`;

/** A user the administrator shares an organisation with. */
export interface ScopedUser {
  readonly accountId: string;
  readonly accountName: string;
}

/** The user, when they share an organisation with the administrator; else 404. */
export const requireScopedUser = async (
  q: Queryable,
  adminId: string,
  userId: string,
): Promise<ScopedUser> => {
  const [row] = await q.query<{ account_name: string }>(
    `SELECT a.account_name FROM accounts a
     WHERE a.id = $2 AND EXISTS (SELECT 1 FROM ${sharedOrganisationsSql(1, 2)} AS s)`,
    [adminId, userId],
  );
  if (!row) throw notFound('User');
  return { accountId: userId, accountName: row.account_name };
};

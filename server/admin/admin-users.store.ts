import type { AccountRole, UserVehicleSetting } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { organisationsOfSql, sharedOrganisationsSql } from './admin-scope';

/** A user as the console lists them, before the avatar URL is signed. */
export interface UserListRow {
  readonly id: string;
  readonly account_name: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly role: string;
  readonly has_avatar: boolean;
  readonly avatar_version: number;
  readonly company: string;
}

const ROLES: ReadonlySet<string> = new Set<AccountRole>(['administrator', 'operator_admin', 'user', 'demo']);

/** The stored role, or null for one this contract does not know (spec 001 §6: not shown). */
export const knownRole = (role: string): AccountRole | null =>
  ROLES.has(role) ? (role as AccountRole) : null;

/**
 * A page of the users of the administrator's organisations, by user name. One row per user; the
 * company names every organisation they share with the administrator. The search matches (case
 * aside) a part of the user name, first, last or full name, or company.
 */
export const readUserPage = async (
  q: Queryable,
  adminId: string,
  page: { readonly top: number; readonly skip: number; readonly search: string | null },
): Promise<{ readonly rows: readonly UserListRow[]; readonly totalCount: number }> => {
  const rows = await q.query<UserListRow & { total: string | number }>(
    `WITH users AS (
       SELECT a.id, a.account_name, a.first_name, a.last_name, a.role,
         a.avatar_image IS NOT NULL AS has_avatar, a.avatar_version,
         string_agg(o.name, ', ' ORDER BY o.name, o.id) AS company
       FROM accounts a
       JOIN memberships m ON m.account_id = a.id
       JOIN organisations o ON o.id = m.organisation_id
       WHERE m.organisation_id IN ${organisationsOfSql(1)}
       GROUP BY a.id
     )
     SELECT *, count(*) OVER () AS total FROM users
     WHERE $2::text IS NULL OR strpos(lower(account_name || chr(10) || first_name || chr(10) || last_name
       || chr(10) || first_name || ' ' || last_name || chr(10) || company), lower($2::text)) > 0
     ORDER BY lower(account_name), id
     LIMIT $3 OFFSET $4`,
    [adminId, page.search, page.top, page.skip],
  );
  const first = rows[0];
  if (first !== undefined || page.skip === 0) {
    return { rows, totalCount: first === undefined ? 0 : Number(first.total) };
  }
  // A page past the end has no row to carry the count.
  const all = await readUserPage(q, adminId, { ...page, top: 1, skip: 0 });
  return { rows: [], totalCount: all.totalCount };
};

/** Every vehicle of the organisations the administrator shares with the user, with the user's window. */
export const readUserVehicles = async (
  q: Queryable,
  adminId: string,
  userId: string,
  vehicleId: number | null = null,
): Promise<UserVehicleSetting[]> =>
  q.query<UserVehicleSetting>(
    `SELECT v.id AS "vehicleId", v.name AS "locName",
       to_char(w.start_date, 'YYYY-MM-DD') AS "startDate", to_char(w.end_date, 'YYYY-MM-DD') AS "endDate"
     FROM vehicles v
     LEFT JOIN vehicle_access_windows w ON w.vehicle_id = v.id AND w.account_id = $2
     WHERE v.organisation_id IN ${sharedOrganisationsSql(1, 2)} AND ($3::int IS NULL OR v.id = $3::int)
     ORDER BY v.name, v.id`,
    [adminId, userId, vehicleId],
  );

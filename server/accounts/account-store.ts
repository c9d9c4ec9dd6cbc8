import type { AccountRole, Organisation } from '../../src/api/contract';
import type { Queryable } from '../db/db';

/** An account as stored, without its avatar bytes. */
export interface AccountRow {
  readonly id: string;
  readonly account_name: string;
  readonly email: string | null;
  readonly first_name: string;
  readonly last_name: string;
  readonly display_name: string;
  readonly role: AccountRole;
  readonly passkey_hash: string;
  readonly old_login_id: string | null;
  readonly has_avatar: boolean;
  readonly avatar_version: number;
  readonly settings: unknown;
}

const COLUMNS = `id, account_name, email, first_name, last_name, display_name, role, passkey_hash,
  old_login_id, avatar_image IS NOT NULL AS has_avatar, avatar_version, settings`;

export const findAccountById = async (q: Queryable, id: string): Promise<AccountRow | null> =>
  (await q.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE id = $1`, [id]))[0] ?? null;

/** Account names are matched regardless of case and surrounding blanks. */
export const findAccountByName = async (q: Queryable, accountName: string): Promise<AccountRow | null> =>
  (
    await q.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE lower(account_name) = lower($1)`, [
      accountName.trim(),
    ])
  )[0] ?? null;

/** Accounts with this e-mail address (regardless of case); several accounts may share one. */
export const findAccountsByEmail = async (q: Queryable, email: string): Promise<AccountRow[]> =>
  q.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE lower(email) = lower($1) ORDER BY id LIMIT 10`, [
    email.trim(),
  ]);

/** The account's organisations, the first membership first (it is the default active one). */
export const organisationsOf = async (q: Queryable, accountId: string): Promise<Organisation[]> =>
  q.query<Organisation>(
    `SELECT o.id, o.name FROM memberships m JOIN organisations o ON o.id = m.organisation_id
     WHERE m.account_id = $1 ORDER BY m.created_at, o.name, o.id`,
    [accountId],
  );

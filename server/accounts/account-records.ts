import type { AccountRole } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { newId } from './random';
import type { RightsGrant } from './rights';

/** Every right there is: what administrators get in their organisations. */
export const FULL_RIGHTS: RightsGrant = {
  'gateway/telematics': { read: true, create: true },
  logbook_entries: { read: true, create: true },
  'logbook_entries/comments': { read: true, create: true },
};

export interface NewAccount {
  readonly id?: string;
  readonly accountName: string;
  readonly email: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly displayName?: string;
  readonly role: AccountRole;
  readonly passkeyHash: string;
  readonly oldLoginId?: string | null;
}

/** Inserts an account and returns its id; a taken account name fails on the unique index. */
export const insertAccount = async (q: Queryable, account: NewAccount): Promise<string> => {
  const id = account.id ?? newId();
  const displayName = account.displayName ?? `${account.firstName} ${account.lastName}`.trim();
  await q.query(
    `INSERT INTO accounts (id, account_name, email, first_name, last_name, display_name, role, passkey_hash,
       old_login_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      account.accountName,
      account.email,
      account.firstName,
      account.lastName,
      displayName,
      account.role,
      account.passkeyHash,
      account.oldLoginId ?? null,
    ],
  );
  return id;
};

export const insertOrganisation = async (q: Queryable, organisation: { id?: string; name: string }) => {
  const id = organisation.id ?? newId();
  await q.query('INSERT INTO organisations (id, name) VALUES ($1, $2)', [id, organisation.name]);
  return id;
};

/** True when an account with this name exists, regardless of case. */
export const accountNameTaken = async (q: Queryable, accountName: string): Promise<boolean> =>
  (await q.query('SELECT 1 FROM accounts WHERE lower(account_name) = lower($1)', [accountName])).length > 0;

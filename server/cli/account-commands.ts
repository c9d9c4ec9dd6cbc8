import { passkeyViolations } from '../../src/api/contract';
import type { Db, Queryable } from '../db/db';
import {
  FULL_RIGHTS,
  accountNameTaken,
  insertAccount,
  insertOrganisation,
} from '../accounts/account-records';
import { hashPasskey } from '../accounts/passkey-hash';
import { grantMembership } from '../accounts/rights';
import { CliError } from './cli-error';
import { formatColumns } from './cli-text';

export { CliError } from './cli-error';

const ACCOUNT_NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,99}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (value: string | undefined, option: string): string => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') throw new CliError(`--${option} is required.`);
  return trimmed;
};

/** Creates an organisation and returns its id. */
export const createOrganisation = async (db: Queryable, name: string | undefined): Promise<string> => {
  const trimmed = required(name, 'name');
  if (trimmed.length > 200) throw new CliError('--name must be at most 200 characters.');
  return insertOrganisation(db, { name: trimmed });
};

export interface AdministratorInput {
  readonly organisationId?: string | undefined;
  readonly accountName?: string | undefined;
  readonly email?: string | undefined;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly password: string;
}

const checkAdministrator = (input: AdministratorInput) => {
  const accountName = required(input.accountName, 'account-name');
  if (!ACCOUNT_NAME.test(accountName)) {
    throw new CliError('--account-name may hold letters, digits and . _ @ - (at most 100 characters).');
  }
  const email = required(input.email, 'email');
  if (!EMAIL.test(email)) throw new CliError(`--email "${email}" is not an e-mail address.`);
  const rules = passkeyViolations(input.password).map((v) =>
    v.characters === undefined ? v.rule : `${v.rule} (${v.characters})`,
  );
  if (rules.length > 0) {
    throw new CliError(
      `The password breaks these rules: ${rules.join(', ')}. It needs 8 to 100 characters with an upper-case ` +
        'letter, a lower-case letter, a digit and a symbol, and no spaces or non-ASCII characters.',
    );
  }
  return {
    organisationId: required(input.organisationId, 'organisation'),
    accountName,
    email,
    firstName: required(input.firstName, 'first-name'),
    lastName: required(input.lastName, 'last-name'),
  };
};

/** Creates an administrator with every right in the organisation; returns the account id. */
export const createAdministrator = async (
  db: Db,
  input: AdministratorInput,
  now = new Date(),
): Promise<string> => {
  const checked = checkAdministrator(input);
  const passkeyHash = await hashPasskey(input.password);
  return db.transaction(async (tx) => {
    const organisation = await tx.query('SELECT 1 FROM organisations WHERE id = $1', [
      checked.organisationId,
    ]);
    if (organisation.length === 0)
      throw new CliError(`No organisation has the id "${checked.organisationId}".`);
    if (await accountNameTaken(tx, checked.accountName)) {
      throw new CliError(`The account name "${checked.accountName}" is taken.`);
    }
    const accountId = await insertAccount(tx, { ...checked, role: 'administrator', passkeyHash });
    await grantMembership(tx, {
      accountId,
      organisationId: checked.organisationId,
      rights: FULL_RIGHTS,
      createdAt: now,
    });
    return accountId;
  });
};

export interface AccountListing {
  readonly accountName: string;
  readonly role: string;
  readonly email: string | null;
  readonly organisations: string;
}

export const listAccounts = async (db: Queryable): Promise<AccountListing[]> =>
  db.query<AccountListing>(
    `SELECT a.account_name AS "accountName", a.role, a.email,
       coalesce(string_agg(o.name || ' (' || o.id || ')', ', ' ORDER BY m.created_at, o.name), '') AS organisations
     FROM accounts a
     LEFT JOIN memberships m ON m.account_id = a.id
     LEFT JOIN organisations o ON o.id = m.organisation_id
     GROUP BY a.id, a.account_name, a.role, a.email
     ORDER BY lower(a.account_name)`,
  );

/** The listing as aligned text columns. */
export const formatAccounts = (rows: readonly AccountListing[]): string => {
  if (rows.length === 0) return 'No accounts.';
  const table = [
    ['ACCOUNT', 'ROLE', 'E-MAIL', 'ORGANISATIONS'],
    ...rows.map((r) => [r.accountName, r.role, r.email ?? '-', r.organisations]),
  ];
  return formatColumns(table);
};

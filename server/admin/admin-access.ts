import { mayUseAdministration, type ApproverRole } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { ApiError, forbidden, unauthorized } from '../http/api-error';
import type { Caller } from '../http/route';

/** An administrator or the operator's admin, as the audit log and the approvals name them. */
export interface Administrator {
  readonly accountId: string;
  readonly accountName: string;
  /** First and last name, else the account name. */
  readonly name: string;
  readonly role: ApproverRole;
}

interface RoleRow {
  readonly role: string;
  readonly account_name: string;
  readonly first_name: string;
  readonly last_name: string;
}

const readRole = async (q: Queryable, caller: Caller): Promise<RoleRow> => {
  const [row] = await q.query<RoleRow>(
    'SELECT role, account_name, first_name, last_name FROM accounts WHERE id = $1',
    [caller.accountId],
  );
  if (!row) throw unauthorized();
  return row;
};

/** The caller's role and whether it may use the console (the view-permitted check). */
export const administrationPermission = async (
  q: Queryable,
  caller: Caller,
): Promise<{ readonly allowed: boolean; readonly role: string }> => {
  const row = await readRole(q, caller);
  return { allowed: mayUseAdministration(row.role), role: row.role };
};

/** The caller as an administrator; 403 for every other role (plain users, the demo user). */
export const requireAdministrator = async (q: Queryable, caller: Caller): Promise<Administrator> => {
  const row = await readRole(q, caller);
  if (!mayUseAdministration(row.role)) {
    throw forbidden('Only administrators and the operator’s admins may use the administration.');
  }
  const name = `${row.first_name} ${row.last_name}`.trim() || row.account_name;
  return {
    accountId: caller.accountId,
    accountName: row.account_name,
    name,
    role: row.role as ApproverRole,
  };
};

/** Release changes are prepared on staging or local installations, never on production. */
export const assertPreparingEnvironment = (environment: string): void => {
  if (environment === 'production') {
    throw new ApiError(
      409,
      'conflict',
      'This is the production installation: make changes on staging and deploy them.',
      { field: 'environment' },
    );
  }
};

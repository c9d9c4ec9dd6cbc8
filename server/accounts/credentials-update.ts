import { ApiError, forbidden, unauthorized } from '../http/api-error';
import type { Caller } from '../http/route';
import type { AccountsContext } from './accounts.context';
import { findAccountById } from './account-store';
import { hashPasskey, verifyPasskey } from './passkey-hash';
import { assertPasskeyRules } from './passkey-policy';
import { assertNotLocked, recordFailure, resetThrottle } from './throttle';
import { revokeSessionsOf } from './tokens';

/** A change of passkey and/or e-mail address, confirmed by the current passkey. */
export interface CredentialChange {
  readonly currentPasskey: string;
  readonly newPasskey?: string | undefined;
  /** Already checked in form by the contract. */
  readonly email?: string | undefined;
}

/** What the caller's request calls the two passkeys, so that a refusal names the field it sent. */
export interface CredentialFields {
  readonly currentPasskey: string;
  readonly newPasskey: string;
}

const demoRefusal = (change: CredentialChange) =>
  forbidden(
    change.newPasskey === undefined
      ? 'The demo account cannot change its e-mail address.'
      : 'The demo account cannot change its passkey.',
  );

/**
 * Changes the caller's passkey and/or e-mail address, all or nothing. A wrong current passkey counts
 * as a failed login for the account, so a stolen access token cannot be used to guess the passkey
 * faster than the login form allows. A new passkey keeps the current session and revokes every other
 * one. The demo account is shared by many people, so nobody may change it (spec 001 §6).
 */
export const changeCredentials = async (
  ctx: AccountsContext,
  caller: Caller,
  change: CredentialChange,
  fields: CredentialFields,
): Promise<{ email: string | null }> => {
  const account = await findAccountById(ctx.db, caller.accountId);
  if (!account) throw unauthorized();
  if (account.role === 'demo') throw demoRefusal(change);
  const now = ctx.clock.now();
  await assertNotLocked(ctx.db, account.account_name, now);
  if (change.newPasskey !== undefined) assertPasskeyRules(change.newPasskey, fields.newPasskey);
  if (!(await verifyPasskey(account.passkey_hash, change.currentPasskey))) {
    await recordFailure(ctx.db, account.account_name, now);
    throw new ApiError(403, 'wrong_passkey', 'The current passkey is wrong.', {
      field: fields.currentPasskey,
    });
  }
  const newHash = change.newPasskey === undefined ? null : await hashPasskey(change.newPasskey);
  await ctx.db.transaction(async (tx) => {
    if (change.email !== undefined) {
      await tx.query('UPDATE accounts SET email = $2 WHERE id = $1', [account.id, change.email]);
    }
    if (newHash !== null) {
      await tx.query('UPDATE accounts SET passkey_hash = $2 WHERE id = $1', [account.id, newHash]);
      await revokeSessionsOf(tx, account.id, now, caller.sessionId);
    }
    await resetThrottle(tx, account.account_name);
  });
  return { email: change.email ?? account.email };
};

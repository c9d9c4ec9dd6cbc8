import { ApiError, forbidden, unauthorized } from '../http/api-error';
import type { Caller } from '../http/route';
import type { AccountsContext } from './accounts.context';
import { findAccountById } from './account-store';
import { hashPasskey, verifyPasskey } from './passkey-hash';
import { assertPasskeyRules } from './passkey-policy';
import { assertNotLocked, recordFailure, resetThrottle } from './throttle';
import { revokeSessionsOf } from './tokens';

/**
 * Changes the caller's passkey. A wrong old passkey counts as a failed login for the account, so a
 * stolen access token cannot be used to guess the passkey faster than the login form allows. The
 * current session stays; every other session of the account is revoked.
 */
export const updatePasskey = async (
  ctx: AccountsContext,
  caller: Caller,
  body: { readonly newPasskey: string; readonly oldPasskey: string },
): Promise<void> => {
  const account = await findAccountById(ctx.db, caller.accountId);
  if (!account) throw unauthorized();
  if (account.role === 'demo') throw forbidden('The demo account cannot change its passkey.');
  const now = ctx.clock.now();
  await assertNotLocked(ctx.db, account.account_name, now);
  assertPasskeyRules(body.newPasskey, 'newPasskey');
  if (!(await verifyPasskey(account.passkey_hash, body.oldPasskey))) {
    await recordFailure(ctx.db, account.account_name, now);
    throw new ApiError(403, 'wrong_passkey', 'The current passkey is wrong.', { field: 'oldPasskey' });
  }
  const newHash = await hashPasskey(body.newPasskey);
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE accounts SET passkey_hash = $2 WHERE id = $1', [account.id, newHash]);
    await revokeSessionsOf(tx, account.id, now, caller.sessionId);
    await resetThrottle(tx, account.account_name);
  });
};

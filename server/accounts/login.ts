import { ApiError } from '../http/api-error';
import type { AccountsContext } from './accounts.context';
import { findAccountByName } from './account-store';
import { hashPasskey, needsRehash, verifyAgainstDummy, verifyPasskey } from './passkey-hash';
import { assertNotLocked, recordFailure, resetThrottle } from './throttle';
import { assertAddressBudget, countAddressAttempt } from './address-budget';
import { issueUserToken } from './tokens';

/** One answer for an unknown name and a wrong passkey: it must not tell which part was wrong. */
const invalidCredentials = () =>
  new ApiError(401, 'invalid_credentials', 'The account name or the passkey is wrong.');

/** Runs a check that refuses by throwing, and reports the refusal before it goes on. */
export const refusedAs = async (check: () => Promise<void>, report: () => void): Promise<void> => {
  try {
    await check();
  } catch (error) {
    report();
    throw error;
  }
};

/**
 * Logs in: checks the client address's budget and the account name's throttle first, then the
 * passkey, and returns a new user token. A failure counts against both.
 */
export const createRefreshToken = async (
  ctx: AccountsContext,
  credentials: { readonly accountName: string; readonly passkey: string },
  clientAddress: string | null = null,
): Promise<{ refreshToken: string }> => {
  const { accountName, passkey } = credentials;
  const now = ctx.clock.now();
  await refusedAs(
    () => assertAddressBudget(ctx.db, ctx.config.addressBudget, clientAddress, now),
    () => ctx.security({ kind: 'address-budget.exceeded', action: 'login', accountName, clientAddress }),
  );
  await refusedAs(
    () => assertNotLocked(ctx.db, accountName, now),
    () => ctx.security({ kind: 'login.refused', accountName, clientAddress }),
  );
  const account = await findAccountByName(ctx.db, accountName);
  // Without an account a dummy hash is verified, so both failures take about as long.
  const valid = account
    ? await verifyPasskey(account.passkey_hash, passkey)
    : await verifyAgainstDummy(passkey);
  if (!account || !valid) {
    ctx.security({
      kind: 'login.failed',
      accountName,
      ...(account ? { accountId: account.id } : {}),
      clientAddress,
    });
    const lockSeconds = await recordFailure(ctx.db, accountName, now);
    if (lockSeconds > 0) ctx.security({ kind: 'account.locked', accountName, lockSeconds });
    await countAddressAttempt(ctx.db, ctx.config.addressBudget, clientAddress, now);
    throw invalidCredentials();
  }
  await resetThrottle(ctx.db, accountName);
  if (needsRehash(account.passkey_hash)) {
    await ctx.db.query('UPDATE accounts SET passkey_hash = $2 WHERE id = $1', [
      account.id,
      await hashPasskey(passkey),
    ]);
  }
  return { refreshToken: await issueUserToken(ctx, account.id) };
};

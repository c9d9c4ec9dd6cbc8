import { forbidden, unauthorized } from '../http/api-error';
import type { Caller } from '../http/route';
import type { AccountsContext } from './accounts.context';
import { findAccountById } from './account-store';

/**
 * Changes the caller's e-mail address (the contract has already checked its form, a 400 naming
 * `email`). The demo account is shared by many people, so nobody may change its address (spec 001 §6).
 * Addresses are not unique: refusing a taken one would tell a caller whose address it is.
 */
export const updateEmail = async (
  ctx: AccountsContext,
  caller: Caller,
  email: string,
): Promise<{ email: string }> => {
  const account = await findAccountById(ctx.db, caller.accountId);
  if (!account) throw unauthorized();
  if (account.role === 'demo') throw forbidden('The demo account cannot change its e-mail address.');
  await ctx.db.query('UPDATE accounts SET email = $2 WHERE id = $1', [account.id, email]);
  return { email };
};

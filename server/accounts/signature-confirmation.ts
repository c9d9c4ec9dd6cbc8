import {
  SIGNATURE_CONFIRMATION_DAYS,
  type SignatureConfirmation,
  type SignatureConfirmationRequest,
} from '../../src/api/contract';
import { ApiError, unauthorized } from '../http/api-error';
import type { Caller } from '../http/route';
import type { AccountsContext } from './accounts.context';
import { findAccountById, type AccountRow } from './account-store';
import { verifyPasskey } from './passkey-hash';
import { randomToken, sha256Hex } from './random';
import { assertNotLocked, recordFailure, resetThrottle } from './throttle';

const DAY_MS = 24 * 3600 * 1000;

/** The oldest confirmation a finalisation may still redeem at `now` (older ones are removed). */
export const oldestUsableConfirmation = (now: Date): Date =>
  new Date(now.getTime() - SIGNATURE_CONFIRMATION_DAYS * DAY_MS);

/** Names compare without case, accents' encoding or repeated blanks ("anna  müller" is "Anna Müller"). */
export const sameName = (a: string, b: string): boolean => {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');
  return norm(a) === norm(b);
};

/** The name a typed signature must give: first and last name, or the display name when those are empty. */
export const accountFullName = (account: Pick<AccountRow, 'first_name' | 'last_name' | 'display_name'>) =>
  `${account.first_name} ${account.last_name}`.trim() || account.display_name.trim();

/**
 * Confirms a signature by typed name (issue 36): the name must be the caller's, and the password the
 * caller's, checked like the passkey change (a wrong one counts as a failed login, so a stolen access
 * token cannot guess faster than the login form allows). Answers a one-time confirmation, stored only
 * as its hash; confirmations older than their redemption window are removed on the way.
 */
export const createSignatureConfirmation = async (
  ctx: AccountsContext,
  caller: Caller,
  body: SignatureConfirmationRequest,
): Promise<SignatureConfirmation> => {
  const account = await findAccountById(ctx.db, caller.accountId);
  if (!account) throw unauthorized();
  const now = ctx.clock.now();
  await assertNotLocked(ctx.db, account.account_name, now);
  if (!(await verifyPasskey(account.passkey_hash, body.passkey))) {
    await recordFailure(ctx.db, account.account_name, now);
    throw new ApiError(403, 'wrong_passkey', 'The password is wrong.', { field: 'passkey' });
  }
  await resetThrottle(ctx.db, account.account_name);
  const fullName = accountFullName(account);
  if (!sameName(body.fullName, fullName)) {
    throw new ApiError(
      400,
      'invalid_request',
      'fullName: type your first and last name as your account has them.',
      {
        field: 'fullName',
        issues: [{ field: 'fullName', message: 'not_account_name' }],
      },
    );
  }
  const confirmation = randomToken();
  await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM signature_confirmations WHERE confirmed_at < $1', [
      oldestUsableConfirmation(now),
    ]);
    await tx.query(
      `INSERT INTO signature_confirmations (token_hash, account_id, full_name, confirmed_at)
       VALUES ($1, $2, $3, $4)`,
      [sha256Hex(confirmation), account.id, fullName, now],
    );
  });
  return { confirmation, fullName, confirmedAt: now.toISOString() };
};

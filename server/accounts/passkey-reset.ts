import type { Language } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import type { AccountsContext } from './accounts.context';
import { findAccountByName, findAccountsByEmail, type AccountRow } from './account-store';
import type { BackgroundQueue } from './background-queue';
import { hashPasskey } from './passkey-hash';
import { assertPasskeyRules } from './passkey-policy';
import { randomToken, sha256Hex } from './random';
import { resetMail } from './reset-mail';
import { resetThrottle } from './throttle';
import { revokeSessionsOf } from './tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Beyond this many reset mails per account and hour, requests are ignored: no mail flooding. */
export const MAX_RESET_MAILS_PER_HOUR = 5;

interface ResetRequest {
  readonly accountName: string;
  readonly origin: string;
  readonly emailLocale: Language;
}

/** The field takes an account name or an e-mail address; a name wins when both could match. */
const accountsFor = async (q: Queryable, nameOrEmail: string): Promise<AccountRow[]> => {
  const byName = await findAccountByName(q, nameOrEmail);
  if (byName) return [byName];
  return nameOrEmail.includes('@') ? findAccountsByEmail(q, nameOrEmail) : [];
};

const sendResetMail = async (ctx: AccountsContext, account: AccountRow, request: ResetRequest, now: Date) => {
  if (!account.email) return;
  const recent = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM passkey_reset_tokens WHERE account_id = $1 AND created_at > $2',
    [account.id, new Date(now.getTime() - 60 * 60 * 1000)],
  );
  if ((recent[0]?.n ?? 0) >= MAX_RESET_MAILS_PER_HOUR) {
    ctx.log(`Passkey reset for account ${account.id} ignored: too many requests this hour.`);
    return;
  }
  const token = randomToken();
  await ctx.db.query(
    `INSERT INTO passkey_reset_tokens (token_hash, account_id, origin, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [sha256Hex(token), account.id, request.origin, now, new Date(now.getTime() + RESET_TOKEN_TTL_MS)],
  );
  const link = `${ctx.config.publicUrl}/reset-passkey?token=${encodeURIComponent(token)}`;
  const { email: to, first_name: firstName, account_name: accountName } = account;
  await ctx.mailer.send(resetMail(request.emailLocale, { to, firstName, accountName, link }));
};

/**
 * Answers at once and does the lookup, the token and the mail in the background, so neither the
 * answer nor its timing tells whether the account exists.
 */
export const createPasskeyResetRequest = (
  ctx: AccountsContext,
  queue: BackgroundQueue,
  request: ResetRequest,
) => {
  const now = ctx.clock.now();
  queue.run('passkey reset mail', async () => {
    for (const account of await accountsFor(ctx.db, request.accountName)) {
      await sendResetMail(ctx, account, request, now);
    }
  });
};

const invalidResetToken = () =>
  new ApiError(400, 'invalid_reset_token', 'The reset link is unknown, used or expired.', {
    field: 'resetAuthentificationToken',
  });

const liveTokenExists = async (q: Queryable, tokenHash: string, now: Date): Promise<boolean> =>
  (
    await q.query(
      'SELECT 1 FROM passkey_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [tokenHash, now],
    )
  ).length > 0;

/**
 * Sets a new passkey with a reset token. The token is checked before the rules (so a typo in the
 * passkey does not use the link up) and consumed atomically in the same transaction that sets the
 * hash, revokes every session of the account and clears its login throttle.
 */
export const createPasskeyReset = async (
  ctx: AccountsContext,
  body: { readonly newPasskey: string; readonly resetAuthentificationToken: string },
): Promise<void> => {
  const now = ctx.clock.now();
  const tokenHash = sha256Hex(body.resetAuthentificationToken);
  if (!(await liveTokenExists(ctx.db, tokenHash, now))) {
    ctx.security({ kind: 'password-reset.refused' });
    throw invalidResetToken();
  }
  assertPasskeyRules(body.newPasskey, 'newPasskey');
  const newHash = await hashPasskey(body.newPasskey);
  const accountId = await ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ account_id: string; account_name: string }>(
      `UPDATE passkey_reset_tokens t SET used_at = $2 FROM accounts a
       WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND a.id = t.account_id
       RETURNING t.account_id, a.account_name`,
      [tokenHash, now],
    );
    const row = rows[0];
    if (!row) throw invalidResetToken();
    await tx.query('UPDATE accounts SET passkey_hash = $2 WHERE id = $1', [row.account_id, newHash]);
    // Links sent earlier die with this one.
    await tx.query('UPDATE passkey_reset_tokens SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL', [
      row.account_id,
      now,
    ]);
    await revokeSessionsOf(tx, row.account_id, now, null);
    await resetThrottle(tx, row.account_name);
    return row.account_id;
  });
  ctx.security({ kind: 'password-reset.completed', accountId });
};

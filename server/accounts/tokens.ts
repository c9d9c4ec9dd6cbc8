import type { Queryable } from '../db/db';
import { tokenGenerationFailed, unauthorized } from '../http/api-error';
import type { Caller } from '../http/route';
import { epochSeconds, type AccountsContext } from './accounts.context';
import { verifyJwt, type JwtPayload } from './jwt';
import { randomToken, sha256Hex } from './random';
import { resolveSessionScope } from './caller-scope';

/**
 * Two tokens: the long-lived user token (a refresh token, one `refresh_tokens` row per login) and
 * short-lived access tokens issued from it. Both are HS256 JWTs; `use` tells them apart and each kind
 * has its own key. Claims: `sub` and `accountId` (the account), `iat`, `exp` (seconds), and `jti`
 * (user token: its row id) or `sid` (access token: the user token's row id).
 */
type TokenUse = 'user' | 'access';

interface Claims {
  readonly accountId: string;
  readonly sessionId: string;
  readonly exp: number;
}

const readClaims = (payload: JwtPayload | null, use: TokenUse): Claims | null => {
  if (!payload || payload['use'] !== use) return null;
  const accountId = payload['accountId'];
  const sessionId = use === 'user' ? payload['jti'] : payload['sid'];
  const exp = payload['exp'];
  if (typeof accountId !== 'string' || accountId === '') return null;
  if (typeof sessionId !== 'string' || sessionId === '') return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return { accountId, sessionId, exp };
};

/**
 * Loads the key and signs: any failure of these steps answers 500 token_generation_failed (spec 001
 * §7), its cause logged. Nothing is stored before it succeeds, so a failed login leaves no session.
 */
const generateToken = async (ctx: AccountsContext, use: TokenUse, payload: JwtPayload): Promise<string> => {
  try {
    const keys = await ctx.keys();
    return ctx.signToken(payload, use === 'user' ? keys.userToken : keys.accessToken);
  } catch (error) {
    ctx.log(`Generating a${use === 'user' ? ' user' : 'n access'} token failed`, error);
    throw tokenGenerationFailed();
  }
};

/** Creates a session for the account and returns its user token. */
export const issueUserToken = async (
  ctx: AccountsContext,
  accountId: string,
  q: Queryable = ctx.db,
): Promise<string> => {
  const iat = epochSeconds(ctx.clock.now());
  const exp = iat + ctx.config.userTokenTtlSeconds;
  const jti = randomToken(16);
  const token = await generateToken(ctx, 'user', { use: 'user', sub: accountId, accountId, jti, iat, exp });
  // Housekeeping: the account's sessions that ended over a week ago are of no further use.
  const weekAgo = new Date((iat - 7 * 24 * 3600) * 1000);
  await q.query('DELETE FROM refresh_tokens WHERE account_id = $1 AND (expires_at < $2 OR revoked_at < $2)', [
    accountId,
    weekAgo,
  ]);
  await q.query(
    `INSERT INTO refresh_tokens (id, account_id, token_hash, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [jti, accountId, sha256Hex(token), new Date(iat * 1000), new Date(exp * 1000)],
  );
  return token;
};

/** Checks the user token's signature, expiry and its session row (not revoked, same token). */
export const verifyUserToken = async (ctx: AccountsContext, token: string): Promise<Caller> => {
  const { userToken: key } = await ctx.keys();
  const now = ctx.clock.now();
  const claims = readClaims(verifyJwt(token, key), 'user');
  if (!claims || claims.exp <= epochSeconds(now)) throw unauthorized();
  const rows = await ctx.db.query<{ account_id: string; token_hash: string }>(
    `SELECT account_id, token_hash FROM refresh_tokens
     WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [claims.sessionId, now],
  );
  const row = rows[0];
  if (!row || row.account_id !== claims.accountId || row.token_hash !== sha256Hex(token))
    throw unauthorized();
  return { accountId: claims.accountId, sessionId: claims.sessionId };
};

export const issueAccessToken = async (
  ctx: AccountsContext,
  caller: Caller,
): Promise<{ accessToken: string; expiresIn: number }> => {
  const iat = epochSeconds(ctx.clock.now());
  const expiresIn = ctx.config.accessTokenTtlSeconds;
  const { accountId, sessionId: sid } = caller;
  const accessToken = await generateToken(ctx, 'access', {
    use: 'access',
    sub: accountId,
    accountId,
    sid,
    iat,
    exp: iat + expiresIn,
  });
  return { accessToken, expiresIn };
};

/**
 * Checks the access token's signature and expiry, then that its session is still live: one primary-key
 * lookup that makes logout and passkey resets effective at once on every instance.
 */
export const verifyAccessToken = async (ctx: AccountsContext, token: string): Promise<Caller> => {
  const { accessToken: key } = await ctx.keys();
  const now = ctx.clock.now();
  const claims = readClaims(verifyJwt(token, key), 'access');
  if (!claims || claims.exp <= epochSeconds(now)) throw unauthorized();
  const scope = await resolveSessionScope(ctx.db, {
    sessionId: claims.sessionId,
    accountId: claims.accountId,
    now,
  });
  if (!scope) throw unauthorized();
  return { accountId: claims.accountId, sessionId: claims.sessionId, scope };
};

export const revokeSession = async (ctx: AccountsContext, sessionId: string): Promise<void> => {
  await ctx.db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    ctx.clock.now(),
  ]);
};

/** Revokes every live session of the account except `keepSessionId` (none kept when null). */
export const revokeSessionsOf = async (
  q: Queryable,
  accountId: string,
  now: Date,
  keepSessionId: string | null,
): Promise<void> => {
  await q.query(
    `UPDATE refresh_tokens SET revoked_at = $2
     WHERE account_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR id <> $3::text)`,
    [accountId, now, keepSessionId],
  );
};

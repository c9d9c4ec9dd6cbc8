/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { createHmac } from 'node:crypto';
import { Schema } from 'effect';
import { expect, it } from 'vitest';
import { ApiErrorBody } from '../../src/api/contract';
import { createApp } from '../app';
import { createMailer } from '../mail/create-mailer';
import { describeEachDatabase, type TestContext } from '../test-support/test-databases';
import {
  accessTokenFrom,
  basicAuth,
  call,
  jwtPayload,
  login,
  sessionFor,
  userTokenFor,
} from '../test-support/http-client';

const ME = '/um/v1/accounts/me';
const ACCESS = '/um/v1/access-tokens';
const LOGOUT = '/um/v1/refresh-tokens/current';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The app on the suite's database whose token signer throws, and what it logged. */
const appWithFailingSigner = (ctx: TestContext) => {
  const logs: string[] = [];
  const app = createApp({
    config: ctx.config,
    db: ctx.db,
    mailer: createMailer(ctx.config),
    clock: ctx.clock,
    log: (message, error) => logs.push(`${message}: ${error instanceof Error ? error.message : ''}`),
    signToken: () => {
      throw new Error('HSM unavailable');
    },
  });
  return { app, logs };
};

const countSessions = async (ctx: TestContext, accountName: string) =>
  (
    await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM refresh_tokens t JOIN accounts a ON a.id = t.account_id
       WHERE a.account_name = $1`,
      [accountName],
    )
  )[0]?.n;

/** Each token generation of the accounts calls (spec 001 §7: failure gives a result with status 500). */
const TOKEN_GENERATIONS = [
  {
    what: 'the user token of a login (createRefreshToken)',
    logged: 'Generating a user token failed: HSM unavailable',
    generate: (app: Parameters<typeof login>[0]) => login(app, 'dispatcher'),
  },
  {
    what: 'an access token (createAccessToken)',
    logged: 'Generating an access token failed: HSM unavailable',
    generate: (app: Parameters<typeof login>[0], userToken: string) =>
      call(app, 'POST', ACCESS, { userToken }),
  },
] as const;

describeEachDatabase('sessions (createAccessToken, revokeRefreshToken, token checks)', (ctx) => {
  it.each(TOKEN_GENERATIONS)(
    'answers 500 token_generation_failed when signing $what fails, and stores no session',
    async ({ generate, logged }) => {
      const userToken = await userTokenFor(ctx().app, 'dispatcher');
      const before = await countSessions(ctx(), 'dispatcher');
      const failing = appWithFailingSigner(ctx());
      const response = await generate(failing.app, userToken);
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        error: 'token_generation_failed',
        message: 'The token could not be generated; please try again.',
      });
      expect(Schema.is(ApiErrorBody)(response.body)).toBe(true);
      // The cause is logged, never sent.
      expect(failing.logs).toEqual([logged]);
      expect(await countSessions(ctx(), 'dispatcher')).toBe(before);
      // The same request on a working signer succeeds.
      expect((await generate(ctx().app, userToken)).status).toBe(201);
    },
  );

  it('creates an access token from the user token: 201 with accountId, sid, iat, exp', async () => {
    const { app, clock } = ctx();
    const userToken = await userTokenFor(app, 'dispatcher');
    const response = await call(app, 'POST', ACCESS, { userToken });
    expect(response.status).toBe(201);
    expect(response.body.expiresIn).toBe(600);
    const payload = jwtPayload(response.body.accessToken as string);
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(payload).toMatchObject({
      accountId: jwtPayload(userToken)['accountId'],
      sid: jwtPayload(userToken)['jti'],
      iat: now,
      exp: now + 600,
    });
    const me = await call(app, 'GET', ME, { accessToken: response.body.accessToken as string });
    expect(me.status).toBe(200);
    expect(me.body.accountName).toBe('dispatcher');
  });

  it('logout revokes the user token (204) and its access tokens at once', async () => {
    const { app } = ctx();
    const { userToken, accessToken } = await sessionFor(app, 'dispatcher');
    const other = await sessionFor(app, 'dispatcher');
    expect((await call(app, 'DELETE', LOGOUT, { userToken })).status).toBe(204);
    expect((await call(app, 'POST', ACCESS, { userToken })).status).toBe(401);
    const refused = await call(app, 'GET', ME, { accessToken });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('unauthorized');
    expect((await call(app, 'DELETE', LOGOUT, { userToken })).status).toBe(401);
    // Another session of the same account is untouched.
    expect((await call(app, 'GET', ME, { accessToken: other.accessToken })).status).toBe(200);
  });

  it('access tokens expire after accessTokenTtlSeconds while the user token lives on', async () => {
    const { app, clock } = ctx();
    const { userToken, accessToken } = await sessionFor(app, 'guest');
    clock.advanceSeconds(599);
    expect((await call(app, 'GET', ME, { accessToken })).status).toBe(200);
    clock.advanceSeconds(1);
    expect((await call(app, 'GET', ME, { accessToken })).status).toBe(401);
    const fresh = await accessTokenFrom(app, userToken);
    expect((await call(app, 'GET', ME, { accessToken: fresh })).status).toBe(200);
  });

  it('user tokens expire after userTokenTtlSeconds, and with them their access tokens', async () => {
    const { app, clock, config } = ctx();
    const { userToken } = await sessionFor(app, 'guest');
    clock.advanceSeconds(config.userTokenTtlSeconds - 300);
    const late = await accessTokenFrom(app, userToken);
    clock.advanceSeconds(300);
    expect((await call(app, 'POST', ACCESS, { userToken })).status).toBe(401);
    expect((await call(app, 'GET', ME, { accessToken: late })).status).toBe(401);
  });

  it('refuses malformed, tampered and mixed-up tokens with 401', async () => {
    const { app } = ctx();
    const { userToken, accessToken } = await sessionFor(app, 'dispatcher');
    const [header, payload, signature] = userToken.split('.') as [string, string, string];
    const claims = jwtPayload(userToken);
    const forged = `${header}.${b64({ ...claims, exp: (claims['exp'] as number) + 1 })}.${signature}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const otherKey = `${header}.${payload}.${createHmac('sha256', 'guess').update(`${header}.${payload}`).digest('base64url')}`;
    const badUserTokens = [
      'abc',
      'a.b.c',
      `${header}.${payload}`,
      forged,
      unsigned,
      otherKey,
      accessToken,
      '€€€',
    ];
    for (const token of badUserTokens) {
      const response = await call(app, 'POST', ACCESS, { headers: { authorization: basicAuth(token) } });
      expect(response.status, token).toBe(401);
      expect(response.body.error).toBe('unauthorized');
    }
    for (const token of ['abc', 'a.b.c', userToken, `${accessToken}x`]) {
      expect((await call(app, 'GET', ME, { accessToken: token })).status, token).toBe(401);
    }
  });

  it('answers 401 without credentials or with the wrong scheme', async () => {
    const { app } = ctx();
    const { userToken, accessToken } = await sessionFor(app, 'dispatcher');
    expect((await call(app, 'POST', ACCESS)).status).toBe(401);
    expect((await call(app, 'GET', ME)).status).toBe(401);
    expect((await call(app, 'GET', ME, { headers: { authorization: basicAuth(accessToken) } })).status).toBe(
      401,
    );
    expect(
      (await call(app, 'POST', ACCESS, { headers: { authorization: `Bearer ${userToken}` } })).status,
    ).toBe(401);
    expect((await call(app, 'POST', ACCESS, { headers: { authorization: 'Basic !!!' } })).status).toBe(401);
  });

  it('a deleted account loses its sessions', async () => {
    const { app, db } = ctx();
    const { createTestAccount } = await import('../test-support/test-accounts');
    const { accountName, accountId, password } = await createTestAccount(db);
    const { userToken, accessToken } = await sessionFor(app, accountName, password);
    await db.query('DELETE FROM accounts WHERE id = $1', [accountId]);
    expect((await call(app, 'GET', ME, { accessToken })).status).toBe(401);
    expect((await call(app, 'POST', ACCESS, { userToken })).status).toBe(401);
  });
});

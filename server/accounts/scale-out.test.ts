import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-databases';
import { createTestAccount } from '../test-support/test-accounts';
import { accessTokenFrom, call, login, sessionFor } from '../test-support/http-client';

/**
 * Two app instances on one database share nothing but it: tokens, revocations and the throttle must
 * work across them, as behind a load balancer.
 */
describeEachDatabase('two server instances on one database', (getCtx) => {
  it('accept each other’s tokens and see each other’s logouts at once', async () => {
    const { app } = getCtx();
    const other = await getCtx().secondInstance();
    const { userToken, accessToken } = await sessionFor(app, 'dispatcher');
    expect((await call(other, 'GET', '/um/v1/accounts/me', { accessToken })).status).toBe(200);
    const otherAccess = await accessTokenFrom(other, userToken);
    expect((await call(app, 'GET', '/um/v1/accounts/me', { accessToken: otherAccess })).status).toBe(200);
    expect((await call(other, 'DELETE', '/um/v1/refresh-tokens/current', { userToken })).status).toBe(204);
    expect((await call(app, 'GET', '/um/v1/accounts/me', { accessToken })).status).toBe(401);
    expect((await call(app, 'POST', '/um/v1/access-tokens', { userToken })).status).toBe(401);
  });

  it('share the login throttle', async () => {
    const { app, db } = getCtx();
    const other = await getCtx().secondInstance();
    const { accountName, password } = await createTestAccount(db);
    for (const instance of [app, other, app, other, app]) {
      expect((await login(instance, accountName, 'Wrong-Passw0rd!')).status).toBe(401);
    }
    expect((await login(other, accountName, password)).status).toBe(429);
  });

  it('share one signing secret, created once in the database', async () => {
    const { db } = getCtx();
    const secrets = await db.query('SELECT name FROM server_secrets');
    expect(secrets).toEqual([{ name: 'signing-secret' }]);
  });
});

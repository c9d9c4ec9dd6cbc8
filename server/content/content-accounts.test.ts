/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { expect, it } from 'vitest';
import { getLocomotives, getUserData, updateContentUser } from '../../src/api/contract';
import { expectExactAnswer, createTestFleet } from '../fleet/test-fleet';
import { call, login, sessionFor } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';

const USERS_ME = '/wp-json/wp/v2/users/me';
const USERDATA = '/wp-json/fvm/v1/user/userdata';
const LOCALE = '/wp-json/fvm/v1/user/locale';
const LOCOMOTIVES = '/wp-json/fvm/v1/locomotive/';
const ME = '/um/v1/accounts/me';
const SETTINGS = '/um/v1/accounts/me/settings';
const NEW_PASSWORD = 'Changed-Passw0rd!';

describeEachDatabase('the content service’s account calls', (getCtx) => {
  const fresh = async () => {
    const { app, db } = getCtx();
    const account = await createTestAccount(db);
    return { ...account, ...(await sessionFor(app, account.accountName, account.password)) };
  };

  it('answers the user data of the caller', async () => {
    const { app } = getCtx();
    const { accessToken, accountId } = await fresh();
    const response = await call(app, 'GET', USERDATA, { accessToken });
    expect(response.status).toBe(200);
    expectExactAnswer(getUserData, response.body);
    expect(response.body).toEqual({
      userId: accountId,
      imageurl: null,
      firstName: 'Testa',
      lastName: 'Account',
      locale: null,
    });
  });

  it('stores the locale where the account settings read it, and the other way round', async () => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    const saved = await call(app, 'POST', LOCALE, { accessToken, body: { locale: 'en-GB' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ locale: 'en-GB' });
    expect((await call(app, 'GET', SETTINGS, { accessToken })).body.settings.language).toBe('en-GB');
    expect((await call(app, 'GET', USERDATA, { accessToken })).body.locale).toBe('en-GB');
    const patched = await call(app, 'PATCH', SETTINGS, {
      accessToken,
      body: { settings: { language: 'de-DE' } },
    });
    expect(patched.status).toBe(200);
    expect((await call(app, 'GET', USERDATA, { accessToken })).body.locale).toBe('de-DE');
  });

  it.each([['fr-FR'], ['de'], [''], [null], [42]])(
    'refuses the locale %j with 400 naming locale and stores nothing',
    async (locale) => {
      const { app } = getCtx();
      const { accessToken } = await fresh();
      const response = await call(app, 'POST', LOCALE, { accessToken, body: { locale } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_request', field: 'locale' });
      expect((await call(app, 'GET', SETTINGS, { accessToken })).body.settings).not.toHaveProperty(
        'language',
      );
    },
  );

  it('changes the password: the caller’s session stays, the others are revoked, the new one logs in', async () => {
    const { app } = getCtx();
    const account = await fresh();
    const other = await sessionFor(app, account.accountName, account.password);
    const response = await call(app, 'POST', USERS_ME, {
      accessToken: account.accessToken,
      body: { password: NEW_PASSWORD, currentPassword: account.password },
    });
    expect(response.status).toBe(200);
    expectExactAnswer(updateContentUser, response.body);
    expect(response.body).toEqual({ userId: account.accountId, email: `${account.accountName}@example.com` });
    expect((await call(app, 'GET', ME, { accessToken: account.accessToken })).status).toBe(200);
    expect((await call(app, 'GET', ME, { accessToken: other.accessToken })).status).toBe(401);
    expect((await call(app, 'POST', '/um/v1/access-tokens', { userToken: other.userToken })).status).toBe(
      401,
    );
    expect((await login(app, account.accountName, account.password)).status).toBe(401);
    expect((await login(app, account.accountName, NEW_PASSWORD)).status).toBe(201);
  });

  it('changes the e-mail address (the profile shows it) without revoking sessions', async () => {
    const { app } = getCtx();
    const account = await fresh();
    const other = await sessionFor(app, account.accountName, account.password);
    const email = `${account.accountName}@moved.example.com`;
    const response = await call(app, 'POST', USERS_ME, {
      accessToken: account.accessToken,
      body: { email, currentPassword: account.password },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId: account.accountId, email });
    expect((await call(app, 'GET', ME, { accessToken: account.accessToken })).body.email).toBe(email);
    expect((await call(app, 'GET', ME, { accessToken: other.accessToken })).status).toBe(200);
  });

  it('sees what the portal’s account calls changed: the e-mail it answers, the password it checks', async () => {
    const { app } = getCtx();
    const account = await fresh();
    const email = `${account.accountName}@portal.example.com`;
    const { accessToken } = account;
    expect((await call(app, 'PUT', `${ME}/email`, { accessToken, body: { email } })).status).toBe(200);
    const byPortal = await call(app, 'PUT', `${ME}/passkey`, {
      accessToken,
      body: { oldPasskey: account.password, newPasskey: NEW_PASSWORD },
    });
    expect(byPortal.status).toBe(204);
    // The old password no longer counts as the current one; the portal's new one does.
    const withOld = await call(app, 'POST', USERS_ME, {
      accessToken,
      body: { email: 'x@example.com', currentPassword: account.password },
    });
    expect(withOld.status).toBe(403);
    expect((await call(app, 'GET', ME, { accessToken })).body.email).toBe(email);
    const withNew = await call(app, 'POST', USERS_ME, {
      accessToken,
      body: { email, currentPassword: NEW_PASSWORD },
    });
    expect(withNew.status).toBe(200);
    expect(withNew.body).toEqual({ userId: account.accountId, email });
  });

  it('changes both at once', async () => {
    const { app } = getCtx();
    const account = await fresh();
    const email = `${account.accountName}@both.example.com`;
    const response = await call(app, 'POST', USERS_ME, {
      accessToken: account.accessToken,
      body: { email, password: NEW_PASSWORD, currentPassword: account.password },
    });
    expect(response.status).toBe(200);
    expect((await call(app, 'GET', ME, { accessToken: account.accessToken })).body.email).toBe(email);
    expect((await login(app, account.accountName, NEW_PASSWORD)).status).toBe(201);
  });

  it('refuses bad changes naming the field and changes nothing', async () => {
    const { app } = getCtx();
    const account = await fresh();
    const { accessToken, password } = account;
    const email = `${account.accountName}@example.com`;
    const cases: [unknown, number, string, string][] = [
      [{ email: 'x@new.example.com' }, 400, 'invalid_request', 'currentPassword'],
      [{ password: NEW_PASSWORD }, 400, 'invalid_request', 'currentPassword'],
      [{ email: 'x@new.example.com', currentPassword: '' }, 400, 'invalid_request', 'currentPassword'],
      [{ currentPassword: password }, 400, 'invalid_request', 'body'],
      [{ email: 'not-an-address', currentPassword: password }, 400, 'invalid_request', 'email'],
      [
        { email: 'x@new.example.com', password: NEW_PASSWORD, currentPassword: 'Wrong-Passw0rd!' },
        403,
        'wrong_passkey',
        'currentPassword',
      ],
      [{ password: 'short', currentPassword: password }, 400, 'passkey_rules_violated', 'password'],
      [
        { email: 'x@new.example.com', password: 'no-digits-HERE!', currentPassword: password },
        400,
        'passkey_rules_violated',
        'password',
      ],
      [
        { email: 'x@new.example.com', currentPassword: password, admin: true },
        400,
        'invalid_request',
        'admin',
      ],
    ];
    for (const [body, status, error, field] of cases) {
      const response = await call(app, 'POST', USERS_ME, { accessToken, body });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body, JSON.stringify(body)).toMatchObject({ error, field });
    }
    expect((await call(app, 'GET', ME, { accessToken })).body.email).toBe(email);
    expect((await login(app, account.accountName, password)).status).toBe(201);
  });

  it('counts wrong current passwords like failed logins', async () => {
    const { app } = getCtx();
    const account = await fresh();
    const body = { password: NEW_PASSWORD, currentPassword: 'Wrong-Passw0rd!' };
    for (let i = 0; i < 5; i += 1) {
      expect((await call(app, 'POST', USERS_ME, { accessToken: account.accessToken, body })).status).toBe(
        403,
      );
    }
    const locked = await call(app, 'POST', USERS_ME, {
      accessToken: account.accessToken,
      body: { ...body, currentPassword: account.password },
    });
    expect(locked.status).toBe(429);
    expect((await login(app, account.accountName, account.password)).status).toBe(429);
  });

  it('refuses every write of the demo user with 403 and changes nothing; reads work', async () => {
    const { app } = getCtx();
    const { accessToken } = await sessionFor(app, 'demo');
    const before: unknown = (await call(app, 'GET', USERDATA, { accessToken })).body;
    const writes = [
      call(app, 'POST', USERS_ME, {
        accessToken,
        body: { password: NEW_PASSWORD, currentPassword: 'Portal-Demo-2026!' },
      }),
      call(app, 'POST', USERS_ME, {
        accessToken,
        body: { email: 'demo@moved.example.com', currentPassword: 'Portal-Demo-2026!' },
      }),
      call(app, 'POST', LOCALE, { accessToken, body: { locale: 'en-GB' } }),
      call(app, 'DELETE', '/wp-json/fvm/v1/user/profileimg', { accessToken }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(403);
      expect(response.body.error).toBe('forbidden');
    }
    expect((await call(app, 'GET', USERDATA, { accessToken })).body).toEqual(before);
    expect((await call(app, 'GET', ME, { accessToken })).body.email).toBe('demo@example.com');
    expect((await login(app, 'demo')).status).toBe(201);
    expect((await call(app, 'GET', LOCOMOTIVES, { accessToken })).status).toBe(200);
  });

  it('lists the caller’s vehicles exactly as the fleet list does, with its access rules', async () => {
    const { app, db } = getCtx();
    await createTestFleet(db, 'content');
    for (const name of ['dispatcher', 'driver']) {
      const { accessToken } = await sessionFor(app, name);
      const content = await call(app, 'GET', LOCOMOTIVES, { accessToken });
      expect(content.status, name).toBe(200);
      expectExactAnswer(getLocomotives, content.body);
      expect(content.body.items.length, name).toBeGreaterThan(0);
      const fleet = await call(app, 'GET', '/logbook/api/logbook/v1/vehicles', { accessToken });
      expect(content.body, name).toEqual(fleet.body);
    }
    const { accessToken } = await fresh();
    expect((await call(app, 'GET', LOCOMOTIVES, { accessToken })).status).toBe(403);
  });

  it('needs an access token for every call', async () => {
    const { app } = getCtx();
    const calls: [string, string][] = [
      ['POST', USERS_ME],
      ['GET', USERDATA],
      ['POST', '/wp-json/fvm/v1/user/profileimg'],
      ['DELETE', '/wp-json/fvm/v1/user/profileimg'],
      ['POST', LOCALE],
      ['GET', LOCOMOTIVES],
    ];
    for (const [method, path] of calls) {
      expect((await call(app, method, path)).status, `${method} ${path}`).toBe(401);
    }
  });
});

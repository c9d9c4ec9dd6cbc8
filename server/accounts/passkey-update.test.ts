/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-databases';
import { createTestAccount } from '../test-support/test-accounts';
import { call, login, sessionFor } from '../test-support/http-client';

const PASSKEY = '/um/v1/accounts/me/passkey';
const NEW_PASSWORD = 'Changed-Passw0rd!';

/** One passkey per rule, each breaking that rule alone (where possible). */
const RULE_CASES: [string, string[]][] = [
  ['Sh0rt!a', ['length']],
  [`Aa1!${'x'.repeat(97)}`, ['length']],
  ['no-upper-case-1', ['uppercase']],
  ['NO-LOWER-CASE-1', ['lowercase']],
  ['No-Digits-Here!', ['digit']],
  ['NoSymbolsHere123', ['symbol']],
  ['Umlaut-Ä-äpfel-1', ['nonAscii']],
  ['Has Spaces-1A', ['spaces']],
  ['  ä ', ['length', 'uppercase', 'lowercase', 'digit', 'symbol', 'nonAscii', 'spaces']],
];

describeEachDatabase('updatePasskey and the password rules', (getCtx) => {
  it('changes the passkey (204), keeps the current session and revokes the others', async () => {
    const { app, db } = getCtx();
    const account = await createTestAccount(db);
    const current = await sessionFor(app, account.accountName, account.password);
    const other = await sessionFor(app, account.accountName, account.password);
    const body = { oldPasskey: account.password, newPasskey: NEW_PASSWORD };
    const response = await call(app, 'PUT', PASSKEY, { accessToken: current.accessToken, body });
    expect(response.status).toBe(204);
    expect((await call(app, 'GET', '/um/v1/accounts/me', { accessToken: current.accessToken })).status).toBe(
      200,
    );
    expect((await call(app, 'POST', '/um/v1/access-tokens', { userToken: current.userToken })).status).toBe(
      201,
    );
    expect((await call(app, 'GET', '/um/v1/accounts/me', { accessToken: other.accessToken })).status).toBe(
      401,
    );
    expect((await call(app, 'POST', '/um/v1/access-tokens', { userToken: other.userToken })).status).toBe(
      401,
    );
    expect((await login(app, account.accountName, account.password)).status).toBe(401);
    expect((await login(app, account.accountName, NEW_PASSWORD)).status).toBe(201);
  });

  it('answers 403 wrong_passkey naming oldPasskey when the old passkey is wrong', async () => {
    const { app, db } = getCtx();
    const account = await createTestAccount(db);
    const { accessToken } = await sessionFor(app, account.accountName, account.password);
    const body = { oldPasskey: 'Not-The-Passw0rd!', newPasskey: NEW_PASSWORD };
    const response = await call(app, 'PUT', PASSKEY, { accessToken, body });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'wrong_passkey', field: 'oldPasskey' });
    expect((await login(app, account.accountName, account.password)).status).toBe(201);
  });

  it('counts wrong old passkeys like failed logins (no faster guessing with a stolen session)', async () => {
    const { app, db } = getCtx();
    const account = await createTestAccount(db);
    const { accessToken } = await sessionFor(app, account.accountName, account.password);
    const body = { oldPasskey: 'Not-The-Passw0rd!', newPasskey: NEW_PASSWORD };
    for (let i = 0; i < 5; i += 1)
      expect((await call(app, 'PUT', PASSKEY, { accessToken, body })).status).toBe(403);
    const locked = await call(app, 'PUT', PASSKEY, {
      accessToken,
      body: { ...body, oldPasskey: account.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('30');
  });

  it.each(RULE_CASES)('lists the violated rules of %j', async (newPasskey, violations) => {
    const { app, db } = getCtx();
    const account = await createTestAccount(db);
    const { accessToken } = await sessionFor(app, account.accountName, account.password);
    const response = await call(app, 'PUT', PASSKEY, {
      accessToken,
      body: { oldPasskey: account.password, newPasskey },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'passkey_rules_violated', field: 'newPasskey', violations });
    expect((await login(app, account.accountName, account.password)).status).toBe(201);
  });

  it('refuses the demo account with 403', async () => {
    const { app } = getCtx();
    const { accessToken } = await sessionFor(app, 'demo');
    const body = { oldPasskey: 'Portal-Demo-2026!', newPasskey: NEW_PASSWORD };
    const response = await call(app, 'PUT', PASSKEY, { accessToken, body });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe('forbidden');
    expect((await login(app, 'demo')).status).toBe(201);
  });

  it('needs an access token', async () => {
    const { app } = getCtx();
    const body = { oldPasskey: 'x', newPasskey: NEW_PASSWORD };
    expect((await call(app, 'PUT', PASSKEY, { body })).status).toBe(401);
  });
});

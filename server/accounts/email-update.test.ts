/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-databases';
import { createTestAccount } from '../test-support/test-accounts';
import { call, sessionFor } from '../test-support/http-client';
import { outboxFiles, waitForMail } from '../test-support/outbox';

const EMAIL = '/um/v1/accounts/me/email';
const ME = '/um/v1/accounts/me';

describeEachDatabase('updateEmail', (getCtx) => {
  const fresh = async () => {
    const { app, db } = getCtx();
    const account = await createTestAccount(db);
    return { ...account, ...(await sessionFor(app, account.accountName, account.password)) };
  };

  it('stores the new address (200 with it) and the profile shows it', async () => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    const response = await call(app, 'PUT', EMAIL, {
      accessToken,
      body: { email: 'new.name+x@rail.example.de' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email: 'new.name+x@rail.example.de' });
    expect((await call(app, 'GET', ME, { accessToken })).body.email).toBe('new.name+x@rail.example.de');
  });

  it('lets a reset request by the new address find the account', async () => {
    const { app, outboxDir } = getCtx();
    const { accessToken, accountName } = await fresh();
    const email = `${accountName}@moved.example.com`;
    await call(app, 'PUT', EMAIL, { accessToken, body: { email } });
    const seen = await outboxFiles(outboxDir);
    const request = await call(app, 'POST', '/um/v1/passkey-reset-requests', {
      body: { accountName: email },
    });
    expect(request.status).toBe(204);
    expect((await waitForMail(outboxDir, email, seen)).text).toContain('/reset-passkey?token=');
  });

  it.each([
    [''],
    ['no-at-sign.example.com'],
    ['two@@example.com'],
    ['spaces in@example.com'],
    [' padded@example.com '],
    ['no-tld@example'],
    ['umlaut@bücher.de'],
    [`${'x'.repeat(65)}@example.com`],
    [`a@${'d'.repeat(250)}.com`],
  ])('refuses %j with 400 naming email and keeps the old address', async (email) => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    const before = (await call(app, 'GET', ME, { accessToken })).body.email as string;
    const response = await call(app, 'PUT', EMAIL, { accessToken, body: { email } });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('email');
    expect((await call(app, 'GET', ME, { accessToken })).body.email).toBe(before);
  });

  it('refuses a missing or non-string address and unknown fields with 400', async () => {
    const { app } = getCtx();
    const { accessToken } = await fresh();
    for (const body of [{}, { email: 42 }, { email: 'a@example.com', confirmation: 'a@example.com' }]) {
      expect((await call(app, 'PUT', EMAIL, { accessToken, body })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses the demo account with 403 and leaves its address', async () => {
    const { app } = getCtx();
    const { accessToken } = await sessionFor(app, 'demo');
    const before = (await call(app, 'GET', ME, { accessToken })).body.email as string | null;
    const response = await call(app, 'PUT', EMAIL, { accessToken, body: { email: 'mine@example.com' } });
    expect(response.status).toBe(403);
    expect((await call(app, 'GET', ME, { accessToken })).body.email).toBe(before);
  });

  it('answers 401 without an access token', async () => {
    const { app } = getCtx();
    expect((await call(app, 'PUT', EMAIL, { body: { email: 'a@example.com' } })).status).toBe(401);
  });
});

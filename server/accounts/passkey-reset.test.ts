/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-databases';
import { createTestAccount } from '../test-support/test-accounts';
import { call, login, sessionFor } from '../test-support/http-client';
import { outboxFiles, readOutbox, resetTokenOf, waitForMail } from '../test-support/outbox';

const REQUEST = '/um/v1/passkey-reset-requests';
const RESET = '/um/v1/passkey-resets';
const NEW_PASSWORD = 'Brand-New-Passw0rd!';

describeEachDatabase('passkey reset', (getCtx) => {
  const requestMail = async (accountName: string, emailLocale: 'de-DE' | 'en-GB' = 'de-DE', to?: string) => {
    const ctx = getCtx();
    const seen = await outboxFiles(ctx.outboxDir);
    const response = await call(ctx.app, 'POST', REQUEST, { body: { accountName, emailLocale } });
    expect(response.status).toBe(204);
    return waitForMail(ctx.outboxDir, to ?? `${accountName}@example.com`, seen);
  };

  it('mails a single-use link; the reset revokes old sessions and changes the password', async () => {
    const ctx = getCtx();
    const account = await createTestAccount(ctx.db);
    const old = await sessionFor(ctx.app, account.accountName, account.password);
    const mail = await requestMail(account.accountName);
    expect(mail.text).toContain(`${ctx.config.publicUrl}/reset-passkey?token=`);
    const resetAuthentificationToken = resetTokenOf(mail);
    const body = { newPasskey: NEW_PASSWORD, resetAuthentificationToken };
    expect((await call(ctx.app, 'POST', RESET, { body })).status).toBe(204);
    expect((await call(ctx.app, 'POST', '/um/v1/access-tokens', { userToken: old.userToken })).status).toBe(
      401,
    );
    expect((await call(ctx.app, 'GET', '/um/v1/accounts/me', { accessToken: old.accessToken })).status).toBe(
      401,
    );
    expect((await login(ctx.app, account.accountName, account.password)).status).toBe(401);
    expect((await login(ctx.app, account.accountName, NEW_PASSWORD)).status).toBe(201);
    const again = await call(ctx.app, 'POST', RESET, { body: { ...body, newPasskey: 'Another-Passw0rd!' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'invalid_reset_token', field: 'resetAuthentificationToken' });
  });

  it('writes the mail in German or English as asked', async () => {
    const ctx = getCtx();
    const account = await createTestAccount(ctx.db);
    const german = await requestMail(account.accountName, 'de-DE');
    expect(german.subject).toBe('Passwort zurücksetzen – Rail Fleet Portal');
    expect(german.text).toContain('Falls Sie das nicht angefordert haben');
    const english = await requestMail(account.accountName, 'en-GB');
    expect(english.subject).toBe('Reset your password – Rail Fleet Portal');
    expect(english.text).toContain('If you did not ask for this');
  });

  it('accepts the e-mail address instead of the account name, regardless of case', async () => {
    const ctx = getCtx();
    const account = await createTestAccount(ctx.db);
    const mail = await requestMail(
      `${account.accountName.toUpperCase()}@EXAMPLE.com`,
      'en-GB',
      `${account.accountName}@example.com`,
    );
    const body = { newPasskey: NEW_PASSWORD, resetAuthentificationToken: resetTokenOf(mail) };
    expect((await call(ctx.app, 'POST', RESET, { body })).status).toBe(204);
    expect((await login(ctx.app, account.accountName, NEW_PASSWORD)).status).toBe(201);
  });

  it('answers 204 for an unknown account or one without e-mail, and sends nothing', async () => {
    const ctx = getCtx();
    const noMail = await createTestAccount(ctx.db, { email: null });
    const known = await createTestAccount(ctx.db);
    const seen = await outboxFiles(ctx.outboxDir);
    for (const accountName of ['no-such-account', 'nobody@example.com', noMail.accountName]) {
      const response = await call(ctx.app, 'POST', REQUEST, { body: { accountName } });
      expect(response.status).toBe(204);
      expect(response.body).toBeNull();
    }
    // Mails go out in request order: once the known account's mail is there, the others are done.
    await requestMail(known.accountName);
    const newMails = (await readOutbox(ctx.outboxDir)).filter((m) => !seen.includes(m.file));
    expect(newMails.map((m) => m.to)).toEqual([`${known.accountName}@example.com`]);
  });

  it('expires the link after one hour', async () => {
    const ctx = getCtx();
    const account = await createTestAccount(ctx.db);
    const token = resetTokenOf(await requestMail(account.accountName));
    ctx.clock.advanceSeconds(3600);
    const body = { newPasskey: NEW_PASSWORD, resetAuthentificationToken: token };
    const response = await call(ctx.app, 'POST', RESET, { body });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('invalid_reset_token');
    expect((await login(ctx.app, account.accountName, account.password)).status).toBe(201);
  });

  it('refuses an unknown token, and checks the password rules without using the link up', async () => {
    const ctx = getCtx();
    const unknown = await call(ctx.app, 'POST', RESET, {
      body: { newPasskey: NEW_PASSWORD, resetAuthentificationToken: 'made-up-token' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'invalid_reset_token', field: 'resetAuthentificationToken' });
    const account = await createTestAccount(ctx.db);
    const token = resetTokenOf(await requestMail(account.accountName));
    const weak = await call(ctx.app, 'POST', RESET, {
      body: { newPasskey: 'weak', resetAuthentificationToken: token },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      error: 'passkey_rules_violated',
      field: 'newPasskey',
      violations: ['length', 'uppercase', 'digit', 'symbol'],
    });
    const body = { newPasskey: NEW_PASSWORD, resetAuthentificationToken: token };
    expect((await call(ctx.app, 'POST', RESET, { body })).status).toBe(204);
  });

  it('clears the login throttle and voids earlier links of the account', async () => {
    const ctx = getCtx();
    const account = await createTestAccount(ctx.db);
    for (let i = 0; i < 5; i += 1) await login(ctx.app, account.accountName, 'Wrong-Passw0rd!');
    expect((await login(ctx.app, account.accountName, account.password)).status).toBe(429);
    const first = resetTokenOf(await requestMail(account.accountName));
    const second = resetTokenOf(await requestMail(account.accountName));
    const body = { newPasskey: NEW_PASSWORD, resetAuthentificationToken: second };
    expect((await call(ctx.app, 'POST', RESET, { body })).status).toBe(204);
    expect((await login(ctx.app, account.accountName, NEW_PASSWORD)).status).toBe(201);
    const old = await call(ctx.app, 'POST', RESET, { body: { ...body, resetAuthentificationToken: first } });
    expect(old.status).toBe(400);
  });

  it('stores only a hash of the reset token', async () => {
    const ctx = getCtx();
    const account = await createTestAccount(ctx.db);
    const token = resetTokenOf(await requestMail(account.accountName));
    const rows = await ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM passkey_reset_tokens WHERE account_id = $1',
      [account.accountId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toBe(token);
  });

  it('sends at most 5 mails per account and hour', async () => {
    const ctx = getCtx();
    const account = await createTestAccount(ctx.db);
    const to = `${account.accountName}@example.com`;
    for (let i = 0; i < 5; i += 1) await requestMail(account.accountName);
    await call(ctx.app, 'POST', REQUEST, { body: { accountName: account.accountName } });
    const marker = await createTestAccount(ctx.db);
    await requestMail(marker.accountName);
    expect((await readOutbox(ctx.outboxDir)).filter((m) => m.to.includes(to))).toHaveLength(5);
    ctx.clock.advanceSeconds(3601);
    await requestMail(account.accountName);
  });
});

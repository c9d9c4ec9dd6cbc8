/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { randomBytes, scryptSync } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-databases';
import { createTestAccount } from '../test-support/test-accounts';
import { accessTokenFrom, jwtPayload, login } from '../test-support/http-client';
import { findAccountByName } from './account-store';

describeEachDatabase('login (createRefreshToken)', (ctx) => {
  it('answers 201 with a three-part JWT the client can read accountId and exp from', async () => {
    const { app, clock, config, db } = ctx();
    const response = await login(app, 'dispatcher');
    expect(response.status).toBe(201);
    const token = response.body.refreshToken as string;
    expect(token.split('.')).toHaveLength(3);
    const payload = jwtPayload(token);
    const account = await findAccountByName(db, 'dispatcher');
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(payload).toMatchObject({ accountId: account?.id, sub: account?.id, iat: now });
    expect(payload['exp']).toBe(now + config.userTokenTtlSeconds);
    expect(typeof payload['jti']).toBe('string');
    expect(config.userTokenTtlSeconds).toBe(30 * 24 * 3600);
  });

  it('stores only a hash of the token, with its expiry', async () => {
    const { app, db } = ctx();
    const token = (await login(app, 'guest')).body.refreshToken as string;
    const jti = jwtPayload(token)['jti'];
    const rows = await db.query<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM refresh_tokens WHERE id = $1',
      [jti],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(new Date(rows[0]?.expires_at ?? 0).getTime() / 1000).toBe(jwtPayload(token)['exp']);
  });

  it('matches the account name regardless of case', async () => {
    expect((await login(ctx().app, 'DiSpAtChEr')).status).toBe(201);
  });

  it('answers the same 401 for an unknown account and for a wrong passkey', async () => {
    const { app } = ctx();
    const unknown = await login(app, 'nobody-here', 'Whatever-1!');
    const wrong = await login(app, 'opadmin', 'Wrong-Passw0rd!');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(Object.keys(wrong.body as object).sort()).toEqual(['error', 'message']);
    expect(wrong.body.error).toBe('invalid_credentials');
  });

  it('spends comparable work on an unknown account (a dummy hash is verified)', async () => {
    const { app, db } = ctx();
    const { accountName } = await createTestAccount(db);
    // CPU time of this process (argon2 hashes on libuv's threads, counted too), not wall time: a
    // busy machine stretches the wall time of either attempt at random, never the work done.
    const time = async (name: string) => {
      const started = process.cpuUsage();
      await login(app, name, 'Wrong-Passw0rd!');
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    };
    const unknown: number[] = [];
    const known: number[] = [];
    // Alternating rounds, and the cheapest of each, to keep other work of the process out of it.
    for (let round = 0; round < 5; round += 1) {
      unknown.push(await time(`no-such-account-${round}`));
      known.push(await time(accountName));
    }
    // Both verify one argon2id hash (about 20 CPU-ms); without the dummy an unknown name cost a fifth
    // of a known one on either database (measured), with it about the same.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) / 2);
  });

  it('stores passkeys as argon2id (19 MiB, 2 passes)', async () => {
    const account = await findAccountByName(ctx().db, 'admin');
    expect(account?.passkey_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('accepts scrypt hashes (N=2^17, r=8, p=1) and upgrades them to argon2id', async () => {
    const { app, db } = ctx();
    const salt = randomBytes(16);
    const key = scryptSync('Imported-Passw0rd!', salt, 32, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 256 * 1024 * 1024,
    });
    const passkeyHash = `$scrypt$ln=17,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`;
    const { accountName } = await createTestAccount(db, { passkeyHash });
    expect((await login(app, accountName, 'Wrong-Passw0rd!')).status).toBe(401);
    const ok = await login(app, accountName, 'Imported-Passw0rd!');
    expect(ok.status).toBe(201);
    expect((await findAccountByName(db, accountName))?.passkey_hash).toMatch(/^\$argon2id\$/);
    expect((await login(app, accountName, 'Imported-Passw0rd!')).status).toBe(201);
  });

  it('issues independent sessions per login', async () => {
    const { app } = ctx();
    const first = (await login(app, 'dispatcher')).body.refreshToken as string;
    const second = (await login(app, 'dispatcher')).body.refreshToken as string;
    expect(first).not.toBe(second);
    await accessTokenFrom(app, first);
    await accessTokenFrom(app, second);
  });
});

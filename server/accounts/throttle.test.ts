import { describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../test-support/test-databases';
import { createTestAccount } from '../test-support/test-accounts';
import { login } from '../test-support/http-client';
import { lockSeconds } from './throttle';

const WRONG = 'Wrong-Passw0rd!';

describe('lockSeconds', () => {
  it('is 0 for four failures, 30 s after the fifth, doubling per failure, capped at 15 minutes', () => {
    expect([1, 2, 3, 4].map(lockSeconds)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 1000].map(lockSeconds)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });
});

const failTimes = async (ctx: TestContext, accountName: string, times: number) => {
  for (let i = 0; i < times; i += 1) {
    const response = await login(ctx.app, accountName, WRONG);
    expect(response.status, `failure ${i + 1}`).toBe(401);
  }
};

const expectLocked = async (ctx: TestContext, accountName: string, passkey: string, seconds: number) => {
  const response = await login(ctx.app, accountName, passkey);
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ error: 'too_many_attempts', retryAfterSeconds: seconds });
  expect(response.headers.get('retry-after')).toBe(String(seconds));
};

describeEachDatabase('login throttling', (getCtx) => {
  it('locks after 5 failures for 30 s; attempts with the right password are refused and do not extend it', async () => {
    const ctx = getCtx();
    const { accountName, password } = await createTestAccount(ctx.db);
    await failTimes(ctx, accountName, 5);
    await expectLocked(ctx, accountName, password, 30);
    ctx.clock.advanceSeconds(10);
    await expectLocked(ctx, accountName, WRONG, 20);
    await expectLocked(ctx, accountName, password, 20);
    ctx.clock.advanceSeconds(20);
    expect((await login(ctx.app, accountName, password)).status).toBe(201);
  });

  it('doubles per further failure up to 15 minutes, never longer than the cap after the last failure', async () => {
    const ctx = getCtx();
    const { accountName, password } = await createTestAccount(ctx.db);
    await failTimes(ctx, accountName, 5);
    for (const seconds of [30, 60, 120, 240, 480, 900, 900]) {
      await expectLocked(ctx, accountName, WRONG, seconds);
      ctx.clock.advanceSeconds(seconds);
      await failTimes(ctx, accountName, 1);
    }
    // An attacker hammering during the lock does not move its end.
    for (let i = 0; i < 20; i += 1) await login(ctx.app, accountName, WRONG);
    ctx.clock.advanceSeconds(899);
    await expectLocked(ctx, accountName, password, 1);
    ctx.clock.advanceSeconds(1);
    expect((await login(ctx.app, accountName, password)).status).toBe(201);
  });

  it('a success resets the count', async () => {
    const ctx = getCtx();
    const { accountName, password } = await createTestAccount(ctx.db);
    await failTimes(ctx, accountName, 4);
    expect((await login(ctx.app, accountName, password)).status).toBe(201);
    await failTimes(ctx, accountName, 4);
    expect((await login(ctx.app, accountName, password)).status).toBe(201);
    await failTimes(ctx, accountName, 5);
    await expectLocked(ctx, accountName, password, 30);
    ctx.clock.advanceSeconds(30);
    expect((await login(ctx.app, accountName, password)).status).toBe(201);
    // Back to the start: four more failures do not lock.
    await failTimes(ctx, accountName, 4);
    expect((await login(ctx.app, accountName, password)).status).toBe(201);
  });

  it('counts per account name regardless of case, and throttles unknown names alike', async () => {
    const ctx = getCtx();
    const { accountName, password } = await createTestAccount(ctx.db);
    for (const name of [
      accountName,
      accountName.toUpperCase(),
      ` ${accountName}`,
      accountName,
      accountName,
    ]) {
      expect((await login(ctx.app, name, WRONG)).status).toBe(401);
    }
    await expectLocked(ctx, accountName.toUpperCase(), password, 30);
    await failTimes(ctx, 'no-such-user', 5);
    await expectLocked(ctx, 'no-such-user', WRONG, 30);
    // Other accounts are not affected.
    expect((await login(ctx.app, 'dispatcher')).status).toBe(201);
  });

  it('forgets failures after a day without any', async () => {
    const ctx = getCtx();
    const { accountName, password } = await createTestAccount(ctx.db);
    await failTimes(ctx, accountName, 4);
    ctx.clock.advanceSeconds(24 * 3600 + 1);
    await failTimes(ctx, accountName, 4);
    expect((await login(ctx.app, accountName, password)).status).toBe(201);
  });

  it('keeps the throttle in the database: rows per account name with failures and lock', async () => {
    const ctx = getCtx();
    const { accountName } = await createTestAccount(ctx.db);
    await failTimes(ctx, accountName, 5);
    const rows = await ctx.db.query<{ failures: number; locked_until: Date }>(
      'SELECT failures, locked_until FROM login_throttle WHERE account_key = $1',
      [accountName.toLowerCase()],
    );
    expect(rows[0]?.failures).toBe(5);
    expect(new Date(rows[0]?.locked_until ?? 0).getTime()).toBe(ctx.clock.now().getTime() + 30_000);
  });
});

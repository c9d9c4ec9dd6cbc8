import { describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../test-support/test-databases';
import { createTestAccount } from '../test-support/test-accounts';
import { serveOnLoopback } from '../test-support/loopback-server';
import { addressKey } from './address-budget';

const WRONG = 'Wrong-Passw0rd!';

describe('addressKey', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:192.0.2.7', '0:0:0:0::/64'],
  ])('keys %s by %s (IPv6 by its /64)', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

/** The app on a real socket: the budget sees the peer address as `@hono/node-server` hands it on. */
const listening = (getCtx: () => TestContext) => {
  const port = serveOnLoopback(() => getCtx().app);
  return async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${port()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response;
  };
};

const loginBody = (accountName: string, passkey = WRONG) => ({ accountName, passkey });
const resetBody = (accountName: string) => ({
  accountName,
  origin: 'https://portal.example.test',
  emailLocale: 'en-GB',
});
const forwardedFrom = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });

describeEachDatabase('the per-address budget, TRUST_PROXY off (the default)', (getCtx) => {
  const post = listening(getCtx);

  it('refuses the 31st failed login on 31 names from one address, whatever X-Forwarded-For says', async () => {
    const ctx = getCtx();
    const { accountName, password } = await createTestAccount(ctx.db);
    for (let i = 1; i <= 30; i += 1) {
      const response = await post('/um/v1/refresh-tokens', loginBody(`nobody-${i}`), forwardedFrom(i));
      expect(response.status, `failure ${i}`).toBe(401);
    }
    const refused = await post('/um/v1/refresh-tokens', loginBody('nobody-31'), forwardedFrom(31));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    // The right password does not help the address either, and a refusal is not counted.
    ctx.clock.advanceSeconds(60);
    const right = await post('/um/v1/refresh-tokens', loginBody(accountName, password));
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('840');
    // The window slides: once the first failures are 15 minutes old, the address may try again.
    ctx.clock.advanceSeconds(840);
    expect((await post('/um/v1/refresh-tokens', loginBody(accountName, password))).status).toBe(201);
    expect((await post('/um/v1/refresh-tokens', loginBody('nobody-32'))).status).toBe(401);
  });

  it('counts password-reset requests in the same budget, answered or not', async () => {
    const ctx = getCtx();
    ctx.clock.advanceSeconds(15 * 60);
    for (let i = 1; i <= 20; i += 1) {
      const response = await post('/um/v1/passkey-reset-requests', resetBody(`someone-${i}`));
      expect(response.status, `request ${i}`).toBe(204);
    }
    for (let i = 1; i <= 10; i += 1) {
      expect((await post('/um/v1/refresh-tokens', loginBody(`other-${i}`))).status).toBe(401);
    }
    const refused = await post('/um/v1/passkey-reset-requests', resetBody('someone-21'));
    expect(refused.status).toBe(429);
    expect(await ctx.db.query('SELECT 1 FROM address_attempts')).toHaveLength(30);
  });

  it('sends no HSTS on plain http, even when a client claims X-Forwarded-Proto: https', async () => {
    const response = await post('/um/v1/refresh-tokens', loginBody('x'), { 'x-forwarded-proto': 'https' });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describeEachDatabase(
  'the per-address budget behind a trusted proxy (TRUST_PROXY=loopback)',
  (getCtx) => {
    const post = listening(getCtx);

    it('counts each forwarded client by its own address, and sends HSTS when it came over https', async () => {
      for (const i of [1, 1, 1]) {
        expect((await post('/um/v1/refresh-tokens', loginBody('x'), forwardedFrom(i))).status).toBe(401);
      }
      expect((await post('/um/v1/refresh-tokens', loginBody('x'), forwardedFrom(1))).status).toBe(429);
      // A client that puts a made-up address first is still known by the one the proxy appended.
      const spoofed = { 'x-forwarded-for': '203.0.113.9, 198.51.100.1' };
      expect((await post('/um/v1/refresh-tokens', loginBody('x'), spoofed)).status).toBe(429);
      const other = await post('/um/v1/refresh-tokens', loginBody('x'), {
        ...forwardedFrom(2),
        'x-forwarded-proto': 'https',
      });
      expect(other.status).toBe(401);
      expect(other.headers.get('strict-transport-security')).toBe('max-age=31536000');
    });
  },
  { env: { TRUST_PROXY: 'loopback', ADDRESS_BUDGET_ATTEMPTS: '3' } },
);

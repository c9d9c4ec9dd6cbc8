import { describe, expect, it } from 'vitest';
import { makeUserToken } from './session.fixtures';
import { accountIdOf, decodeUserToken } from './session.token';

const segment = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const withPayload = (payload: unknown) => `${segment({ alg: 'HS256' })}.${segment(payload)}.sig`;

describe('decodeUserToken', () => {
  it('reads accountId and exp (seconds) as epoch milliseconds', () => {
    const token = makeUserToken('acc-7', Date.UTC(2026, 0, 1));
    expect(decodeUserToken(token)).toEqual({ accountId: 'acc-7', expiresAt: Date.UTC(2026, 0, 1) });
    expect(accountIdOf(token)).toBe('acc-7');
  });

  it('decodes base64url payloads (- and _ instead of + and /, no padding)', () => {
    const payload = JSON.stringify({ accountId: '~????', exp: 1 });
    const standard = btoa(payload);
    expect(standard).toMatch(/\+/);
    expect(standard).toMatch(/\//);
    const url = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeUserToken(`h.${url}.s`)).toEqual({ accountId: '~????', expiresAt: 1000 });
  });

  it.each([
    ['no token', null],
    ['not a token', 'not-a-token'],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['empty payload', 'a..c'],
    ['payload not base64', 'a.%%%.c'],
    ['payload not JSON', `a.${btoa('{oops')}.c`],
    ['payload not an object', withPayload(42)],
    ['no accountId', withPayload({ exp: 1 })],
    ['empty accountId', withPayload({ accountId: '', exp: 1 })],
    ['numeric accountId', withPayload({ accountId: 7, exp: 1 })],
    ['no exp', withPayload({ accountId: 'a' })],
    ['exp not a number', withPayload({ accountId: 'a', exp: '1' })],
  ])('ignores an undecodable token: %s', (_case, token) => {
    expect(decodeUserToken(token)).toBeNull();
    expect(accountIdOf(token)).toBeNull();
  });
});

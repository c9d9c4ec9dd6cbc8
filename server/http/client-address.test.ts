import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustProxy, reachedOverHttps } from './client-address';

describe('TRUST_PROXY', () => {
  it.each([undefined, '', '0', 'off', 'false', 'No'])('%s is off', (raw) => {
    expect(parseTrustProxy(raw)).toEqual({ kind: 'off' });
  });

  it.each([
    'true',
    'yes',
    '11',
    '10.0.0.300',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.1/8/1',
    '10.0.0.1,,',
    'proxy',
  ])('refuses %s, naming the variable', (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(/^TRUST_PROXY must be off, a hop count/);
  });
});

/** [TRUST_PROXY, socket peer, X-Forwarded-For, the client's address] */
const CASES: readonly (readonly [string, string | null, string | undefined, string | null])[] = [
  // Off: the header is anyone's to write, so only the socket counts.
  ['off', '203.0.113.5', '198.51.100.1', '203.0.113.5'],
  ['off', '::ffff:203.0.113.5', undefined, '203.0.113.5'],
  ['off', null, '198.51.100.1', null],
  // One proxy: the address it appended, whatever the client put before it.
  ['1', '10.0.0.2', '198.51.100.1', '198.51.100.1'],
  ['1', '10.0.0.2', '6.6.6.6, 198.51.100.1', '198.51.100.1'],
  ['1', '10.0.0.2', undefined, '10.0.0.2'],
  // Two proxies: the one the outer proxy saw; a shorter chain ends at its first address.
  ['2', '10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.1', '198.51.100.1'],
  ['2', '10.0.0.2', '198.51.100.1', '198.51.100.1'],
  // Named proxies: trusted ones are skipped from the right; the first other address is the client.
  ['10.0.0.0/8', '10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.1', '198.51.100.1'],
  ['10.0.0.0/8', '203.0.113.5', '198.51.100.1', '203.0.113.5'],
  ['loopback', '::1', '2001:db8::7', '2001:db8::7'],
  ['loopback, 10.0.0.1', '127.0.0.1', '198.51.100.1, 10.0.0.1', '198.51.100.1'],
  ['fd00::/8', 'fd00::1', '::ffff:198.51.100.1', '198.51.100.1'],
  // Every address trusted: the leftmost is the best there is.
  ['10.0.0.0/8', '10.0.0.2', '10.0.0.9', '10.0.0.9'],
];

describe('clientAddressOf', () => {
  it.each(CASES)('TRUST_PROXY=%s, peer %s, X-Forwarded-For %s: %s', (trust, peer, forwarded, client) => {
    expect(clientAddressOf(parseTrustProxy(trust), peer, forwarded)).toBe(client);
  });
});

describe('reachedOverHttps', () => {
  it.each([
    ['off', '198.51.100.1', 'http://portal.test/', 'https', false],
    ['off', null, 'https://portal.test/', undefined, true],
    ['1', '10.0.0.2', 'http://portal.test/', 'https', true],
    ['1', '10.0.0.2', 'http://portal.test/', 'https, http', true],
    ['1', '10.0.0.2', 'http://portal.test/', 'http', false],
    ['loopback', '10.0.0.2', 'http://portal.test/', 'https', false],
  ] as const)('TRUST_PROXY=%s, peer %s, %s, X-Forwarded-Proto %s: %s', (trust, peer, url, proto, https) => {
    expect(reachedOverHttps(parseTrustProxy(trust), peer, url, proto)).toBe(https);
  });
});

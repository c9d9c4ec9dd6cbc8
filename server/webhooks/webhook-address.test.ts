import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';
import { refusalOfUrl } from './webhook-address';
import { postWebhook } from './webhook-post';

describe('where webhooks may go', () => {
  it.each([
    ['93.184.215.14', true],
    ['8.8.8.8', true],
    ['2a00:1450:4001:82b::200e', true],
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.178.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:93.184.215.14', true],
    // The same v4-mapped address written in hex groups, and the IPv4-translated form (SIIT).
    ['::ffff:a00:1', false],
    ['::ffff:0:a00:1', false],
    // IPv4-compatible (deprecated): the embedded address is what is reached.
    ['::10.0.0.1', false],
    // NAT64, the well-known prefix: the gateway connects to the embedded IPv4.
    ['64:ff9b::10.0.0.1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::93.184.215.14', true],
    // NAT64, the local-use prefix: translated inside the operator's network, whatever it embeds.
    ['64:ff9b:1::1', false],
    ['64:ff9b:1:ffff::5db8:d70e', false],
    // 6to4: the relay sends to the IPv4 in bits 16-47.
    ['2002:a00:1::1', false],
    ['2002:c0a8:101::1', false],
    ['2002:7f00:1::', false],
    ['2002:5db8:d70e::1', true],
    // Documentation ranges (RFC 5737, RFC 3849): never a real receiver.
    ['192.0.2.10', false],
    ['198.51.100.7', false],
    ['203.0.113.200', false],
    ['2001:db8::1', false],
    ['2001:db8:ffff::1', false],
    ['2001:db9::1', true],
    // "This" network, carrier-grade NAT, link-local, at their edges.
    ['0.255.255.255', false],
    ['100.127.255.255', false],
    ['100.128.0.1', true],
    ['169.254.0.1', false],
    // Unique local and link-local IPv6, at their edges; a zone index does not hide one.
    ['fc00::1', false],
    ['fdff:ffff::1', false],
    ['fe80::1%eth0', false],
    ['febf::1', false],
    ['fec0::1', true],
    // Multicast and broadcast.
    ['239.255.255.250', false],
    ['ff02::1', false],
    ['ff05::1:3', false],
    ['255.255.255.255', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('refuses URLs by scheme, credentials, and hosts that are or resolve to inside addresses', async () => {
    const refused = async (url: string) => refusalOfUrl(url, false);
    expect(await refused('https://93.184.215.14/hooks')).toBeNull();
    expect(await refused('http://[2a00:1450:4001:82b::200e]:8080/x')).toBeNull();
    expect(await refused('ftp://93.184.215.14/')).toMatch(/http and https/);
    expect(await refused('hooks.example.com')).toMatch(/Not a URL/);
    expect(await refused('https://user:pw@93.184.215.14/')).toMatch(/password/);
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://10.0.0.5/',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd12::1]/',
      'http://[::ffff:127.0.0.1]/',
      // The URL parser writes these in hex groups ([64:ff9b::a00:1]): still seen for what they embed.
      'http://[64:ff9b::10.0.0.1]/',
      'http://[2002:a9fe:a9fe::]/latest/meta-data',
      'http://[64:ff9b:1::1]/',
      'https://192.0.2.1/',
      'https://[2001:db8::1]/',
      'http://100.64.0.1/',
      'http://[fe80::1]/',
    ]) {
      expect(await refused(url), url).toMatch(/loopback or private network/);
    }
    expect(await refused('https://hooks.invalid/x')).toMatch(/not found/);
    // Allowed by configuration: a receiver inside the operator's network.
    expect(await refusalOfUrl('http://localhost:8080/hook', true)).toBeNull();
    expect(await refusalOfUrl('http://10.0.0.5/', true)).toBeNull();
  });

  describe('an attempt', () => {
    let server: Server;
    let hits = 0;
    let port = 0;
    beforeAll(async () => {
      server = createServer((_req, res) => {
        hits += 1;
        res.writeHead(302, { location: 'http://127.0.0.1/elsewhere' }).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('connects to no inside address, by literal or by name, unless allowed; never follows a redirect', async () => {
      const options = { allowPrivate: false, userAgent: 'test' };
      const byLiteral = await postWebhook(`http://127.0.0.1:${port}/`, {}, '{}', options);
      const byName = await postWebhook(`http://localhost:${port}/`, {}, '{}', options);
      expect(byLiteral).toEqual({
        statusCode: null,
        error: '127.0.0.1 is on a loopback or private network.',
      });
      expect(byName.statusCode).toBeNull();
      expect(byName.error).toMatch(
        /localhost is at (127\.0\.0\.1|::1), an address on a loopback or private network/,
      );
      expect(hits).toBe(0);
      const allowed = await postWebhook(`http://localhost:${port}/`, {}, '{}', {
        ...options,
        allowPrivate: true,
      });
      expect(allowed).toEqual({ statusCode: 302, error: 'The receiver answered 302.' });
      expect(hits).toBe(1);
    });

    it('names a refused connection and a receiver that does not answer in time', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const closedPort = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const options = { allowPrivate: true, userAgent: 'test' };
      expect(await postWebhook(`http://127.0.0.1:${closedPort}/`, {}, '{}', options)).toEqual({
        statusCode: null,
        error: 'The connection was refused.',
      });
      const silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const silentPort = (silent.address() as AddressInfo).port;
      const timedOut = await postWebhook(`http://127.0.0.1:${silentPort}/`, {}, '{}', {
        ...options,
        timeoutMs: 200,
      });
      expect(timedOut).toEqual({ statusCode: null, error: 'No answer within 0.2 s.' });
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
  });
});

import { describe, expect, it } from 'vitest';
import { readTeltonikaConfig } from './teltonika-config';

const files: Record<string, string> = { '/etc/cert.pem': 'CERT', '/etc/key.pem': 'KEY' };
const readFile = (path: string) => {
  const text = files[path];
  if (text === undefined) throw new Error('ENOENT');
  return text;
};
const read = (env: Record<string, string>) => () => readTeltonikaConfig(env, readFile);

describe('the Teltonika listener settings', () => {
  it('listens on 5027 with the documented limits by default, and not at all with port 0', () => {
    expect(read({})()).toEqual({
      port: 5027,
      limits: { maxConnections: 10_000, idleMs: 600_000, maxDataLength: 65_536, packetMs: 30_000 },
    });
    expect(read({ TELTONIKA_PORT: '0' })()).toBeNull();
    expect(read({ TELTONIKA_PORT: '6000', TELTONIKA_IDLE_SECONDS: '60' })()).toMatchObject({
      port: 6000,
      limits: { idleMs: 60_000 },
    });
  });

  it('speaks TLS with both PEM files set', () => {
    expect(read({ TELTONIKA_TLS_CERT: '/etc/cert.pem', TELTONIKA_TLS_KEY: '/etc/key.pem' })()).toMatchObject({
      tls: { cert: 'CERT', key: 'KEY' },
    });
  });

  it.each([
    [{ TELTONIKA_PORT: '70000' }, /TELTONIKA_PORT must be a whole number from 0 to 65535/],
    [{ TELTONIKA_PORT: 'abc' }, /TELTONIKA_PORT/],
    [{ TELTONIKA_MAX_CONNECTIONS: '0' }, /TELTONIKA_MAX_CONNECTIONS/],
    [{ TELTONIKA_IDLE_SECONDS: '1.5' }, /TELTONIKA_IDLE_SECONDS/],
    [{ TELTONIKA_MAX_PACKET_BYTES: '10' }, /TELTONIKA_MAX_PACKET_BYTES must be a whole number from 64/],
    [{ TELTONIKA_PACKET_SECONDS: '-1' }, /TELTONIKA_PACKET_SECONDS/],
    [{ TELTONIKA_TLS_CERT: '/etc/cert.pem' }, /set together/],
    [
      { TELTONIKA_TLS_CERT: '/etc/none.pem', TELTONIKA_TLS_KEY: '/etc/key.pem' },
      /TELTONIKA_TLS_CERT: cannot read/,
    ],
  ])('stops the start on %o, naming the variable', (env, message) => {
    expect(read(env)).toThrow(message);
  });
});

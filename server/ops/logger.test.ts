import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { berlinTimeOf, createLogger } from './logger';
import type { LoggingConfig } from './ops-config';
import { withinRequest } from './request-context';

/** A logger writing into an array through a stream, as the server writes to stdout. */
const captured = (format: LoggingConfig['format']) => {
  const lines: string[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ level: 'info', format }, out);
  return { logger, lines };
};

describe('the server log', () => {
  it('writes JSON lines: UTC time, the level by name, the request id within a request, secrets redacted', () => {
    const { logger, lines } = captured('json');
    withinRequest({ requestId: 'req-1' }, () =>
      logger.warn({ accountName: 'ada', detail: { passkey: 'Secret-1!', token: 'abc' } }, 'Login failed'),
    );
    logger.info('outside');
    logger.debug('below the level');
    const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(inside).toMatchObject({
      level: 'warn',
      msg: 'Login failed',
      requestId: 'req-1',
      accountName: 'ada',
      detail: { passkey: '[redacted]', token: '[redacted]' },
    });
    expect(inside?.['time']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(outside).not.toHaveProperty('requestId');
  });

  it('writes readable lines on a terminal, the time in the organisation’s zone', () => {
    const { logger, lines } = captured('pretty');
    logger.warn({ security: 'login.failed', password: 'Secret-1!' }, 'Login failed');
    const text = lines.join('');
    expect(text).toMatch(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d WARN: Login failed/);
    expect(text).toContain('security: "login.failed"');
    expect(text).not.toContain('Secret-1!');
  });

  it.each([
    ['2026-01-15T11:00:00.000Z', '15.01.2026, 12:00:00'],
    ['2026-07-15T11:00:00.000Z', '15.07.2026, 13:00:00'],
    ['2026-10-25T00:59:59.000Z', '25.10.2026, 02:59:59'],
    ['2026-10-25T01:00:00.000Z', '25.10.2026, 02:00:00'],
    ['not a time', 'not a time'],
  ])('shows %s as %s (Europe/Berlin)', (time, shown) => {
    expect(berlinTimeOf(time)).toBe(shown);
  });
});

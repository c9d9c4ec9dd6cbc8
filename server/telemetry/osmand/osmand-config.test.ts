import { describe, expect, it } from 'vitest';
import { readOsmAndConfig } from './osmand-config';

describe('the phone listener settings', () => {
  it('listens on 5055 (Traccar Client’s default) with the documented limits, and not at all with port 0', () => {
    expect(readOsmAndConfig({})).toEqual({
      port: 5055,
      limits: { maxConnections: 10_000, maxBodyBytes: 1_048_576, requestMs: 30_000 },
    });
    expect(readOsmAndConfig({ OSMAND_PORT: '0' })).toBeNull();
    expect(readOsmAndConfig({ OSMAND_PORT: '8082', OSMAND_REQUEST_SECONDS: '5' })).toMatchObject({
      port: 8082,
      limits: { requestMs: 5_000 },
    });
  });

  it.each([
    [{ OSMAND_PORT: '65536' }, /OSMAND_PORT must be a whole number from 0 to 65535, got "65536"/],
    [{ OSMAND_MAX_CONNECTIONS: 'many' }, /OSMAND_MAX_CONNECTIONS/],
    [{ OSMAND_MAX_BODY_BYTES: '100' }, /OSMAND_MAX_BODY_BYTES must be a whole number from 1024/],
    [{ OSMAND_REQUEST_SECONDS: '0' }, /OSMAND_REQUEST_SECONDS/],
  ])('stops the start on %o, naming the variable', (env, message) => {
    expect(() => readOsmAndConfig(env)).toThrow(message);
  });
});

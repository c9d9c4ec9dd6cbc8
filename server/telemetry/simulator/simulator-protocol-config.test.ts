import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';

describe('SIMULATOR_PROTOCOL', () => {
  it.each([
    [{}, 'ingestion'],
    [{ SIMULATOR_PROTOCOL: 'ingestion' }, 'ingestion'],
    [{ SIMULATOR_PROTOCOL: 'teltonika' }, 'teltonika'],
  ])('%o reports %s', (env, protocol) => {
    expect(readConfig(env, process.cwd()).simulatorProtocol).toBe(protocol);
  });

  it.each([
    [{ SIMULATOR_PROTOCOL: 'gt06' }, /SIMULATOR_PROTOCOL must be "ingestion" or "teltonika", got "gt06"/],
    [{ SIMULATOR_PROTOCOL: 'teltonika', TELTONIKA_PORT: '0' }, /TELTONIKA_PORT must not be 0/],
  ])('%o stops the start naming the variable', (env, message) => {
    expect(() => readConfig(env, process.cwd())).toThrow(message);
  });
});

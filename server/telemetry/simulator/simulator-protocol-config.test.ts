import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';

describe('SIMULATOR_PROTOCOL and SIMULATOR_HISTORY_DAYS', () => {
  it.each([
    [{}, 'ingestion'],
    [{ SIMULATOR_PROTOCOL: 'ingestion' }, 'ingestion'],
    [{ SIMULATOR_PROTOCOL: 'teltonika' }, 'teltonika'],
  ])('%o reports %s', (env, protocol) => {
    expect(readConfig(env, process.cwd()).simulatorProtocol).toBe(protocol);
  });

  it.each([
    [{}, 90],
    [{ SIMULATOR_HISTORY_DAYS: '0' }, 0],
    [{ SIMULATOR_HISTORY_DAYS: '45' }, 45],
  ])('%o writes %i days of history', (env, days) => {
    expect(readConfig(env, process.cwd()).simulatorHistoryDays).toBe(days);
  });

  it.each([
    [
      { SIMULATOR_HISTORY_DAYS: '-1' },
      /SIMULATOR_HISTORY_DAYS must be a whole number from 0 to 3660, got "-1"/,
    ],
    [{ SIMULATOR_HISTORY_DAYS: '1.5' }, /SIMULATOR_HISTORY_DAYS must be a whole number/],
    [{ SIMULATOR_PROTOCOL: 'gt06' }, /SIMULATOR_PROTOCOL must be "ingestion" or "teltonika", got "gt06"/],
    [{ SIMULATOR_PROTOCOL: 'teltonika', TELTONIKA_PORT: '0' }, /TELTONIKA_PORT must not be 0/],
  ])('%o stops the start naming the variable', (env, message) => {
    expect(() => readConfig(env, process.cwd())).toThrow(message);
  });
});

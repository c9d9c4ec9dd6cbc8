import { describe, expect, it } from 'vitest';
import { startPhases } from './start-phases';

describe('startPhases', () => {
  it('names each step of the start with the time since the one before, after the loading', () => {
    let clock = 1_000;
    let uptime = 640;
    const phases = startPhases(
      () => clock,
      () => uptime,
    );
    clock += 420.4;
    phases.mark('database');
    clock += 39.6;
    phases.mark('migrations');
    uptime = 1_104;
    expect(phases.describe()).toBe(
      '1,104 ms since the process started: loading 640, database 420, migrations 40',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { instantOfWallTime, wallTimeOf } from './berlin-time';

describe('Berlin wall time of the user-interaction dates', () => {
  it('reads winter and summer times with their offsets', () => {
    expect(instantOfWallTime('23-11-2026 12:30:00')).toBe(Date.UTC(2026, 10, 23, 11, 30));
    expect(instantOfWallTime('01-07-2026 00:00:05')).toBe(Date.UTC(2026, 5, 30, 22, 0, 5));
  });

  it('refuses times that do not exist', () => {
    for (const text of [
      '31-02-2026 10:00:00',
      '10-10-2026 24:00:00',
      '29-03-2026 02:30:00',
      '1-1-2026 10:00:00',
    ]) {
      expect(instantOfWallTime(text)).toBeNull();
    }
  });

  it('reads the repeated hour in October as its first occurrence', () => {
    expect(instantOfWallTime('25-10-2026 02:30:00')).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it('writes what it reads, every 17 minutes over a year', () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 17 * 60_000) {
      const text = wallTimeOf(ms);
      const back = instantOfWallTime(text);
      // The second occurrence of the repeated hour reads as the first one, an hour earlier.
      expect(back === ms || back === ms - 3_600_000, text).toBe(true);
    }
  });
});

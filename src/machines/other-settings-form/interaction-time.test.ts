import { describe, expect, it } from 'vitest';
import { instantOfWallTime, serverDateText, wallTimeOf } from './interaction-time';

const BERLIN = 'Europe/Berlin';

describe('interaction times (temporal-polyfill)', () => {
  it('writes an instant as the wall time of a zone, seconds dropped', () => {
    expect(wallTimeOf(Date.UTC(2026, 10, 23, 9, 0, 59), BERLIN)).toBe('2026-11-23T10:00');
    expect(wallTimeOf(Date.UTC(2026, 6, 1, 9, 0), BERLIN)).toBe('2026-07-01T11:00');
    expect(wallTimeOf(Date.UTC(2026, 6, 1, 9, 0), 'America/New_York')).toBe('2026-07-01T05:00');
  });

  it('reads a wall time of a zone back; none for no date or the hour skipped in spring', () => {
    expect(instantOfWallTime('2026-11-23T10:00', BERLIN)).toBe(Date.UTC(2026, 10, 23, 9, 0));
    expect(instantOfWallTime('2026-02-30T10:00', BERLIN)).toBeNull();
    expect(instantOfWallTime('2026-03-29T02:30', BERLIN)).toBeNull();
    expect(instantOfWallTime('', BERLIN)).toBeNull();
    expect(instantOfWallTime('unreadable:₂₀.₁₁.', BERLIN)).toBeNull();
  });

  it('reads the hour repeated in autumn as its first occurrence, as the server does', () => {
    expect(instantOfWallTime('2026-10-25T02:30', BERLIN)).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it('gives the server DD-MM-YYYY HH:mm:ss in Berlin whatever the form’s zone', () => {
    const instant = instantOfWallTime('2026-07-01T05:00', 'America/New_York') ?? 0;
    expect(serverDateText(instant)).toBe('01-07-2026 11:00:00');
    expect(serverDateText(Date.UTC(2026, 11, 31, 23, 30))).toBe('01-01-2027 00:30:00');
  });
});

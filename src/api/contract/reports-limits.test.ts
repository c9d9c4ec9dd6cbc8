import { describe, expect, it } from 'vitest';
import { capTrackPeriod } from './reports-limits';

describe('capTrackPeriod', () => {
  it('keeps a period of up to one month', () => {
    expect(capTrackPeriod('2026-02-10', '2026-03-10')).toEqual({
      start: '2026-02-10',
      end: '2026-03-10',
      truncated: false,
    });
    expect(capTrackPeriod('2026-03-10', '2026-03-10').truncated).toBe(false);
  });

  it('cuts a longer period to the calendar month before its end', () => {
    expect(capTrackPeriod('2026-01-01', '2026-03-10')).toEqual({
      start: '2026-02-10',
      end: '2026-03-10',
      truncated: true,
    });
    expect(capTrackPeriod('2025-01-01', '2026-01-15').start).toBe('2025-12-15');
  });

  it('ends the month on a shorter month’s last day', () => {
    expect(capTrackPeriod('2026-01-01', '2026-03-31').start).toBe('2026-02-28');
    expect(capTrackPeriod('2024-01-01', '2024-03-31').start).toBe('2024-02-29');
  });
});

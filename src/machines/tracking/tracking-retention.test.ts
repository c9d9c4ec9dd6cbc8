import { describe, expect, it } from 'vitest';
import { retentionLimitOf } from './tracking-retention';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const NOV_2024 = Date.parse('2024-11-01T00:00:00Z');

describe('the tracking map says where its period reaches back beyond the positions kept (issue 29 §1)', () => {
  it.each([
    ['a period inside the 24 months', { startDate: '2026-11-01', endDate: '2026-11-28' }, 24, null],
    ['a period starting on the first day kept', { startDate: '2024-11-01', endDate: '2024-11-30' }, 24, null],
    ['a period starting the day before', { startDate: '2024-10-31', endDate: '2024-11-05' }, 24, NOV_2024],
    ['a period of years ago', { startDate: '2020-01-01', endDate: '2020-01-31' }, 24, NOV_2024],
    ['everything kept (0)', { startDate: '2000-01-01', endDate: '2000-01-31' }, 0, null],
    ['a retention of one month', { startDate: '2026-10-15', endDate: '2026-10-20' }, 1, null],
    [
      'a retention of one month, September',
      { startDate: '2026-09-30', endDate: '2026-10-20' },
      1,
      Date.parse('2026-10-01T00:00:00Z'),
    ],
  ])('%s', (_name, period, months, limit) => {
    expect(retentionLimitOf(period, NOW, months)).toBe(limit);
  });
});

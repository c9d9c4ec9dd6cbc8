import { describe, expect, it } from 'vitest';
import { badgeCount, nextOrderBy, paginationItems } from './logbook-format';

describe('logbook list helpers', () => {
  it('caps badges at 1000', () => {
    expect(badgeCount(999)).toBe('999');
    expect(badgeCount(1000)).toBe('1000');
    expect(badgeCount(1001)).toBe('1000+');
  });

  it('shows 5 pages around the current one and 2 at each end, with ellipses', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 19, 20]);
    expect(paginationItems(10, 20)).toEqual([1, 2, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, 2, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 19, 20]);
  });

  it('flips the sort of the same column, starts another ascending', () => {
    expect(nextOrderBy('createTimestamp desc', 'createTimestamp')).toBe('createTimestamp asc');
    expect(nextOrderBy('createTimestamp desc', 'status')).toBe('status asc');
    expect(nextOrderBy('status asc', 'createTimestamp')).toBe('createTimestamp desc');
  });
});

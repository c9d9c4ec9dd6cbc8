import { describe, expect, it } from 'vitest';
import {
  initialVisibleCount,
  nearScrollEnd,
  nextVisibleCount,
  samePanelVehicles,
  selectAllState,
  type PanelVehicle,
} from './panel-logic';

describe('infinite scroll (spec 000 §2 Vehicle list panel)', () => {
  it('starts with every vehicle when there are fewer than 21', () => {
    expect(initialVisibleCount(0)).toBe(0);
    expect(initialVisibleCount(1)).toBe(1);
    expect(initialVisibleCount(19)).toBe(19);
    expect(initialVisibleCount(20)).toBe(20);
  });

  it('starts with 19 from 21 vehicles on', () => {
    expect(initialVisibleCount(21)).toBe(19);
    expect(initialVisibleCount(26)).toBe(19);
    expect(initialVisibleCount(5000)).toBe(19);
  });

  it('adds 10 per scroll, never more than there are', () => {
    expect(nextVisibleCount(19, 26)).toBe(26);
    expect(nextVisibleCount(19, 100)).toBe(29);
    expect(nextVisibleCount(29, 100)).toBe(39);
    expect(nextVisibleCount(99, 100)).toBe(100);
    expect(nextVisibleCount(100, 100)).toBe(100);
  });

  it('loads more close to the end of the scrolled list only', () => {
    expect(nearScrollEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 1200 })).toBe(false);
    expect(nearScrollEnd({ scrollTop: 760, clientHeight: 400, scrollHeight: 1200 })).toBe(true);
    expect(nearScrollEnd({ scrollTop: 800, clientHeight: 400, scrollHeight: 1200 })).toBe(true);
  });
});

describe('select-all checkbox', () => {
  it('is ticked with every vehicle selected, mixed with some, empty with none', () => {
    expect(selectAllState(0, 26)).toBe('none');
    expect(selectAllState(3, 26)).toBe('some');
    expect(selectAllState(26, 26)).toBe('all');
    expect(selectAllState(0, 0)).toBe('none');
  });
});

describe('the panel redraws only for what it shows (issue 28 §3)', () => {
  const loco: PanelVehicle = {
    vehicleId: 7,
    name: 'Lok 7',
    image: null,
    status: 'driving',
    isCrane: false,
    isEloc: false,
    isCardActive: true,
    isFocused: false,
  };
  const other: PanelVehicle = { ...loco, vehicleId: 8, name: 'Lok 8' };
  // A live poll's vehicle: a new object with a new entry the panel does not show.
  const polled = { ...loco, entry: { speed: 42 } } as PanelVehicle;

  it.each([
    ['a new object showing the same', [polled, other], true],
    ['another status', [{ ...loco, status: 'idle' as const }, other], false],
    ['deselected', [{ ...loco, isCardActive: false }, other], false],
    ['focused', [{ ...loco, isFocused: true }, other], false],
    ['renamed', [{ ...loco, name: 'Lok 7a' }, other], false],
    ['another order', [other, loco], false],
    ['one vehicle fewer', [loco], false],
  ])('%s: same = %s', (_case, next, same) => {
    expect(samePanelVehicles([loco, other], next)).toBe(same);
  });
});

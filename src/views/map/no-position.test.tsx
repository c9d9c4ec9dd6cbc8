import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VehicleId } from '../../api/contract/fleet.contract';
import type { MapVehicle } from './map-vehicle';
import { announceMissingPositions, useNoPositionMessage } from './no-position';
import { SMALL_FLEET } from './testing/fleet.fixtures';

const byId = (fleet: readonly MapVehicle[]) => new Map(fleet.map((v) => [v.vehicleId, v]));
const fleet = byId(SMALL_FLEET);
const WITH_POSITION = 101;
const WITHOUT_POSITION = 110;

describe('announceMissingPositions', () => {
  it('announces a newly shown vehicle without position, once', () => {
    const first = announceMissingPositions(new Set(), [WITHOUT_POSITION], fleet);
    expect(first.show).toBe(true);
    const again = announceMissingPositions(first.announced, [WITHOUT_POSITION], fleet);
    expect(again.show).toBe(false);
  });

  it('stays silent for vehicles with a position and for vehicles whose data has not arrived', () => {
    expect(announceMissingPositions(new Set(), [WITH_POSITION], fleet).show).toBe(false);
    const pending = announceMissingPositions(new Set(), [999], fleet);
    expect(pending.show).toBe(false);
    expect(pending.announced.has(999)).toBe(false);
  });

  it('announces again after the vehicle was deselected and selected again', () => {
    const shown = announceMissingPositions(new Set(), [WITHOUT_POSITION], fleet);
    const gone = announceMissingPositions(shown.announced, [], fleet);
    expect(announceMissingPositions(gone.announced, [WITHOUT_POSITION], fleet).show).toBe(true);
  });
});

describe('useNoPositionMessage (spec 000 §8: shown for 5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (attention: readonly VehicleId[]) =>
    renderHook(({ ids }) => useNoPositionMessage(ids, SMALL_FLEET), { initialProps: { ids: attention } });

  it('shows the message for 5 s when a vehicle without position is selected', () => {
    const { result, rerender } = render([WITH_POSITION]);
    expect(result.current).toBe(false);
    rerender({ ids: [WITH_POSITION, WITHOUT_POSITION] });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });

  it('shows it at once for a selection that starts with such a vehicle', () => {
    const { result } = render([WITHOUT_POSITION]);
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current).toBe(false);
  });

  it('does not come back with every data update of the same selection', () => {
    const { result, rerender } = render([WITHOUT_POSITION]);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    rerender({ ids: [WITHOUT_POSITION] });
    expect(result.current).toBe(false);
  });

  it('restarts the 5 s for a further vehicle without position', () => {
    const noPosition2 = { ...SMALL_FLEET[9]!, vehicleId: 111 };
    const both = [...SMALL_FLEET, noPosition2];
    const { result, rerender } = renderHook(({ ids }) => useNoPositionMessage(ids, both), {
      initialProps: { ids: [WITHOUT_POSITION] as readonly VehicleId[] },
    });
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    rerender({ ids: [WITHOUT_POSITION, 111] });
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(result.current).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { ReplayTrack } from '../../api/contract';
import { bearingOf, lastIndexAtOrBefore, positionsAt, trackPositionAt } from './replay-interpolate';
import type { LoadedChunk } from './replay.types';

const T = Date.UTC(2026, 10, 20, 0, 0, 0);
const track = (
  vehicleId: number,
  offsets: readonly number[],
  late: readonly (0 | 1)[] = [],
): ReplayTrack => ({
  vehicleId,
  times: offsets.map((s) => T + s * 1000),
  coordinates: offsets.map((_, i) => [9 + i * 0.01, 51] as [number, number]),
  speeds: offsets.map((_, i) => i * 10),
  statusCodes: offsets.map(() => 4),
  late: offsets.map((_, i) => late[i] ?? 0),
  storedPoints: offsets.length,
});

describe('replay interpolation', () => {
  it('finds the last point at or before a moment', () => {
    const times = [10, 20, 30];
    expect([5, 10, 15, 30, 99].map((at) => lastIndexAtOrBefore(times, at))).toEqual([-1, 0, 0, 2, 2]);
    expect(lastIndexAtOrBefore([], 1)).toBe(-1);
  });

  it('moves linearly between points less than 10 minutes apart, heading along the stretch', () => {
    const p = trackPositionAt(track(1, [0, 60]), T + 15_000);
    expect(p?.coordinates[0]).toBeCloseTo(9.0025, 6);
    expect(p?.coordinates[1]).toBe(51);
    expect(p?.bearing).toBeCloseTo(90, 0);
    expect(p?.stale).toBe(false);
    expect(p?.time).toBe(T);
  });

  it('holds at the last point across a silence, stale once it is more than 10 minutes old', () => {
    const t = track(1, [0, 3600]);
    expect(trackPositionAt(t, T + 300_000)).toMatchObject({ coordinates: [9, 51], stale: false, bearing: 0 });
    expect(trackPositionAt(t, T + 601_000)).toMatchObject({ coordinates: [9, 51], stale: true });
    expect(trackPositionAt(t, T - 1)).toBeNull();
    expect(trackPositionAt(t, T + 3_700_000)).toMatchObject({ coordinates: [9.01, 51], stale: false });
  });

  it('carries the late flag of the point at or before the moment', () => {
    const t = track(1, [0, 10, 20], [0, 1, 0]);
    expect(trackPositionAt(t, T + 5000)?.late).toBe(false);
    expect(trackPositionAt(t, T + 15_000)?.late).toBe(true);
  });

  it('takes a vehicle without a point yet in the cursor’s chunk from an earlier chunk', () => {
    const early: LoadedChunk = {
      from: T,
      to: T + 100_000,
      chunk: chunkOf([track(1, [0, 50]), track(2, [0, 90])]),
    };
    const late: LoadedChunk = {
      from: T + 100_000,
      to: T + 200_000,
      chunk: chunkOf([track(1, [100, 150]), track(2, [180])]),
    };
    const at = positionsAt([late, early], T + 120_000);
    expect(at.map((p) => [p.vehicleId, p.time - T])).toEqual([
      [1, 100_000],
      [2, 90_000],
    ]);
    expect(positionsAt([late], T + 10_000)).toEqual([]);
  });

  it('bearing: north is 0, east 90', () => {
    expect(bearingOf([9, 51], [9, 52])).toBeCloseTo(0, 5);
    expect(bearingOf([9, 51], [9, 51])).toBe(0);
  });
});

function chunkOf(vehicles: readonly ReplayTrack[]) {
  return { from: '', to: '', pointsPerVehicle: 400, vehicles };
}

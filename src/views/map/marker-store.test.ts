import { describe, expect, it } from 'vitest';
import { createMarkerStore } from './marker-store';
import { generateFleet, moveFleet, SMALL_FLEET } from './testing/fleet.fixtures';

describe('marker store (positions updated without rebuilding the layer)', () => {
  it('draws only vehicles with a position, with their icon and size', () => {
    const { data } = createMarkerStore().update(SMALL_FLEET);
    expect(data).toHaveLength(SMALL_FLEET.length - 1);
    expect(data[0]).toMatchObject({
      vehicleId: 101,
      icon: 'diesel-driving',
      size: 40,
      position: [9.9916, 53.5403],
    });
    expect(data.find((d) => d.vehicle.kind === 'crane')?.size).toBe(38);
  });

  it('keeps the same data array across a position update and bumps only the position version', () => {
    const store = createMarkerStore();
    const fleet = generateFleet(5000);
    const before = store.update(fleet);
    const after = store.update(moveFleet(fleet));
    expect(after.data).toBe(before.data);
    expect(after.positionsVersion).toBe(before.positionsVersion + 1);
    expect(after.iconsVersion).toBe(before.iconsVersion);
    expect(after.data[0]?.position).toEqual([
      moveFleet(fleet)[0]!.position!.lng,
      moveFleet(fleet)[0]!.position!.lat,
    ]);
  });

  it('bumps the icon version when a status changes', () => {
    const store = createMarkerStore();
    const before = store.update(SMALL_FLEET);
    const after = store.update(
      SMALL_FLEET.map((v) => (v.vehicleId === 101 ? { ...v, status: 'off' as const } : v)),
    );
    expect(after.data).toBe(before.data);
    expect(after.iconsVersion).toBe(before.iconsVersion + 1);
    expect(after.positionsVersion).toBe(before.positionsVersion);
    expect(after.data[0]?.icon).toBe('diesel-off');
  });

  it('builds a new array when the drawn vehicles change', () => {
    const store = createMarkerStore();
    const before = store.update(SMALL_FLEET);
    expect(store.update(SMALL_FLEET.slice(1)).data).not.toBe(before.data);
  });

  it('changes nothing for the same input twice (React may render twice)', () => {
    const store = createMarkerStore();
    const once = store.update(SMALL_FLEET);
    expect(store.update(SMALL_FLEET)).toBe(once);
  });

  it('keeps the positions as projected arrays, moved in place', () => {
    const store = createMarkerStore();
    const fleet = generateFleet(100);
    const before = store.update(fleet);
    const moved = moveFleet(fleet);
    const after = store.update(moved);
    expect(after.points).toBe(before.points);
    expect(after.points.count).toBe(100);
    expect(after.points.lng[7]).toBe(moved[7]!.position!.lng);
    expect(after.points.lat[7]).toBe(moved[7]!.position!.lat);
    expect(after.points.x[7]).toBeCloseTo((moved[7]!.position!.lng + 180) / 360, 12);
  });

  it('returns the same data when nothing drawn changed (no layer update, no frame)', () => {
    const store = createMarkerStore();
    const before = store.update(SMALL_FLEET);
    const again = store.update(SMALL_FLEET.map((v) => ({ ...v, speed: (v.speed ?? 0) + 1 })));
    expect(again).toBe(before);
    expect(again.data[0]?.vehicle.speed).toBe((SMALL_FLEET[0]!.speed ?? 0) + 1);
  });
});

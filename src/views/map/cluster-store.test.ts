import { describe, expect, it } from 'vitest';
import { createClusterStore } from './cluster-store';
import { clusterByGrid } from './clustering';
import { createMarkerStore } from './marker-store';
import { generateFleet, moveFleet } from './testing/fleet.fixtures';

const hamburg = [
  { lng: 9.99, lat: 53.55 },
  { lng: 10.0, lat: 53.551 },
];
const berlin = { lng: 13.37, lat: 52.52 };

describe('cluster store (cluster labels not laid out again on every update)', () => {
  it('keeps the arrays when the same clusters come back with moved centres', () => {
    const store = createClusterStore();
    const before = store.update(clusterByGrid([...hamburg, berlin], 5));
    const moved = hamburg.map((p) => ({ lng: p.lng + 0.001, lat: p.lat }));
    const after = store.update(clusterByGrid([...moved, berlin], 5));
    expect(after.clusters).toBe(before.clusters);
    expect(after.inCluster).toBe(before.inCluster);
    expect(after.positionsVersion).toBe(before.positionsVersion + 1);
    expect(after.clusters[0]?.lng).toBeCloseTo(9.996, 6);
  });

  it('gives new arrays when a cluster forms or breaks up', () => {
    const store = createClusterStore();
    const before = store.update(clusterByGrid([...hamburg, berlin], 5));
    const after = store.update(clusterByGrid([hamburg[0]!, berlin, berlin], 5));
    expect(after.clusters).not.toBe(before.clusters);
    expect(after.inCluster).not.toBe(before.inCluster);
    expect(after.clusters.map((c) => c.count)).toEqual([2]);
  });

  it('changes nothing for the same clustering twice', () => {
    const store = createClusterStore();
    const clustering = clusterByGrid(hamburg, 5);
    expect(store.update(clustering)).toBe(store.update(clustering));
  });

  it("clusters the marker store's points as clusterByGrid does, update after update", () => {
    const markers = createMarkerStore();
    const store = createClusterStore();
    let fleet = generateFleet(3000);
    for (const zoom of [5, 5, 5, 7, 7, 9]) {
      const data = markers.update(fleet);
      const expected = clusterByGrid(
        data.data.map((d) => ({ lng: d.position[0], lat: d.position[1] })),
        zoom,
      );
      const got = store.cluster(data.points, zoom);
      expect(got.clusters.map((c) => ({ ...c }))).toEqual(expected.clusters);
      expect([...got.inCluster]).toEqual([...expected.inCluster]);
      fleet = moveFleet(fleet, zoom);
    }
  });

  it('keeps its arrays while every vehicle stays in its cell, and bumps the version when they moved', () => {
    const markers = createMarkerStore();
    const store = createClusterStore();
    const fleet = generateFleet(500);
    const before = store.cluster(markers.update(fleet).points, 5);
    // A few metres: no vehicle leaves its 50 px cell (about 60 km at zoom 5) unless it sits on an edge.
    const nudged = fleet.map((v) =>
      v.position ? { ...v, position: { ...v.position, lng: v.position.lng + 1e-9 } } : v,
    );
    const after = store.cluster(markers.update(nudged).points, 5);
    expect(after.clusters).toBe(before.clusters);
    expect(after.inCluster).toBe(before.inCluster);
    expect(after.positionsVersion).toBe(before.positionsVersion + 1);
    // The same positions again: nothing changes.
    expect(store.cluster(markers.update([...nudged]).points, 5)).toBe(after);
  });
});

import { describe, expect, it } from 'vitest';
import { createClusterStore } from './cluster-store';
import { clusterByGrid } from './clustering';

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
});

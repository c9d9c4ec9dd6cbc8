import { describe, expect, it } from 'vitest';
import { clusterByGrid, worldPixel } from './clustering';

describe('worldPixel (Web Mercator, 512 px world at zoom 0)', () => {
  it('puts (0, 0) in the middle of the world and doubles with each zoom step', () => {
    expect(worldPixel({ lng: 0, lat: 0 }, 0)).toEqual([256, 256]);
    const [x, y] = worldPixel({ lng: 0, lat: 0 }, 3);
    expect([x, y]).toEqual([2048, 2048]);
    expect(worldPixel({ lng: -180, lat: 0 }, 1)[0]).toBe(0);
  });
});

describe('clusterByGrid', () => {
  // At zoom 5 the world is 16,384 px wide: one 50 px cell spans about 1.1° of longitude.
  const hamburg = { lng: 9.99, lat: 53.55 };
  const nearHamburg = { lng: 10.0, lat: 53.551 };
  const berlin = { lng: 13.37, lat: 52.52 };

  it('groups points of one 50 px grid cell and leaves lone points alone', () => {
    const { clusters, inCluster } = clusterByGrid([hamburg, nearHamburg, berlin], 5);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]?.count).toBe(2);
    expect(clusters[0]?.members).toEqual([0, 1]);
    expect([...inCluster]).toEqual([1, 1, 0]);
  });

  it('places a cluster at the mean of its members and knows their bounds', () => {
    const [cluster] = clusterByGrid([hamburg, nearHamburg], 5).clusters;
    expect(cluster?.lng).toBeCloseTo(9.995, 6);
    expect(cluster?.lat).toBeCloseTo(53.5505, 6);
    expect(cluster?.bounds).toEqual([9.99, 53.55, 10.0, 53.551]);
  });

  it('splits a cluster when zooming in far enough', () => {
    expect(clusterByGrid([hamburg, nearHamburg], 5).clusters).toHaveLength(1);
    // 0.01° of longitude is about 58 px at zoom 12, more than one cell.
    expect(clusterByGrid([hamburg, nearHamburg], 12).clusters).toHaveLength(0);
  });

  it('clusters points far apart when zoomed out', () => {
    expect(clusterByGrid([hamburg, berlin], 0).clusters[0]?.count).toBe(2);
  });

  it('uses the grid size it is given', () => {
    // Hamburg and Berlin are about 150 px apart at zoom 5: apart on a 50 px grid, together on 2000 px.
    expect(clusterByGrid([hamburg, berlin], 5, 50).clusters).toHaveLength(0);
    expect(clusterByGrid([hamburg, berlin], 5, 2000).clusters).toHaveLength(1);
  });

  it('skips vehicles without position', () => {
    const { clusters, inCluster } = clusterByGrid([hamburg, null, nearHamburg], 5);
    expect(clusters[0]?.members).toEqual([0, 2]);
    expect([...inCluster]).toEqual([1, 0, 1]);
  });

  it('clusters nothing at the maximum zoom, so vehicles on one spot come apart', () => {
    expect(clusterByGrid([hamburg, hamburg], 20).clusters).toHaveLength(1);
    expect(clusterByGrid([hamburg, hamburg], 21).clusters).toHaveLength(0);
  });

  it('keeps a cell stable while panning: the grid is anchored to the world', () => {
    const a = clusterByGrid([hamburg, nearHamburg], 6).clusters[0]?.key;
    const b = clusterByGrid([nearHamburg, hamburg], 6).clusters[0]?.key;
    expect(a).toBeDefined();
    expect(a).toBe(b);
  });

  it('handles 5,000 points', () => {
    const points = Array.from({ length: 5000 }, (_, i) => ({
      lng: 4 + (i % 100) * 0.15,
      lat: 46 + Math.floor(i / 100) * 0.18,
    }));
    const { clusters, inCluster } = clusterByGrid(points, 6);
    const clustered = clusters.reduce((sum, c) => sum + c.count, 0);
    expect(clustered).toBe(inCluster.reduce((sum, v) => sum + v, 0));
    expect(clusters.length).toBeGreaterThan(10);
  });
});

import type { Cluster, Clustering } from './clustering';

type ClusterRecord = { -readonly [K in keyof Cluster]: Cluster[K] };

/** The cluster layers' data and the version their position `updateTriggers` follow. */
export interface ClusterData {
  /** Same array (identity) while the same clusters (cells and counts) remain. */
  readonly clusters: readonly Cluster[];
  /** Same array while no marker joined or left a cluster. */
  readonly inCluster: Uint8Array;
  /** Bumped when a cluster's centre moved. */
  readonly positionsVersion: number;
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * Keeps the cluster layers' data stable across the 15 s position updates, like the marker store:
 * vehicles moving a few hundred metres rarely change which cell they are in, so the same clusters come
 * back with slightly moved centres. Those are updated in place (only the position attributes are
 * recomputed, the count labels are not laid out again); a different set of clusters gives new arrays.
 */
export const createClusterStore = () => {
  let current: ClusterData = { clusters: [], inCluster: new Uint8Array(0), positionsVersion: 0 };
  let lastInput: Clustering | null = null;

  return {
    update(next: Clustering): ClusterData {
      if (next === lastInput) return current;
      lastInput = next;
      const inCluster = sameBytes(next.inCluster, current.inCluster) ? current.inCluster : next.inCluster;
      const old = current.clusters;
      const same =
        next.clusters.length === old.length &&
        next.clusters.every((c, i) => old[i]?.key === c.key && old[i]?.count === c.count);
      if (!same) {
        current = {
          clusters: next.clusters.map((c) => ({ ...c })),
          inCluster,
          positionsVersion: current.positionsVersion + 1,
        };
        return current;
      }
      let moved = false;
      next.clusters.forEach((c, i) => {
        const record = old[i] as ClusterRecord;
        if (record.lng !== c.lng || record.lat !== c.lat) {
          record.lng = c.lng;
          record.lat = c.lat;
          moved = true;
        }
        record.members = c.members;
        record.bounds = c.bounds;
      });
      current = { clusters: old, inCluster, positionsVersion: current.positionsVersion + (moved ? 1 : 0) };
      return current;
    },
  };
};

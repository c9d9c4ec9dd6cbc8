import {
  clusterCells,
  cellsToClustering,
  type Cluster,
  type ClusterCells,
  type Clustering,
  type ProjectedPoints,
} from './clustering';

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
 *
 * `cluster` groups the marker store's projected points itself and, when every point is still in the
 * cell it was in last time (same points, same zoom), only sums the cells again: no lookup per point,
 * no array per cluster (20,000 positions within a frame's time, issue 28 §3). Otherwise it clusters
 * from scratch; both ways give what `clusterByGrid` gives.
 */
export const createClusterStore = () => {
  let current: ClusterData = { clusters: [], inCluster: new Uint8Array(0), positionsVersion: 0 };
  let lastInput: Clustering | null = null;
  /** The cells of the last `cluster` call, and what they were computed from. */
  let cells: ClusterCells | null = null;

  const apply = (next: Clustering): ClusterData => {
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
  };

  return {
    /** Takes a clustering made elsewhere (`clusterByGrid`). */
    update(next: Clustering): ClusterData {
      cells = null;
      return apply(next);
    },
    /** Clusters the marker store's points at `zoom`. */
    cluster(points: ProjectedPoints, zoom: number): ClusterData {
      const again =
        cells && cells.points === points && cells.zoom === zoom ? clusterCells(points, zoom, cells) : null;
      if (!again) {
        const fresh = clusterCells(points, zoom);
        cells = fresh;
        return apply(cellsToClustering(fresh));
      }
      // Every point in its old cell: the same clusters, members and order; new sums and bounds.
      cells = again;
      let moved = false;
      const records = current.clusters as ClusterRecord[];
      for (const record of records) {
        const cell = again.cellOfKey.get(record.key) as number;
        const n = again.count[cell] as number;
        const lng = (again.sumLng[cell] as number) / n;
        const lat = (again.sumLat[cell] as number) / n;
        if (record.lng !== lng || record.lat !== lat) {
          record.lng = lng;
          record.lat = lat;
          moved = true;
        }
        const [w, s, e, nn] = record.bounds;
        if (
          w !== again.west[cell] ||
          s !== again.south[cell] ||
          e !== again.east[cell] ||
          nn !== again.north[cell]
        )
          record.bounds = [
            again.west[cell] as number,
            again.south[cell] as number,
            again.east[cell] as number,
            again.north[cell] as number,
          ];
      }
      lastInput = null;
      if (!moved) return current;
      current = { ...current, positionsVersion: current.positionsVersion + 1 };
      return current;
    },
  };
};

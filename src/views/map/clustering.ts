import { CLUSTER_GRID_PX, MAX_ZOOM } from './map.constants';

/** MapLibre's world is 512 px wide at zoom 0. */
const TILE_SIZE = 512;
const MAX_LAT = 85.051129;

export interface GeoPoint {
  readonly lng: number;
  readonly lat: number;
}

/** Two or more points that share a grid cell at the current zoom. */
export interface Cluster {
  /** Stable while the zoom and the membership stay: the cell. */
  readonly key: number;
  readonly count: number;
  /** The mean position of the members: where the cluster disc is drawn. */
  readonly lng: number;
  readonly lat: number;
  /** Indices into the clustered points, ascending. */
  readonly members: readonly number[];
  /** [west, south, east, north] of the members. */
  readonly bounds: readonly [number, number, number, number];
}

export interface Clustering {
  readonly clusters: readonly Cluster[];
  /** 1 for a point drawn as part of a cluster (not on its own), per input index. */
  readonly inCluster: Uint8Array;
}

/** World pixel coordinates (Web Mercator) of a position at a zoom. */
export const worldPixel = (point: GeoPoint, zoom: number): readonly [number, number] => {
  const size = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-MAX_LAT, Math.min(MAX_LAT, point.lat)) * (Math.PI / 180);
  const x = ((point.lng + 180) / 360) * size;
  const y = (0.5 - Math.log(Math.tan(Math.PI / 4 + lat / 2)) / (2 * Math.PI)) * size;
  return [x, y];
};

interface Cell {
  members: number[];
  sumLng: number;
  sumLat: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * Groups points by the screen grid cell (`gridPx`, spec 000 §9: 50) they fall into at `zoom`. The
 * grid is anchored to the world, not the viewport, so clusters do not change while panning, only
 * when zooming. Cells with a single point yield no cluster (the point is drawn as itself); null
 * points (no position) are skipped. At the maximum zoom nothing is clustered, so a click on a
 * cluster always ends with its members apart, even when they stand on the same spot.
 */
export const clusterByGrid = (
  points: readonly (GeoPoint | null)[],
  zoom: number,
  gridPx: number = CLUSTER_GRID_PX,
  maxZoom: number = MAX_ZOOM,
): Clustering => {
  const inCluster = new Uint8Array(points.length);
  if (zoom >= maxZoom) return { clusters: [], inCluster };
  const columns = (TILE_SIZE * 2 ** zoom) / gridPx + 1;
  const cells = new Map<number, Cell>();
  points.forEach((point, index) => {
    if (!point) return;
    const [x, y] = worldPixel(point, zoom);
    const key = Math.floor(y / gridPx) * Math.ceil(columns) + Math.floor(x / gridPx);
    const cell = cells.get(key);
    if (!cell) {
      cells.set(key, {
        members: [index],
        sumLng: point.lng,
        sumLat: point.lat,
        west: point.lng,
        east: point.lng,
        south: point.lat,
        north: point.lat,
      });
      return;
    }
    cell.members.push(index);
    cell.sumLng += point.lng;
    cell.sumLat += point.lat;
    cell.west = Math.min(cell.west, point.lng);
    cell.east = Math.max(cell.east, point.lng);
    cell.south = Math.min(cell.south, point.lat);
    cell.north = Math.max(cell.north, point.lat);
  });
  const clusters: Cluster[] = [];
  for (const [key, cell] of cells) {
    if (cell.members.length < 2) continue;
    for (const index of cell.members) inCluster[index] = 1;
    clusters.push({
      key,
      count: cell.members.length,
      lng: cell.sumLng / cell.members.length,
      lat: cell.sumLat / cell.members.length,
      members: cell.members,
      bounds: [cell.west, cell.south, cell.east, cell.north],
    });
  }
  return { clusters, inCluster };
};

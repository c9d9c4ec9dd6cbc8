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

/** Web Mercator of a longitude: 0 (180° W) … 1 (180° E); world pixels at a zoom are this × the world size. */
export const mercatorX = (lng: number): number => (lng + 180) / 360;

/** Web Mercator of a latitude (clamped to the map's ±85.05°): 0 (north) … 1 (south). */
export const mercatorY = (lat: number): number => {
  const radians = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * (Math.PI / 180);
  return 0.5 - Math.log(Math.tan(Math.PI / 4 + radians / 2)) / (2 * Math.PI);
};

/** World pixel coordinates (Web Mercator) of a position at a zoom. */
export const worldPixel = (point: GeoPoint, zoom: number): readonly [number, number] => {
  const size = TILE_SIZE * 2 ** zoom;
  return [mercatorX(point.lng) * size, mercatorY(point.lat) * size];
};

/**
 * Points as parallel arrays, one entry per point: degrees and their Web Mercator (`mercatorX`,
 * `mercatorY`; NaN for a point without position, which is skipped). Kept by the marker store, which
 * projects only the positions that moved, so clustering runs without a logarithm per point.
 */
export interface ProjectedPoints {
  readonly count: number;
  readonly lng: Float64Array;
  readonly lat: Float64Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
}

/** Projects points (null: no position) into parallel arrays. */
export const projectPoints = (points: readonly (GeoPoint | null)[]): ProjectedPoints => {
  const count = points.length;
  const projected = {
    count,
    lng: new Float64Array(count),
    lat: new Float64Array(count),
    x: new Float64Array(count),
    y: new Float64Array(count),
  };
  points.forEach((point, i) => {
    projected.lng[i] = point ? point.lng : NaN;
    projected.lat[i] = point ? point.lat : NaN;
    projected.x[i] = point ? mercatorX(point.lng) : NaN;
    projected.y[i] = point ? mercatorY(point.lat) : NaN;
  });
  return projected;
};

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
): Clustering =>
  zoom >= maxZoom
    ? { clusters: [], inCluster: new Uint8Array(points.length) }
    : clusterProjected(projectPoints(points), zoom, gridPx, maxZoom);

/**
 * The grid cells of projected points at a zoom: per point its cell (-1: no position), per cell (in
 * the order first met) its key, member count, coordinate sums and bounds. Kept between updates, so
 * that points still in their cells are summed again without a lookup (see the cluster store).
 */
export interface ClusterCells {
  readonly points: ProjectedPoints;
  readonly zoom: number;
  readonly gridPx: number;
  readonly cellOf: Int32Array;
  readonly keys: readonly number[];
  readonly cellOfKey: ReadonlyMap<number, number>;
  readonly count: Int32Array;
  readonly sumLng: Float64Array;
  readonly sumLat: Float64Array;
  readonly west: Float64Array;
  readonly south: Float64Array;
  readonly east: Float64Array;
  readonly north: Float64Array;
}

/** The cell key of a projected point at a zoom (world size `size`), NaN without position. */
const cellKey = (x: number, y: number, size: number, gridPx: number, columns: number): number =>
  Math.floor((y * size) / gridPx) * columns + Math.floor((x * size) / gridPx);

/**
 * Sorts projected points into grid cells. With `previous` (the same points' cells at the same zoom,
 * taken before they moved) its cells are kept and only summed again, in place, as long as every
 * point is still in its cell; null as soon as one is not (then call again without `previous`).
 */
export function clusterCells(
  points: ProjectedPoints,
  zoom: number,
  previous?: undefined,
  gridPx?: number,
  maxZoom?: number,
): ClusterCells;
export function clusterCells(
  points: ProjectedPoints,
  zoom: number,
  previous: ClusterCells,
  gridPx?: number,
  maxZoom?: number,
): ClusterCells | null;
export function clusterCells(
  points: ProjectedPoints,
  zoom: number,
  previous?: ClusterCells,
  gridPx: number = CLUSTER_GRID_PX,
  maxZoom: number = MAX_ZOOM,
): ClusterCells | null {
  const { count: n, lng, lat, x, y } = points;
  // At the maximum zoom nothing is clustered: every point is a cell of its own kind (-1).
  if (zoom >= maxZoom) return previous ?? emptyCells(points, zoom, gridPx);
  const size = TILE_SIZE * 2 ** zoom;
  const columns = Math.ceil(size / gridPx + 1);
  const cells = previous ?? {
    points,
    zoom,
    gridPx,
    cellOf: new Int32Array(n),
    keys: [] as number[],
    cellOfKey: new Map<number, number>(),
    count: new Int32Array(n),
    sumLng: new Float64Array(n),
    sumLat: new Float64Array(n),
    west: new Float64Array(n),
    south: new Float64Array(n),
    east: new Float64Array(n),
    north: new Float64Array(n),
  };
  const { cellOf, count, sumLng, sumLat, west, south, east, north } = cells;
  const keys = cells.keys as number[];
  const cellOfKey = cells.cellOfKey as Map<number, number>;
  if (previous) count.fill(0, 0, keys.length);
  for (let i = 0; i < n; i += 1) {
    const key = cellKey(x[i] as number, y[i] as number, size, gridPx, columns);
    let cell: number;
    if (previous) {
      cell = cellOf[i] as number;
      // A point that gained or lost its position, or left its cell: the cells change.
      if (cell < 0 ? !Number.isNaN(key) : keys[cell] !== key) return null;
      if (cell < 0) continue;
    } else {
      if (Number.isNaN(key)) {
        cellOf[i] = -1;
        continue;
      }
      const known = cellOfKey.get(key);
      if (known === undefined) {
        cell = keys.length;
        cellOfKey.set(key, cell);
        keys.push(key);
      } else cell = known;
      cellOf[i] = cell;
    }
    const pLng = lng[i] as number;
    const pLat = lat[i] as number;
    if (count[cell] === 0) {
      west[cell] = east[cell] = sumLng[cell] = pLng;
      south[cell] = north[cell] = sumLat[cell] = pLat;
    } else {
      sumLng[cell] = (sumLng[cell] as number) + pLng;
      sumLat[cell] = (sumLat[cell] as number) + pLat;
      if (pLng < (west[cell] as number)) west[cell] = pLng;
      if (pLng > (east[cell] as number)) east[cell] = pLng;
      if (pLat < (south[cell] as number)) south[cell] = pLat;
      if (pLat > (north[cell] as number)) north[cell] = pLat;
    }
    count[cell] = (count[cell] as number) + 1;
  }
  return cells;
}

const emptyCells = (points: ProjectedPoints, zoom: number, gridPx: number): ClusterCells => ({
  points,
  zoom,
  gridPx,
  cellOf: new Int32Array(points.count).fill(-1),
  keys: [],
  cellOfKey: new Map(),
  count: new Int32Array(0),
  sumLng: new Float64Array(0),
  sumLat: new Float64Array(0),
  west: new Float64Array(0),
  south: new Float64Array(0),
  east: new Float64Array(0),
  north: new Float64Array(0),
});

/** The clusters of sorted cells: cells of two or more points, in the order first met, members ascending. */
export const cellsToClustering = (cells: ClusterCells): Clustering => {
  const { cellOf, keys, count } = cells;
  const inCluster = new Uint8Array(cellOf.length);
  const lists: (number[] | null)[] = keys.map((_, cell) => ((count[cell] as number) > 1 ? [] : null));
  for (let i = 0; i < cellOf.length; i += 1) {
    const list = lists[cellOf[i] as number];
    if (!list) continue;
    list.push(i);
    inCluster[i] = 1;
  }
  const clusters: Cluster[] = [];
  keys.forEach((key, cell) => {
    const members = lists[cell];
    if (!members) return;
    const n = members.length;
    clusters.push({
      key,
      count: n,
      lng: (cells.sumLng[cell] as number) / n,
      lat: (cells.sumLat[cell] as number) / n,
      members,
      bounds: [
        cells.west[cell] as number,
        cells.south[cell] as number,
        cells.east[cell] as number,
        cells.north[cell] as number,
      ],
    });
  });
  return { clusters, inCluster };
};

/** `clusterByGrid` over projected points (see the marker store, which keeps them). */
export const clusterProjected = (
  points: ProjectedPoints,
  zoom: number,
  gridPx: number = CLUSTER_GRID_PX,
  maxZoom: number = MAX_ZOOM,
): Clustering => cellsToClustering(clusterCells(points, zoom, undefined, gridPx, maxZoom));

import type { LoadedChunk } from '../../../machines/replay/replay.types';
import { QUAD_VERTICES, quadIndices, trailLevels, type TrailLevel } from './replay-trail-levels';

/** Trail points per vehicle and chunk drawn at most (a chunk has up to 400, simplified). */
export const TRAIL_POINTS = 100;

/**
 * The replayed trails as flat vertex arrays for the trail layer (replay-trail-deck.ts): every segment
 * a quad (4 vertices, 6 indices: two triangles, no instancing), every late point a square the shader
 * turns into a ring. Each vertex carries its segment's or point's times, in seconds after `base`, so the
 * shader shows only what lies behind the cursor: the arrays are built once per set of chunks and the
 * cursor is a uniform. Why not deck.gl's PathLayer and ScatterplotLayer: they draw one instance per
 * segment or point, and software GL (llvmpipe) pays per instance; 10,000 instanced segments took
 * about 80 ms a frame, the same segments as plain triangles a few.
 *
 * Positions are Web Mercator world units (deck.gl's common space: 512 a tile at zoom 0), projected here
 * once per chunk and relative to `origin`: the shader then adds and scales (deck.gl's `cartesian`
 * coordinates) instead of a logarithm and a tangent per vertex and end, every frame (on llvmpipe
 * vertex shading runs on one CPU core). Relative to a nearby origin, float32 keeps them exact to far
 * below a pixel at any zoom.
 */
export interface ReplayTrailGeometry {
  /** The instant (epoch ms) the vertex times count from. */
  readonly base: number;
  /** The world position ([x, y], float32-exact) the vertex positions are relative to. */
  readonly origin: readonly [number, number];
  /** The segments at each level of detail, level 0 with every kept point (replay-trail-levels.ts). */
  readonly levels: readonly TrailLevel[];
  readonly pointCount: number;
  /** Each late point's time (epoch ms), increasing: the squares are in this order. */
  readonly pointTimes: Float64Array;
  /** Per vertex: the late point's [x, y] (world units after `origin`) and time (seconds after `base`). */
  readonly pointPositions: Float32Array;
  /** Per vertex: the square's corner, [-1, 1]². */
  readonly pointCorners: Float32Array;
  /** 6 a point (two triangles of its 4 vertices), in the points' order. */
  readonly pointIndices: Uint32Array;
}

const SQUARE_CORNERS = [
  [-1, -1],
  [1, -1],
  [1, 1],
  [-1, 1],
] as const;

const WORLD_SIZE = 512;

/** Web Mercator world units of [lng, lat], y northwards: what deck.gl's shaders project lng/lat to. */
export const toWorld = ([lng, lat]: readonly [number, number]): [number, number] => {
  const phi = (Math.max(-89.9, Math.min(89.9, lat)) * Math.PI) / 180;
  return [
    (WORLD_SIZE * (lng + 180)) / 360,
    (WORLD_SIZE * (Math.PI + Math.log(Math.tan(Math.PI / 4 + phi / 2)))) / (2 * Math.PI),
  ];
};

/** Every stride-th point, the last one and every change of the late flag: the trail's shape at fewer vertices. */
export const keptIndices = (late: readonly number[], maxPoints: number): number[] => {
  const n = late.length;
  const stride = Math.max(1, Math.ceil(n / maxPoints));
  const kept: number[] = [];
  for (let i = 0; i < n; i++) if (i % stride === 0 || i === n - 1 || late[i] !== late[i - 1]) kept.push(i);
  return kept;
};

interface Point {
  readonly at: number;
  readonly lngLat: readonly [number, number];
  readonly late: boolean;
}

/** The kept points of every vehicle's track in the chunks given. */
const pointsOf = (chunks: readonly LoadedChunk[], maxPoints: number): Point[][] =>
  chunks.flatMap(({ chunk }) =>
    chunk.vehicles.map((track) =>
      keptIndices(track.late, maxPoints).map((i) => ({
        at: track.times[i] as number,
        lngLat: track.coordinates[i] as readonly [number, number],
        late: track.late[i] === 1,
      })),
    ),
  );

/** The first index in `sorted` (increasing) whose value is at least `value`. */
export const lowerBound = (sorted: Float64Array, value: number): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * The segments and late points that can show at `cursor` with a trail of `spanMs`: [first, end) of
 * each (the arrays are sorted by start time, so this is a range and the shader never sees the rest).
 */
export const visibleRanges = (
  geometry: ReplayTrailGeometry,
  cursor: number,
  spanMs: number,
  level: TrailLevel | undefined = geometry.levels[0],
) => ({
  segments: level
    ? ([
        lowerBound(level.segmentStarts, cursor - spanMs - level.longestSegmentMs),
        lowerBound(level.segmentStarts, cursor),
      ] as const)
    : ([0, 0] as const),
  points: [
    lowerBound(geometry.pointTimes, cursor - spanMs),
    lowerBound(geometry.pointTimes, cursor + 1),
  ] as const,
});

/** The trails and late points of `chunks` as vertex arrays (see ReplayTrailGeometry). */
export const replayTrailGeometry = (
  chunks: readonly LoadedChunk[],
  base: number,
  maxPoints = TRAIL_POINTS,
): ReplayTrailGeometry => {
  const tracks = pointsOf(chunks, maxPoints);
  const latePoints = tracks
    .flat()
    .filter((p) => p.late)
    .sort((x, y) => x.at - y.at);
  const first = tracks.find((t) => t.length > 0)?.[0];
  const [fx, fy] = first ? toWorld(first.lngLat) : [0, 0];
  const origin: [number, number] = [Math.fround(fx), Math.fround(fy)];
  const rel = (p: Point): [number, number] => {
    const [x, y] = toWorld(p.lngLat);
    return [x - origin[0], y - origin[1]];
  };
  const levels = trailLevels(
    tracks.map((t) => t.map((p) => ({ at: p.at, world: rel(p), late: p.late }))),
    base,
  );
  const pointPositions = new Float32Array(latePoints.length * QUAD_VERTICES * 3);
  const pointCorners = new Float32Array(latePoints.length * QUAD_VERTICES * 2);
  latePoints.forEach((p, i) => {
    const position = [...rel(p), (p.at - base) / 1000];
    SQUARE_CORNERS.forEach((corner, c) => {
      pointPositions.set(position, (i * QUAD_VERTICES + c) * 3);
      pointCorners.set(corner, (i * QUAD_VERTICES + c) * 2);
    });
  });
  return {
    base,
    origin,
    levels,
    pointCount: latePoints.length,
    pointTimes: Float64Array.from(latePoints, (p) => p.at),
    pointPositions,
    pointCorners,
    pointIndices: quadIndices(latePoints.length),
  };
};

const byChunk = new WeakMap<LoadedChunk, ReplayTrailGeometry>();

/**
 * Each kept chunk's geometry, built once per chunk (when it is kept: a prefetched chunk's before the
 * cursor reaches it) and the same object while it stays kept.
 */
export const chunkTrailGeometries = (
  chunks: readonly LoadedChunk[],
  base: number,
): readonly ReplayTrailGeometry[] =>
  chunks.map((chunk) => {
    const known = byChunk.get(chunk);
    if (known?.base === base) return known;
    const built = replayTrailGeometry([chunk], base);
    byChunk.set(chunk, built);
    return built;
  });

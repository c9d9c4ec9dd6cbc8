import type { LoadedChunk } from '../../../machines/replay/replay.types';

/** Trail points per vehicle and chunk drawn at most (a chunk has up to 400, simplified). */
export const TRAIL_POINTS = 100;

/**
 * The replayed trails as flat vertex arrays for the trail layer (replay-trail-deck.ts): every segment
 * two triangles (6 vertices, no instancing), every late point a square (6 vertices) the shader turns
 * into a ring. Each vertex carries its segment's or point's times, in seconds after `base`, so the
 * shader shows only what lies behind the cursor: the arrays are built once per set of chunks and the
 * cursor is a uniform. Why not deck.gl's PathLayer and ScatterplotLayer: they draw one instance per
 * segment or point, and software GL (llvmpipe) pays per instance; 10,000 instanced segments took
 * about 80 ms a frame, the same segments as plain triangles a few.
 */
export interface ReplayTrailGeometry {
  /** The instant (epoch ms) the vertex times count from. */
  readonly base: number;
  readonly segmentCount: number;
  /** Each segment's start time (epoch ms), increasing: the vertices are in this order. */
  readonly segmentStarts: Float64Array;
  /** The longest segment's duration: a segment starting this much before the trail's start still shows. */
  readonly longestSegmentMs: number;
  /** Per vertex: start [lng, lat] and end [lng, lat] of its segment. */
  readonly segmentEnds: Float32Array;
  /** Per vertex: the segment's start and end time (seconds after `base`). */
  readonly segmentTimes: Float32Array;
  /**
   * Per vertex: [along (0 start, 1 end), across (-1 or 1), late (0 or 1)]. A segment is late when its
   * start arrived late: a late stretch ends at the first point on time again, as before.
   */
  readonly segmentCorners: Float32Array;
  readonly pointCount: number;
  /** Each late point's time (epoch ms), increasing: the vertices are in this order. */
  readonly pointTimes: Float64Array;
  /** Per vertex: the late point's [lng, lat] and time (seconds after `base`). */
  readonly pointPositions: Float32Array;
  /** Per vertex: the square's corner, [-1, 1]². */
  readonly pointCorners: Float32Array;
}

const SEGMENT_CORNERS = [
  [0, -1],
  [1, -1],
  [1, 1],
  [0, -1],
  [1, 1],
  [0, 1],
] as const;
const SQUARE_CORNERS = [
  [-1, -1],
  [1, -1],
  [1, 1],
  [-1, -1],
  [1, 1],
  [-1, 1],
] as const;

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

interface Segment {
  readonly a: Point;
  readonly b: Point;
}

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
export const visibleRanges = (geometry: ReplayTrailGeometry, cursor: number, spanMs: number) => ({
  segments: [
    lowerBound(geometry.segmentStarts, cursor - spanMs - geometry.longestSegmentMs),
    lowerBound(geometry.segmentStarts, cursor),
  ] as const,
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
  // Sorted by start time over all vehicles: what shows at a cursor is then one range of vertices.
  const segments: Segment[] = tracks
    .flatMap((t) => t.slice(1).map((b, k) => ({ a: t[k] as Point, b })))
    .sort((x, y) => x.a.at - y.a.at);
  const latePoints = tracks
    .flat()
    .filter((p) => p.late)
    .sort((x, y) => x.at - y.at);
  const segmentEnds = new Float32Array(segments.length * 6 * 4);
  const segmentTimes = new Float32Array(segments.length * 6 * 2);
  const segmentCorners = new Float32Array(segments.length * 6 * 3);
  let v = 0;
  for (const { a, b } of segments)
    for (const [along, across] of SEGMENT_CORNERS) {
      segmentEnds.set([a.lngLat[0], a.lngLat[1], b.lngLat[0], b.lngLat[1]], v * 4);
      segmentTimes.set([(a.at - base) / 1000, (b.at - base) / 1000], v * 2);
      segmentCorners.set([along, across, a.late ? 1 : 0], v * 3);
      v++;
    }
  const pointPositions = new Float32Array(latePoints.length * 6 * 3);
  const pointCorners = new Float32Array(latePoints.length * 6 * 2);
  latePoints.forEach((p, i) =>
    SQUARE_CORNERS.forEach((corner, c) => {
      pointPositions.set([p.lngLat[0], p.lngLat[1], (p.at - base) / 1000], (i * 6 + c) * 3);
      pointCorners.set(corner, (i * 6 + c) * 2);
    }),
  );
  return {
    base,
    segmentCount: segments.length,
    segmentStarts: Float64Array.from(segments, (s) => s.a.at),
    longestSegmentMs: segments.reduce((most, s) => Math.max(most, s.b.at - s.a.at), 0),
    segmentEnds,
    segmentTimes,
    segmentCorners,
    pointCount: latePoints.length,
    pointTimes: Float64Array.from(latePoints, (p) => p.at),
    pointPositions,
    pointCorners,
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

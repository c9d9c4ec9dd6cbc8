/**
 * The trail's segments at several levels of detail (issue 30 §3): level 0 has every kept point of a
 * vehicle's chunk, each next level every second point of the one before, always with the last point
 * and every change of the late flag (so a late stretch starts and ends where it did). Each level knows
 * how far a left-out point lies from its segments at most; the layer draws the coarsest level whose
 * error is below a fraction of a pixel at the current zoom, so zoomed out it draws a fraction of the
 * segments and the user sees the same trail. The head is not part of the trail (its own layer, exact).
 */

/** A kept point of a track: its time (epoch ms), world position after the geometry's origin, late flag. */
export interface TrailPoint {
  readonly at: number;
  readonly world: readonly [number, number];
  readonly late: boolean;
}

/** One level's segments as vertex arrays, sorted by start time (see ReplayTrailGeometry). */
export interface TrailLevel {
  readonly segmentCount: number;
  /** Each segment's start time (epoch ms), increasing: the quads are in this order. */
  readonly segmentStarts: Float64Array;
  /** The longest segment's duration: a segment starting this much before the trail's start still shows. */
  readonly longestSegmentMs: number;
  /** Per vertex: start [x, y] and end [x, y] of its segment, world units after the origin. */
  readonly segmentEnds: Float32Array;
  /** Per vertex: the segment's start and end time (seconds after the base). */
  readonly segmentTimes: Float32Array;
  /**
   * Per vertex: [along (0 start, 1 end), across (-1 or 1), late (0 or 1)]. A segment is late when its
   * start arrived late: a late stretch ends at the first point on time again, as before.
   */
  readonly segmentCorners: Float32Array;
  /** 6 a segment (two triangles of its 4 vertices), in the segments' order. */
  readonly segmentIndices: Uint32Array;
  /** How far a point of level 0 lies from this level's segment over it at most, world units. */
  readonly errorWorld: number;
}

/** Vertices per segment or point, and indices (two triangles: 0 1 2, 0 2 3). */
export const QUAD_VERTICES = 4;
export const QUAD_INDICES = 6;
const QUAD_TRIANGLES = [0, 1, 2, 0, 2, 3] as const;
const SEGMENT_CORNERS = [
  [0, -1],
  [1, -1],
  [1, 1],
  [0, 1],
] as const;

/**
 * A level is drawn while its error is at most this many pixels: far below the trail's 2-pixel width
 * and its antialiased edge, so switching levels moves nothing visibly.
 */
export const LEVEL_TOLERANCE_PIXELS = 0.25;

/** Index data of `count` quads. */
export const quadIndices = (count: number): Uint32Array => {
  const indices = new Uint32Array(count * QUAD_INDICES);
  for (let q = 0; q < count; q++)
    QUAD_TRIANGLES.forEach((corner, i) => {
      indices[q * QUAD_INDICES + i] = q * QUAD_VERTICES + corner;
    });
  return indices;
};

/** The distance of `p` from the segment a–b. */
const distanceToSegment = (
  [px, py]: TrailPoint['world'],
  [ax, ay]: TrailPoint['world'],
  [bx, by]: TrailPoint['world'],
): number => {
  const [dx, dy] = [bx - ax, by - ay];
  const length2 = dx * dx + dy * dy;
  const t = length2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2)) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
};

interface Segment {
  readonly a: TrailPoint;
  readonly b: TrailPoint;
}

/** Every stride-th point of `track`, its last and every change of the late flag; the largest error. */
const thinned = (track: readonly TrailPoint[], stride: number): { segments: Segment[]; error: number } => {
  const kept = track.filter(
    (p, i) => i % stride === 0 || i === track.length - 1 || p.late !== track[i - 1]?.late,
  );
  const segments: Segment[] = [];
  let error = 0;
  let j = 0;
  for (let k = 1; k < kept.length; k++) {
    const [a, b] = [kept[k - 1] as TrailPoint, kept[k] as TrailPoint];
    segments.push({ a, b });
    for (j++; track[j] !== b && j < track.length; j++)
      error = Math.max(error, distanceToSegment((track[j] as TrailPoint).world, a.world, b.world));
  }
  return { segments, error };
};

const levelOf = (segments: Segment[], error: number, base: number): TrailLevel => {
  // Sorted by start time over all vehicles: what shows at a cursor is then one range of vertices.
  segments.sort((x, y) => x.a.at - y.a.at);
  const segmentEnds = new Float32Array(segments.length * QUAD_VERTICES * 4);
  const segmentTimes = new Float32Array(segments.length * QUAD_VERTICES * 2);
  const segmentCorners = new Float32Array(segments.length * QUAD_VERTICES * 3);
  let v = 0;
  for (const { a, b } of segments) {
    const ends = [...a.world, ...b.world];
    for (const [along, across] of SEGMENT_CORNERS) {
      segmentEnds.set(ends, v * 4);
      segmentTimes.set([(a.at - base) / 1000, (b.at - base) / 1000], v * 2);
      segmentCorners.set([along, across, a.late ? 1 : 0], v * 3);
      v++;
    }
  }
  return {
    segmentCount: segments.length,
    segmentStarts: Float64Array.from(segments, (s) => s.a.at),
    longestSegmentMs: segments.reduce((most, s) => Math.max(most, s.b.at - s.a.at), 0),
    segmentEnds,
    segmentTimes,
    segmentCorners,
    segmentIndices: quadIndices(segments.length),
    errorWorld: error,
  };
};

/** Level 0 (every point) and each coarser level (stride 2, 4, …) while it still leaves points out. */
export const trailLevels = (tracks: readonly (readonly TrailPoint[])[], base: number): TrailLevel[] => {
  const longest = tracks.reduce((most, t) => Math.max(most, t.length), 0);
  const levels: TrailLevel[] = [];
  for (let stride = 1; stride === 1 || stride < longest; stride *= 2) {
    const thin = tracks.map((t) => thinned(t, stride));
    const error = thin.reduce((most, t) => Math.max(most, t.error), 0);
    levels.push(
      levelOf(
        thin.flatMap((t) => t.segments),
        error,
        base,
      ),
    );
  }
  return levels;
};

/** The coarsest level whose error stays within the tolerance at `pixelsPerWorldUnit` (2^zoom). */
export const levelFor = (levels: readonly TrailLevel[], pixelsPerWorldUnit: number): number => {
  let chosen = 0;
  levels.forEach((level, i) => {
    if (level.errorWorld * pixelsPerWorldUnit <= LEVEL_TOLERANCE_PIXELS) chosen = i;
  });
  return chosen;
};

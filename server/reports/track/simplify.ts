/**
 * Track simplification in Web Mercator: a map pixel at zoom z is the same size everywhere in
 * Mercator units (the world is 256 · 2^z pixels wide), so "half a pixel at zoom z" is one tolerance
 * for the whole track, whatever its latitude (on the ground: half of the metres per pixel there).
 */

/** [x, y] in Web Mercator, the world being the unit square (x east, y south). */
export const mercator = (lng: number, lat: number): [number, number] => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return [(lng + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
};

/** Half a map pixel at the zoom, in Mercator units. */
export const halfPixel = (zoom: number): number => 0.5 / (256 * 2 ** zoom);

/**
 * The zooms the stored day tracks are simplified for (`track_days`): a track for a zoom up to 16 is
 * simplified again from the coarsest stored one at least as close (zoom 6 from 8, 12 from 12, 15 from
 * 16); closer zooms are simplified from the raw positions. Half a pixel at zoom 16 is about 1.2 m at
 * the equator, 0.8 m at 50° N.
 */
export const STORED_ZOOMS = [8, 12, 16] as const;
export type StoredZoom = (typeof STORED_ZOOMS)[number];

/** The stored zoom a track for `zoom` is simplified from, or null: from the raw positions. */
export const storedZoomFor = (zoom: number): StoredZoom | null => STORED_ZOOMS.find((z) => z >= zoom) ?? null;

/**
 * The tolerance of the second pass over a track stored for `stored` when answering `zoom`: the two
 * passes together stay within half a pixel at `zoom` of the raw positions (a raw point is within
 * half a pixel at `stored` of the stored path, whose every point is within the second tolerance of
 * the answer).
 */
export const secondPassTolerance = (zoom: number, stored: number): number =>
  halfPixel(zoom) - halfPixel(stored);

/** Squared distance of p from the segment a–b (all Mercator). */
export const segmentDistanceSquared = (
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number => {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  let t = length === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / length;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
};

/**
 * Douglas–Peucker over points given as Mercator coordinates (`xs`, `ys`): the indices to keep, first
 * and last always among them, every dropped point within `tolerance` of the segment between the kept
 * points around it (distance to the segment, not its line, so the whole path stays within it).
 */
export const simplifyIndices = (
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  tolerance: number,
): number[] => {
  const n = xs.length;
  if (n <= 2) return Array.from({ length: n }, (_, i) => i);
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const limit = tolerance * tolerance;
  const stack: number[] = [0, n - 1];
  while (stack.length > 0) {
    const last = stack.pop()!;
    const first = stack.pop()!;
    const ax = xs[first]!;
    const ay = ys[first]!;
    const bx = xs[last]!;
    const by = ys[last]!;
    let worst = -1;
    let worstIndex = -1;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistanceSquared(xs[i]!, ys[i]!, ax, ay, bx, by);
      if (d > worst) {
        worst = d;
        worstIndex = i;
      }
    }
    if (worst > limit) {
      keep[worstIndex] = 1;
      stack.push(first, worstIndex, worstIndex, last);
    }
  }
  const kept: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) kept.push(i);
  return kept;
};

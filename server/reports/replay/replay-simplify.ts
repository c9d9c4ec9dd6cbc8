/** One stored position as the replay needs it. */
export interface ReplayPoint {
  /** Epoch milliseconds. */
  readonly ts: number;
  readonly lat: number;
  readonly lng: number;
  readonly speed: number;
  readonly statusCode: number;
  readonly late: boolean;
}

/**
 * How far the position at `i` is from where the replay would draw the vehicle at its time when only
 * `a` and `b` are kept: the synchronised distance (the point interpolated at the same time on a–b),
 * in degrees of latitude with longitude scaled by the cosine of the latitude. A time-aware measure:
 * the replay shows where a vehicle was at each moment, so a stop on a straight line matters too.
 */
const synchronisedError = (points: readonly ReplayPoint[], a: number, i: number, b: number): number => {
  const p = points[i]!;
  const pa = points[a]!;
  const pb = points[b]!;
  const f = (p.ts - pa.ts) / (pb.ts - pa.ts);
  const dLat = p.lat - (pa.lat + (pb.lat - pa.lat) * f);
  const dLng = (p.lng - (pa.lng + (pb.lng - pa.lng) * f)) * Math.cos((p.lat * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
};

interface Span {
  readonly a: number;
  readonly b: number;
  /** The point between a and b with the largest error, and that error. */
  readonly worst: number;
  readonly error: number;
}

const spanOf = (points: readonly ReplayPoint[], a: number, b: number): Span => {
  let worst = -1;
  let error = -1;
  for (let i = a + 1; i < b; i++) {
    const e = synchronisedError(points, a, i, b);
    if (e > error) [worst, error] = [i, e];
  }
  return { a, b, worst, error };
};

/** A max-heap of spans by error. */
class SpanHeap {
  private readonly items: Span[] = [];
  get size(): number {
    return this.items.length;
  }
  push(span: Span): void {
    const items = this.items;
    items.push(span);
    for (let i = items.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (items[parent]!.error >= items[i]!.error) break;
      [items[parent], items[i]] = [items[i]!, items[parent]!];
      i = parent;
    }
  }
  pop(): Span | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      for (let i = 0; ;) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let largest = i;
        if (l < items.length && items[l]!.error > items[largest]!.error) largest = l;
        if (r < items.length && items[r]!.error > items[largest]!.error) largest = r;
        if (largest === i) break;
        [items[largest], items[i]] = [items[i]!, items[largest]!];
        i = largest;
      }
    }
    return top;
  }
}

/**
 * The indexes the replay must keep whatever the budget: the first and last point, both ends of a
 * silence longer than `gapMs` (so nothing is drawn moving through it) and every point where the late
 * flag changes (so late stretches keep their exact ends).
 */
const requiredIndexes = (points: readonly ReplayPoint[], gapMs: number): number[] => {
  const kept: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const before = points[i - 1];
    const after = points[i + 1];
    if (
      !before ||
      !after ||
      p.ts - before.ts > gapMs ||
      after.ts - p.ts > gapMs ||
      p.late !== before.late ||
      p.late !== after.late
    )
      kept.push(i);
  }
  return kept;
};

/** `count` indexes spread evenly over `indexes`, the first and last among them. */
const spread = (indexes: readonly number[], count: number): number[] =>
  Array.from({ length: count }, (_, k) => indexes[Math.round((k * (indexes.length - 1)) / (count - 1))]!);

/**
 * At most `maxPoints` of the points (sorted by time, strictly increasing), in time order: the
 * required ones (see {@link requiredIndexes}), then top-down Douglas–Peucker by synchronised error,
 * always splitting the span whose worst point is furthest off, until the budget is spent or every
 * remaining point lies on its span. Should the required points alone exceed the budget (a device
 * flickering between late and on time), they are thinned evenly, keeping the first and the last.
 */
export const simplifyReplay = (
  points: readonly ReplayPoint[],
  maxPoints: number,
  gapMs: number,
): ReplayPoint[] => {
  if (points.length <= maxPoints) return [...points];
  const required = requiredIndexes(points, gapMs);
  if (required.length >= maxPoints) return spread(required, maxPoints).map((i) => points[i]!);
  const keep = new Set(required);
  const heap = new SpanHeap();
  for (let k = 0; k + 1 < required.length; k++) {
    const span = spanOf(points, required[k]!, required[k + 1]!);
    if (span.worst >= 0) heap.push(span);
  }
  while (keep.size < maxPoints && heap.size > 0) {
    const span = heap.pop()!;
    if (span.error <= 0) break;
    keep.add(span.worst);
    for (const [a, b] of [
      [span.a, span.worst],
      [span.worst, span.b],
    ] as const) {
      const next = spanOf(points, a, b);
      if (next.worst >= 0) heap.push(next);
    }
  }
  return [...keep].sort((x, y) => x - y).map((i) => points[i]!);
};

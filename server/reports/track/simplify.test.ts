import { describe, expect, it } from 'vitest';
import { simplifyPoints, type TrackPoint } from './day-track';
import {
  halfPixel,
  mercator,
  secondPassTolerance,
  segmentDistanceSquared,
  simplifyIndices,
  storedZoomFor,
} from './simplify';

/** A wiggly line near Hamburg: 800 points 10 s apart with sideways noise of a few metres. */
const wiggly = (): TrackPoint[] =>
  Array.from({ length: 800 }, (_, i) => ({
    lng: 9.99 + i * 0.0004 + Math.sin(i / 40) * 0.01,
    lat: 53.55 + i * 0.0001 + Math.sin(i * 1.7) * 0.00003,
    t: 1_773_000_000 + 10 * i,
    speed: 50,
    late: false,
  }));

/** The largest distance (Mercator) of a point from the path. */
const distanceFromPath = (p: TrackPoint, path: readonly TrackPoint[]): number => {
  const [px, py] = mercator(p.lng, p.lat);
  let best = Infinity;
  for (let i = 0; i + 1 < path.length; i++) {
    const [ax, ay] = mercator(path[i]!.lng, path[i]!.lat);
    const [bx, by] = mercator(path[i + 1]!.lng, path[i + 1]!.lat);
    best = Math.min(best, segmentDistanceSquared(px, py, ax, ay, bx, by));
  }
  return Math.sqrt(best);
};

describe('track simplification', () => {
  it('keeps start and end and every dropped point within the tolerance', () => {
    const raw = wiggly();
    for (const zoom of [6, 12, 16, 21]) {
      const kept = simplifyPoints(raw, halfPixel(zoom));
      expect(kept[0]).toBe(raw[0]);
      expect(kept.at(-1)).toBe(raw.at(-1));
      expect(kept.length).toBeLessThanOrEqual(raw.length);
      for (const p of raw) expect(distanceFromPath(p, kept)).toBeLessThanOrEqual(halfPixel(zoom) * 1.000001);
    }
  });

  it('drops more the farther out the zoom', () => {
    const raw = wiggly();
    const counts = [6, 10, 14, 18].map((z) => simplifyPoints(raw, halfPixel(z)).length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(counts[3]!);
  });

  it('several passes (stored for zoom 16, 12 from it, 8 from that, again for the zoom) stay within half a pixel of the raw points', () => {
    const raw = wiggly();
    const z16 = simplifyPoints(raw, halfPixel(16));
    const z12 = simplifyPoints(z16, secondPassTolerance(12, 16));
    const z8 = simplifyPoints(z12, secondPassTolerance(8, 12));
    const stored = { 8: z8, 12: z12, 16: z16 };
    for (const zoom of [4, 8, 10, 12, 15, 16]) {
      const from = storedZoomFor(zoom)!;
      const answer = simplifyPoints(stored[from], secondPassTolerance(zoom, from));
      for (const p of raw)
        expect(distanceFromPath(p, answer)).toBeLessThanOrEqual(halfPixel(zoom) * 1.000001);
    }
  });

  it('answers short lines as they are', () => {
    expect(simplifyIndices([0], [0], 1)).toEqual([0]);
    expect(simplifyIndices([0, 1], [0, 1], 1)).toEqual([0, 1]);
    expect(simplifyIndices([0, 1, 2], [0, 0, 0], 0.1)).toEqual([0, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import { LEVEL_TOLERANCE_PIXELS, levelFor, trailLevels, type TrailPoint } from './replay-trail-levels';

describe('the trail’s levels of detail', () => {
  // One vehicle on a quarter circle of radius 1 world unit, 33 points a minute apart, points 20–24 late.
  const track: TrailPoint[] = Array.from({ length: 33 }, (_, i) => {
    const a = (i / 32) * (Math.PI / 2);
    return { at: i * 60_000, world: [Math.cos(a), Math.sin(a)], late: i >= 20 && i < 25 };
  });
  const levels = trailLevels([track], 0);
  const lateRuns = (level: number) => {
    const { segmentCount, segmentCorners, segmentStarts } = levels[level]!;
    return Array.from({ length: segmentCount }, (_, s) => [
      segmentStarts[s]! / 60_000,
      segmentCorners[s * 12 + 2],
    ]);
  };

  it('halves the segments from level to level, keeping the late stretch exactly', () => {
    expect(levels.map((l) => l.segmentCount)).toEqual([32, 17, 9, 6, 4, 3]);
    for (let level = 0; level < levels.length; level++) {
      const runs = lateRuns(level);
      // The late stretch starts at point 20 and ends at point 25, at every level.
      expect(runs.filter(([, late]) => late === 1).map(([start]) => start)[0]).toBe(20);
      expect(runs.some(([start, late]) => start === 25 && late === 0)).toBe(true);
    }
  });

  it('knows how far each level strays from every point: 0 at level 0, growing', () => {
    expect(levels[0]!.errorWorld).toBe(0);
    // A chord over k steps of π/64 strays 1 − cos(k·π/128) from the arc.
    expect(levels[1]!.errorWorld).toBeCloseTo(1 - Math.cos(Math.PI / 64), 6);
    const errors = levels.map((l) => l.errorWorld);
    expect(errors.every((e, i) => i === 0 || e >= (errors[i - 1] as number))).toBe(true);
  });

  it('draws the coarsest level within a quarter pixel at the zoom', () => {
    expect(levelFor(levels, 1e9)).toBe(0);
    const pixelsPerUnit = LEVEL_TOLERANCE_PIXELS / levels[2]!.errorWorld;
    expect(levelFor(levels, pixelsPerUnit)).toBe(2);
    expect(levelFor(levels, 1e-9)).toBe(levels.length - 1);
  });
});

import { describe, expect, it } from 'vitest';
import { fixtureFleetAt, fixtureReplayChunk, REPLAY_RANGE } from '../../../machines/replay/replay.fixtures';
import { fleetAtPositions, headFill, headLine, LATE_COLOUR } from './replay-layer-data';
import { chunkTrailGeometries, replayTrailGeometry, toWorld, visibleRanges } from './replay-trail-geometry';

describe('the replay layer’s data', () => {
  const window = { from: REPLAY_RANGE.from, to: REPLAY_RANGE.from + 40 * 60_000 };
  // Two vehicles, a point a minute, the last 10 of 40 late (see fixtureReplayTrack).
  const geometry = replayTrailGeometry([{ ...window, chunk: fixtureReplayChunk(window) }], REPLAY_RANGE.from);
  const level = geometry.levels[0]!;
  const lateOf = (segment: number) => level.segmentCorners[segment * 12 + 2];

  it('makes four vertices and six indices a segment, sorted by start time, late where the stretch starts late', () => {
    expect(level.segmentCount).toBe(2 * 39);
    expect(level.segmentEnds).toHaveLength(78 * 4 * 4);
    expect([...level.segmentIndices.slice(6, 12)]).toEqual([4, 5, 6, 4, 6, 7]);
    expect([...level.segmentStarts].every((t, i, all) => i === 0 || (all[i - 1] as number) <= t)).toBe(true);
    // The segment from the last point on time to the first late one is on time; the next ones late.
    const lates = Array.from({ length: 78 }, (_, i) => lateOf(i));
    expect(lates.filter((l) => l === 1)).toHaveLength(2 * 9);
    // Seconds after the base: the first segment runs from 0 to 60.
    expect(level.segmentTimes.slice(0, 2)).toEqual(new Float32Array([0, 60]));
    expect(level.longestSegmentMs).toBe(60_000);
    expect(geometry.pointCount).toBe(2 * 10);
    expect(geometry.pointIndices).toHaveLength(20 * 6);
  });

  it('projects positions to world units after the first segment’s start, as deck.gl’s shaders do', () => {
    const [lng, lat] = [11.5, 50.25];
    const [x, y] = toWorld([lng, lat]);
    expect(x).toBeCloseTo(256 + (512 * lng) / 360, 9);
    expect(y).toBeCloseTo(
      256 + (512 / (2 * Math.PI)) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
      9,
    );
    // The first segment starts at the origin (rounded to float32, which the shader adds back exactly).
    for (const d of level.segmentEnds.slice(0, 2)) expect(Math.abs(d)).toBeLessThan(1e-4);
    expect(geometry.origin.map(Math.fround)).toEqual(geometry.origin);
  });

  it.each<[string, number, number, [number, number], [number, number]]>([
    ['before the first point', 0, 360, [0, 0], [0, 0]],
    ['just before 10 minutes', 10, 360, [0, 2 * 10], [0, 0]],
    ['just before 35 minutes: five late points each', 35, 360, [0, 2 * 35], [0, 2 * 5]],
    ['… with a 20-minute trail (and the longest segment)', 35, 20, [2 * 14, 2 * 35], [0, 2 * 5]],
  ])('draws only what can show %s', (_, minutes, spanMinutes, segments, points) => {
    const ranges = visibleRanges(geometry, window.from + minutes * 60_000 - 1, spanMinutes * 60_000);
    expect(ranges.segments).toEqual(segments);
    expect(ranges.points).toEqual(points);
  });

  it('builds a kept chunk’s geometry once (a new base: again)', () => {
    const kept = [{ ...window, chunk: fixtureReplayChunk(window) }];
    const [first] = chunkTrailGeometries(kept, REPLAY_RANGE.from);
    expect(chunkTrailGeometries(kept, REPLAY_RANGE.from)[0]).toBe(first);
    expect(first?.levels[0]?.segmentCount).toBe(level.segmentCount);
    expect(chunkTrailGeometries(kept, REPLAY_RANGE.from - 1)[0]).not.toBe(first);
  });

  it('draws stale vehicles faded and late ones with an orange ring', () => {
    const [fresh, stale] = fleetAtPositions(fixtureFleetAt(REPLAY_RANGE.from + 3_600_000));
    expect(headFill(fresh!)[3]).toBe(255);
    expect(headFill(stale!)[3]).toBeLessThan(128);
    expect(headLine(stale!)).toEqual(LATE_COLOUR);
    expect(headLine(fresh!)).not.toEqual(LATE_COLOUR);
  });
});

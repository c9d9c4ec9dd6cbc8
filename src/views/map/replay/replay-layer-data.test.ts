import { describe, expect, it } from 'vitest';
import { fixtureFleetAt, fixtureReplayChunk, REPLAY_RANGE } from '../../../machines/replay/replay.fixtures';
import { fleetAtPositions, headFill, headLine, LATE_COLOUR, replayTrailsOf } from './replay-layer-data';

describe('the replay layer’s data', () => {
  it('splits each trail where the late flag changes, without a hole, and lists the late points', () => {
    const window = { from: REPLAY_RANGE.from, to: REPLAY_RANGE.from + 40 * 60_000 };
    const { trails, latePoints } = replayTrailsOf([{ ...window, chunk: fixtureReplayChunk(window, [101]) }]);
    expect(trails.map((t) => [t.late, t.path.length])).toEqual([
      [false, 31],
      [true, 10],
    ]);
    expect(trails[0]?.path.at(-1)).toEqual(trails[1]?.path[0]);
    expect(latePoints).toHaveLength(10);
  });

  it('draws stale vehicles faded and late ones with an orange ring', () => {
    const [fresh, stale] = fleetAtPositions(fixtureFleetAt(REPLAY_RANGE.from + 3_600_000));
    expect(headFill(fresh!)[3]).toBe(255);
    expect(headFill(stale!)[3]).toBeLessThan(128);
    expect(headLine(stale!)).toEqual(LATE_COLOUR);
    expect(headLine(fresh!)).not.toEqual(LATE_COLOUR);
  });
});

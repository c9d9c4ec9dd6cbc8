import { describe, expect, it } from 'vitest';
import { fixtureReplayChunk } from './replay.fixtures';
import {
  clampToRange,
  hasWindow,
  missingAt,
  narrowChunks,
  keepChunk,
  nextWindow,
  rangeOfPeriod,
  stepMs,
  windowAt,
} from './replay-windows';

const HOUR = 3_600_000;

describe('replay windows', () => {
  it('a period is its days in Berlin, whatever the browser’s zone (23 h on the spring change)', () => {
    expect(rangeOfPeriod({ startDate: '2026-11-20', endDate: '2026-11-20' })).toEqual({
      from: Date.UTC(2026, 10, 19, 23),
      to: Date.UTC(2026, 10, 20, 23),
    });
    const spring = rangeOfPeriod({ startDate: '2026-03-29', endDate: '2026-03-29' });
    expect(spring.to - spring.from).toBe(23 * HOUR);
  });

  it('6-hour windows aligned at the period’s start; the last one may be shorter', () => {
    const range = { from: 0, to: 23 * HOUR };
    expect(windowAt(range, 0)).toEqual({ from: 0, to: 6 * HOUR });
    expect(windowAt(range, 13 * HOUR)).toEqual({ from: 12 * HOUR, to: 18 * HOUR });
    expect(windowAt(range, 23 * HOUR)).toEqual({ from: 18 * HOUR, to: 23 * HOUR });
    expect(nextWindow(range, 5 * HOUR)).toEqual({ from: 6 * HOUR, to: 12 * HOUR });
    expect(nextWindow(range, 20 * HOUR)).toBeNull();
  });

  it('keeps the four chunks nearest the cursor, in time order', () => {
    const range = { from: 0, to: 48 * HOUR };
    let chunks = keepChunk([], { ...windowAt(range, 0), chunk: fixtureReplayChunk(windowAt(range, 0)) }, 0);
    for (const h of [6, 12, 18, 24]) {
      const w = windowAt(range, h * HOUR);
      chunks = keepChunk(chunks, { ...w, chunk: fixtureReplayChunk(w) }, 20 * HOUR);
    }
    expect(chunks.map((c) => c.from / HOUR)).toEqual([6, 12, 18, 24]);
    expect(hasWindow(chunks, windowAt(range, 0), [101])).toBe(false);
  });

  it('a new choice keeps the chosen vehicles’ tracks; only the added ones are missing, then merged', () => {
    const w = windowAt({ from: 0, to: 24 * HOUR }, 0);
    const kept = narrowChunks([{ ...w, chunk: fixtureReplayChunk(w, [101, 102]) }], [101, 103]);
    expect(kept[0]?.chunk.vehicles.map((v) => v.vehicleId)).toEqual([101]);
    expect(missingAt(kept, w, [101, 103])).toEqual([103]);
    const merged = keepChunk(kept, { ...w, chunk: fixtureReplayChunk(w, [103]) }, 0);
    expect(merged[0]?.chunk.vehicles.map((v) => v.vehicleId)).toEqual([101, 103]);
    expect(hasWindow(merged, w, [101, 103])).toBe(true);
    expect(narrowChunks(merged, [104])).toEqual([]);
  });

  it('clamps and steps', () => {
    expect(clampToRange({ from: 10, to: 20 }, 5)).toBe(10);
    expect(clampToRange({ from: 10, to: 20 }, 25)).toBe(20);
    expect([1, 10, 60, 3600].map(stepMs)).toEqual([10_000, 10_000, 60_000, 3_600_000]);
  });
});

import { describe, expect, it } from 'vitest';
import { shownCursor } from './replay-bar-cursor';

describe('the cursor the replay bar shows', () => {
  it.each([
    ['paused: exactly', 1_234_567, 600, false, 1_234_567],
    ['playing at 600×: in steps of 150 replayed seconds', 1_234_567, 600, true, 1_200_000],
    ['playing at 1×: in steps of a quarter second', 1_234_567, 1, true, 1_234_500],
  ])('%s', (_, cursor, speed, playing, shown) => {
    expect(shownCursor(cursor, speed, playing)).toBe(shown);
  });
});

import { describe, expect, it } from 'vitest';
import { tooltipPlace } from './tooltip-place';

/** A phone's tracking map (305 × 420 px) and a tooltip of the track (180 × 80 px). */
const MAP = { width: 305, height: 420 };
const TIP = { width: 180, height: 80 };

describe('where a map tooltip goes', () => {
  it('below right of the pointer where it fits', () => {
    expect(tooltipPlace(40, 50, TIP, MAP)).toEqual({ left: 54, top: 64 });
  });

  it('left of the pointer near the right edge, above it near the bottom: never cut off', () => {
    expect(tooltipPlace(250, 380, TIP, MAP)).toEqual({ left: 56, top: 286 });
  });

  it('as far in as it goes where neither side has room', () => {
    expect(tooltipPlace(150, 50, TIP, MAP)).toEqual({ left: 125, top: 64 });
    expect(tooltipPlace(150, 50, { width: 400, height: 80 }, MAP)).toEqual({ left: 0, top: 64 });
  });
});

import { describe, expect, it } from 'vitest';
import { labelPlace } from './replay-label-place';

describe('the side of a replayed vehicle’s name', () => {
  it.each([
    ['in the middle of a phone’s map', 200, 'BR 185 011', 390, 'start'],
    ['near the right edge', 340, 'BR 185 011', 390, 'end'],
    ['at the right edge of a wide map', 1390, 'BR 185 011', 1440, 'end'],
    ['just fitting on the right', 390 - 10 - 10 * 7.5 - 4, 'BR 185 011', 390, 'start'],
    [
      'too long for either side: right, where it starts readable',
      60,
      'A very long vehicle name here',
      120,
      'start',
    ],
  ] as const)('%s', (_case, x, name, width, anchor) => {
    const place = labelPlace(x, name, width);
    expect(place.anchor).toBe(anchor);
    expect(place.offset[0]).toBe(anchor === 'start' ? 10 : -10);
  });
});

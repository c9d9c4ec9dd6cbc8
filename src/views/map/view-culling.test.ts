import { describe, expect, it } from 'vitest';
import { areaServes, containsBounds, cullingArea, inArea } from './view-culling';

describe('view culling', () => {
  it('takes the view and as much again on every side, within the poles', () => {
    expect(cullingArea([8, 50, 10, 51])).toEqual([6, 49, 12, 52]);
    expect(cullingArea([0, 60, 10, 85])).toEqual([-10, 35, 20, 90]);
  });

  it('keeps the area while the view stays inside it', () => {
    const area = cullingArea([8, 50, 10, 51]);
    expect(containsBounds(area, [9, 50.5, 11, 51.5])).toBe(true);
    expect(containsBounds(area, [11, 50, 13, 51])).toBe(false);
  });

  it('gives up an area taken for a much wider view: zoomed in, it would draw far out of sight', () => {
    const area = cullingArea([0, 40, 20, 50]);
    // Panning at the same zoom: kept.
    expect(areaServes(area, [1, 41, 21, 51])).toBe(true);
    // Half as wide (one zoom step in): a new area.
    expect(areaServes(area, [5, 42.5, 15, 47.5])).toBe(false);
    // Outside it: a new area, as before.
    expect(areaServes(area, [30, 40, 50, 50])).toBe(false);
  });

  it('lets a position in when it is inside the area, or when there is no area', () => {
    expect(inArea([6, 49, 12, 52], 9, 50)).toBe(true);
    expect(inArea([6, 49, 12, 52], 13, 50)).toBe(false);
    expect(inArea(null, 13, 50)).toBe(true);
  });
});

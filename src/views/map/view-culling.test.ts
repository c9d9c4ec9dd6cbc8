import { describe, expect, it } from 'vitest';
import { areaServes, containsBounds, cullingArea, inArea } from './view-culling';

describe('view culling', () => {
  it('takes the view and a quarter of it on every side, within the poles', () => {
    expect(cullingArea([8, 50, 10, 51])).toEqual([7.5, 49.75, 10.5, 51.25]);
    expect(cullingArea([0, 70, 10, 86])).toEqual([-2.5, 66, 12.5, 90]);
  });

  it('keeps the area while the view stays inside it', () => {
    const area = cullingArea([8, 50, 10, 51]);
    expect(containsBounds(area, [8.4, 50.2, 10.4, 51.2])).toBe(true);
    expect(containsBounds(area, [8.6, 50, 10.6, 51])).toBe(false);
  });

  it('gives up an area taken for a much wider view: zoomed in, it would draw far out of sight', () => {
    const area = cullingArea([0, 40, 20, 50]);
    // Panning at the same zoom: kept.
    expect(areaServes(area, [1, 41, 21, 51])).toBe(true);
    // Half a zoom step in (0.71 as wide): kept.
    expect(areaServes(area, [3, 41.5, 17.1, 48.5])).toBe(true);
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

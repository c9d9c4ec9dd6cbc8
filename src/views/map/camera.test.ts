import { describe, expect, it } from 'vitest';
import { boundsOf, capInitialZoom, clusterClickZoom, recenterTarget } from './camera';

describe('initial zoom cap (spec 000 §4 Map frame)', () => {
  it('caps the zoom at 6 on dashboard, live data and tracking map', () => {
    expect(capInitialZoom('dashboard', 12)).toBe(6);
    expect(capInitialZoom('livedata', 9.5)).toBe(6);
    expect(capInitialZoom('trackingmap', 21)).toBe(6);
  });

  it('keeps a lower zoom and does not cap other views', () => {
    expect(capInitialZoom('dashboard', 5.2)).toBe(5.2);
    expect(capInitialZoom('railation', 12)).toBe(12);
  });

  it('stays within zoom 4 to 21', () => {
    expect(capInitialZoom('dashboard', 1)).toBe(4);
    expect(capInitialZoom('railation', 30)).toBe(21);
  });
});

describe('recenter', () => {
  it('fits the bounds of every vehicle with a position', () => {
    expect(boundsOf([{ lng: 8, lat: 50 }, null, { lng: 13, lat: 52.5 }, { lng: 10, lat: 48 }])).toEqual([
      8, 48, 13, 52.5,
    ]);
    expect(
      recenterTarget([
        { lng: 8, lat: 50 },
        { lng: 13, lat: 52.5 },
      ]),
    ).toEqual({ kind: 'bounds', bounds: [8, 50, 13, 52.5] });
  });

  it('goes to the default centre and zoom without any position', () => {
    expect(boundsOf([null])).toBeNull();
    expect(recenterTarget([])).toEqual({ kind: 'center', center: [9.5, 51], zoom: 5 });
  });

  it('shows a single vehicle (or several on one spot) at the focus zoom', () => {
    expect(recenterTarget([{ lng: 8, lat: 50 }])).toEqual({ kind: 'center', center: [8, 50], zoom: 12 });
    expect(
      recenterTarget([
        { lng: 8, lat: 50 },
        { lng: 8, lat: 50 },
      ]),
    ).toMatchObject({ kind: 'center', zoom: 12 });
  });
});

describe('cluster click', () => {
  it('zooms to where the members fit', () => {
    expect(clusterClickZoom(5.6, 9.2)).toBe(9.2);
  });

  it('always zooms in at least one step, and never past 21', () => {
    expect(clusterClickZoom(5.6, 5.1)).toBe(6);
    expect(clusterClickZoom(20.5, 25)).toBe(21);
  });
});

import { describe, expect, it } from 'vitest';
import type { TrackData } from '../../../api/contract/reports.contract';
import { RHINE_HEATMAP, RHINE_HEATMAP_HOTTEST, RHINE_TRACK } from '../testing/track.fixtures';
import { LATE_COLOUR } from '../replay/replay-layer-data';
import { speedColor } from './speed-scale';
import { nearestTrackPoint, toTrackLayerData } from './track-data';
import {
  heatmapLayerProps,
  trackEndsProps,
  trackLateProps,
  trackPathProps,
  TRACK_END_COLORS,
  TRACK_LATE_WIDTHS,
} from './track-layer-props';

const track = (features: TrackData['track']['features']): TrackData => ({
  vehicleId: 1,
  period: { startDate: '2026-03-10', endDate: '2026-03-10' },
  truncated: false,
  zoom: 12,
  track: { type: 'FeatureCollection', features },
});

const feature = (coordinates: [number, number][], times: number[], speeds: number[]) => ({
  type: 'Feature' as const,
  geometry: { type: 'LineString' as const, coordinates },
  properties: { times, speeds },
});

describe('track data → layer data', () => {
  it('cuts each stretch into segments coloured by their mean speed, never across a stop', () => {
    const data = toTrackLayerData(
      track([
        feature(
          [
            [7, 50],
            [7.1, 50.1],
            [7.2, 50.2],
          ],
          [100, 160, 220],
          [0, 80, 120],
        ),
        feature(
          [
            [8, 51],
            [8.1, 51.1],
          ],
          [1000, 1060],
          [40, 40],
        ),
      ]),
    );
    expect(data.segments.map((s) => s.path)).toEqual([
      [
        [7, 50],
        [7.1, 50.1],
      ],
      [
        [7.1, 50.1],
        [7.2, 50.2],
      ],
      [
        [8, 51],
        [8.1, 51.1],
      ],
    ]);
    expect(data.segments.map((s) => s.color)).toEqual([speedColor(40), speedColor(100), speedColor(40)]);
    expect(data.segments[1]).toMatchObject({ times: [160, 220], speeds: [80, 120] });
    expect(data.ends).toEqual([
      { kind: 'start', position: [7, 50], time: 100, speed: 0, late: false },
      { kind: 'end', position: [8.1, 51.1], time: 1060, speed: 40, late: false },
    ]);
    expect(data.bounds).toEqual([7, 50, 8.1, 51.1]);
  });

  it('leaves out positions without time or speed and has no bounds or ends without positions', () => {
    const short = toTrackLayerData(
      track([
        feature(
          [
            [7, 50],
            [7.1, 50.1],
            [7.2, 50.2],
          ],
          [100, 160],
          [10, 20, 30],
        ),
      ]),
    );
    expect(short.segments).toHaveLength(1);
    expect(short.bounds).toEqual([7, 50, 7.1, 50.1]);
    const empty = toTrackLayerData(track([]));
    expect(empty).toEqual({ segments: [], ends: [], bounds: null, hasLate: false });
  });

  it('hovering a segment shows the recorded position nearest to the pointer', () => {
    const [segment] = toTrackLayerData(
      track([
        feature(
          [
            [7, 50],
            [7.1, 50.1],
          ],
          [100, 160],
          [30, 50],
        ),
      ]),
    ).segments;
    expect(nearestTrackPoint(segment!, [7.02, 50.01])).toEqual({
      position: [7, 50],
      time: 100,
      speed: 30,
      late: false,
    });
    expect(nearestTrackPoint(segment!, [7.09, 50.08])).toEqual({
      position: [7.1, 50.1],
      time: 160,
      speed: 50,
      late: false,
    });
  });

  it.each([
    ['a late run', [[1, 2]], [false, true, true], [false, true, true, false]],
    ['late to the end', [[2, 3]], [false, false, true], [false, false, true, true]],
    ['one late position', [[0, 0]], [true, false, false], [true, false, false, false]],
    ['ranges beyond the positions', [[3, 9]], [false, false, false], [false, false, false, true]],
    ['none', undefined, [false, false, false], [false, false, false, false]],
  ])(
    '%s: a segment that starts at a late position is drawn in the late colour',
    (_, late, lateSegments, latePoints) => {
      const base = feature(
        [
          [7, 50],
          [7.1, 50],
          [7.2, 50],
          [7.3, 50],
        ],
        [0, 10, 20, 30],
        [50, 50, 50, 50],
      );
      const data = toTrackLayerData(
        track([
          late ? { ...base, properties: { ...base.properties, late: late as [number, number][] } } : base,
        ]),
      );
      expect(data.segments.map((s) => s.color === LATE_COLOUR)).toEqual(lateSegments);
      expect(data.segments.map((s) => s.lates[0])).toEqual(lateSegments);
      expect(nearestTrackPoint(data.segments.at(-1)!, [7.3, 50]).late).toBe(latePoints[3]);
      expect(data.hasLate).toBe(latePoints.some(Boolean));
    },
  );
});

describe('layer data → deck.gl props', () => {
  const data = toTrackLayerData(RHINE_TRACK);

  it('the path layer draws every segment in its speed colour, pickable, 5 px wide', () => {
    const props = trackPathProps(data);
    expect(props.data).toBe(data.segments);
    expect(props).toMatchObject({ id: 'track', pickable: true, widthUnits: 'pixels' });
    const segment = data.segments[10]!;
    expect(props.getWidth(segment)).toBe(5);
    expect(props.getPath(segment)).toEqual(segment.path);
    expect(props.getColor(segment)).toEqual(speedColor((segment.speeds[0] + segment.speeds[1]) / 2));
  });

  it('a late stretch is hollow: orange and wider, with a white core over it that is not picked', () => {
    const late = toTrackLayerData({
      ...RHINE_TRACK,
      track: {
        ...RHINE_TRACK.track,
        features: RHINE_TRACK.track.features.map((f, i) =>
          i === 0 ? { ...f, properties: { ...f.properties, late: [[2, 4]] } } : f,
        ),
      },
    });
    const lateSegments = late.segments.filter((s) => s.lates[0]);
    expect(lateSegments.length).toBe(3);
    const path = trackPathProps(late);
    expect(lateSegments.map((s) => [path.getColor(s), path.getWidth(s)])).toEqual(
      lateSegments.map(() => [LATE_COLOUR, TRACK_LATE_WIDTHS.path]),
    );
    const core = trackLateProps(late);
    expect(core.data).toEqual(lateSegments);
    expect(core).toMatchObject({ pickable: false, getColor: [255, 255, 255, 255], widthUnits: 'pixels' });
    expect(core.getWidth).toBeLessThan(TRACK_LATE_WIDTHS.path - 2);
    // The track without late positions has no core to draw.
    expect(trackLateProps(data).data).toEqual([]);
  });

  it('the end markers are the first and the last position of the whole track', () => {
    const props = trackEndsProps(data);
    const [start, end] = data.ends;
    const first = RHINE_TRACK.track.features[0]!;
    const last = RHINE_TRACK.track.features[1]!;
    expect(props.getPosition(start!)).toEqual(first.geometry.coordinates[0]);
    expect(props.getPosition(end!)).toEqual(last.geometry.coordinates[last.geometry.coordinates.length - 1]);
    expect(props.getFillColor(start!)).toEqual(TRACK_END_COLORS.start);
    expect(props.getFillColor(end!)).toEqual(TRACK_END_COLORS.end);
  });

  it('the heat map weighs every cell by its seconds, summed', () => {
    const props = heatmapLayerProps(RHINE_HEATMAP);
    expect(props.data).toBe(RHINE_HEATMAP.cells);
    expect(props.aggregation).toBe('SUM');
    const cell = RHINE_HEATMAP.cells[0]!;
    expect(props.getPosition(cell)).toEqual([cell[0], cell[1]]);
    expect(props.getWeight(cell)).toBe(cell[2]);
  });

  it('the fixture heat map adds up to its total, hottest at Koblenz Hbf', () => {
    expect(RHINE_HEATMAP.cells.reduce((sum, c) => sum + c[2], 0)).toBe(RHINE_HEATMAP.totalSeconds);
    expect(RHINE_HEATMAP_HOTTEST.lng).toBeCloseTo(7.585, 2);
    expect(RHINE_HEATMAP_HOTTEST.lat).toBeCloseTo(50.355, 2);
  });
});

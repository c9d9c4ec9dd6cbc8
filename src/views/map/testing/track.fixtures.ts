import type { HeatmapData, TrackData, TrackFeature } from '../../../api/contract/reports.contract';

/**
 * A realistic track for stories and tests: a locomotive on the left Rhine railway from Koblenz Hbf
 * to Bingen (Rhein) Hbf on 10 March 2026, stopping at Boppard Hbf with its systems off (so two
 * stretches), with positions about every 250 m and speeds that accelerate, run at line speed, slow
 * through the curves at the Loreley and brake for the stops. Times and speeds are computed, not
 * random, so tests can find a known speed at a known place.
 */

type Waypoint = readonly [lng: number, lat: number, kmh: number];

/** Stations and curves along the line with the speed reached there (0: a stop). */
const KOBLENZ_TO_BOPPARD: readonly Waypoint[] = [
  [7.5887, 50.351, 0], // Koblenz Hbf
  [7.596, 50.304, 90], // Koblenz-Stolzenfels
  [7.617, 50.28, 100], // Rhens
  [7.643, 50.259, 100], // Spay
  [7.6125, 50.2435, 80],
  [7.5897, 50.2313, 0], // Boppard Hbf
];
const BOPPARD_TO_BINGEN: readonly Waypoint[] = [
  [7.5897, 50.2313, 0], // Boppard Hbf
  [7.63, 50.2035, 100], // Boppard-Bad Salzig
  [7.685, 50.179, 110], // Hirzenach
  [7.714, 50.152, 70], // St. Goar (the Loreley curves)
  [7.727, 50.108, 120], // Oberwesel
  [7.77, 50.058, 120], // Bacharach
  [7.806, 50.03, 120], // Niederheimbach
  [7.847, 50.01, 90], // Trechtingshausen
  [7.899, 49.967, 0], // Bingen (Rhein) Hbf
];

/** 10 March 2026, 08:15:00 in Berlin (CET, UTC+1). */
export const TRACK_START = Date.UTC(2026, 2, 10, 7, 15, 0) / 1000;
/** The stop at Boppard: 12 minutes with the systems off. */
const STOP_SECONDS = 12 * 60;
const STEP_M = 250;

const metres = (a: readonly [number, number], b: readonly [number, number]): number => {
  const lat = ((a[1] + b[1]) / 2) * (Math.PI / 180);
  const dx = (b[0] - a[0]) * 111_320 * Math.cos(lat);
  const dy = (b[1] - a[1]) * 110_540;
  return Math.hypot(dx, dy);
};

/** One stretch: positions every ~250 m between the waypoints, speeds interpolated, times from them. */
const stretch = (waypoints: readonly Waypoint[], startTime: number): TrackFeature => {
  const coordinates: [number, number][] = [];
  const times: number[] = [];
  const speeds: number[] = [];
  let time = startTime;
  waypoints.forEach((to, w) => {
    const from = waypoints[w - 1];
    if (!from) {
      coordinates.push([to[0], to[1]]);
      times.push(time);
      speeds.push(to[2]);
      return;
    }
    const length = metres([from[0], from[1]], [to[0], to[1]]);
    const steps = Math.max(1, Math.round(length / STEP_M));
    for (let i = 1; i <= steps; i += 1) {
      const share = i / steps;
      const speed = from[2] + (to[2] - from[2]) * share;
      const previousSpeed = speeds[speeds.length - 1] ?? 0;
      // At least 10 km/h on average between two positions, so a stop still takes finite time.
      const mean = Math.max(10, (speed + previousSpeed) / 2);
      time += Math.round((length / steps / 1000 / mean) * 3600);
      coordinates.push([
        Number((from[0] + (to[0] - from[0]) * share).toFixed(5)),
        Number((from[1] + (to[1] - from[1]) * share).toFixed(5)),
      ]);
      times.push(time);
      speeds.push(Math.round(speed * 10) / 10);
    }
  });
  return { type: 'Feature', geometry: { type: 'LineString', coordinates }, properties: { times, speeds } };
};

const first = stretch(KOBLENZ_TO_BOPPARD, TRACK_START);
const firstEnd = first.properties.times[first.properties.times.length - 1] ?? TRACK_START;
const second = stretch(BOPPARD_TO_BINGEN, firstEnd + STOP_SECONDS);

export const RHINE_TRACK: TrackData = {
  vehicleId: 104,
  period: { startDate: '2026-03-10', endDate: '2026-03-10' },
  truncated: false,
  zoom: 12,
  track: { type: 'FeatureCollection', features: [first, second] },
};

/**
 * The same day with a stretch that arrived late (issue 30 §3): the box lost its connection in the
 * Loreley's tunnels and cuttings and sent the positions from past Hirzenach to Oberwesel once back.
 */
export const RHINE_TRACK_LATE: TrackData = {
  ...RHINE_TRACK,
  track: {
    type: 'FeatureCollection',
    features: [first, { ...second, properties: { ...second.properties, late: [[40, 75]] } }],
  },
};

/** A place on the track at steady line speed: midway between Oberwesel and Bacharach, 120 km/h. */
export const RHINE_TRACK_STEADY = { lng: (7.727 + 7.77) / 2, lat: (50.108 + 50.058) / 2, kmh: 120 } as const;

const CELL = { lat: 0.01, lng: 0.01 } as const;
const cellOf = (lng: number, lat: number): string =>
  `${Math.floor(lng / CELL.lng)}:${Math.floor(lat / CELL.lat)}`;

/**
 * The heat map of the same day: the seconds of the track's positions in 0.01° cells, plus six hours
 * standing in Koblenz Hbf before departure and two hours in Bingen after arrival (systems on), so
 * Koblenz is where the most time was spent.
 */
const heatCells = (): [number, number, number][] => {
  const seconds = new Map<string, number>();
  const add = (lng: number, lat: number, s: number) => {
    const key = cellOf(lng, lat);
    seconds.set(key, (seconds.get(key) ?? 0) + s);
  };
  for (const feature of [first, second]) {
    const { coordinates } = feature.geometry;
    const { times } = feature.properties;
    coordinates.forEach(([lng, lat], i) =>
      add(lng, lat, i === 0 ? 0 : (times[i] ?? 0) - (times[i - 1] ?? 0)),
    );
  }
  add(KOBLENZ_TO_BOPPARD[0]![0], KOBLENZ_TO_BOPPARD[0]![1], 6 * 3600);
  const bingen = BOPPARD_TO_BINGEN[BOPPARD_TO_BINGEN.length - 1]!;
  add(bingen[0], bingen[1], 2 * 3600);
  return [...seconds].map(([key, s]) => {
    const [x, y] = key.split(':').map(Number) as [number, number];
    return [Number(((x + 0.5) * CELL.lng).toFixed(5)), Number(((y + 0.5) * CELL.lat).toFixed(5)), s];
  });
};

const cells = heatCells();

export const RHINE_HEATMAP: HeatmapData = {
  vehicleId: 104,
  period: { startDate: '2026-03-10', endDate: '2026-03-10' },
  cellSize: CELL,
  totalSeconds: cells.reduce((sum, c) => sum + c[2], 0),
  cells,
};

/** Where the most time was spent (Koblenz Hbf): the hottest cell's centre. */
export const RHINE_HEATMAP_HOTTEST = (() => {
  const hottest = [...cells].sort((a, b) => b[2] - a[2])[0]!;
  return { lng: hottest[0], lat: hottest[1] };
})();

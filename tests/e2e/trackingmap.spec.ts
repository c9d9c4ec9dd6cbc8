import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { HeatmapData, TrackData } from '../../src/api/contract/reports.contract';
import { formatDateTimeSeconds, formatNumber } from '../../src/i18n/format';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import mapEn from '../../src/i18n/locales/en-GB/map.json';
import type { FleetMapDebug } from '../../src/views/map/debug-handle';
import { LATE_COLOUR, ON_TIME_TRAIL } from '../../src/views/map/replay/replay-layer-data';
import { speedColor } from '../../src/views/map/track/speed-scale';
import { todayAt } from '../../src/machines/period/period.rules';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { STATIONS } from '../../server/demo/fleet-stations';
import { countPixels } from './support/map-pixels';
import { usePortalAndBrowser, usePortalWithDevice } from './support/portal-suite';
import { accessTokenOf, loggedInPage } from './support/login';
import { ingestAsOf } from './support/ingest-as-of';
import { drivingRecord, sendDrivingRecord } from './support/send-record';

/**
 * The tracking map on real API data, in Chromium against a real server with simulated history: the
 * dispatcher picks a vehicle in the list, and the track the API answers is drawn in the colours of
 * its speeds where the API's positions are (pixels, deck.gl's picking and the hover tooltip); with
 * the heat map switched on and the track off, the heat is where the API's heaviest cell is. What was
 * drawn is read through `window.__fleetMapDebug` (the app installs it for `?debug-map`). Then (issue
 * 30 §3) a locomotive's device unloads yesterday's positions it kept offline: that stretch is drawn
 * hollow in the late colour (a white core), the positions that came in on time in the colour of their
 * speed; the replay's trail likewise in the late colour.
 */

const GW = '/logbook/api/logbook/v1';
/** Unreachable on purpose: the offline base layer only, so that no tile colour passes for the track. */
const TILES = {
  MAP_TILES_BASE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  MAP_TILES_RAILWAY_URL: '',
  MAP_TILES_SATELLITE_URL: '',
};
const nordbahn = DEMO_FLEET.filter(
  (v) => v.organisationId === DEMO_ORGANISATIONS[0].id && !v.model.startsWith('Kran'),
);

type Rgb = readonly [number, number, number];
/** A stretch between two recorded positions, as the map colours it (mean speed of both ends). */
interface Segment {
  readonly a: readonly [number, number];
  readonly b: readonly [number, number];
  readonly rgb: Rgb;
}
/** A recorded position of the API's track where the test looks, and the colours drawn near it. */
interface Spot {
  readonly x: number;
  readonly y: number;
  readonly colours: readonly Rgb[];
}

const segmentsOf = (track: TrackData): Segment[] =>
  track.track.features.flatMap(({ geometry: { coordinates }, properties: { speeds } }) =>
    coordinates.slice(1).map((b, i) => {
      const [r, g, bl] = speedColor((speeds[i]! + speeds[i + 1]!) / 2);
      return { a: coordinates[i]!, b, rgb: [r, g, bl] as const };
    }),
  );

const mapIdle = (page: Page) =>
  expect.poll(() => page.evaluate(() => window.__fleetMapDebug?.idle() ?? false)).toBe(true);

/**
 * A recorded position of the track drawn in plain view: on the map (not under the toolbar, the legend
 * or the buttons), away from the start and end discs and the vehicle's marker, with as few different
 * colours of track within 30 px as there are anywhere (the simulated trains go back and forth over the
 * same line).
 */
const findSpot = (page: Page, segments: readonly Segment[]) =>
  page.evaluate((segments): Spot | null => {
    const debug = window.__fleetMapDebug!;
    const inPlainView = (x: number, y: number) =>
      [
        [0, 0],
        [-24, -24],
        [24, -24],
        [-24, 24],
        [24, 24],
      ].every(([dx, dy]) => document.elementFromPoint(x + dx!, y + dy!)?.tagName === 'CANVAS');
    const projected = segments.map((s) => ({
      a: debug.project(s.a[0], s.a[1]),
      b: debug.project(s.b[0], s.b[1]),
      rgb: s.rgb,
    }));
    const ends = [projected[0]!.a, projected[projected.length - 1]!.b];
    const distance = (p: { x: number; y: number }, a: { x: number; y: number }, b: typeof a) => {
      const [dx, dy] = [b.x - a.x, b.y - a.y];
      const share = dx === 0 && dy === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy);
      const t = Math.max(0, Math.min(1, share));
      return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
    };
    const spots: Spot[] = [];
    for (const { a: point } of projected) {
      if (!inPlainView(point.x, point.y)) continue;
      if (ends.some((end) => Math.hypot(end.x - point.x, end.y - point.y) < 40)) continue;
      const near = projected.filter((s) => distance(point, s.a, s.b) < 30);
      const colours = [...new Map(near.map((s) => [s.rgb.join(), s.rgb])).values()];
      spots.push({ x: point.x, y: point.y, colours });
    }
    // The fewest colours first; deck.gl must pick the track there (not the vehicle's marker on it).
    spots.sort((a, b) => a.colours.length - b.colours.length);
    return spots.slice(0, 20).find((spot) => debug.pick(spot.x, spot.y)?.kind === 'track') ?? null;
  }, segments);

/** Waits for the map's answer of `kind` for the vehicle. */
const answerTo = (page: Page, kind: 'tracks' | 'heatmap', vehicleId: number) =>
  page.waitForResponse(
    (response: Response) => new URL(response.url()).pathname === `${GW}/reports/${vehicleId}/${kind}`,
  );

/** Picks the vehicle in the list beside the map, as the dispatcher does (filter by name, its card). */
const pickVehicle = async (page: Page, id: number, name: string) => {
  await page.getByLabel(fleetEn.panel.filter, { exact: true }).fill(name);
  await page.getByTestId(`vehicle-card-${id}`).getByRole('button').first().click();
};

/** Waits until a track is drawn and the map is idle. */
const trackDrawn = async (page: Page) => {
  await expect
    .poll(() => page.evaluate(() => window.__fleetMapDebug!.drawn().some((m) => m?.kind === 'track')))
    .toBe(true);
  await mapIdle(page);
};

describe('the tracking map on the API’s data', () => {
  const suite = usePortalAndBrowser({ SIMULATOR: '1', ...TILES });

  const get = async <T>(token: string, url: string): Promise<T> => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, url).toBe(200);
    return (await response.json()) as T;
  };
  it('draws the API’s track in the colours of its speeds, then the heat map at its heaviest cell', async () => {
    await suite.portal.waitForLog(/Simulator: \d+ history records/);
    const token = await accessTokenOf(suite.portal.url, 'dispatcher');
    // A locomotive that drove in the last two weeks, faster than shunting somewhere.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const twoWeeks = new Date(Date.now() - 15 * 86_400_000).toISOString().slice(0, 10);
    let vehicle: (typeof nordbahn)[number] | undefined;
    for (const candidate of nordbahn) {
      const track = await get<TrackData>(
        token,
        `${suite.portal.url}${GW}/reports/${candidate.id}/tracks?start=${twoWeeks}&end=${yesterday}`,
      );
      const speeds = track.track.features.flatMap((f) => f.properties.speeds);
      if (track.track.features.length > 0 && Math.max(...speeds) > 60) {
        vehicle = candidate;
        break;
      }
    }
    expect(vehicle, 'a Nordbahn locomotive with a track in the last two weeks').toBeDefined();
    const { id, name } = vehicle!;

    // The dispatcher picks it in the list on the tracking map; the tracking switch is on.
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      '/trackingmap?debug-map',
    );
    await mapIdle(page);
    const tracksAnswer = answerTo(page, 'tracks', id);
    const heatmapAnswer = answerTo(page, 'heatmap', id);
    await pickVehicle(page, id, name);
    expect(
      await page.getByRole('switch', { name: mapEn.toolbar.trackingMap }).getAttribute('aria-checked'),
    ).toBe('true');

    // The same call from the test gives the same track: the API's positions, times and speeds.
    const answered = await tracksAnswer;
    const api = await get<TrackData>(token, answered.url());
    expect(await answered.json()).toEqual(api);
    const segments = segmentsOf(api);
    expect(segments.length).toBeGreaterThan(0);
    await trackDrawn(page);

    // Pixels of the track's colour where the API put a position.
    const spot = await findSpot(page, segments);
    expect(spot, 'a position of the track in plain view').not.toBeNull();
    const { x, y, colours } = spot!;
    const coloured = async () => {
      let count = 0;
      for (const rgb of colours) count += await countPixels(page, x, y, { rgb, tolerance: 30 });
      return count;
    };
    await expect.poll(coloured).toBeGreaterThanOrEqual(8);

    // deck.gl picks the track there: a recorded position of the API's track, its time and speed...
    const positions = new Set(
      api.track.features.flatMap((f) => f.properties.times.map((t, i) => `${t}|${f.properties.speeds[i]}`)),
    );
    // Polled: the live fleet redraws its layers every few seconds, and a pick during a redraw finds
    // nothing (the spot was picked as the track a moment ago, in findSpot).
    let picked = null as Awaited<ReturnType<FleetMapDebug['pick']>>;
    await expect
      .poll(async () => {
        picked = await page.evaluate(({ x, y }) => window.__fleetMapDebug!.pick(x, y), { x, y });
        return picked?.kind;
      })
      .toBe('track');
    const { time, speed } = picked as { time: number; speed: number };
    expect(positions.has(`${time}|${speed}`)).toBe(true);
    // ...which the tooltip shows on hover (the time in Berlin).
    await page.mouse.move(x, y);
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent()).toContain(mapEn.track.time);
    const text = (await tooltip.textContent()) ?? '';
    expect(text).toContain(formatDateTimeSeconds(time * 1000, 'Europe/Berlin'));
    expect(text).toContain(mapEn.speedValue.replace('{{speed}}', formatNumber(speed, 'en-GB', 1)));
    await page.mouse.move(0, 0);

    // The heat map on, the track off: heat where the API's heaviest cell is, none far from every cell.
    const heatmap = await get<HeatmapData>(token, (await heatmapAnswer).url());
    expect(heatmap.cells.length).toBeGreaterThan(0);
    const [lng, lat] = heatmap.cells.reduce((most, cell) => (cell[2] > most[2] ? cell : most));
    // Close up (zoom 14: cells about 90 px apart, each its own spot of 40 px) and in the middle of the
    // map, clear of the toolbar and the legend, the heaviest cell is the hottest spot. Farther out,
    // neighbouring cells add up: a station where the train stood in many cells outshines it. The map
    // moves before the heat map is on: after a move deck.gl redraws the old heat for a moment (its
    // weights follow the view after a debounce).
    await page.evaluate((at) => window.__fleetMapDebug!.jumpTo(at.lng, at.lat, 14), { lng, lat });
    await mapIdle(page);
    const hottest = await page.evaluate((at) => window.__fleetMapDebug!.project(at.lng, at.lat), {
      lng,
      lat,
    });
    const cold = await page.evaluate((cells) => {
      const debug = window.__fleetMapDebug!;
      const canvas = document.querySelector('.maplibregl-canvas')!;
      const rect = canvas.getBoundingClientRect();
      const points = cells.map(([lng, lat]) => debug.project(lng, lat));
      let best = { x: 0, y: 0, clearance: 0 };
      for (let x = rect.left + 30; x < rect.right - 30; x += 20)
        for (let y = rect.top + 30; y < rect.bottom - 30; y += 20) {
          if (document.elementFromPoint(x, y)?.tagName !== 'CANVAS') continue;
          const clearance = Math.min(...points.map((p) => Math.hypot(p.x - x, p.y - y)));
          if (clearance > best.clearance) best = { x, y, clearance };
        }
      return best;
    }, heatmap.cells);
    expect(cold.clearance).toBeGreaterThan(120);
    await page.getByRole('switch', { name: mapEn.toolbar.heatMap }).click();
    await page.getByRole('switch', { name: mapEn.toolbar.trackingMap }).click();
    await page.getByRole('figure', { name: mapEn.track.legend }).waitFor({ state: 'detached' });
    await mapIdle(page);
    // The aggregation layers load with the first heat map: wait for its colours.
    const heat = async () => ({
      hottest: (await countPixels(page, hottest.x, hottest.y, { heat: true }, 60)) >= 30,
      cold: await countPixels(page, cold.x, cold.y, { heat: true }),
    });
    await expect.poll(heat).toEqual({ hottest: true, cold: 0 });
    expect(await page.evaluate(() => window.__fleetMapDebug!.drawn().some((m) => m?.kind === 'track'))).toBe(
      false,
    );
    await context.close();
  }, 300_000);
});

describe('positions that arrived late on the tracking map (issue 30 §3)', () => {
  const vehicle = nordbahn[0]!;
  /** The k-th position: eastwards near Uelzen, a minute apart at 40 km/h, yesterday from about 11:00. */
  const along = (k: number) => ({
    lat: STATIONS.uelzen.lat + 0.02,
    lng: STATIONS.uelzen.lng + 0.03 + k * 0.01,
  });
  const startMs = Date.parse(`${todayAt(Date.now() - 86_400_000)}T10:00:00Z`);
  const record = (k: number) => drivingRecord(40, along(k), startMs + k * 60_000);
  // Five positions came in on time (10 s after their time); the five after them the device kept
  // offline: it sends them in the test, far later than 5 minutes after their time.
  const suite = usePortalWithDevice(vehicle.id, {
    env: TILES,
    beforeServing: (dataDir) =>
      ingestAsOf(
        dataDir,
        vehicle.id,
        [0, 1, 2, 3, 4].map((k) => ({ record: record(k), arrivedMs: startMs + k * 60_000 + 10_000 })),
      ),
  });
  const [r, g, b] = speedColor(40);
  const speedRgb = [r, g, b] as const;
  const lateRgb = [LATE_COLOUR[0], LATE_COLOUR[1], LATE_COLOUR[2]] as const;

  it('draws the stretch the device kept offline in the late colour on the track and in the replay', async () => {
    for (const k of [5, 6, 7, 8, 9])
      await sendDrivingRecord(suite.portal.url, suite.deviceKey, 40, along(k), startMs + k * 60_000);

    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'dispatcher',
      '/trackingmap?debug-map',
    );
    await mapIdle(page);
    const tracksAnswer = answerTo(page, 'tracks', vehicle.id);
    await pickVehicle(page, vehicle.id, vehicle.name);
    // The server flagged the kept positions, and only them.
    const { track } = (await (await tracksAnswer).json()) as TrackData;
    const positions = track.features.flatMap(({ properties: { times, late } }) =>
      times.map((t, i) => ({ t, late: (late ?? []).some(([first, last]) => first <= i && i <= last) })),
    );
    expect(positions.length).toBeGreaterThanOrEqual(4);
    for (const p of positions) expect(p.late, `${p.t}`).toBe(p.t * 1000 >= startMs + 5 * 60_000);
    await page.getByRole('figure', { name: mapEn.track.legend }).getByText(mapEn.track.late).waitFor();
    await trackDrawn(page);

    // In the middle of the on-time stretch and of the late one (clear of the end discs and the
    // locomotive's marker at the end): each in its colour, none of the other's.
    const spots = await page.evaluate(
      (points) =>
        points.map(({ lng, lat }) => {
          const at = window.__fleetMapDebug!.project(lng, lat);
          return { ...at, inView: document.elementFromPoint(at.x, at.y)?.tagName === 'CANVAS' };
        }),
      [along(2), along(7)],
    );
    const [onTime, late] = spots as [(typeof spots)[0], (typeof spots)[0]];
    expect(spots.map((s) => s.inView)).toEqual([true, true]);
    const count = (at: { x: number; y: number }, rgb: readonly [number, number, number]) =>
      countPixels(page, at.x, at.y, { rgb, tolerance: 30 });
    // The late stretch is hollow, a white core between its orange edges (orange alone is also the
    // speed scale's 120 km/h): white there, none on the on-time stretch (the base map's land is not
    // this white).
    const core = (at: { x: number; y: number }) =>
      countPixels(page, at.x, at.y, { rgb: [255, 255, 255], tolerance: 10 });
    await expect
      .poll(async () => ({
        onTime: (await count(onTime, speedRgb)) >= 8,
        lateAtOnTime: await count(onTime, lateRgb),
        late: (await count(late, lateRgb)) >= 8,
        speedAtLate: await count(late, speedRgb),
        core: (await core(late)) >= 8,
        coreAtOnTime: await core(onTime),
      }))
      .toEqual({ onTime: true, lateAtOnTime: 0, late: true, speedAtLate: 0, core: true, coreAtOnTime: 0 });

    // Hovering says which arrived late.
    const tooltip = page.getByRole('tooltip');
    await page.mouse.move(late.x, late.y);
    await expect.poll(() => tooltip.textContent()).toContain(mapEn.track.arrivedLate);
    await page.mouse.move(onTime.x, onTime.y);
    await expect
      .poll(async () => {
        const text = (await tooltip.textContent()) ?? '';
        return text.includes(mapEn.track.time) && !text.includes(mapEn.track.arrivedLate);
      })
      .toBe(true);
    await page.mouse.move(0, 0);

    // The replay a minute after the last position, the track switched off: the trail behind the
    // locomotive has the late colour where the track had it, the on-time trail's blue elsewhere (drawn
    // translucent: a wider tolerance).
    await page.getByRole('switch', { name: mapEn.toolbar.trackingMap }).click();
    await page.getByRole('figure', { name: mapEn.track.legend }).waitFor({ state: 'detached' });
    const bar = page.getByTestId('replay-bar');
    const moment = formatDateTimeSeconds(startMs + 10 * 60_000, 'Europe/Berlin');
    await bar.getByPlaceholder(mapEn.replay.dateFormat).fill(moment.slice(0, -3));
    await bar.getByRole('button', { name: mapEn.replay.show }).click();
    await expect.poll(() => bar.getByTestId('replay-cursor').textContent()).toBe(moment);
    const [tr, tg, tb] = ON_TIME_TRAIL;
    const trail = (at: { x: number; y: number }) =>
      countPixels(page, at.x, at.y, { rgb: [tr, tg, tb], tolerance: 60 });
    await expect
      .poll(async () => ({
        track: (await page.evaluate(() => window.__fleetMapDebug!.drawn())).some((m) => m?.kind === 'track'),
        onTime: (await trail(onTime)) >= 8,
        lateAtOnTime: await count(onTime, lateRgb),
        late: (await count(late, lateRgb)) >= 8,
        trailAtLate: await trail(late),
      }))
      .toEqual({ track: false, onTime: true, lateAtOnTime: 0, late: true, trailAtLate: 0 });
    await context.close();
  });
});

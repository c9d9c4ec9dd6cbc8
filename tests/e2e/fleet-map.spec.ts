import { describe, expect, it } from 'vitest';
import type { Page, Response, Route } from 'playwright-core';
import type { VehicleEntry } from '../../src/api/contract/fleet.contract';
import commonEn from '../../src/i18n/locales/en-GB/common.json';
import fleetEn from '../../src/i18n/locales/en-GB/fleet.json';
import mapEn from '../../src/i18n/locales/en-GB/map.json';
import { toMapVehicle, type MarkerStatus } from '../../src/views/map/map-vehicle';
import { CLUSTER_COLOR, RESTRICTED_COLOR, STATUS_COLORS } from '../../src/views/map/marker-icons';
import { newPage } from './support/browser';
import { usePortalAndBrowser } from './support/portal-suite';
import { accessTokenOf, expectPath, logIn, preferEnglish } from './support/login';
import { expectTransient, recordTransients } from './support/transient';

/**
 * The fleet map on the dashboard, against the production build and a real server with demo data:
 * what deck.gl drew is checked through `window.__fleetMapDebug` (present only with `?debug-map`):
 * picking at the projected position of a vehicle the API reported, and the marker's status colour in
 * the screenshot at that spot.
 */

/** Unreachable on purpose: the map must stay readable (offline base layer) and credit the source. */
const TILES = {
  MAP_TILES_BASE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  MAP_TILES_BASE_ATTRIBUTION: '© E2E base tiles',
  MAP_TILES_RAILWAY_URL: '',
  MAP_TILES_SATELLITE_URL: '',
};

const LIVE_DATA_PATH = /\/logbook\/api\/logbook\/v1\/(live-data|vehicles\/active)$/;

/** Remembers the newest live entry per vehicle from the API responses the page receives. */
const recordLiveEntries = (page: Page) => {
  const entries = new Map<number, VehicleEntry>();
  page.on('response', (response: Response) => {
    if (!LIVE_DATA_PATH.test(new URL(response.url()).pathname)) return;
    if (!response.ok()) return;
    void response
      .json()
      .then((body: { items?: VehicleEntry[] }) => body.items?.forEach((e) => entries.set(e.vehicleId, e)))
      .catch(() => undefined);
  });
  return entries;
};

/** Where the restriction badge sits from the marker's centre (restriction-badges.layer.tsx), in px. */
const BADGE_OFFSET = 14;

/** The administrator attaches a restriction without a speed limit to the vehicle (issue 30 §2). */
const attachRestriction = async (portalUrl: string, vehicleId: number) => {
  const answer = await fetch(`${portalUrl}/logbook/api/logbook/v1/vehicles/${vehicleId}/restrictions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await accessTokenOf(portalUrl, 'admin')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ text: 'Sanding out of order', speedLimitKmh: null, validUntil: null }),
  });
  expect(answer.status).toBe(201);
};

const mapIdle = (page: Page) =>
  expect.poll(() => page.evaluate(() => window.__fleetMapDebug?.idle() ?? false)).toBe(true);

const hexToRgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

/** How many pixels of a square screenshot (edge `edge`) around (x, y) have the colour (within a small tolerance). */
const pixelsOfColour = async (page: Page, x: number, y: number, hex: string, edge = 40): Promise<number> => {
  const png = await page.screenshot({
    clip: { x: x - edge / 2, y: y - edge / 2, width: edge, height: edge },
  });
  return page.evaluate(
    async ({ data, rgb }) => {
      const blob = await (await fetch(`data:image/png;base64,${data}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) return 0;
      ctx.drawImage(bitmap, 0, 0);
      const pixels = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4)
        if (
          Math.abs((pixels[i] ?? 0) - rgb[0]) < 20 &&
          Math.abs((pixels[i + 1] ?? 0) - rgb[1]) < 20 &&
          Math.abs((pixels[i + 2] ?? 0) - rgb[2]) < 20
        )
          count += 1;
      return count;
    },
    { data: png.toString('base64'), rgb: hexToRgb(hex) },
  );
};

describe('the fleet map on the dashboard', () => {
  const suite = usePortalAndBrowser({ SIMULATOR: '1', ...TILES });

  it('the login route loads no map code; the dashboard loads the maplibre and deck chunks', async () => {
    const { context, page } = await newPage(suite.browser, 'en-GB');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await preferEnglish(page);
    await page.goto(`${suite.portal.url}/login`, { waitUntil: 'networkidle' });
    expect(scripts.filter((s) => /maplibre|\/deck-/.test(s))).toEqual([]);
    await logIn(page, 'dispatcher');
    await expectPath(page, '/');
    await expect.poll(() => scripts.some((s) => /\/maplibre-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/deck-[\w-]+\.js$/.test(s))).toBe(true);
    await context.close();
  });

  it('the map switches keep their values across map views; a busy map says so, then not', async () => {
    const { context, page } = await newPage(suite.browser, 'en-GB');
    await preferEnglish(page);
    await page.goto(`${suite.portal.url}/login`);
    await logIn(page, 'dispatcher');
    await expectPath(page, '/');
    const map = page.getByRole('region', { name: mapEn.label });
    const toolbar = page.getByRole('group', { name: mapEn.toolbar.label });
    const satellite = toolbar.getByRole('switch', { name: mapEn.toolbar.satellite });
    const railway = toolbar.getByRole('switch', { name: mapEn.toolbar.railway });
    await map.waitFor();
    // Spec 000 §4 Map frame: the ready map's busy phase (tiles loading after a zoom) is shown to the
    // user and ends (at the latest after 2 s). A watcher records every busy indicator that appears.
    await expect.poll(() => map.getByRole('status', { name: mapEn.loading }).count()).toBe(0);
    await recordTransients(page, '[data-testid="fleet-map-busy"]');
    // A busy phase already running (the tiles of the initial zoom, late on a loaded machine) would take
    // the zoom's in (the frame is busy already) and was never inserted while recording: it ends first.
    // One that begins from here on is recorded as it is inserted.
    await expect.poll(() => page.getByTestId('fleet-map-busy').count()).toBe(0);
    // The zoom's tiles are held unanswered, so its busy phase lasts until the frame's 2 s cap: refused at
    // once (the tile host is unreachable), a phase of a few milliseconds could begin and end between two
    // renders on a quick machine and never reach the DOM (a clean-clone CI saw no indicator at all).
    const heldTiles: Route[] = [];
    await context.route(/^http:\/\/127\.0\.0\.1:9\//, (route) => void heldTiles.push(route));
    await map.getByRole('button', { name: mapEn.zoomIn }).click();
    await expectTransient(page, mapEn.busy);
    await expect.poll(() => page.getByTestId('fleet-map-busy').count()).toBe(0);
    await context.unroute(/^http:\/\/127\.0\.0\.1:9\//);
    await Promise.all(heldTiles.map((route) => route.abort().catch(() => undefined)));

    // Spec 000 §3: the switches are app state, kept while the user moves between views.
    await satellite.click();
    await railway.click();
    await expect.poll(() => satellite.getAttribute('aria-checked')).toBe('true');
    const nav = page.getByRole('navigation', { name: commonEn.nav.label });
    await nav.getByRole('link', { name: commonEn.routes.livedata }).click();
    await expectPath(page, '/livedata');
    await map.waitFor();
    expect(await satellite.getAttribute('aria-checked')).toBe('true');
    expect(await railway.getAttribute('aria-checked')).toBe('true');
    await railway.click();
    await nav.getByRole('link', { name: commonEn.routes.reporting }).click();
    await expectPath(page, '/reporting');
    await nav.getByRole('link', { name: commonEn.routes.dashboard }).click();
    await expectPath(page, '/');
    await map.waitFor();
    expect(await satellite.getAttribute('aria-checked')).toBe('true');
    expect(await railway.getAttribute('aria-checked')).toBe('false');
    await context.close();
  });

  it('dispatcher sees the selected fleet drawn: picking and pixels at a vehicle the API reported', async () => {
    const { context, page } = await newPage(suite.browser, 'en-GB');
    const entries = recordLiveEntries(page);
    await preferEnglish(page);
    await page.goto(`${suite.portal.url}/login`);
    await logIn(page, 'dispatcher');
    await expectPath(page, '/');
    // The debug handle exists only for `?debug-map`.
    expect(await page.evaluate(() => window.__fleetMapDebug === undefined)).toBe(true);
    // On a fresh server the 90-day history is replayed first, and live positions jump through it
    // until it is written: only then do standing vehicles stand still. The map's page is loaded after
    // it, and only its own answers are kept (the one before it has gone with its document).
    await suite.portal.waitForLog(/Simulator: \d+ history records/);
    await page.goto(`${suite.portal.url}/?debug-map`);
    await page.getByRole('region', { name: mapEn.label }).waitFor();
    entries.clear();

    // Select every vehicle through the list panel's select-all.
    await page.getByRole('checkbox', { name: fleetEn.panel.selectAll, exact: true }).click();
    await expect.poll(() => entries.size).toBeGreaterThan(10);
    await mapIdle(page);
    // Spec 000 §4 Map frame: the dashboard opens at zoom 6 at most.
    await expect.poll(() => page.evaluate(() => window.__fleetMapDebug!.zoom())).toBeLessThanOrEqual(6);
    // The configured tile source is credited, next to the offline base layer's source.
    await page.getByText(TILES.MAP_TILES_BASE_ATTRIBUTION).waitFor();
    await page.getByText('© Natural Earth').waitFor();

    // A standing vehicle (its position does not change between the API response and the drawing)
    // with no other vehicle within about 1.5 km, so that at zoom 12 it is drawn on its own, not in a
    // cluster (one 50 px cell there is about 600 m).
    const positioned = [...entries.values()].filter((e) => e.live?.position);
    const alone = (e: VehicleEntry) =>
      positioned.every(
        (o) =>
          o === e ||
          Math.abs(o.live!.position!.lng - e.live!.position!.lng) > 0.02 ||
          Math.abs(o.live!.position!.lat - e.live!.position!.lat) > 0.02,
      );
    // Standing vehicles alone at selection time, parked ones first. A train can still pull in next
    // to the chosen one while the test runs (then they share a cluster), so the next candidate is tried.
    const rank = (e: VehicleEntry) => ['off', 'standby', 'idle'].indexOf(e.live?.statusVehicle ?? '');
    const candidates = positioned
      .filter((e) => rank(e) >= 0 && alone(e))
      .sort((a, b) => rank(a) - rank(b))
      .slice(0, 4);
    expect(
      candidates.length,
      'a standing vehicle with a position of its own in the demo data',
    ).toBeGreaterThan(0);

    // Picks where the newest API data puts the vehicle (the map applies data 300 ms after it arrives).
    const pickAtReportedPosition = async (vehicleId: number) => {
      const entry = entries.get(vehicleId);
      const live = entry?.live;
      const at = live?.position ?? { lng: 0, lat: 0 };
      const point = await page.evaluate(([lng, lat]) => window.__fleetMapDebug!.project(lng, lat), [
        at.lng,
        at.lat,
      ] as const);
      const picked = await page.evaluate(([x, y]) => window.__fleetMapDebug!.pick(x, y), [
        point.x,
        point.y,
      ] as const);
      // What the marker shows: the live status, or a crane's single status (spec 000 §4).
      const status: MarkerStatus = entry ? toMapVehicle(entry).status : 'unknown';
      return { point, picked, status };
    };
    /** Focuses the vehicle (the map flies to zoom 12) and picks it alone there within 15 s, or gives up. */
    const focusAndPick = async (candidate: VehicleEntry) => {
      // The list shows 19 cards until scrolled: the name filter brings the candidate's card up.
      const filter = page.getByLabel(fleetEn.panel.filter, { exact: true });
      await filter.fill(candidate.vehicle.name);
      await page
        .getByRole('button', { name: fleetEn.panel.focus.replace('{{name}}', candidate.vehicle.name) })
        .click();
      await filter.fill('');
      await expect.poll(() => page.evaluate(() => window.__fleetMapDebug!.zoom())).toBeCloseTo(12, 1);
      await mapIdle(page);
      // Picked alone once the markers at that zoom are drawn: polled until then, or undefined.
      let found: Awaited<ReturnType<typeof pickAtReportedPosition>> | undefined;
      const pickedAlone = async () => {
        found = await pickAtReportedPosition(candidate.vehicleId);
        return found.picked?.kind === 'vehicle' && found.picked.vehicleId === candidate.vehicleId;
      };
      const picked = await expect
        .poll(pickedAlone)
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      return picked ? found : undefined;
    };
    let vehicle: VehicleEntry | undefined;
    let found: Awaited<ReturnType<typeof pickAtReportedPosition>> | undefined;
    for (const candidate of candidates) {
      found = await focusAndPick(candidate);
      if (found) {
        vehicle = candidate;
        break;
      }
    }
    expect(vehicle, 'a focused standing vehicle is picked alone at its reported position').toBeDefined();
    if (!vehicle || !found) return;
    const { point, status } = found;
    expect(found.picked).toEqual({
      kind: 'vehicle',
      vehicleId: vehicle.vehicleId,
      name: vehicle.vehicle.name,
      status,
    });
    // The marker's status colour is on screen around that point (the badge is about 30 px across).
    expect(await pixelsOfColour(page, point.x, point.y, STATUS_COLORS[status])).toBeGreaterThan(40);

    // A click pins the info window with the vehicle's name; its close button removes it. As a person
    // would, the pointer rests on the marker first: deck.gl has picked it once its tooltip names it
    // (with a software GPU a click right after the camera stopped can come before that pick).
    await page.mouse.move(point.x, point.y);
    await page.getByRole('tooltip').getByText(vehicle.vehicle.name).waitFor();
    await page.mouse.click(point.x, point.y);
    const info = page.getByTestId('map-info-window');
    await info.getByText(vehicle.vehicle.name).waitFor();
    await info.getByRole('button', { name: mapEn.close }).click();
    await expect.poll(() => info.count()).toBe(0);

    // Issue 30 §2: a restriction attached to the vehicle (here by the administrator through the API)
    // shows as a red badge on the marker's upper right. The fleet restrictions actor reads the active
    // list every 30 s, and at once when the connection returns: a short offline spell brings it now.
    const restrictedId = vehicle.vehicleId;
    const badgeAt = async () => {
      const { lng, lat } = entries.get(restrictedId)!.live!.position!;
      const at = await page.evaluate(([x, y]) => window.__fleetMapDebug!.project(x, y), [lng, lat] as const);
      return pixelsOfColour(page, at.x + BADGE_OFFSET, at.y - BADGE_OFFSET, RESTRICTED_COLOR);
    };
    expect(await badgeAt()).toBeLessThan(10);
    await attachRestriction(suite.portal.url, restrictedId);
    const reread = page.waitForResponse((r) => r.url().endsWith('/restrictions/active') && r.ok());
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await context.setOffline(false);
    await reread;
    await mapIdle(page);
    await expect.poll(badgeAt).toBeGreaterThan(40);

    // Zoomed out to the whole fleet again, neighbouring vehicles are drawn as clusters with counts.
    await page.getByRole('button', { name: mapEn.recenter }).click();
    await mapIdle(page);
    const drawn = await page.evaluate(() => window.__fleetMapDebug!.drawn());
    const clusters = drawn.flatMap((m) => (m?.kind === 'cluster' ? [m] : []));
    expect(clusters.length).toBeGreaterThan(0);
    expect(Math.min(...clusters.map((c) => c.count))).toBeGreaterThanOrEqual(2);
    // The count is written in white over the disc (cluster-counts.ts): the middle of a cluster that
    // nothing else covers (picking finds that cluster there) holds white digits on the disc's colour.
    // Found and read again until both show: the simulated vehicles move, so a live update between
    // finding the cluster and its screenshot can move or regroup it, and a screenshot can come before
    // deck.gl drew the clusters it was handed (one read failed a clean-clone CI on 2026-12-01: white
    // pixels there, none of the disc's colour).
    const freeClusterColours = async () => {
      const middle = await page.evaluate(() => {
        const debug = window.__fleetMapDebug!;
        for (const c of debug.drawn()) {
          if (c?.kind !== 'cluster') continue;
          const at = debug.project(c.lng, c.lat);
          const top = debug.pick(at.x, at.y);
          if (top?.kind === 'cluster' && top.lng === c.lng && top.lat === c.lat) return at;
        }
        return null;
      });
      if (!middle) return 'every cluster is covered by another marker';
      const white = await pixelsOfColour(page, middle.x, middle.y, '#ffffff', 12);
      const disc = await pixelsOfColour(page, middle.x, middle.y, CLUSTER_COLOR, 12);
      return { white, disc };
    };
    await expect
      .poll(freeClusterColours)
      .toSatisfy(
        (found: Awaited<ReturnType<typeof freeClusterColours>>) =>
          typeof found === 'object' && found.white > 8 && found.disc > 8,
      );
    await context.close();
  }, 300_000);
});

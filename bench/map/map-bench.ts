import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { describeChromium, resolveChromium } from '../../tests/e2e/support/chromium';
import { buildBenchPage, serveStatic } from './bench-server';

/**
 * The map benchmark (issues 3 and 9, Performance): FleetMap with a fixture fleet (5,000 vehicles by
 * default; 1,000 and 20,000 on request) in headless Chromium (the one the e2e tests resolve: Debian's
 * on Mesa llvmpipe, else the npm-shipped one on SwiftShader), at 1280 × 800. It prints its figures and
 * returns them; it asserts nothing (timings are not tests).
 */
export interface MapBenchResult {
  readonly vehicles: number;
  readonly viewport: string;
  /** Data arrival (the fleet handed to the map) → the first frame whose markers deck.gl picks. */
  readonly firstMarkersMs: number;
  /** Of that, the synchronous part: React commit, marker store, clustering, deck.gl props. */
  readonly firstMarkersSyncMs: number;
  /** One position update of every vehicle: main-thread busy time (Chromium's TaskDuration). */
  readonly updateMainThreadMs: number;
  /** Of that, the synchronous part before the next frame. */
  readonly updateSyncMs: number;
  /** For comparison: the main-thread time of a plain redraw of the same map (no data change). */
  readonly redrawMainThreadMs: number;
  /** Update → the frame that drew the new positions (includes waiting for that frame). */
  readonly updateToFrameMs: number;
  /** Long tasks (≥ 50 ms) the update caused, and their total. */
  readonly updateLongTasks: number;
  readonly updateLongTaskMs: number;
  /** For comparison: the same panning before any vehicle arrived (MapLibre and the offline base alone). */
  readonly panFpsNoVehicles: number;
  /** Map frames drawn per second while panning for 3 s at the opening zoom (clustered markers). */
  readonly panFpsClustered: number;
  /** The same at zoom 8, where most markers stand alone. */
  readonly panFpsZoom8: number;
  /** Share of the pan time the page's main thread was busy (Chromium's TaskDuration), per pan run. */
  readonly panMainThreadBusy: {
    readonly noVehicles: number;
    readonly clustered: number;
    readonly zoom8: number;
  };
  /**
   * With nothing happening for 10 s (fleet drawn, no pointer, no update): the share of the time the
   * page's main thread was busy (Chromium's TaskDuration) and the map frames drawn per second.
   */
  readonly idleMainThreadBusy: number;
  readonly idleFramesPerSecond: number;
  /** The opening zoom (fitted to the fleet, capped for the view) the clustered pan ran at. */
  readonly openingZoom: number;
  /** What deck.gl drew at the opening zoom, found by picking the whole map: clusters and lone markers. */
  readonly drawnAtOpeningZoom: { readonly clusters: number; readonly vehicles: number };
  /** Which renderer Chromium used (llvmpipe for a system Chromium, SwiftShader for the npm one). */
  readonly renderer: string;
}

/** The fleet sizes the benchmark knows (`npm run bench -- map 20000`); the first is the default. */
export const MAP_BENCH_FLEETS = [5000, 1000, 20000] as const;
const IDLE_SECONDS = 10;
const VIEWPORT = { width: 1280, height: 800 };
const PAN_SECONDS = 3;
/** Runs of the update measurement; the median is reported. */
const UPDATE_RUNS = 5;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string };
}

/**
 * Main-thread busy time (ms) of the page's renderer between the user-timing marks `start` and `end`:
 * the summed durations of the top-level tasks Chromium ran there, from a performance trace.
 */
const busyBetween = (trace: Buffer, start: string, end: string): number => {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const startMark = events.find((e) => e.name === start);
  const endMark = events.find((e) => e.name === end);
  if (!startMark || !endMark) throw new Error('the trace lacks the benchmark marks');
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      e.pid === startMark.pid,
  );
  const tid = main?.tid ?? startMark.tid;
  return (
    events
      .filter(
        (e) =>
          e.ph === 'X' &&
          e.name === 'ThreadControllerImpl::RunTask' &&
          e.pid === startMark.pid &&
          e.tid === tid,
      )
      .filter((e) => e.ts + (e.dur ?? 0) >= startMark.ts && e.ts <= endMark.ts)
      .reduce((sum, e) => sum + Math.min(e.ts + (e.dur ?? 0), endMark.ts) - Math.max(e.ts, startMark.ts), 0) /
    1000
  );
};

/** Hands the fleet to the map and waits for the first frame in which picking finds a marker. */
const measureArrival = (page: Page, vehicles: number) =>
  page.evaluate(async (vehicles) => {
    const debug = window.__fleetMapDebug!;
    const bench = window.__mapBench!;
    const start = performance.now();
    const syncMs = bench.setFleet(vehicles);
    for (let frame = 0; frame < 300; frame += 1) {
      await debug.nextRender();
      const drawnAt = performance.now();
      const anchor = bench.anchor(debug.zoom());
      if (!anchor) continue;
      const { x, y } = debug.project(anchor[0], anchor[1]);
      if (debug.pick(x, y)) return { firstMarkersMs: drawnAt - start, syncMs };
    }
    throw new Error('no marker was ever picked');
  }, vehicles);

/** One 15 s update of every position; resolves when the frame with the new positions was drawn. */
const runUpdate = (page: Page, update: boolean) =>
  page.evaluate(async (move: boolean) => {
    const debug = window.__fleetMapDebug!;
    const long: number[] = [];
    const observer = new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => long.push(e.duration)),
    );
    observer.observe({ type: 'longtask' });
    performance.mark('map-bench-start');
    const start = performance.now();
    let syncMs = 0;
    if (move) syncMs = window.__mapBench!.move();
    else debug.redraw();
    await debug.nextRender();
    const frameMs = performance.now() - start;
    // Two more frames, so that work deferred to them is counted too.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    performance.mark('map-bench-end');
    observer.disconnect();
    return { syncMs, frameMs, longTasks: long.length, longTaskMs: long.reduce((a, b) => a + b, 0) };
  }, update);

/** Runs `update` (or an idle window of the same shape) under a trace; returns its main-thread time too. */
const tracedUpdate = async (page: Page, update: boolean) => {
  await page
    .context()
    .browser()!
    .startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  const run = await runUpdate(page, update);
  const trace = await page.context().browser()!.stopTracing();
  return { ...run, busyMs: busyBetween(trace, 'map-bench-start', 'map-bench-end') };
};

const measureUpdate = async (page: Page) => {
  const runs = [];
  for (let i = 0; i < UPDATE_RUNS; i += 1) {
    await page.waitForTimeout(300);
    // The same window with a plain redraw instead: what any frame costs here (in headless Chromium
    // that includes waiting for llvmpipe to finish the frame, which software compositing reads back).
    const redraw = await tracedUpdate(page, false);
    await page.waitForTimeout(300);
    const run = await tracedUpdate(page, true);
    runs.push({ ...run, mainThreadMs: run.busyMs, redrawMs: redraw.busyMs });
  }
  return {
    updateMainThreadMs: median(runs.map((r) => r.mainThreadMs)),
    redrawMainThreadMs: median(runs.map((r) => r.redrawMs)),
    updateSyncMs: median(runs.map((r) => r.syncMs)),
    updateToFrameMs: median(runs.map((r) => r.frameMs)),
    updateLongTasks: Math.max(...runs.map((r) => r.longTasks)),
    updateLongTaskMs: Math.max(...runs.map((r) => r.longTaskMs)),
  };
};

/** Pans programmatically every animation frame for 3 s; returns the map frames drawn per second. */
const measurePan = (page: Page, seconds: number) =>
  page.evaluate(async (duration) => {
    const debug = window.__fleetMapDebug!;
    const firstRender = debug.renders();
    const start = performance.now();
    // A plain loop (no named inner functions: tsx would wrap them in a helper the page lacks).
    for (let elapsed = 0; elapsed < duration * 1000; elapsed = performance.now() - start) {
      // Back and forth, so the view stays over the fleet.
      const direction = Math.floor(elapsed / 750) % 2 === 1 ? -1 : 1;
      debug.panBy(6 * direction, 3 * direction);
      await new Promise((done) => requestAnimationFrame(done));
    }
    return (debug.renders() - firstRender) / ((performance.now() - start) / 1000);
  }, seconds);

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Waits `seconds` with nothing happening; returns the map frames drawn meanwhile. */
const waitIdle = (page: Page, seconds: number) =>
  page.evaluate(async (duration) => {
    const debug = window.__fleetMapDebug!;
    const first = debug.renders();
    await new Promise((done) => setTimeout(done, duration * 1000));
    return debug.renders() - first;
  }, seconds);

/** Builds the benchmark page, runs the measurements in Chromium with `vehicles` and returns the figures. */
export async function runMapBenchmark(vehicles: number = MAP_BENCH_FLEETS[0]): Promise<MapBenchResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'map-bench-'));
  await buildBenchPage(outDir);
  const server = await serveStatic(outDir);
  // The same browser the end-to-end tests use; figures with the npm-shipped one (SwiftShader) are
  // slower than with Debian's (llvmpipe), so the printed line says which ran.
  const resolved = await resolveChromium('system');
  const browser = await chromium.launch({ executablePath: resolved.path, args: [...resolved.args] });
  console.log(describeChromium(resolved, `Chromium ${browser.version()}`));
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(`${server.url}/?view=dashboard`);
    await page.waitForFunction(() => window.__mapBench !== undefined && window.__fleetMapDebug !== undefined);
    await page.evaluate(() => window.__mapBench!.loaded);
    // Let the offline base layer arrive and the map settle before the data does.
    await page.waitForFunction(() => window.__fleetMapDebug!.idle());
    await page.waitForTimeout(1000);
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return info && gl ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
    });

    // The main thread's busy share while panning tells whether frames wait for JavaScript or for the
    // (software) GPU: Chromium's own task time, read through the DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
    const busyWhile = async (run: () => Promise<number>) => {
      const before = await taskSeconds();
      const started = performance.now();
      const fps = await run();
      const busy = (await taskSeconds()) - before;
      return { fps, busy: busy / ((performance.now() - started) / 1000) };
    };
    const noVehicles = await busyWhile(() => measurePan(page, PAN_SECONDS));
    const panFpsNoVehicles = noVehicles.fps;
    await page.waitForFunction(() => window.__fleetMapDebug!.idle());
    await page.waitForTimeout(500);
    const arrival = await measureArrival(page, vehicles);
    await page.waitForFunction(() => window.__fleetMapDebug!.idle());
    await page.waitForTimeout(500);
    const openingZoom = await page.evaluate(() => window.__fleetMapDebug!.zoom());
    const drawn = await page.evaluate(() => window.__fleetMapDebug!.drawn());
    // Nothing happens: no pointer, no update. The map should draw nothing and the main thread rest.
    let idleFrames = 0;
    const idle = await busyWhile(async () => {
      idleFrames = await waitIdle(page, IDLE_SECONDS);
      return 0;
    });
    const update = await measureUpdate(page);
    const clustered = await busyWhile(() => measurePan(page, PAN_SECONDS));
    const panFpsClustered = clustered.fps;
    await page.evaluate(() => window.__fleetMapDebug!.jumpTo(10.5, 50.5, 8));
    await page.waitForTimeout(1500);
    const zoom8 = await busyWhile(() => measurePan(page, PAN_SECONDS));
    const panFpsZoom8 = zoom8.fps;

    const result: MapBenchResult = {
      vehicles,
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      firstMarkersMs: round(arrival.firstMarkersMs),
      firstMarkersSyncMs: round(arrival.syncMs),
      updateMainThreadMs: round(update.updateMainThreadMs),
      updateSyncMs: round(update.updateSyncMs),
      redrawMainThreadMs: round(update.redrawMainThreadMs),
      updateToFrameMs: round(update.updateToFrameMs),
      updateLongTasks: update.updateLongTasks,
      updateLongTaskMs: round(update.updateLongTaskMs),
      panFpsNoVehicles: round(panFpsNoVehicles),
      panFpsClustered: round(panFpsClustered),
      panFpsZoom8: round(panFpsZoom8),
      panMainThreadBusy: {
        noVehicles: round(noVehicles.busy, 2),
        clustered: round(clustered.busy, 2),
        zoom8: round(zoom8.busy, 2),
      },
      idleMainThreadBusy: round(idle.busy, 4),
      idleFramesPerSecond: round(idleFrames / IDLE_SECONDS, 2),
      openingZoom: round(openingZoom, 2),
      drawnAtOpeningZoom: {
        clusters: drawn.filter((d) => d?.kind === 'cluster').length,
        vehicles: drawn.filter((d) => d?.kind === 'vehicle').length,
      },
      renderer,
    };
    return result;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The figures as lines for the console (and BENCHMARKS.md). */
export const printMapBench = (r: MapBenchResult): void => {
  const busy = (share: number) => `${Math.round(share * 100)} %`;
  const lines = [
    `Map benchmark: ${r.vehicles} vehicles, ${r.viewport}, headless Chromium, ${r.renderer}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
    `  idle (${IDLE_SECONDS} s, nothing happening): main thread ${(r.idleMainThreadBusy * 100).toFixed(2)} % busy, ${r.idleFramesPerSecond} map frames/s (target <= 0.5 %)`,
    `  drawn at the opening zoom ${r.openingZoom}: ${r.drawnAtOpeningZoom.clusters} clusters and ${r.drawnAtOpeningZoom.vehicles} lone vehicles`,
    `  first markers after data arrival: ${r.firstMarkersMs} ms (synchronous part ${r.firstMarkersSyncMs} ms; target < 1500 ms)`,
    `  one position update of all vehicles: ${r.updateMainThreadMs} ms main thread (synchronous ${r.updateSyncMs} ms; a plain redraw: ${r.redrawMainThreadMs} ms; drawn ${r.updateToFrameMs} ms after the update; long tasks ${r.updateLongTasks}, ${r.updateLongTaskMs} ms; target < 50 ms)`,
    `  panning: ${r.panFpsClustered} fps at the opening zoom (clustered), ${r.panFpsZoom8} fps at zoom 8; the map without vehicles: ${r.panFpsNoVehicles} fps (target >= 30 fps)`,
    `  main thread busy while panning: ${busy(r.panMainThreadBusy.clustered)} at the opening zoom, ${busy(r.panMainThreadBusy.zoom8)} at zoom 8, ${busy(r.panMainThreadBusy.noVehicles)} without vehicles`,
  ];
  console.log(lines.join('\n'));
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMapBenchmark(Number(process.argv[2] ?? MAP_BENCH_FLEETS[0])).then(printMapBench, (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

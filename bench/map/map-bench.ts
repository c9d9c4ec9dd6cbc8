import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { describeChromium, resolveChromium } from '../../tests/e2e/support/chromium';
import { chromiumCpuMs } from '../support/chromium-cpu';
import { busyBetween } from '../support/trace-breakdown';
import { startCpuProfile } from '../support/cpu-profile';
import { median } from '../support/stats';
import { buildBenchPage, serveStatic } from './bench-server';

const profilePath = (what: string) => join(tmpdir(), `map-bench-${what}-${Date.now()}.cpuprofile`);

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
  /** Of that, the CPU time the main thread got (less inflated by other processes than the wall time). */
  readonly updateMainThreadCpuMs: number;
  /** Of that, the synchronous part before the next frame. */
  readonly updateSyncMs: number;
  /** For comparison: the main-thread time of a plain redraw of the same map (no data change). */
  readonly redrawMainThreadMs: number;
  readonly redrawMainThreadCpuMs: number;
  /** Update → the frame that drew the new positions (includes waiting for that frame). */
  readonly updateToFrameMs: number;
  /** Long tasks (≥ 50 ms) the update caused, and their total. */
  readonly updateLongTasks: number;
  readonly updateLongTaskMs: number;
  /**
   * Panning at zoom 5 and at zoom 8 (issue 28 §3): map frames per second while panning for 3 s, the
   * bare map (the fleet taken off: MapLibre and the offline base layer) and the map with the fleet
   * taken turn about on the same page, `PAN_PAIRS` times each, so that both see the same load.
   */
  readonly pan: readonly PanComparison[];
  /**
   * With nothing happening for 10 s (fleet drawn, no pointer, no update): the share of the time the
   * page's main thread was busy (Chromium's TaskDuration) and the map frames drawn per second.
   */
  readonly idleMainThreadBusy: number;
  readonly idleFramesPerSecond: number;
  /** Of that, the main thread's CPU time (Chromium's ThreadTime). */
  readonly idleMainThreadCpu: number;
  /** The opening zoom (fitted to the fleet, capped for the view). */
  readonly openingZoom: number;
  /** What deck.gl drew at the opening zoom, found by picking the whole map: clusters and lone markers. */
  readonly drawnAtOpeningZoom: { readonly clusters: number; readonly vehicles: number };
  /** Which renderer Chromium used (llvmpipe for a system Chromium, SwiftShader for the npm one). */
  readonly renderer: string;
}

/** One zoom's panning: the bare map's and the fleet's frame rates, taken turn about. */
export interface PanComparison {
  readonly zoom: number;
  readonly bareFps: readonly number[];
  readonly fleetFps: readonly number[];
  /** Share of the pan time the main thread was busy (TaskDuration), mean over the runs. */
  readonly bareBusy: number;
  readonly fleetBusy: number;
  /** Mean fleet fps ÷ mean bare fps: the goal is ≥ 0.9. */
  readonly ratio: number;
  /**
   * CPU milliseconds per map frame of the page's renderer and Chromium's GPU process (where llvmpipe
   * draws), bare and with the fleet: what a frame costs whatever else runs on the machine.
   */
  readonly bareCpuPerFrameMs: number;
  readonly fleetCpuPerFrameMs: number;
  /** Bare ÷ fleet CPU per frame: the frame-rate ratio of a machine with nothing else to do. */
  readonly cpuRatio: number;
}

/** The fleet sizes the benchmark knows (`npm run bench -- map 20000`); the first is the default. */
export const MAP_BENCH_FLEETS = [5000, 1000, 20000] as const;
const IDLE_SECONDS = 10;
const VIEWPORT = { width: 1280, height: 800 };
const PAN_SECONDS = 3;
/** Bare map and fleet panned turn about this many times per zoom. */
const PAN_PAIRS = 2;
/** Where the pans run: the fleet's middle at zoom 5 (all of it in view), and inside it at zoom 8. */
const PAN_VIEWS = [
  { zoom: 5, lng: 11.5, lat: 50.25 },
  { zoom: 8, lng: 10.5, lat: 50.5 },
] as const;
/** One frame at 60 Hz: the budget for an update. */
export const FRAME_MS = 16;
/** Runs of the update measurement; the median is reported. */
const UPDATE_RUNS = 5;

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
  // The moved fleet is made before the window opens: the fixture's work is not the map's.
  if (update) await page.evaluate(() => window.__mapBench!.prepareMove());
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
    runs.push({
      ...run,
      mainThreadMs: run.busyMs.wall,
      cpuMs: run.busyMs.cpu,
      redrawMs: redraw.busyMs.wall,
      redrawCpuMs: redraw.busyMs.cpu,
    });
  }
  return {
    updateMainThreadMs: median(runs.map((r) => r.mainThreadMs)),
    updateMainThreadCpuMs: median(runs.map((r) => r.cpuMs)),
    redrawMainThreadMs: median(runs.map((r) => r.redrawMs)),
    redrawMainThreadCpuMs: median(runs.map((r) => r.redrawCpuMs)),
    updateSyncMs: median(runs.map((r) => r.syncMs)),
    updateToFrameMs: median(runs.map((r) => r.frameMs)),
    updateLongTasks: Math.max(...runs.map((r) => r.longTasks)),
    updateLongTaskMs: Math.max(...runs.map((r) => r.longTaskMs)),
  };
};

/** Pans programmatically every animation frame for 3 s; returns the map frames drawn and their rate. */
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
    const frames = debug.renders() - firstRender;
    return { frames, fps: frames / ((performance.now() - start) / 1000) };
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

/** Waits until the map is loaded, still and has drawn its last change. */
const settle = async (page: Page, ms = 500) => {
  await page.waitForFunction(() => window.__fleetMapDebug!.idle());
  await page.waitForTimeout(ms);
};

/** Builds the benchmark page, runs the measurements in Chromium with `vehicles` and returns the figures. */
export async function runMapBenchmark(vehicles: number = MAP_BENCH_FLEETS[0]): Promise<MapBenchResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'map-bench-'));
  // BENCH_MAP_PROFILE=1: CPU profiles of the updates and of the zoom-8 pans, functions by self time.
  const profiling = Boolean(process.env['BENCH_MAP_PROFILE']);
  await buildBenchPage(outDir, { minify: !profiling });
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
    await settle(page, 1000);
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return info && gl ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
    });

    // The main thread's busy share while panning tells whether frames wait for JavaScript or for the
    // (software) GPU: Chromium's own task time, read through the DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async (name: string) =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? NaN;
    const busyWhile = async <T>(run: () => Promise<T>) => {
      const [before, cpuBefore] = [await metric('TaskDuration'), await metric('ThreadTime')];
      const chromiumBefore = chromiumCpuMs();
      const started = performance.now();
      const value = await run();
      const seconds = (performance.now() - started) / 1000;
      const busy = (await metric('TaskDuration')) - before;
      const cpu = (await metric('ThreadTime')) - cpuBefore;
      const chromiumAfter = chromiumCpuMs();
      const drawingMs = ['renderer', 'gpu-process'].reduce(
        (sum, type) => sum + (chromiumAfter[type] ?? 0) - (chromiumBefore[type] ?? 0),
        0,
      );
      return { value, busy: busy / seconds, cpu: cpu / seconds, drawingMs };
    };
    const panWhile = async () => {
      const { value, busy, drawingMs } = await busyWhile(() => measurePan(page, PAN_SECONDS));
      return { fps: value.fps, busy, cpuPerFrame: drawingMs / Math.max(1, value.frames) };
    };
    const arrival = await measureArrival(page, vehicles);
    await settle(page);
    const openingZoom = await page.evaluate(() => window.__fleetMapDebug!.zoom());
    const drawn = await page.evaluate(() => window.__fleetMapDebug!.drawn());
    // Nothing happens: no pointer, no update. The map should draw nothing and the main thread rest.
    let idleFrames = 0;
    const idle = await busyWhile(async () => {
      idleFrames = await waitIdle(page, IDLE_SECONDS);
    });
    const profileUpdate = profiling
      ? await startCpuProfile(page.context(), page, profilePath('update'))
      : null;
    const update = await measureUpdate(page);
    if (profileUpdate) console.log(['CPU profile of the updates:', ...(await profileUpdate(30))].join('\n'));

    const pan: PanComparison[] = [];
    for (const view of PAN_VIEWS) {
      await page.evaluate((v) => window.__fleetMapDebug!.jumpTo(v.lng, v.lat, v.zoom), view);
      await settle(page, 1500);
      type Pan = Awaited<ReturnType<typeof panWhile>>;
      const bare: Pan[] = [];
      const fleet: Pan[] = [];
      for (let pair = 0; pair < PAN_PAIRS; pair += 1) {
        await page.evaluate(() => window.__mapBench!.showFleet(false));
        await settle(page);
        bare.push(await panWhile());
        await page.evaluate(() => window.__mapBench!.showFleet(true));
        await settle(page);
        const profilePan =
          profiling && pair === 0
            ? await startCpuProfile(page.context(), page, profilePath(`pan-${view.zoom}`))
            : null;
        fleet.push(await panWhile());
        if (profilePan)
          console.log([`CPU profile of panning at zoom ${view.zoom}:`, ...(await profilePan(30))].join('\n'));
      }
      const mean = (list: readonly Pan[], key: 'fps' | 'busy' | 'cpuPerFrame') =>
        list.reduce((sum, r) => sum + r[key], 0) / list.length;
      pan.push({
        zoom: view.zoom,
        bareFps: bare.map((r) => round(r.fps)),
        fleetFps: fleet.map((r) => round(r.fps)),
        bareBusy: round(mean(bare, 'busy'), 2),
        fleetBusy: round(mean(fleet, 'busy'), 2),
        ratio: round(mean(fleet, 'fps') / mean(bare, 'fps'), 2),
        bareCpuPerFrameMs: round(mean(bare, 'cpuPerFrame')),
        fleetCpuPerFrameMs: round(mean(fleet, 'cpuPerFrame')),
        cpuRatio: round(mean(bare, 'cpuPerFrame') / mean(fleet, 'cpuPerFrame'), 2),
      });
    }

    const result: MapBenchResult = {
      vehicles,
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      firstMarkersMs: round(arrival.firstMarkersMs),
      firstMarkersSyncMs: round(arrival.syncMs),
      updateMainThreadMs: round(update.updateMainThreadMs),
      updateMainThreadCpuMs: round(update.updateMainThreadCpuMs),
      updateSyncMs: round(update.updateSyncMs),
      redrawMainThreadMs: round(update.redrawMainThreadMs),
      redrawMainThreadCpuMs: round(update.redrawMainThreadCpuMs),
      updateToFrameMs: round(update.updateToFrameMs),
      updateLongTasks: update.updateLongTasks,
      updateLongTaskMs: round(update.updateLongTaskMs),
      pan,
      idleMainThreadBusy: round(idle.busy, 4),
      idleMainThreadCpu: round(idle.cpu, 4),
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

/** The 1-minute load average now, as printed beside every figure. */
export const loadNow = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The figures as lines for the console (and BENCHMARKS.md). */
export const printMapBench = (r: MapBenchResult): void => {
  const busy = (share: number) => `${Math.round(share * 100)} %`;
  const lines = [
    `Map benchmark: ${r.vehicles} vehicles, ${r.viewport}, headless Chromium, ${r.renderer}, load average ${loadNow()}`,
    `  idle (${IDLE_SECONDS} s, nothing happening): main thread ${(r.idleMainThreadBusy * 100).toFixed(2)} % busy (CPU ${(r.idleMainThreadCpu * 100).toFixed(2)} %), ${r.idleFramesPerSecond} map frames/s`,
    `  drawn at the opening zoom ${r.openingZoom}: ${r.drawnAtOpeningZoom.clusters} clusters and ${r.drawnAtOpeningZoom.vehicles} lone vehicles`,
    `  first markers after data arrival: ${r.firstMarkersMs} ms (synchronous part ${r.firstMarkersSyncMs} ms)`,
    `  one position update of all vehicles: ${r.updateMainThreadMs} ms main thread, CPU ${r.updateMainThreadCpuMs} ms (synchronous ${r.updateSyncMs} ms; a plain redraw: ${r.redrawMainThreadMs} ms, CPU ${r.redrawMainThreadCpuMs} ms; drawn ${r.updateToFrameMs} ms after the update; long tasks ${r.updateLongTasks}, ${r.updateLongTaskMs} ms)`,
    ...r.pan.map(
      (p) =>
        `  panning at zoom ${p.zoom}: ${p.fleetFps.join(', ')} fps with the fleet, ${p.bareFps.join(', ')} fps bare (turn about); main thread busy ${busy(p.fleetBusy)} / ${busy(p.bareBusy)}; CPU per frame (renderer + GPU process) ${p.fleetCpuPerFrameMs} ms / ${p.bareCpuPerFrameMs} ms`,
    ),
    `  RATIOS (issue 28 §3, load average ${loadNow()}):`,
    `    update ÷ one frame (${FRAME_MS} ms) at ${r.vehicles}: ${(r.updateMainThreadMs / FRAME_MS).toFixed(2)} (CPU ${(r.updateMainThreadCpuMs / FRAME_MS).toFixed(2)}; goal ≤ 1)`,
    ...r.pan.map(
      (p) =>
        `    panning with ${r.vehicles} ÷ bare map at zoom ${p.zoom}: ${p.ratio.toFixed(2)} (by CPU per frame: ${p.cpuRatio.toFixed(2)}; goal ≥ 0.9)`,
    ),
  ];
  console.log(lines.join('\n'));
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMapBenchmark(Number(process.argv[2] ?? MAP_BENCH_FLEETS[0])).then(printMapBench, (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

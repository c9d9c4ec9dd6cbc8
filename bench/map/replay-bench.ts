import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describeChromium, resolveChromium } from '../../tests/e2e/support/chromium';
import { buildBenchPage, serveStatic } from './bench-server';
import { loadNow } from './map-bench';

/**
 * The fleet replay's benchmark (issue 30 §3): the map bench's page with `?replay=100`, a replay actor
 * of 100 vehicles over a week of 10 s data (chunks as the server answers them, 400 points per vehicle
 * per 6 hours, made on the page), playing at 600× and at 3600× for `SECONDS` each, at 1280 × 800 in
 * headless Chromium. Frames per second are the frames drawn while playing (the replay's own canvas;
 * the map's when the view moves), with the chunk changes and prefetches that playing through the week
 * brings. It asserts nothing.
 */
const VIEWPORT = { width: 1280, height: 800 };
const SECONDS = 8;
/**
 * Each phase plays from `fromHours` into the week: from its start the trails grow (to 1.3 hours in 8 s
 * at 600×); from 12 hours in every trail is at its full 6 hours, the steady state a user sees.
 */
const PHASES = [
  { speed: 600, fromHours: 0 },
  { speed: 3600, fromHours: 0 },
  { speed: 600, fromHours: 12 },
  { speed: 3600, fromHours: 12 },
] as const;

export interface ReplayBenchRun {
  readonly speed: number;
  /** Where playing started, hours after the week's start. */
  readonly fromHours: number;
  readonly fps: number;
  /** Replayed hours per real second (speed × the share of time actually playing). */
  readonly replayedHoursPerSecond: number;
  /** The longest gap between two map frames. */
  readonly worstFrameMs: number;
  readonly chunksKept: number;
}

export async function runReplayBenchmark(
  vehicles = 100,
  zoom = 6,
  centre: readonly [number, number] = [11.5, 50.25],
): Promise<{ renderer: string; runs: ReplayBenchRun[] }> {
  const outDir = mkdtempSync(join(tmpdir(), 'replay-bench-'));
  await buildBenchPage(outDir);
  const server = await serveStatic(outDir);
  const resolved = await resolveChromium('system');
  const browser = await chromium.launch({ executablePath: resolved.path, args: [...resolved.args] });
  console.log(describeChromium(resolved, `Chromium ${browser.version()}`));
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(`${server.url}/?view=trackingmap&replay=${vehicles}`);
    await page.waitForFunction(() => window.__mapBench !== undefined && window.__fleetMapDebug !== undefined);
    await page.evaluate(() => window.__mapBench!.loaded);
    // Zoom 6 shows the whole fleet (its trails a few to some 20 pixels long); 12 and more one vehicle's street.
    await page.evaluate(([lng, lat, z]) => window.__fleetMapDebug!.jumpTo(lng, lat, z), [
      ...centre,
      zoom,
    ] as const);
    await page.waitForFunction(() => window.__replayBench!.getSnapshot().hasTag('paused'));
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return info && gl ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
    });
    const runs: ReplayBenchRun[] = [];
    for (const { speed, fromHours } of PHASES) {
      runs.push(
        await page.evaluate(
          async ({ speed, fromHours, seconds }) => {
            const replay = window.__replayBench!;
            const debug = window.__fleetMapDebug!;
            replay.send({
              type: 'user.seek',
              at: replay.getSnapshot().context.range.from + fromHours * 3_600_000,
            });
            // The chunks at the new cursor made and kept, and drawn, before the clock starts.
            while (!replay.getSnapshot().hasTag('paused')) await new Promise(requestAnimationFrame);
            for (let i = 0; i < 10; i++) await new Promise(requestAnimationFrame);
            replay.send({ type: 'user.speed', speed: speed as 600 });
            replay.send({ type: 'user.play' });
            const startCursor = replay.getSnapshot().context.cursor;
            const firstRender = debug.renders();
            const start = performance.now();
            let last = start;
            let worst = 0;
            for (let now = start; now - start < seconds * 1000; now = performance.now()) {
              await debug.nextRender();
              const t = performance.now();
              worst = Math.max(worst, t - last);
              last = t;
            }
            const elapsed = (performance.now() - start) / 1000;
            const frames = debug.renders() - firstRender;
            const { cursor, chunks } = replay.getSnapshot().context;
            replay.send({ type: 'user.pause' });
            return {
              speed,
              fromHours,
              fps: Math.round((frames / elapsed) * 10) / 10,
              replayedHoursPerSecond: Math.round(((cursor - startCursor) / 3_600_000 / elapsed) * 100) / 100,
              worstFrameMs: Math.round(worst),
              chunksKept: chunks.length,
            };
          },
          { speed, fromHours, seconds: SECONDS },
        ),
      );
    }
    return { renderer, runs };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const vehicles = Number(process.argv[2] ?? 100);
  const zoom = Number(process.argv[3] ?? 6);
  // Zoomed in, a centre on a trail: 11.8 50 is on vehicle 45's circle (see replay-fixture.ts).
  const centre = [Number(process.argv[4] ?? 11.5), Number(process.argv[5] ?? 50.25)] as const;
  runReplayBenchmark(vehicles, zoom, centre).then(
    ({ renderer, runs }) => {
      console.log(
        [
          `Replay benchmark: ${vehicles} vehicles over a week at 10 s (400 points per vehicle per 6 h chunk), zoom ${zoom} at ${centre.join(' ')}, ${VIEWPORT.width}x${VIEWPORT.height}, ${renderer}, load average ${loadNow()}`,
          ...runs.map(
            (r) =>
              `  playing at ${r.speed}× from ${r.fromHours === 0 ? "the week's start" : `${r.fromHours} h in (full 6 h trails)`}: ${r.fps} fps (worst frame gap ${r.worstFrameMs} ms), ${r.replayedHoursPerSecond} replayed h/s, ${r.chunksKept} chunks kept`,
          ),
        ].join('\n'),
      );
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

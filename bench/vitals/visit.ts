import { CODE_CACHE_KEY } from '../../src/api/code-cache-warm';
import type { Page } from 'playwright-core';
import type { PageWire } from './page-wire';
import type { VitalsPage } from './vitals-pages';
import { cumulativeLayoutShift, readProbe, totalBlockingTime, waitForMilestones } from './vitals-probe';
import type { WorkerWire } from './worker-wire';

export type LoadKind = 'cold' | 'warm';

/** The figures of one load; times are ms from the navigation's start. */
export interface LoadFigures {
  readonly mainMs: number;
  /** The dashboard's map drawn; null on pages without one. */
  readonly mapMs: number | null;
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  /** Web-vitals CLS (largest session window) over the whole visit. */
  readonly cls: number;
  /**
   * Lighthouse-style TBT from FCP to 5 s after the last milestone (main content, the map): the work
   * that follows the content (a tap then waits for it), over TTI's 5-s quiet window held fixed.
   */
  readonly tbtMs: number;
  readonly longTasks: number;
  readonly pageRequests: number;
  readonly pageBytes: number;
  readonly servedByWorker: number;
  readonly fromCache: number;
  readonly unfinished: number;
  readonly workerRequests: number;
  readonly workerBytes: number;
  /** The worker's requests the HTTP cache answered (no byte on the wire). */
  readonly workerFromCache: number;
  /** A service worker controlled the page (every warm load must say yes). */
  readonly controlled: boolean;
  /** What the main-content milestone matched (a row, or an empty notice). */
  readonly matched: string;
}

const MILESTONE_TIMEOUT = 180_000;
/** The first visit's service worker downloads its precache over the slow link: minutes at worst. */
const WORKER_TIMEOUT = 420_000;
/**
 * How long a load is followed after its last milestone: the requests it starts then (a second call, an
 * image) and its main thread's work still count.
 */
const SETTLE_MS = 5000;

/**
 * How long a first visit is followed until the app has had the build's code compiled for the next one
 * (src/api/code-cache-warm.ts: once the worker controls the page and it is idle): a driver's first
 * session lasts that long, and the warm load is the visit after it.
 */
const CODE_CACHE_TIMEOUT = 180_000;

/** Resolves once the app has recorded the compiled code of this build (false: not within the time). */
const codeCompiled = (page: Page) =>
  page
    .waitForFunction((key) => localStorage.getItem(key) !== null, CODE_CACHE_KEY, {
      timeout: CODE_CACHE_TIMEOUT,
    })
    .then(
      () => true,
      () => false,
    );

/** Resolves once a service worker is active for the page's scope (installed, precache complete). */
const workerReady = (page: Page) =>
  page.evaluate(
    `Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), ${WORKER_TIMEOUT}))])`,
  );

/**
 * One load of `target` in the page: navigates, waits for the page's milestones (the times come from
 * the page's own probe), then for a cold load until the service worker is installed (its precache is
 * part of a first visit's bytes) and for both a short settle; answers the load's figures. A cold load
 * then waits until the app has had the build's code compiled (its idle work), as a first session would.
 */
export const measureLoad = async (
  page: Page,
  wires: { readonly page: PageWire; readonly worker: WorkerWire },
  url: string,
  target: VitalsPage,
  kind: LoadKind,
): Promise<LoadFigures> => {
  wires.page.take();
  wires.worker.take();
  await page.goto(`${url}${target.path}`, { waitUntil: 'commit', timeout: MILESTONE_TIMEOUT });
  const names = target.milestones.map((m) => m.name);
  await waitForMilestones(page, names, MILESTONE_TIMEOUT);
  if ((await readProbe(page)).loginShown && target.account !== null)
    throw new Error(`${target.name} (${kind}): the login form showed, the session did not hold`);
  const settled = new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  if (kind === 'cold' && (await workerReady(page)) !== true)
    throw new Error(`${target.name}: no service worker active after ${WORKER_TIMEOUT / 1000} s`);
  await settled;
  const probe = await readProbe(page);
  const net = wires.page.take();
  const sw = wires.worker.take();
  // After the figures are taken: the compiling is the first visit's idle work, not its load (the next
  // load's `take()` drops its requests).
  if (kind === 'cold' && !(await codeCompiled(page)))
    console.warn(`  ${target.name}: the app recorded no compiled code within ${CODE_CACHE_TIMEOUT / 1000} s`);
  const seen = names.map((n) => probe.seen[n] ?? NaN);
  const end = Math.max(...seen);
  return {
    mainMs: seen[0] ?? NaN,
    mapMs: names.includes('map') ? (probe.seen['map'] ?? NaN) : null,
    fcpMs: probe.fcp,
    lcpMs: probe.lcp,
    cls: cumulativeLayoutShift(probe.shifts),
    tbtMs: totalBlockingTime(probe.longTasks, probe.fcp ?? 0, end + SETTLE_MS),
    longTasks: probe.longTasks.filter((t) => t.start <= end + SETTLE_MS).length,
    pageRequests: net.requests,
    pageBytes: net.bytes,
    servedByWorker: net.servedByWorker,
    fromCache: net.fromCache,
    unfinished: net.unfinished,
    workerRequests: sw.requests,
    workerBytes: sw.bytes,
    workerFromCache: sw.fromCache,
    controlled: probe.controlled,
    matched: probe.matched['main'] ?? '',
  };
};

import type { Page } from 'playwright-core';

/**
 * What a page load recorded about itself, from its first script on (an init script, so it sees the
 * document from the start): paint entries, LCP candidates, layout shifts, long tasks and the page
 * times at which each awaited element was first seen laid out. Times are the document's
 * `performance.now()`, whose origin is the navigation's start.
 */
export interface ProbeRecord {
  readonly fcp: number | null;
  /** The last LCP candidate's time (the browser stops reporting candidates at the first input). */
  readonly lcp: number | null;
  readonly shifts: readonly { readonly at: number; readonly value: number }[];
  readonly longTasks: readonly { readonly start: number; readonly duration: number }[];
  /** Milestone name → the animation frame in which its element was first laid out. */
  readonly seen: Readonly<Record<string, number>>;
  /** Milestone name → what matched (the element's test id or class), to tell a list from its empty notice. */
  readonly matched: Readonly<Record<string, string>>;
  /** The login form showed on a page that needs a session: the session did not hold. */
  readonly loginShown: boolean;
  readonly controlled: boolean;
}

/** An awaited element: the first element matching `selector` with a layout box (and `absent` not inside it). */
export interface Milestone {
  readonly name: string;
  readonly selector: string;
  /** A selector that must not match inside the element (the map's loading cover). */
  readonly absent?: string;
}

/**
 * The probe as plain JavaScript text (tsx would wrap named functions in a helper the page lacks).
 * Elements are checked once per animation frame until every milestone is seen: a frame's callback
 * runs before that frame is painted, after the task that changed the DOM, so the time is the frame
 * that shows the element; rendering held by a stylesheet holds the frames too.
 */
const probeScript = (milestones: readonly Milestone[], loginSelector: string | null): string => `(() => {
  const milestones = ${JSON.stringify(milestones)};
  const loginSelector = ${JSON.stringify(loginSelector)};
  const record = { fcp: null, lcp: null, shifts: [], longTasks: [], seen: {}, matched: {}, loginShown: false, controlled: false };
  window.__vitalsProbe = record;
  const observe = (type, take) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true }); }
    catch { /* entry type not supported */ }
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') record.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { record.lcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) record.shifts.push({ at: e.startTime, value: e.value }); });
  observe('longtask', (e) => record.longTasks.push({ start: e.startTime, duration: e.duration }));
  const laidOut = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const deadline = performance.now() + 300000;
  const check = (now) => {
    record.controlled = navigator.serviceWorker ? navigator.serviceWorker.controller !== null : false;
    for (const m of milestones) {
      if (m.name in record.seen) continue;
      for (const el of document.querySelectorAll(m.selector)) {
        if (!laidOut(el) || (m.absent && el.querySelector(m.absent))) continue;
        record.seen[m.name] = now;
        record.matched[m.name] = el.getAttribute('data-testid') || el.className || el.tagName;
        break;
      }
    }
    if (loginSelector && document.querySelector(loginSelector)) record.loginShown = true;
    if (milestones.some((m) => !(m.name in record.seen)) && performance.now() < deadline) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Installs the probe in every document the page loads from now on. */
export const installProbe = (page: Page, milestones: readonly Milestone[], loginSelector: string | null) =>
  page.addInitScript({ content: probeScript(milestones, loginSelector) });

export const readProbe = (page: Page): Promise<ProbeRecord> =>
  page.evaluate<ProbeRecord>('window.__vitalsProbe');

/**
 * Resolves when every milestone was seen (polled slowly: the times come from the page itself). A
 * function, not a string: the app's CSP forbids the eval a string predicate needs.
 */
export const waitForMilestones = async (page: Page, names: readonly string[], timeoutMs: number) => {
  await page.waitForFunction(
    (wanted) => {
      const probe = (window as unknown as { __vitalsProbe?: ProbeRecord }).__vitalsProbe;
      return probe !== undefined && (probe.loginShown || wanted.every((n) => n in probe.seen));
    },
    names,
    { timeout: timeoutMs, polling: 250 },
  );
};

/**
 * CLS as web-vitals computes it: shifts without recent input grouped into session windows (a gap
 * under 1 s, at most 5 s long); the largest window's sum.
 */
export const cumulativeLayoutShift = (shifts: ProbeRecord['shifts']): number => {
  let largest = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { at, value } of [...shifts].sort((a, b) => a.at - b.at)) {
    if (at - last < 1000 && at - first < 5000) current += value;
    else {
      current = value;
      first = at;
    }
    last = at;
    largest = Math.max(largest, current);
  }
  return largest;
};

/**
 * Total blocking time as Lighthouse defines it, over [from, to]: each long task clipped to the window,
 * and of what remains the part over 50 ms.
 */
export const totalBlockingTime = (tasks: ProbeRecord['longTasks'], from: number, to: number): number =>
  tasks.reduce((sum, t) => {
    const clipped = Math.min(t.start + t.duration, to) - Math.max(t.start, from);
    return sum + Math.max(0, clipped - 50);
  }, 0);

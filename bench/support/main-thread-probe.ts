import type { Page } from 'playwright-core';

/**
 * What the page's main thread did, recorded in the page from its first script on: every long task
 * (≥ 50 ms, Chromium's `longtask` entries), the times at which the logbook table's DOM changed (a
 * MutationObserver; its callback runs at the end of the task that changed the DOM, so a long task
 * holding such a time is one in which the list re-rendered) and when the page last went online.
 */
export interface MainThreadRecord {
  readonly longTasks: readonly { readonly start: number; readonly duration: number }[];
  readonly tableChanges: readonly number[];
  readonly onlineAt: number | null;
}

/** Main-thread figures of one window of page time (ms). */
export interface LongTaskFigures {
  readonly count: number;
  readonly longestMs: number;
  readonly totalMs: number;
  /** Long tasks in which the logbook table's DOM changed (the list re-rendered). */
  readonly listRenderCount: number;
  readonly listRenderLongestMs: number;
}

// Plain JavaScript text, not a function: tsx would wrap named functions in a helper the page lacks.
const PROBE = `(() => {
  const record = { longTasks: [], tableChanges: [], onlineAt: null };
  window.__mainThreadProbe = record;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) record.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.addEventListener('online', () => { record.onlineAt = performance.now(); });
  const inTable = (node) => {
    const element = node instanceof Element ? node : node.parentElement;
    return element !== null && element.closest('table') !== null;
  };
  const start = () => {
    new MutationObserver((mutations) => {
      if (mutations.some((m) => inTable(m.target))) record.tableChanges.push(performance.now());
    }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
})();`;

/** Installs the probe in every document the page loads from now on. */
export const installMainThreadProbe = async (page: Page): Promise<void> => {
  await page.addInitScript({ content: PROBE });
};

export const readMainThreadProbe = (page: Page): Promise<MainThreadRecord> =>
  page.evaluate<MainThreadRecord>('window.__mainThreadProbe');

/** The page's clock now (performance.now()), to bound a window. */
export const pageNow = (page: Page): Promise<number> => page.evaluate<number>('performance.now()');

/** The long tasks that overlap [from, to] (page time), and those in which the table changed. */
export const longTasksBetween = (record: MainThreadRecord, from: number, to: number): LongTaskFigures => {
  const tasks = record.longTasks.filter((t) => t.start + t.duration >= from && t.start <= to);
  const rendering = tasks.filter((t) =>
    record.tableChanges.some((at) => at >= t.start && at <= t.start + t.duration),
  );
  const longest = (list: readonly { duration: number }[]) => Math.max(0, ...list.map((t) => t.duration));
  return {
    count: tasks.length,
    longestMs: longest(tasks),
    totalMs: tasks.reduce((sum, t) => sum + t.duration, 0),
    listRenderCount: rendering.length,
    listRenderLongestMs: longest(rendering),
  };
};

import { afterEach, describe, expect, it } from 'vitest';
import * as worker from '../sw/code-cache';
import {
  CODE_CACHE_DONE,
  CODE_CACHE_KEY,
  CODE_CACHE_PAGE,
  CODE_CACHE_PAGE_TIMEOUT_MS,
  warmCodeCache,
  type CodeCacheDeps,
} from './code-cache-warm';

/** A worker container whose control of the page comes when `take()` is called (or at once). */
const containerOf = (controlled: boolean) => {
  const events = new EventTarget();
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: events.addEventListener.bind(events),
  };
  return {
    container: container as unknown as CodeCacheDeps['container'],
    take: () => {
      container.controller = {} as ServiceWorker;
      events.dispatchEvent(new Event('controllerchange'));
    },
  };
};

/** The page's window with its delays run at once, and the page-timeout fired on demand. */
const timersOf = () => {
  const pending = new Map<number, () => void>();
  let next = 1;
  const timers = {
    setTimeout: (callback: () => void, ms: number) => {
      const id = next++;
      if (ms === CODE_CACHE_PAGE_TIMEOUT_MS) pending.set(id, callback);
      else queueMicrotask(callback);
      return id;
    },
    clearTimeout: (id: number) => void pending.delete(id),
    requestIdleCallback: (callback: () => void) => (queueMicrotask(callback), 0),
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  };
  return {
    timers: timers as unknown as CodeCacheDeps['window'],
    timeOut: () => [...pending.values()].forEach((callback) => callback()),
  };
};

const frame = () => document.querySelector<HTMLIFrameElement>(`iframe[src="${CODE_CACHE_PAGE}"]`);
const reported = (from: Window | null, type = CODE_CACHE_DONE) =>
  window.dispatchEvent(new MessageEvent('message', { data: { type, compiled: 3 }, source: from }));

afterEach(() => {
  localStorage.clear();
  frame()?.remove();
});

describe('compiling the build’s code on the first visit (issue 35)', () => {
  it('opens the page the worker makes and waits for the message it posts', () => {
    expect(CODE_CACHE_PAGE).toBe(worker.CODE_CACHE_PAGE);
    expect(CODE_CACHE_DONE).toBe(worker.CODE_CACHE_DONE);
  });

  it('waits for the worker’s control, opens the hidden page, and remembers the build once it reports', async () => {
    const { container, take } = containerOf(false);
    const { timers } = timersOf();
    const deps = { container, document, window: timers, storage: localStorage, build: '/assets/index-a.js' };
    const warming = warmCodeCache(deps);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(frame()).toBeNull();
    take();
    await expect.poll(frame).not.toBeNull();
    expect(frame()!.hidden).toBe(true);
    expect(frame()!.getAttribute('aria-hidden')).toBe('true');
    expect(frame()!.tabIndex).toBe(-1);
    // Another window's message, or another type, changes nothing.
    reported(window);
    reported(frame()!.contentWindow, 'something.else');
    expect(frame()).not.toBeNull();
    reported(frame()!.contentWindow);
    await expect(warming).resolves.toBe('compiled');
    expect(frame()).toBeNull();
    expect(localStorage.getItem(CODE_CACHE_KEY)).toBe('/assets/index-a.js');
    // The same build again: nothing to do; a new build: compiled again.
    await expect(warmCodeCache(deps)).resolves.toBe('known');
    expect(frame()).toBeNull();
    void warmCodeCache({ ...deps, build: '/assets/index-b.js' });
    await expect.poll(frame).not.toBeNull();
  });

  it('removes a page that never reports and tries again on the next visit', async () => {
    const { container } = containerOf(true);
    const { timers, timeOut } = timersOf();
    const deps = { container, document, window: timers, storage: localStorage, build: '/assets/index-a.js' };
    const warming = warmCodeCache(deps);
    await expect.poll(frame).not.toBeNull();
    timeOut();
    await expect(warming).resolves.toBe('timeout');
    expect(frame()).toBeNull();
    expect(localStorage.getItem(CODE_CACHE_KEY)).toBeNull();
  });

  it('does nothing where there is no service worker', async () => {
    const { timers } = timersOf();
    await expect(
      warmCodeCache({ container: undefined, document, window: timers, storage: localStorage, build: 'x' }),
    ).resolves.toBe('none');
    expect(frame()).toBeNull();
  });
});

/**
 * The service worker's hidden page and the message it posts when done (src/sw/code-cache.ts holds the
 * worker's side; code-cache-warm.dom.test.ts compares the two). Not imported from there: a module the
 * page and the worker share becomes a chunk of its own, which the worker, a classic script, cannot load.
 */
export const CODE_CACHE_PAGE = '/assets/portal-code-cache.html';
export const CODE_CACHE_DONE = 'portal.codeCacheWarmed';

/** Where a device remembers the build whose code it has compiled already. */
export const CODE_CACHE_KEY = 'portal.codeCache';
/**
 * How long after the worker takes control the warm-up waits before it asks for idle time: past the
 * first visit's own loading, whose pauses for the network look idle too (with 5 s it ran while the cab
 * tablet's first logbook load was still settling and added 0.8 s to its blocking time).
 */
export const CODE_CACHE_DELAY_MS = 30_000;
/** The longest it waits for idle time, and for the hidden page to finish. */
export const CODE_CACHE_IDLE_TIMEOUT_MS = 10_000;
export const CODE_CACHE_PAGE_TIMEOUT_MS = 120_000;

type Timers = Pick<Window, 'setTimeout' | 'clearTimeout' | 'addEventListener' | 'removeEventListener'> & {
  readonly requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

export interface CodeCacheDeps {
  /** `navigator.serviceWorker`; absent where there is none (then nothing happens). */
  readonly container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'> | undefined;
  readonly document: Document;
  readonly window: Timers;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Names the running build (the entry script's hashed URL): its code is compiled once per device. */
  readonly build: string;
}

const later = (timers: Timers, ms: number) =>
  new Promise<void>((resolve) => void timers.setTimeout(resolve, ms));

const idle = (timers: Timers) =>
  new Promise<void>((resolve) => {
    if (timers.requestIdleCallback)
      timers.requestIdleCallback(resolve, { timeout: CODE_CACHE_IDLE_TIMEOUT_MS });
    else timers.setTimeout(resolve, 0);
  });

/** The service worker's control of the page: at once, or when the first install takes the page. */
const controlled = (container: NonNullable<CodeCacheDeps['container']>) =>
  new Promise<void>((resolve) => {
    if (container.controller) resolve();
    else container.addEventListener('controllerchange', () => resolve(), { once: true });
  });

/**
 * Has the browser compile the build's code into its code cache while the page is idle, once per build
 * and device (see src/sw/code-cache.ts): a hidden frame opens the service worker's code-cache page
 * and is removed when that page reports, or after {@link CODE_CACHE_PAGE_TIMEOUT_MS}. Answers what
 * happened; only `compiled` is remembered, so a page closed or timed out tries again next visit.
 */
export const warmCodeCache = async (
  deps: CodeCacheDeps,
): Promise<'compiled' | 'known' | 'timeout' | 'none'> => {
  const { container, document, window: timers, storage, build } = deps;
  if (!container) return 'none';
  if (storage?.getItem(CODE_CACHE_KEY) === build) return 'known';
  await controlled(container);
  await later(timers, CODE_CACHE_DELAY_MS);
  await idle(timers);
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.title = 'code cache';
  const outcome = await new Promise<'compiled' | 'timeout'>((resolve) => {
    const done = (result: 'compiled' | 'timeout') => {
      timers.removeEventListener('message', onMessage);
      timers.clearTimeout(timer);
      resolve(result);
    };
    const onMessage = (event: Event) => {
      const { data, source } = event as MessageEvent<unknown>;
      if (source !== frame.contentWindow) return;
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === CODE_CACHE_DONE)
        done('compiled');
    };
    const timer = timers.setTimeout(() => done('timeout'), CODE_CACHE_PAGE_TIMEOUT_MS);
    timers.addEventListener('message', onMessage);
    frame.src = CODE_CACHE_PAGE;
    document.body.append(frame);
  });
  frame.remove();
  if (outcome === 'compiled') storage?.setItem(CODE_CACHE_KEY, build);
  return outcome;
};

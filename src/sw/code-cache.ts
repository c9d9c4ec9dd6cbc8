/**
 * The compiled code of the first visit (issue 35). Chrome keeps a script's compiled code beside its
 * copy in the service worker's cache, but makes it only when a page runs the script from that copy:
 * on a driver's first visit the page ran its scripts from the network, so the second visit compiled
 * all of them again and then wrote their code cache, about 0.8 s of the main thread on a cab tablet
 * (4× slower CPU); only the third visit started from compiled code. So once the worker controls the
 * first visit's page and the page is idle, the app opens a hidden page of the worker's
 * ({@link CODE_CACHE_PAGE}) that imports the precached chunks from the cache: Chrome compiles them
 * and keeps their code, and the next visit starts from it.
 *
 * Every precached chunk, the app's entry too (whose script starts the app only outside that page), not
 * what is cached on demand (the map, the charts: a driver never loads them, so they are not fetched
 * for this).
 */

/** The hidden page the app opens; the worker answers it (the server has no such file: a 404). */
export const CODE_CACHE_PAGE = '/assets/portal-code-cache.html';
/** Its script: imports each chunk of {@link codeCacheFiles}, then tells the app. */
export const CODE_CACHE_SCRIPT = '/assets/portal-code-cache.js';
/** The message type the page posts to the app when every import has settled. */
export const CODE_CACHE_DONE = 'portal.codeCacheWarmed';

/** What the selection reads of a Vite (Rolldown) output chunk (see on-demand.ts's BundleChunk). */
type OutputLike = { readonly type: 'chunk' | 'asset'; readonly fileName: string };

/**
 * The URLs (`/assets/…`) of the chunks the hidden page imports: every JavaScript chunk of the app that
 * is precached, i.e. not among `onDemand` (URLs). The app's entry is one of them: imported there, it
 * starts nothing (src/main.tsx boots only outside {@link CODE_CACHE_PAGE}).
 */
export const codeCacheFiles = (
  bundle: Readonly<Record<string, OutputLike>>,
  onDemand: ReadonlySet<string>,
): Set<string> =>
  new Set(
    Object.values(bundle)
      .filter((output) => output.type === 'chunk' && output.fileName.endsWith('.js'))
      .map((chunk) => `/${chunk.fileName}`)
      .filter((url) => url.startsWith('/assets/') && !onDemand.has(url)),
  );

/** The hidden page: nothing but its script (allowed by its own policy: scripts of this origin only). */
export const codeCachePage = (): string =>
  `<!doctype html><html><head><meta charset="utf-8"><script type="module" src="${CODE_CACHE_SCRIPT}"></script></head></html>`;

/** The hidden page's script: imports every chunk (a failure counts as settled), then posts the count. */
export const codeCacheScript = (urls: readonly string[]): string =>
  `const urls = ${JSON.stringify(urls)};\n` +
  'Promise.allSettled(urls.map((url) => import(url))).then((results) =>\n' +
  `  parent.postMessage({ type: ${JSON.stringify(CODE_CACHE_DONE)}, compiled: results.filter((r) => r.status === 'fulfilled').length }, location.origin),\n` +
  ');\n';

import { CODE_CACHE_PAGE, codeCachePage, codeCacheScript } from './code-cache';
import {
  ACTIVE_BUILD_KEY,
  META_CACHE,
  PRECACHE_PREFIX,
  precacheName,
  renewNonce,
  routeRequest,
  SHELL_URL,
  SKIP_WAITING_MESSAGE,
  SUPPLIER_LOGO_CACHE,
  toHex,
  withoutServerMeta,
  type PrecacheEntry,
  type PrecacheManifest,
  type RequestRoute,
} from './sw-routing';

/**
 * The service worker (issue 8: the app opens offline). Installing precaches every file of its build
 * but the map, chart and spreadsheet code (cached on first use, issue 35: see on-demand.ts), each
 * checked against the hash the build wrote, so a cache is the whole build or nothing; then it
 * WAITS: the build in use keeps being served until the app calls `applyUpdate()` (src/api/app-update.ts),
 * never a mix. Navigations get the precached page, built files come from the cache, supplier logos from
 * a cache of their own (their addresses change with the logo), everything else (the APIs above all)
 * goes to the network untouched and is never stored.
 * Built by the Vite plugin in precache.plugin.ts, which writes the manifest in place of the marker.
 */

// The worker's globals, as far as used here: the project's types are the page's (DOM), not a worker's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: { readonly origin: string };
}
const worker = globalThis as unknown as ServiceWorkerScope;

const MANIFEST = JSON.parse('__PORTAL_PRECACHE_MANIFEST__') as PrecacheManifest;
const CACHE = precacheName(MANIFEST.buildId);
const ENTRIES = new Map(MANIFEST.entries.map((entry) => [entry.url, entry]));
const PRECACHED = new Set(ENTRIES.keys());

/** True when `response` holds exactly the file the build hashed (the page: less the server's lines). */
const isBuiltFile = async (response: Response, entry: PrecacheEntry): Promise<boolean> => {
  const bytes =
    entry.url === SHELL_URL
      ? new TextEncoder().encode(withoutServerMeta(await response.text()))
      : await response.arrayBuffer();
  return toHex(await crypto.subtle.digest('SHA-256', bytes)) === entry.revision;
};

/** An earlier build's copy of `entry` when it is unchanged: an update fetches only what changed. */
const earlierCopy = async (entry: PrecacheEntry): Promise<Response | undefined> => {
  const earlier = await caches.match(entry.url);
  return earlier && (await isBuiltFile(earlier.clone(), entry)) ? earlier : undefined;
};

/** `entry` from the server, checked against the build's hash; throws when it is not that file. */
const fetchBuilt = async (entry: PrecacheEntry, mode: RequestCache): Promise<Response> => {
  // eslint-disable-next-line no-restricted-globals -- the worker fetches the build's own files
  const response = await fetch(new Request(entry.url, { cache: mode, credentials: 'same-origin' }));
  if (!response.ok) throw new Error(`Precaching ${entry.url}: HTTP ${response.status}`);
  // A server that already runs another build: this install fails, the next worker will match it.
  if (!(await isBuiltFile(response.clone(), entry))) throw new Error(`${entry.url} is not of this build`);
  return response;
};

/**
 * `entry` from the server. A file whose name carries its hash (`/assets/`) may come from the HTTP cache
 * (the page that registered the worker has just loaded most of them: no second download on a mobile
 * link); the hash check stands, and a copy that fails it is fetched again past that cache. The page,
 * locale files and icons keep their names from build to build: revalidated (`no-cache`).
 */
const fetchForCache = async (entry: PrecacheEntry): Promise<Response> => {
  if (!entry.url.startsWith('/assets/')) return fetchBuilt(entry, 'no-cache');
  return fetchBuilt(entry, 'default').catch(() => fetchBuilt(entry, 'no-cache'));
};

/** One file into the new cache: taken from an earlier build's cache when unchanged, else fetched. */
const precacheEntry = async (cache: Cache, entry: PrecacheEntry): Promise<void> =>
  cache.put(entry.url, (await earlierCopy(entry)) ?? (await fetchForCache(entry)));

/** An on-demand file the device already had from an earlier build: kept, never fetched at install. */
const carryOver = async (cache: Cache, entry: PrecacheEntry): Promise<void> => {
  const earlier = await earlierCopy(entry).catch(() => undefined);
  if (earlier) await cache.put(entry.url, earlier);
};

const install = async (): Promise<void> => {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(
      MANIFEST.entries.map((entry) =>
        entry.onDemand ? carryOver(cache, entry) : precacheEntry(cache, entry),
      ),
    );
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
};

/**
 * An on-demand file the app asks for the first time: answered from the server at once and kept in this
 * build's cache once it proves to be the build's file (offline next time). A failure to keep it is
 * only a later download.
 */
const firstUse = async (entry: PrecacheEntry, request: Request, keep: (work: Promise<unknown>) => void) => {
  // eslint-disable-next-line no-restricted-globals -- not cached yet: the server has it
  const response = await fetch(request);
  if (response.status === 200) {
    const copy = response.clone();
    keep(
      (async () => {
        if (await isBuiltFile(copy.clone(), entry)) await (await caches.open(CACHE)).put(entry.url, copy);
      })().catch(() => undefined),
    );
  }
  return response;
};

/** Keeps this build's cache and the one of the build before (tabs still running it), drops the rest. */
const activate = async (): Promise<void> => {
  const meta = await caches.open(META_CACHE);
  const previous = (await (await meta.match(ACTIVE_BUILD_KEY))?.text()) ?? null;
  await meta.put(ACTIVE_BUILD_KEY, new Response(CACHE));
  const keep = new Set([CACHE, META_CACHE, previous]);
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PRECACHE_PREFIX) && !keep.has(name)).map((n) => caches.delete(n)),
  );
  // The first install takes the page that registered it at once (it runs this very build).
  await worker.clients.claim();
};

const freshNonce = (): string => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));

/** The precached page with a nonce of its own (see `renewNonce`). */
const shellResponse = async (request: Request): Promise<Response> => {
  const cached = await (await caches.open(CACHE)).match(SHELL_URL);
  // eslint-disable-next-line no-restricted-globals -- nothing precached (cleared by hand): the server
  if (!cached) return fetch(request);
  const headers = new Headers(cached.headers);
  const { html, policy } = renewNonce(
    await cached.text(),
    headers.get('content-security-policy') ?? '',
    freshNonce(),
  );
  if (policy !== '') headers.set('content-security-policy', policy);
  // The body is the decoded text, rewritten: the server's length and coding (brotli, gzip) are not its own.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: 200, statusText: 'OK', headers });
};

/**
 * A supplier logo from its cache, else from the server (then kept, in place of the logo the supplier
 * had before: one entry per supplier). A failed or refused answer is passed on, never kept.
 */
const supplierLogoResponse = async (request: Request): Promise<Response> => {
  const cache = await caches.open(SUPPLIER_LOGO_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  // eslint-disable-next-line no-restricted-globals -- the logo is not cached yet: the server has it
  const response = await fetch(request);
  if (response.status === 200) {
    const keep = response.clone();
    await cache.delete(request, { ignoreSearch: true });
    await cache.put(request, keep);
  }
  return response;
};

/** The chunks the hidden code-cache page imports (code-cache.ts), in the manifest's order. */
const CODE_CACHE_URLS = MANIFEST.entries.filter((entry) => entry.codeCache).map((entry) => entry.url);

/**
 * The hidden code-cache page or its script. The page's policy lets it run scripts of this origin only
 * (its own, then the chunks) and nothing else; neither is stored by the browser.
 */
const codeCacheResponse = (request: Request): Response => {
  const page = new URL(request.url).pathname === CODE_CACHE_PAGE;
  return new Response(page ? codeCachePage() : codeCacheScript(CODE_CACHE_URLS), {
    status: 200,
    headers: {
      'content-type': page ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8',
      'content-security-policy': "default-src 'none'; script-src 'self'",
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
};

const respond = async (route: Exclude<RequestRoute, 'network'>, event: FetchEvent): Promise<Response> => {
  const { request } = event;
  if (route === 'shell') return shellResponse(request);
  if (route === 'codeCache') return codeCacheResponse(request);
  if (route === 'supplierLogo') return supplierLogoResponse(request);
  const path = new URL(request.url).pathname;
  const cached =
    route === 'precached' ? await (await caches.open(CACHE)).match(path) : await caches.match(request);
  if (cached) return cached;
  const entry = route === 'precached' ? ENTRIES.get(path) : undefined;
  if (entry?.onDemand) return firstUse(entry, request, (work) => event.waitUntil(work));
  // eslint-disable-next-line no-restricted-globals -- not in any cache: the server has it or says 404
  return fetch(request);
};

worker.addEventListener('install', (event) => event.waitUntil(install()));
worker.addEventListener('activate', (event) => event.waitUntil(activate()));
worker.addEventListener('fetch', (event) => {
  const route = routeRequest(event.request, worker.location.origin, PRECACHED);
  if (route !== 'network') event.respondWith(respond(route, event));
});
// Only the app's `applyUpdate()` lets a waiting build take over (never on its own).
worker.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void worker.skipWaiting();
});

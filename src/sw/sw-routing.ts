import { CODE_CACHE_PAGE, CODE_CACHE_SCRIPT } from './code-cache';

/**
 * What the service worker (service-worker.ts) decides, as plain functions: which requests it answers
 * and from where, how its caches are named, and how the precached page gets a fresh style nonce. No
 * worker globals here, so the rules are unit-tested in Node.
 */

/** One file of the build: its path and the SHA-256 (hex) of its content as built. */
export interface PrecacheEntry {
  readonly url: string;
  readonly revision: string;
  /**
   * Cached when the app first asks for it, not at install (the map, chart and spreadsheet code:
   * on-demand.ts); once cached it is served like the rest, and an update keeps it when unchanged.
   */
  readonly onDemand?: true;
  /** A chunk the hidden code-cache page imports (code-cache.ts). */
  readonly codeCache?: true;
}

/** What the build writes into the worker (see precache.plugin.ts). */
export interface PrecacheManifest {
  /** Names this build's cache: the same files and worker give the same id, so no needless update. */
  readonly buildId: string;
  readonly entries: readonly PrecacheEntry[];
}

/** The app's page: every navigation to an app route is answered with it. */
export const SHELL_URL = '/index.html';
/** Prefix of the caches holding a build; the suffix is the build id. */
export const PRECACHE_PREFIX = 'portal-precache-';
/** The cache that remembers which build was active, so the one before it is kept for open tabs. */
export const META_CACHE = 'portal-precache-meta';
/** The key in {@link META_CACHE} under which the active build's cache name is stored. */
export const ACTIVE_BUILD_KEY = '/__portal-active-build';
/** What `applyUpdate()` posts to the waiting worker. */
export const SKIP_WAITING_MESSAGE = 'portal.skipWaiting';

/**
 * Paths the server answers as APIs (server/app.ts API_PREFIXES): never answered from a cache, never
 * the app's page, also when opened as a document (an export download).
 */
export const NETWORK_ONLY_PREFIXES: readonly string[] = ['/api/', '/um/', '/logbook/', '/wp-json/'];

/**
 * The supplier logos (getSupplierLogo): the one API answer the worker keeps, in a cache of its own that
 * outlives builds. Each address is signed over the logo's hash, so a stored answer never goes stale:
 * it is served from the cache (offline too) and fetched only the first time. The path is the
 * contract's (sw-routing.test.ts compares them; the worker does not load the contract).
 */
export const SUPPLIER_LOGO_CACHE = 'portal-supplier-logos';
const SUPPLIER_LOGO_PATH = /^\/wp-json\/fvm\/v1\/suppliers\/[1-9][0-9]*\/logo$/;

/** The cache name of a build. */
export const precacheName = (buildId: string): string => `${PRECACHE_PREFIX}${buildId}`;

/**
 * How the worker answers a request:
 * - `shell`: the precached page (a navigation to any app route: the app routes it itself);
 * - `precached`: the file from this build's cache (scripts, styles, icons, locale files, the manifest);
 * - `earlierBuild`: a hashed asset this build does not have, from any cache (a tab still running the
 *   build before an update loads its lazy chunks) and else from the network;
 * - `supplierLogo`: a supplier logo, from {@link SUPPLIER_LOGO_CACHE}, else fetched and kept there;
 * - `codeCache`: the hidden page that compiles the precached chunks, or its script (code-cache.ts),
 *   made by the worker: the server has no such files;
 * - `network`: not answered by the worker at all (APIs, other origins, anything not built).
 */
export type RequestRoute = 'shell' | 'precached' | 'earlierBuild' | 'supplierLogo' | 'codeCache' | 'network';

/** The parts of a request the routing reads. */
export interface RoutedRequest {
  readonly method: string;
  readonly mode: string;
  readonly url: string;
}

const looksLikeFile = (path: string): boolean => /\.[^/]*$/.test(path);

/** Decides how the worker answers `request` (see {@link RequestRoute}). */
export const routeRequest = (
  request: RoutedRequest,
  origin: string,
  precached: ReadonlySet<string>,
): RequestRoute => {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (request.mode !== 'navigate' && SUPPLIER_LOGO_PATH.test(path) && url.searchParams.has('signature'))
    return 'supplierLogo';
  if (NETWORK_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'network';
  if ((path === CODE_CACHE_PAGE || path === CODE_CACHE_SCRIPT) && url.search === '') return 'codeCache';
  const isPrecached = url.search === '' && precached.has(path);
  if (request.mode === 'navigate') {
    // Like the server's history fallback: a path that names no file is a route of the app.
    if (!looksLikeFile(path) || path === SHELL_URL) return 'shell';
    return isPrecached ? 'precached' : 'network';
  }
  if (isPrecached) return 'precached';
  if (path.startsWith('/assets/')) return 'earlierBuild';
  return 'network';
};

/**
 * The server writes a fresh style nonce and its API settings into every page it sends (server/app.ts,
 * right after `<head>`); the build's file has neither. Removing those lines gives back the file as
 * built, whose hash the manifest holds.
 */
const NONCE_META = /\n[ \t]*<meta name="csp-nonce" content="([^"]*)" \/>/;
const SERVER_META = /\n[ \t]*<meta name="(?:csp-nonce|portal-api)" content="[^"]*" \/>/g;

/** The page as built: without the nonce and API lines the server added. */
export const withoutServerMeta = (html: string): string => html.replace(SERVER_META, '');

/**
 * The page and its Content-Security-Policy with `nonce` in place of the one the server wrote, so
 * every load from the cache gets a nonce of its own, as every load from the server does. Unchanged
 * when the page carries no nonce.
 */
export const renewNonce = (
  html: string,
  policy: string,
  nonce: string,
): { readonly html: string; readonly policy: string } => {
  const old = NONCE_META.exec(html)?.[1];
  if (old === undefined || old === '') return { html, policy };
  return {
    html: html.replace(`content="${old}"`, `content="${nonce}"`),
    policy: policy.split(`'nonce-${old}'`).join(`'nonce-${nonce}'`),
  };
};

/** Lower-case hex of a digest. */
export const toHex = (digest: ArrayBuffer): string =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { reachedOverHttps, socketAddressOf, type TrustProxy } from './client-address';

export interface SecurityHeaderOptions {
  /** URL templates of the map's raster tiles (`{z}/{x}/{y}`); '' = not configured. */
  readonly tileUrls: readonly string[];
  /** Other origins the page calls (`API_HOST`: user management and the gateway on another host). */
  readonly apiOrigins?: readonly string[];
  /**
   * Origins the page may load a script from and send to: the self-hosted analytics server when
   * `ANALYTICS_URL` is set (README "Analytics"); none otherwise.
   */
  readonly scriptOrigins?: readonly string[];
  /** Origins that may frame the railation view (spec 000 §1); empty: nobody may. */
  readonly railationFrameAncestors: readonly string[];
  /** Path prefixes of the APIs, whose answers are never stored by caches unless they say so. */
  readonly apiPrefixes: readonly string[];
  /** The proxies whose `X-Forwarded-Proto` tells that the client came over https (HSTS); off by default. */
  readonly trustProxy?: TrustProxy;
}

/**
 * HSTS on answers to clients that came over https: a year, this host only (an operator's other hosts
 * may still serve plain http). Browsers ignore the header on plain http, so it is not sent there.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** The origin of a tile URL template, or null when it is empty or not an http(s) URL. */
export const tileOrigin = (template: string): string | null => {
  if (template === '') return null;
  try {
    const url = new URL(template.replace(/\{[^}]*\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * The inline `<style>`s with fixed text the app renders, allowed by their hashes; a test compares each
 * with the installed Radix. Radix's ScrollArea (tables, lists) hides native scrollbars with one; its
 * Select's list hides them with the other, and Radix Themes passes that one no nonce.
 */
export const RADIX_SCROLL_AREA_STYLE =
  '[data-radix-scroll-area-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-scroll-area-viewport]::-webkit-scrollbar{display:none}';
export const RADIX_SELECT_STYLE =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}';
const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** Hashed once: the texts are fixed, and the policy is set on every answer. */
const FIXED_STYLE_HASHES = [RADIX_SCROLL_AREA_STYLE, RADIX_SELECT_STYLE].map(styleHash).join(' ');

/** A fresh nonce for the inline styles of one page (see {@link contentSecurityPolicy}). */
export const newStyleNonce = (): string => randomBytes(16).toString('base64');

/**
 * The Content-Security-Policy of every answer. What the app needs, and nothing else:
 * - scripts, fonts and workers (MapLibre's worker, the service worker /sw.js) from the portal itself
 *   only, and the web app manifest from there too (`manifest-src`): no inline script, no
 *   `eval`; styles from the portal, plus Radix's fixed ScrollArea and Select styles (by hash) and, on the app's
 *   page, the inline styles carrying that page's nonce (Radix menus and dialogs add scroll-lock styles
 *   whose text varies; the page passes the nonce on through `__webpack_nonce__`, see src/csp-nonce.ts);
 * - `connect-src` adds the tile servers: MapLibre fetches raster tiles (in its worker); and the API
 *   host when user management and the gateway live on another one; `data:` and `blob:` reach no
 *   server (decoding a screenshot or an image in the page);
 * - `img-src` allows any https image: vehicle images are URLs stored per vehicle (an operator's
 *   media server), and images cannot run code; `data:`/`blob:` for decoded tiles and icons. Supplier
 *   logos need no host here: the portal serves them ('self', getSupplierLogo);
 * - `frame-ancestors` is 'none' except for the railation view, which the configured origins may frame;
 * - `scriptOrigins` (the configured analytics server only) join `script-src` and `connect-src`: its
 *   script loads from there and sends its page views there.
 */
export const contentSecurityPolicy = (
  tileOrigins: readonly string[],
  frameAncestors: readonly string[],
  styleNonce?: string,
  scriptOrigins: readonly string[] = [],
) =>
  [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptOrigins].join(' ')}`,
    `style-src 'self' ${FIXED_STYLE_HASHES}${styleNonce ? ` 'nonce-${styleNonce}'` : ''}`,
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    `connect-src ${["'self'", 'data:', 'blob:', ...new Set([...tileOrigins, ...scriptOrigins])].join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', 'https:', ...tileOrigins.filter((o) => o.startsWith('http:'))].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');

/** The railation view is the only page another site may show in a frame (spec 000 §1). */
const isRailationPage = (path: string) => path === '/railation' || path.startsWith('/railation/');

/** The header that hands a page's style nonce from its handler to {@link securityHeaders}. */
export const STYLE_NONCE_HEADER = 'x-portal-style-nonce';

/**
 * What a browser loads as a script, a style sheet or a font (`Sec-Fetch-Dest`) never becomes a document
 * or a worker: the policy, framing and opener headers (about 0.5 KB) do nothing on it. On a mobile
 * link, where a page loads about 90 such files over HTTP/1.1, they were about 35 KB of the driver's
 * first logbook load (issue 35). Opened later as a page from the browser's cache, such a file shows as
 * text (`nosniff` stays on every answer). Not images: an SVG opened as a page from the cache would run
 * its scripts without the policy. A request without the header (an older browser, the service
 * worker's fetches, whose copies may later start a worker) gets them all.
 */
const DOCUMENTLESS_DESTINATIONS: ReadonlySet<string> = new Set(['script', 'style', 'font']);

/**
 * Sets the security headers on every answer (documents, assets, API answers and errors alike; the
 * document-only ones not on what is fetched as a script, style or font), and
 * `Cache-Control: no-store` on API answers that set no caching of their own: they carry tokens and
 * fleet data that no shared or browser cache should keep. Answers that do set one keep it
 * (`getLiveData`: `private, no-cache` with its ETag; avatar images: `private, max-age`).
 */
export const securityHeaders = (options: SecurityHeaderOptions): MiddlewareHandler => {
  // The tile servers and the API host: the origins the page connects to besides its own.
  const tileOrigins = [
    ...new Set([
      ...options.tileUrls.map(tileOrigin).filter((o): o is string => o !== null),
      ...(options.apiOrigins ?? []),
    ]),
  ];
  const framable = options.railationFrameAncestors.length > 0;
  // The policy differs only by framing and the page's nonce: the two nonce-less ones are built once.
  const scriptOrigins = options.scriptOrigins ?? [];
  const policy = contentSecurityPolicy(tileOrigins, [], undefined, scriptOrigins);
  const railationPolicy = contentSecurityPolicy(
    tileOrigins,
    options.railationFrameAncestors,
    undefined,
    scriptOrigins,
  );
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const railationPage = framable && isRailationPage(c.req.path);
    const nonce = headers.get(STYLE_NONCE_HEADER) ?? undefined;
    headers.delete(STYLE_NONCE_HEADER);
    headers.set('x-content-type-options', 'nosniff');
    // Tile servers ask for a Referer (OpenStreetMap's usage policy): the origin only, never the path
    // (a reset link's token) and nothing at all when leaving https.
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    const trust = options.trustProxy ?? { kind: 'off' };
    if (reachedOverHttps(trust, socketAddressOf(c), c.req.url, c.req.header('x-forwarded-proto'))) {
      headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
    if (options.apiPrefixes.some((p) => c.req.path.startsWith(p)) && !headers.has('cache-control')) {
      headers.set('cache-control', 'no-store');
    }
    if (DOCUMENTLESS_DESTINATIONS.has(c.req.header('sec-fetch-dest') ?? '')) return;
    const ancestors = railationPage ? options.railationFrameAncestors : [];
    headers.set(
      'content-security-policy',
      nonce === undefined
        ? railationPage
          ? railationPolicy
          : policy
        : contentSecurityPolicy(tileOrigins, ancestors, nonce, scriptOrigins),
    );
    // For browsers without frame-ancestors; it cannot name origins, so the framable page omits it.
    if (!railationPage) headers.set('x-frame-options', 'DENY');
    headers.set('cross-origin-opener-policy', 'same-origin');
  };
};

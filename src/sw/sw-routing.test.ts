import { describe, expect, it } from 'vitest';
import { getSupplierLogo } from '../api/contract/suppliers.contract';
import { CODE_CACHE_PAGE, CODE_CACHE_SCRIPT } from './code-cache';
import { renewNonce, routeRequest, withoutServerMeta } from './sw-routing';

const ORIGIN = 'https://portal.example';
const PRECACHED = new Set([
  '/index.html',
  '/assets/index-abc.js',
  '/locales/de-DE/common.json',
  '/favicon.svg',
]);
const route = (path: string, mode = 'cors', method = 'GET', origin = ORIGIN) =>
  routeRequest({ method, mode, url: `${origin}${path}` }, ORIGIN, PRECACHED);

describe('what the service worker answers', () => {
  it('makes the hidden code-cache page and its script itself, never from a cache or the server', () => {
    expect(route(CODE_CACHE_PAGE, 'navigate')).toBe('codeCache');
    expect(route(CODE_CACHE_SCRIPT, 'cors')).toBe('codeCache');
    expect(route(`${CODE_CACHE_SCRIPT}?x=1`, 'cors')).toBe('earlierBuild');
    expect(route(CODE_CACHE_PAGE, 'navigate', 'POST')).toBe('network');
  });

  it('answers every app route with the precached page', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/logbook-all-entries',
      '/livedata/12',
      '/reset-passkey?t=1',
      '/x/y',
    ])
      expect(route(path, 'navigate'), path).toBe('shell');
  });

  it('never touches the APIs, also opened as a document, nor other origins or other methods', () => {
    for (const path of [
      '/api/config',
      '/um/v1/access-tokens',
      '/logbook/api/logbook/v1/vehicles',
      '/wp-json/x',
    ]) {
      expect(route(path), path).toBe('network');
      expect(route(path, 'navigate'), path).toBe('network');
    }
    expect(route('/assets/index-abc.js', 'cors', 'GET', 'https://tiles.example')).toBe('network');
    expect(route('/assets/index-abc.js', 'cors', 'POST')).toBe('network');
  });

  it('serves built files from the precache, an earlier build asset from any cache, the rest not at all', () => {
    expect(route('/assets/index-abc.js')).toBe('precached');
    expect(route('/locales/de-DE/common.json')).toBe('precached');
    expect(route('/favicon.svg', 'navigate')).toBe('precached');
    expect(route('/assets/index-old.js')).toBe('earlierBuild');
    expect(route('/assets/index-abc.js?v=2')).toBe('earlierBuild');
    expect(route('/robots.txt')).toBe('network');
    expect(route('/robots.txt', 'navigate')).toBe('network');
  });
});

describe('supplier logos', () => {
  const logo = (id: string) => getSupplierLogo.path.replace('{supplierId}', id);

  it('are kept by the worker (a cache of their own) when asked for with their signature', () => {
    expect(route(`${logo('12')}?signature=${'a'.repeat(43)}`, 'no-cors')).toBe('supplierLogo');
    expect(route(`${logo('12')}?signature=x`)).toBe('supplierLogo');
  });

  it('but not without a signature, opened as a page, from another origin, nor any other content call', () => {
    expect(route(logo('12'), 'no-cors')).toBe('network');
    expect(route(`${logo('12')}?signature=x`, 'navigate')).toBe('network');
    expect(route(`${logo('12')}?signature=x`, 'no-cors', 'GET', 'https://cdn.example')).toBe('network');
    expect(route(`${logo('12')}?signature=x`, 'no-cors', 'POST')).toBe('network');
    expect(route(`${logo('0')}?signature=x`)).toBe('network');
    expect(route('/wp-json/fvm/v1/suppliers')).toBe('network');
    expect(route('/wp-json/fvm/v1/suppliers/12/logo/x?signature=x')).toBe('network');
  });
});

describe('the style nonce of the precached page', () => {
  const built = '<!doctype html><html><head>\n    <title>p</title></head></html>';
  const served = built.replace(
    '<head>',
    '<head>\n    <meta name="csp-nonce" content="OLD+nonce/=" />\n    <meta name="portal-api" content="host=https%3A%2F%2Fapi.example&amp;um=v1&amp;logbook=v2" />',
  );
  const policy = "default-src 'self'; style-src 'self' 'sha256-x' 'nonce-OLD+nonce/='";

  it('is left out, with the API settings, to compare the page with the file as built', () => {
    expect(withoutServerMeta(served)).toBe(built);
  });

  it('is replaced in the page and in its policy for every load', () => {
    const renewed = renewNonce(served, policy, 'NEW');
    expect(renewed.html).toBe(served.replace('content="OLD+nonce/="', 'content="NEW"'));
    expect(renewed.policy).toBe("default-src 'self'; style-src 'self' 'sha256-x' 'nonce-NEW'");
    expect(renewNonce(built, policy, 'NEW')).toEqual({ html: built, policy });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { apiUrl, DEFAULT_API_BASE, parseApiBase, readApiBase, type ApiBase } from './api-base';
import { createApiClient } from './api-client';
import {
  apiLocationMetaContent,
  getClientConfig,
  getFaq,
  getPersonAccount,
  listNotifications,
} from './contract';

/** The URL a fake fetch was called with, as text. */
const urlText = (url: RequestInfo | URL | undefined): string =>
  url === undefined ? '' : typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;

const API = 'https://api.example.com';
const ELSEWHERE: ApiBase = { host: API, umVersion: 'v2', logbookVersion: 'v3' };

describe('the API base (spec 000 §7: /um/{version}, /logbook/api/logbook/{version}, configurable host)', () => {
  it.each([
    ['user management, defaults', DEFAULT_API_BASE, '/um/v1/accounts/me', '/um/v1/accounts/me'],
    [
      'the gateway, defaults',
      DEFAULT_API_BASE,
      '/logbook/api/logbook/v1/live-data',
      '/logbook/api/logbook/v1/live-data',
    ],
    ['user management elsewhere', ELSEWHERE, '/um/v1/accounts/me', `${API}/um/v2/accounts/me`],
    [
      'the gateway elsewhere',
      ELSEWHERE,
      '/logbook/api/logbook/v1/live-data',
      `${API}/logbook/api/logbook/v3/live-data`,
    ],
    [
      'a logbook path of the gateway',
      ELSEWHERE,
      '/logbook/api/logbook/v1/organisations/o-1/entries',
      `${API}/logbook/api/logbook/v3/organisations/o-1/entries`,
    ],
    ['a group root itself', ELSEWHERE, '/um/v1', `${API}/um/v2`],
    [
      'only the host moved',
      { ...DEFAULT_API_BASE, host: API },
      '/um/v1/access-tokens',
      `${API}/um/v1/access-tokens`,
    ],
    [
      'only a version moved',
      { ...DEFAULT_API_BASE, umVersion: 'v2' },
      '/um/v1/access-tokens',
      '/um/v2/access-tokens',
    ],
    // The portal's own: the site configuration, the content service, locale files.
    ['the site configuration', ELSEWHERE, '/api/config', '/api/config'],
    ['the content service', ELSEWHERE, '/wp-json/fvm/v1/faq', '/wp-json/fvm/v1/faq'],
    ['a path that only looks alike', ELSEWHERE, '/umbrella/v1/x', '/umbrella/v1/x'],
    ['a logbook path outside the gateway', ELSEWHERE, '/logbook/other/v1', '/logbook/other/v1'],
  ])('%s: %s', (_, base, path, url) => {
    expect(apiUrl(base, path)).toBe(url);
  });

  it.each([
    ['nothing set', {}, DEFAULT_API_BASE],
    ['a host', { host: API }, { ...DEFAULT_API_BASE, host: API }],
    ['a host with a trailing slash', { host: `${API}/` }, { ...DEFAULT_API_BASE, host: API }],
    [
      'a host with a port',
      { host: 'http://10.0.0.5:8080' },
      { ...DEFAULT_API_BASE, host: 'http://10.0.0.5:8080' },
    ],
    [
      'versions',
      { umVersion: 'v2', logbookVersion: 'v3' },
      { ...DEFAULT_API_BASE, umVersion: 'v2', logbookVersion: 'v3' },
    ],
    // Anything that is not an origin or a path segment keeps the default.
    ['a host with a path', { host: `${API}/gateway` }, DEFAULT_API_BASE],
    ['a host without scheme', { host: 'api.example.com' }, DEFAULT_API_BASE],
    ['a script URL', { host: 'javascript:alert(1)' }, DEFAULT_API_BASE],
    ['a version with a slash', { umVersion: 'v1/../admin' }, DEFAULT_API_BASE],
    ['an empty version', { logbookVersion: '' }, DEFAULT_API_BASE],
  ])('reads %s', (_, settings, base) => {
    expect(parseApiBase(settings)).toEqual(base);
  });

  const page = (content: string | null) => ({
    querySelector: () => (content === null ? null : ({ content } as HTMLMetaElement)),
  });
  const BUILD_ENV = { VITE_API_HOST: 'https://built.example.com', VITE_API_UM_VERSION: 'v9' };

  it.each([
    ['the server’s page settings', page(apiLocationMetaContent(ELSEWHERE)), {}, ELSEWHERE],
    [
      'the server’s page settings over the build’s',
      page(apiLocationMetaContent(ELSEWHERE)),
      BUILD_ENV,
      ELSEWHERE,
    ],
    // The server says "this origin": the build's host does not come back.
    ['the server’s empty host', page(apiLocationMetaContent(DEFAULT_API_BASE)), BUILD_ENV, DEFAULT_API_BASE],
    [
      'the build’s env without a page meta (the dev server)',
      page(null),
      BUILD_ENV,
      { ...DEFAULT_API_BASE, host: 'https://built.example.com', umVersion: 'v9' },
    ],
    ['nothing: the page’s origin and v1', page(null), {}, DEFAULT_API_BASE],
  ])('starts from %s', (_, document, env, base) => {
    expect(readApiBase(document, env)).toEqual(base);
  });
});

describe('the API client on a configured base', () => {
  const client = (base?: ApiBase) => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ total: 0, skip: 0, top: 50, orderBy: 'timestamp desc', items: [] }),
    );
    return { fetch, api: createApiClient({ fetch, ...(base ? { base } : {}) }) };
  };
  const calledUrl = (fetch: ReturnType<typeof client>['fetch']) => urlText(fetch.mock.calls[0]?.[0]);

  it.each([
    ['on the page’s origin by default', undefined, '/logbook/api/logbook/v1/notifications?top=50'],
    ['on the configured host and version', ELSEWHERE, `${API}/logbook/api/logbook/v3/notifications?top=50`],
  ])('calls the gateway %s', async (_, base, url) => {
    const { fetch, api } = client(base);
    await api.call(listNotifications, { accessToken: 't', query: { top: 50 } });
    expect(calledUrl(fetch)).toBe(url);
  });

  it('keeps the site configuration and the content service on the page’s origin', async () => {
    const { fetch, api } = client(ELSEWHERE);
    await api.call(getClientConfig).catch(() => undefined);
    await api.call(getFaq, { query: { lang: 'de' } }).catch(() => undefined);
    await api.call(getPersonAccount, { accessToken: 't' }).catch(() => undefined);
    expect(fetch.mock.calls.map(([url]) => urlText(url))).toEqual([
      '/api/config',
      '/wp-json/fvm/v1/faq?lang=de',
      `${API}/um/v2/accounts/me`,
    ]);
  });
});

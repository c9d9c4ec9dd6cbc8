import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsOrigins } from '../analytics-config';
import { readConfig } from '../config';
import { call, sessionFor, type TestResponse } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import {
  contentSecurityPolicy,
  RADIX_SCROLL_AREA_STYLE,
  RADIX_SELECT_STYLE,
  STYLE_NONCE_HEADER,
  tileOrigin,
} from './security-headers';

const PARTNER = 'https://partner.example.com';
const INDEX =
  '<!doctype html><html><head><title>portal</title></head><script type="module" src="/assets/index-abc.js"></script>';

const directives = (response: TestResponse): Record<string, string> =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );

const expectSecurityHeaders = (response: TestResponse, what: string) => {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  const csp = directives(response);
  expect(csp['default-src'], what).toBe("'self'");
  expect(csp['script-src'], what).toBe("'self'");
  expect(csp['style-src'], what).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+'){2}( 'nonce-[A-Za-z0-9+/=]+')?$/);
  expect(response.headers.get(STYLE_NONCE_HEADER), what).toBeNull();
  expect(csp['object-src'], what).toBe("'none'");
};

const fetchText = async (app: { request: (url: string) => Response | Promise<Response> }, path: string) => {
  const response = await app.request(`http://portal.test${path}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

describeEachDatabase(
  'security headers',
  (getCtx) => {
    beforeAll(async () => {
      const { staticDir } = getCtx().config;
      await mkdir(join(staticDir, 'assets'), { recursive: true });
      await writeFile(join(staticDir, 'index.html'), INDEX);
      await writeFile(join(staticDir, 'assets', 'index-abc.js'), 'console.log(1);');
      await writeFile(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      await writeFile(join(staticDir, 'manifest.webmanifest'), '{"name":"Rail Fleet Portal"}');
    });

    it('are set on every answer: documents, assets, API answers, errors', async () => {
      const { app } = getCtx();
      const { accessToken } = await sessionFor(app, 'dispatcher');
      const answers = {
        document: await call(app, 'GET', '/dashboard'),
        asset: await call(app, 'GET', '/assets/index-abc.js'),
        config: await call(app, 'GET', '/api/config'),
        account: await call(app, 'GET', '/um/v1/accounts/me', { accessToken }),
        unauthorised: await call(app, 'GET', '/um/v1/accounts/me'),
        unknownApi: await call(app, 'GET', '/api/nothing'),
        invalid: await call(app, 'POST', '/um/v1/refresh-tokens', { rawBody: '{' }),
        tooLarge: await call(app, 'POST', '/um/v1/refresh-tokens', { rawBody: 'x'.repeat(2 ** 21) }),
        locale: await call(app, 'GET', '/locales/en-GB/common.json'),
      };
      for (const [what, response] of Object.entries(answers)) expectSecurityHeaders(response, what);
      expect(answers.document.status).toBe(200);
      expect(answers.tooLarge.status).toBe(413);
      expect(directives(answers.document)['frame-ancestors']).toBe("'none'");
      expect(answers.document.headers.get('x-frame-options')).toBe('DENY');
    });

    it('leave the document-only ones off what is loaded as a script, style or font (issue 35)', async () => {
      const { app } = getCtx();
      for (const dest of ['script', 'style', 'font', 'image', 'worker', 'document', 'empty', undefined]) {
        const response = await call(app, 'GET', '/assets/index-abc.js', {
          headers: dest === undefined ? {} : { 'sec-fetch-dest': dest },
        });
        const what = `Sec-Fetch-Dest: ${dest}`;
        expect(response.status, what).toBe(200);
        expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
        expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
        // Not an image: an SVG opened as a page from the cache must bring its policy.
        const documentless = ['script', 'style', 'font'].includes(dest ?? '');
        for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
          expect(response.headers.has(name), `${what}: ${name}`).toBe(!documentless);
      }
    });

    it("give each answer of the app's page its own style nonce, in the page and in the policy", async () => {
      const { app } = getCtx();
      const nonces = new Set<string>();
      for (const path of ['/', '/index.html', '/dashboard', '/livedata']) {
        const response = await fetchText(app, path);
        expect(response.status, path).toBe(200);
        const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(response.text)?.[1] ?? '';
        expect(nonce.length, path).toBeGreaterThan(16);
        expect(response.headers.get('content-security-policy'), path).toContain(`'nonce-${nonce}'`);
        nonces.add(nonce);
      }
      expect(nonces.size).toBe(4);
      const api = await call(app, 'GET', '/api/config');
      expect(api.headers.get('content-security-policy')).not.toContain('nonce-');
    });

    it('let the map reach its tile servers and nothing else', async () => {
      const csp = directives(await call(getCtx().app, 'GET', '/dashboard'));
      // The satellite imagery and its roads and labels share one server.
      const tiles = [...new Set(Object.values(getCtx().config.mapTiles).map((t) => tileOrigin(t.url)))];
      expect(tiles).toContain('https://tile.openstreetmap.org');
      expect(csp['connect-src']?.split(' ').sort()).toEqual(["'self'", 'data:', 'blob:', ...tiles].sort());
      expect(csp['worker-src']).toBe("'self'");
      expect(csp['img-src']).toBe("'self' data: blob: https:");
      // Satellite is hybrid by default (spec 000 §2): imagery with roads and labels, named to the page.
      const { mapTiles } = (await call(getCtx().app, 'GET', '/api/config')).body as {
        mapTiles: Record<string, { url: string }>;
      };
      for (const layer of ['satellite', 'satelliteRoads', 'satelliteLabels']) {
        expect(mapTiles[layer]?.url, layer).toMatch(/^https:\/\/.+\{z\}.+\{y\}.+\{x\}/);
      }
    });

    it('let the service worker and the web app manifest come from the portal only, never stale', async () => {
      const { app } = getCtx();
      const worker = await call(app, 'GET', '/sw.js');
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toContain('javascript');
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      const manifest = await call(app, 'GET', '/manifest.webmanifest');
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      for (const response of [worker, manifest, await call(app, 'GET', '/dashboard')]) {
        const csp = directives(response);
        expect(csp['worker-src']).toBe("'self'");
        expect(csp['manifest-src']).toBe("'self'");
      }
      // Other files keep their own caching: the assets' immutable one, none for the rest.
      expect((await call(app, 'GET', '/assets/index-abc.js')).headers.get('cache-control')).toContain(
        'immutable',
      );
    });

    it('keep authenticated API answers out of caches, except where an ETag flow says otherwise', async () => {
      const { app } = getCtx();
      const login = await call(app, 'POST', '/um/v1/refresh-tokens', {
        body: { accountName: 'dispatcher', passkey: 'Portal-Demo-2026!' },
      });
      expect(login.status).toBe(201);
      expect(login.headers.get('cache-control')).toBe('no-store');
      const { accessToken } = await sessionFor(app, 'dispatcher');
      for (const path of [
        '/um/v1/accounts/me',
        '/um/v1/accounts/me/settings',
        '/um/v1/accounts/me/access-rights',
      ]) {
        const response = await call(app, 'GET', path, { accessToken });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe('no-store');
      }
      const refused = await call(app, 'GET', '/um/v1/accounts/me', { accessToken: 'nope' });
      expect(refused.headers.get('cache-control')).toBe('no-store');
      const live = await call(app, 'GET', '/logbook/api/logbook/v1/live-data?vehicleIds=1', { accessToken });
      expect(live.status).toBe(200);
      expect(live.headers.get('cache-control')).toBe('private, no-cache');
      expect(live.headers.get('etag')).toBeTruthy();
    });

    it('answer 404 for a missing file, and the app only for routes', async () => {
      const { app } = getCtx();
      for (const path of [
        '/assets/index-old.js',
        '/assets/missing',
        '/favicon.png',
        '/robots.txt',
        '/a/b.css',
      ]) {
        const response = await call(app, 'GET', path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type'), path).not.toContain('html');
      }
      for (const path of ['/', '/dashboard', '/livedata', '/reset-passkey', '/no/such/route']) {
        const response = await call(app, 'GET', path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toContain('text/html');
      }
      const asset = await call(app, 'GET', '/assets/index-abc.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
    });
  },
  { env: { RAILATION_FRAME_ANCESTORS: `${PARTNER}, https://maps.example.org` } },
);

describeEachDatabase(
  'framing of the railation view',
  (getCtx) => {
    it('is allowed to the configured origins only, and only for railation', async () => {
      const { app } = getCtx();
      const railation = await call(app, 'GET', '/railation');
      expect(directives(railation)['frame-ancestors']).toBe(`${PARTNER} https://maps.example.org`);
      expect(railation.headers.get('x-frame-options')).toBeNull();
      for (const path of ['/', '/dashboard', '/railationx', '/api/config', '/login']) {
        const response = await call(app, 'GET', path);
        expect(directives(response)['frame-ancestors'], path).toBe("'none'");
        expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      }
    });
  },
  { seed: false, env: { RAILATION_FRAME_ANCESTORS: `${PARTNER}, https://maps.example.org` } },
);

const API_HOST = 'https://api.example.com';
const PORTAL = 'https://portal.example.com';

describeEachDatabase(
  'an API host of its own (spec 000 §7)',
  (getCtx) => {
    beforeAll(async () => {
      const { staticDir } = getCtx().config;
      await mkdir(staticDir, { recursive: true });
      await writeFile(join(staticDir, 'index.html'), INDEX);
    });

    it('is named to the page, which may connect to it', async () => {
      const page = await fetchText(getCtx().app, '/dashboard');
      expect(page.text).toContain(
        '<meta name="portal-api" content="host=https%3A%2F%2Fapi.example.com&amp;um=v2&amp;logbook=v3" />',
      );
      expect(directives({ ...page, body: page.text })['connect-src']?.split(' ')).toContain(API_HOST);
    });

    it('answers the configured portals cross-origin, on user management and the gateway only', async () => {
      const { app } = getCtx();
      const preflight = (path: string, origin: string) =>
        call(app, 'OPTIONS', path, {
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, content-type',
          },
        });
      for (const path of ['/um/v1/access-tokens', '/logbook/api/logbook/v1/notifications']) {
        const allowed = await preflight(path, PORTAL);
        expect(allowed.status, path).toBe(204);
        expect(allowed.headers.get('access-control-allow-origin'), path).toBe(PORTAL);
        expect(allowed.headers.get('access-control-allow-headers'), path).toContain('authorization');
        expect(allowed.headers.get('access-control-allow-credentials'), path).toBeNull();
        const stranger = await preflight(path, 'https://evil.example.com');
        expect(stranger.headers.get('access-control-allow-origin'), path).toBeNull();
      }
      const answer = await call(app, 'POST', '/um/v1/refresh-tokens', {
        headers: { origin: PORTAL },
        body: { accountName: 'nobody', passkey: 'wrong-passkey' },
      });
      expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL);
      expect(answer.headers.get('access-control-expose-headers')).toContain('date');
      expect(answer.headers.get('access-control-expose-headers')).toContain('retry-after');
      // The portal's own answers (its configuration, the page) stay same-origin.
      for (const path of ['/api/config', '/dashboard']) {
        const response = await call(app, 'GET', path, { headers: { origin: PORTAL } });
        expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
      }
    });
  },
  {
    seed: false,
    env: {
      API_HOST: `${API_HOST}/`,
      API_UM_VERSION: 'v2',
      API_LOGBOOK_VERSION: 'v3',
      API_CORS_ORIGINS: `${PORTAL} https://other-portal.example.com`,
    },
  },
);

describe('the API location settings', () => {
  it('default to the page’s origin, v1, and no cross-origin callers', () => {
    const config = readConfig({});
    expect(config.api).toEqual({ host: '', umVersion: 'v1', logbookVersion: 'v1' });
    expect(config.apiCorsOrigins).toEqual([]);
    expect(contentSecurityPolicy([], [])).toContain("connect-src 'self' data: blob:;");
  });

  it.each([
    ['API_HOST', `${API_HOST}/gateway`],
    ['API_HOST', 'api.example.com'],
    ['API_CORS_ORIGINS', '*'],
    ['API_UM_VERSION', 'v1/../admin'],
    ['API_LOGBOOK_VERSION', 'v 2'],
  ])('refuse %s=%s at start', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('the security header settings', () => {
  it('frame nothing, railation included, when no ancestors are configured', () => {
    expect(readConfig({}).railationFrameAncestors).toEqual([]);
    expect(contentSecurityPolicy([], [])).toContain("frame-ancestors 'none'");
  });

  it('refuse ancestors that are not origins, so nothing can be slipped into the header', () => {
    expect(readConfig({ RAILATION_FRAME_ANCESTORS: `${PARTNER}/` }).railationFrameAncestors).toEqual([
      PARTNER,
    ]);
    for (const bad of [
      '*',
      "'self'",
      'partner.example.com',
      `${PARTNER}/path`,
      'javascript:alert(1)',
      `${PARTNER};`,
    ]) {
      expect(() => readConfig({ RAILATION_FRAME_ANCESTORS: bad }), bad).toThrow(/RAILATION_FRAME_ANCESTORS/);
    }
  });

  it.each([
    ['@radix-ui/react-scroll-area', RADIX_SCROLL_AREA_STYLE],
    ['@radix-ui/react-select', RADIX_SELECT_STYLE],
  ])('allow by hash exactly the inline style the installed %s renders', async (name, style) => {
    const installed = createRequire(createRequire(import.meta.url).resolve('@radix-ui/themes')).resolve(name);
    const source = await readFile(installed.replace(/index\.js$/, 'index.mjs'), 'utf8');
    expect(source).toContain(style);
  });

  it('read tile origins from URL templates, leaving unconfigured ones out', () => {
    expect(tileOrigin('https://a.tiles.example.org/standard/{z}/{x}/{y}.png')).toBe(
      'https://a.tiles.example.org',
    );
    expect(tileOrigin('http://127.0.0.1:9/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9');
    expect(tileOrigin('')).toBeNull();
    expect(tileOrigin('not a url')).toBeNull();
  });
});

const ANALYTICS = 'https://stats.example.com';

describeEachDatabase(
  'self-hosted analytics (ANALYTICS_URL, README "Analytics")',
  (getCtx) => {
    it('lets the page load the script from its server and send page views there, and nothing more', async () => {
      const { app } = getCtx();
      for (const path of ['/api/config', '/login', '/railation']) {
        const csp = directives(await call(app, 'GET', path));
        expect(csp['script-src'], path).toBe(`'self' ${ANALYTICS}`);
        expect(csp['connect-src']?.split(' '), path).toContain(ANALYTICS);
        expect(csp['img-src']?.split(' '), path).not.toContain(ANALYTICS);
        expect(csp['default-src'], path).toBe("'self'");
      }
    });

    it('names the script and the site in the site configuration', async () => {
      const answer = await call(getCtx().app, 'GET', '/api/config');
      expect((answer.body as { analytics: unknown }).analytics).toEqual({
        scriptUrl: `${ANALYTICS}/js/script.js`,
        site: 'portal.example.com',
      });
    });
  },
  { seed: false, env: { ANALYTICS_URL: `${ANALYTICS}/js/script.js`, ANALYTICS_SITE: 'portal.example.com' } },
);

describe('the analytics settings', () => {
  it('are off by default: no script, no origin in the policy', () => {
    expect(readConfig({}).analytics).toBeNull();
    expect(analyticsOrigins(null)).toEqual([]);
    expect(contentSecurityPolicy([], [])).toContain("script-src 'self';");
  });

  it('take a Plausible or an Umami script with its site', () => {
    const umami = readConfig({
      ANALYTICS_URL: 'https://umami.example.org/script.js',
      ANALYTICS_SITE: '94db1cb1-74f4-4a40-ad6c-962362670409',
    }).analytics;
    expect(umami).toEqual({
      scriptUrl: 'https://umami.example.org/script.js',
      site: '94db1cb1-74f4-4a40-ad6c-962362670409',
    });
    expect(analyticsOrigins(umami)).toEqual(['https://umami.example.org']);
  });

  it.each([
    ['ANALYTICS_URL', { ANALYTICS_URL: 'stats.example.com/js/script.js', ANALYTICS_SITE: 'a.example' }],
    ['ANALYTICS_URL', { ANALYTICS_URL: 'javascript:alert(1)', ANALYTICS_SITE: 'a.example' }],
    [
      'ANALYTICS_URL',
      { ANALYTICS_URL: 'https://user:pw@stats.example.com/s.js', ANALYTICS_SITE: 'a.example' },
    ],
    ['ANALYTICS_SITE', { ANALYTICS_URL: `${ANALYTICS}/js/script.js` }],
    ['ANALYTICS_SITE', { ANALYTICS_URL: `${ANALYTICS}/js/script.js`, ANALYTICS_SITE: "a.example' unsafe" }],
  ])('refuse a bad %s at start', (name, env) => {
    expect(() => readConfig(env)).toThrow(new RegExp(name));
  });
});

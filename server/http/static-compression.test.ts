import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from '../../src/build/precompress.plugin';
import { describeEachDatabase } from '../test-support/test-databases';
import { negotiateCoding } from './content-coding';

/** A built-like directory: files above 1 KB get their .br and .gz from the build's own plugin. */
const line = (i: number) => `export const value${i} = "the portal in seconds on a cab's mobile network";\n`;
const FILES = {
  '/assets/index-abc.js': Array.from({ length: 400 }, (_, i) => line(i)).join(''),
  '/assets/index-abc.css': '.rt-Button { color: var(--accent-9); }\n'.repeat(300),
  '/assets/tiny-abc.js': 'console.log(1);',
  '/sw.js': `self.addEventListener("fetch", () => {});\n${'// precache\n'.repeat(200)}`,
  '/manifest.webmanifest': JSON.stringify({
    name: 'Rail Fleet Portal',
    icons: Array(100).fill({ src: '/i.png' }),
  }),
  '/index.html': `<!doctype html><html><head><title>portal</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`,
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CACHING: Record<string, string | null> = {
  '/assets/index-abc.js': IMMUTABLE,
  '/assets/index-abc.css': IMMUTABLE,
  '/assets/tiny-abc.js': IMMUTABLE,
  '/sw.js': 'no-cache',
  '/manifest.webmanifest': 'no-cache',
};
const TYPES: Record<string, RegExp> = {
  '/assets/index-abc.js': /^text\/javascript/,
  '/assets/index-abc.css': /^text\/css/,
  '/assets/tiny-abc.js': /^text\/javascript/,
  '/sw.js': /^text\/javascript/,
  '/manifest.webmanifest': /^application\/manifest\+json/,
};
/** What `Accept-Encoding` (absent: undefined) gets: brotli, gzip or the file as it is. */
const NEGOTIATION: readonly [string | undefined, 'br' | 'gzip' | null][] = [
  [undefined, null],
  ['', null],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, deflate', 'gzip'],
  ['br', 'br'],
  ['BR;Q=1', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['br;q=0', null],
  ['br;q=0, gzip;q=0', null],
  ['gzip;q=1, br;q=0.5', 'gzip'],
  ['br;q=0.5, identity', null],
  ['identity', null],
  ['zstd, deflate', null],
  ['*', 'br'],
  ['*;q=0.5, br;q=0', 'gzip'],
  ['*;q=0', null],
];

const decode = (body: Buffer, coding: string | null): Buffer =>
  coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body;

describe('negotiateCoding', () => {
  it.each(NEGOTIATION)('Accept-Encoding %j → %s', (header, expected) => {
    expect(negotiateCoding(header) ?? null).toBe(expected);
  });
  it('offers only the copies there are', () => {
    expect(negotiateCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateCoding('br', ['gzip'])).toBeUndefined();
  });
});

describeEachDatabase(
  'built files sent compressed',
  (getCtx) => {
    beforeAll(async () => {
      const { staticDir } = getCtx().config;
      await mkdir(join(staticDir, 'assets'), { recursive: true });
      for (const [path, content] of Object.entries(FILES)) await writeFile(join(staticDir, path), content);
      const written = await compressDirectory(staticDir);
      // The small script has no copies: it is sent as it is, to everyone.
      expect(written.map((file) => file.path.slice(staticDir.length)).sort()).toEqual(
        Object.keys(FILES)
          .filter((path) => path !== '/assets/tiny-abc.js')
          .sort(),
      );
    });

    const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
      const response = await getCtx().app.request(`http://portal.test${path}`, { method, headers });
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    };

    for (const path of Object.keys(CACHING)) {
      const original = Buffer.from(FILES[path as keyof typeof FILES]);
      const hasCopies = path !== '/assets/tiny-abc.js';
      it.each(NEGOTIATION)(`${path} for Accept-Encoding %j: %s`, async (header, expected) => {
        const coding = hasCopies ? expected : null;
        const { response, body } = await get(path, header === undefined ? {} : { 'accept-encoding': header });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe(coding);
        expect(decode(body, coding).equals(original)).toBe(true);
        expect(response.headers.get('content-length')).toBe(String(body.length));
        if (coding) expect(body.length).toBeLessThan(original.length);
        expect(response.headers.get('content-type')).toMatch(TYPES[path] ?? /^$/);
        expect(response.headers.get('cache-control')).toBe(CACHING[path]);
        expect(response.headers.get('vary')).toBe(hasCopies ? 'Accept-Encoding' : null);
      });
    }

    it('answers HEAD with the headers GET sends, and no body', async () => {
      for (const header of ['br', 'gzip', 'identity']) {
        const get_ = await get('/assets/index-abc.js', { 'accept-encoding': header });
        const head = await get('/assets/index-abc.js', { 'accept-encoding': header }, 'HEAD');
        expect(head.response.status).toBe(200);
        expect(head.body.length).toBe(0);
        for (const name of ['content-encoding', 'content-length', 'content-type', 'vary', 'cache-control'])
          expect(head.response.headers.get(name), `${header}: ${name}`).toBe(get_.response.headers.get(name));
      }
    });

    it('answers a range request with bytes of the file as it is', async () => {
      const original = Buffer.from(FILES['/assets/index-abc.js']);
      const { response, body } = await get('/assets/index-abc.js', {
        'accept-encoding': 'br, gzip',
        range: 'bytes=100-199',
      });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('content-range')).toBe(`bytes 100-199/${original.length}`);
      expect(body.equals(original.subarray(100, 200))).toBe(true);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
    });

    it("compresses the app's page, made per answer, where the browser accepts it", async () => {
      const { staticDir } = getCtx().config;
      const html = await readFile(join(staticDir, 'index.html'), 'utf8');
      for (const [header, coding] of NEGOTIATION) {
        for (const path of ['/', '/dashboard']) {
          const { response, body } = await get(
            path,
            header === undefined ? {} : { 'accept-encoding': header },
          );
          const what = `${path} for ${JSON.stringify(header)}`;
          expect(response.status, what).toBe(200);
          expect(response.headers.get('content-encoding'), what).toBe(coding);
          const page = decode(body, coding).toString('utf8');
          expect(page, what).toContain('<meta name="csp-nonce"');
          expect(page.replace(/<head>[\s\S]*?<title>/, '<head><title>'), what).toBe(html);
          expect(response.headers.get('content-type'), what).toBe('text/html; charset=UTF-8');
          expect(response.headers.get('cache-control'), what).toBe('no-cache');
          expect(response.headers.get('vary'), what).toBe('Accept-Encoding');
        }
      }
    });

    it('leaves a file that is not there a 404', async () => {
      const { response } = await get('/assets/gone-abc.js', { 'accept-encoding': 'br' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-encoding')).toBeNull();
    });
  },
  { seed: false },
);

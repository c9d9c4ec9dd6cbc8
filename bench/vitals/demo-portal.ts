import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_TLS_FILES } from '../../server/test-support/tls/test-tls';
import { startChild } from '../support/child-process';

const root = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * The SHA-256 (base64) of the test certificate's public key, for Chromium's
 * `--ignore-certificate-errors-spki-list`: the browser then trusts that certificate as if a known
 * authority had signed it, and caches what comes over it as it would in production.
 */
export const TEST_CERT_SPKI = createHash('sha256')
  .update(createPublicKey(readFileSync(TEST_TLS_FILES.cert)).export({ type: 'spki', format: 'der' }))
  .digest('base64');

export interface DemoPortal {
  readonly url: string;
  /** 'h2': https with HTTP/2 (TLS_CERT, TLS_KEY), as the portal is served in production; else HTTP/1.1. */
  readonly protocol: 'h2' | 'http1';
  stop(): Promise<void>;
}

/**
 * The portal as it ships: the production build (into a directory of its own, not dist/, which others'
 * end-to-end runs may be serving) served by the real server with the demo data, once its simulator
 * has written the 90-day history (until then the server is busy writing it, which a load would measure).
 */
export const startDemoPortal = async ({
  minify = true,
  protocol = 'http1',
}: { readonly minify?: boolean; readonly protocol?: DemoPortal['protocol'] } = {}): Promise<DemoPortal> => {
  const outDir = mkdtempSync(join(tmpdir(), 'demo-portal-app-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-portal-data-'));
  execFileSync(
    resolve(root, 'node_modules/.bin/vite'),
    // Unminified on request, so that a CPU profile names the functions.
    [
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      outDir,
      '--emptyOutDir',
      ...(minify ? [] : ['--minify', 'false']),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  const port = await freePort();
  const url = `${protocol === 'h2' ? 'https' : 'http'}://127.0.0.1:${port}`;
  const server = startChild('server/main.ts', [], {
    // The test-only certificate for 127.0.0.1 (the browser is told to accept it).
    ...(protocol === 'h2'
      ? { TLS_CERT: fileURLToPath(TEST_TLS_FILES.cert), TLS_KEY: fileURLToPath(TEST_TLS_FILES.key) }
      : {}),
    DATA_DIR: dataDir,
    STATIC_DIR: outDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    TELTONIKA_PORT: '0',
    OSMAND_PORT: '0',
    // No internet here: the offline base layer only.
    MAP_TILES_BASE_URL: '',
    MAP_TILES_RAILWAY_URL: '',
    MAP_TILES_SATELLITE_URL: '',
    MAP_TILES_SATELLITE_ROADS_URL: '',
    MAP_TILES_SATELLITE_LABELS_URL: '',
  });
  const stop = async () => {
    await server.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await server.waitFor(/Portal on/, 180_000);
    await server.waitFor(/Simulator: \d+ history records/, 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, protocol, stop };
};

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect } from 'vitest';
import { buildServer } from '../../../scripts/build-server';
import { pgliteDb } from '../../db/pglite.db';
import { DEMO_PASSWORD } from '../../demo/demo-accounts';
import { createTestFleet, telemetryRecord } from '../../fleet/test-fleet';
import { freePort } from '../../test-support/free-port';

/**
 * What the full-disk tests (issue 37) share: a tmpfs of their own, every request answered within 5 s
 * or the test fails naming it, the compiled server on a data directory of the test's, and telemetry
 * batches of a device key.
 */

const root = resolve(import.meta.dirname, '../../..');
const INGEST = '/logbook/api/logbook/v1/telemetry';
export const BATCH = 1000;
const ANSWER_WITHIN_MS = 5_000;

/** A tmpfs of our own needs root (CI and the project's machines run the tests as root). */
export const cannotMount = (() => {
  if (process.getuid?.() !== 0) return 'not root';
  try {
    execFileSync('mount', ['--version'], { stdio: 'ignore' });
    return null;
  } catch {
    return 'no mount command';
  }
})();

export const mountTmpfs = (dir: string, size: string) =>
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
export const resizeTmpfs = (dir: string, size: string) =>
  execFileSync('mount', ['-o', `remount,size=${size}`, dir]);
/** Lazily: files the server left open (an ended database instance's) must not keep the mount. */
export const unmount = (dir: string) => execFileSync('umount', ['-l', dir]);

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown> | null;
  readonly ms: number;
}

/** A request answered within 5 s, or the test fails naming it. */
export const timely = async (what: string, url: string, init: RequestInit = {}): Promise<Answer> => {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).catch(
    (error: unknown) => {
      throw new Error(`${what}: no answer within ${ANSWER_WITHIN_MS} ms (${String(error)})`);
    },
  );
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body, ms: performance.now() - started };
};

/** The demo accounts and a vehicle with a device key, in `dbDir` (the seeded template loaded there). */
export const seedDatabase = async (dbDir: string, templateFile: string) => {
  const seeded = await readFile(templateFile);
  const instance = await PGlite.create({ dataDir: dbDir, loadDataDir: new Blob([seeded]) });
  const fleet = await createTestFleet(pgliteDb(instance), 'full-disk');
  await instance.close();
  return { vehicleId: fleet.diesel.id, key: fleet.diesel.key };
};

export interface SmallDiskPortal {
  readonly base: string;
  /** Everything the server wrote, stdout and stderr. */
  readonly output: string[];
  /** Stops it (SIGTERM) and waits for its exit. */
  stop(): Promise<void>;
  /** Logs in as the dispatcher: the bearer header of an access token. */
  bearer(): Promise<{ authorization: string }>;
  /** Sends telemetry batch `n` of the device (1,000 records a second apart, none repeated). */
  send(n: number): Promise<Answer>;
}

/**
 * The compiled server, as in production, on `dataDir` (built inside the checkout: it finds its packages
 * in the project's node_modules), with the given storage settings; resolves once it listens.
 */
export const startSmallDiskPortal = async (options: {
  readonly dataDir: string;
  readonly staticDir: string;
  readonly key: string;
  readonly env: Readonly<Record<string, string>>;
}): Promise<SmallDiskPortal> => {
  await mkdir(join(root, 'tmp'), { recursive: true });
  const serverDir = await mkdtemp(join(root, 'tmp/full-disk-'));
  const server = join(serverDir, 'server');
  await buildServer(server);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [join(server, 'main.js')], {
    cwd: root,
    env: {
      PATH: process.env['PATH'] ?? '',
      DATA_DIR: options.dataDir,
      STATIC_DIR: options.staticDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '0',
      SIMULATOR: '0',
      TELTONIKA_PORT: '0',
      OSMAND_PORT: '0',
      LOG_FORMAT: 'json',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await new Promise<void>((ready, fail) => {
    const look = setInterval(() => {
      if (output.join('').includes('Portal on')) {
        clearInterval(look);
        ready();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(look);
      fail(new Error(`the server exited with ${code}:\n${output.join('')}`));
    });
  });
  const batchOf = (n: number) =>
    Array.from({ length: BATCH }, (_, i) =>
      telemetryRecord(new Date(Date.UTC(2026, 5, 1) + (n * BATCH + i) * 1000).toISOString(), {
        status: 'driving',
        speed: 30,
        mileageKm: 1000 + (n * BATCH + i) / 100,
      }),
    );
  return {
    base,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(serverDir, { recursive: true, force: true });
    },
    async bearer() {
      const login = await timely('login', `${base}/um/v1/refresh-tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accountName: 'dispatcher', passkey: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(201);
      const access = await timely('access token', `${base}/um/v1/access-tokens`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${String(login.body?.['refreshToken'])}:`).toString('base64')}`,
        },
      });
      expect(access.status).toBe(201);
      return { authorization: `Bearer ${String(access.body?.['accessToken'])}` };
    },
    send: (n) =>
      timely(`batch ${n}`, `${base}${INGEST}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ records: batchOf(n) }),
      }),
  };
};

/** The positions stored of `vehicleId` in the database at `dbDir` (the server stopped): all and distinct. */
export const storedPositions = async (dbDir: string, vehicleId: number) => {
  const instance = await PGlite.create(dbDir);
  const [row] = (
    await instance.query<{ stored: number; distinct: number }>(
      'SELECT count(*)::int AS stored, count(DISTINCT ts)::int AS distinct FROM positions WHERE vehicle_id = $1',
      [vehicleId],
    )
  ).rows;
  await instance.close();
  return row;
};

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server';
import { pgliteDb } from '../../db/pglite.db';
import { DEMO_PASSWORD } from '../../demo/demo-accounts';
import { createTestFleet, telemetryRecord } from '../../fleet/test-fleet';
import { freePort } from '../../test-support/free-port';

/**
 * Issue 37 on a real filesystem that runs full: the compiled server with its embedded database on a
 * 128 MB tmpfs, filled through the ingestion path. Every request is answered within 5 s; telemetry is
 * refused with 507 (nothing acknowledged, nothing stored), other writes too, reads and logins go on;
 * the state is logged once and reported by /api/health; grown, the filesystem takes writes again
 * without a restart; and every acknowledged record is stored exactly once.
 */

const root = resolve(import.meta.dirname, '../../..');
const INGEST = '/logbook/api/logbook/v1/telemetry';
const BATCH = 1000;
const ANSWER_WITHIN_MS = 5_000;

/** A tmpfs of our own needs root (CI and the project's machines run the tests as root). */
const mountable = (() => {
  if (process.getuid?.() !== 0) return 'not root';
  try {
    execFileSync('mount', ['--version'], { stdio: 'ignore' });
    return null;
  } catch {
    return 'no mount command';
  }
})();

const mount = (dir: string, size: string) =>
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
const resize = (dir: string, size: string) => execFileSync('mount', ['-o', `remount,size=${size}`, dir]);

/** A request answered within 5 s, or the test fails naming it. */
const timely = async (what: string, url: string, init: RequestInit = {}) => {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).catch(
    (error: unknown) => {
      throw new Error(`${what}: no answer within ${ANSWER_WITHIN_MS} ms (${String(error)})`);
    },
  );
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body, ms: performance.now() - started };
};

describe.skipIf(mountable !== null)(
  `a full disk under the embedded database${mountable ? ` (cannot run: ${mountable})` : ''}`,
  () => {
    let work = '';
    let serverDir = '';
    let disk = '';
    let base = '';
    let key = '';
    let vehicleId = 0;
    let child: ChildProcess | undefined;
    const output: string[] = [];
    let acknowledged = 0;
    let batch = 0;

    const batchOf = (n: number) =>
      Array.from({ length: BATCH }, (_, i) =>
        telemetryRecord(new Date(Date.UTC(2026, 5, 1) + (n * BATCH + i) * 1000).toISOString(), {
          status: 'driving',
          speed: 30,
          mileageKm: 1000 + (n * BATCH + i) / 100,
        }),
      );
    const send = () =>
      timely(`batch ${batch}`, `${base}${INGEST}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ records: batchOf(batch) }),
      });
    const bearer = async () => {
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
    };

    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), 'portal-full-disk-'));
      disk = join(work, 'disk');
      await mkdir(disk);
      mount(disk, '128m');
      // The demo accounts and a vehicle with a device key, in the data directory on the small disk.
      const seeded = await readFile(inject('databaseTemplates').pglite.seeded);
      const instance = await PGlite.create({ dataDir: join(disk, 'db'), loadDataDir: new Blob([seeded]) });
      const fleet = await createTestFleet(pgliteDb(instance), 'full-disk');
      ({ id: vehicleId, key } = fleet.diesel);
      await instance.close();
      // Inside the checkout: the compiled server finds its packages in the project's node_modules.
      await mkdir(join(root, 'tmp'), { recursive: true });
      serverDir = await mkdtemp(join(root, 'tmp/full-disk-'));
      const server = join(serverDir, 'server');
      await buildServer(server);
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, [join(server, 'main.js')], {
        cwd: root,
        env: {
          PATH: process.env['PATH'] ?? '',
          DATA_DIR: disk,
          STATIC_DIR: work,
          PORT: String(port),
          HOST: '127.0.0.1',
          DEMO: '0',
          SIMULATOR: '0',
          TELTONIKA_PORT: '0',
          OSMAND_PORT: '0',
          LOG_FORMAT: 'json',
          // Refused below 24 MB free: room for the log's next 16 MB segment; measured every second.
          DISK_MIN_FREE: '24MB',
          DISK_CHECK_SECONDS: '1',
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
        child?.once('exit', (code) => {
          clearInterval(look);
          fail(new Error(`the server exited with ${code}:\n${output.join('')}`));
        });
      });
    }, 180_000);

    afterAll(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((done) => child?.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      if (disk) execFileSync('umount', [disk]);
      if (work) await rm(work, { recursive: true, force: true });
      if (serverDir) await rm(serverDir, { recursive: true, force: true });
    });

    it('refuses telemetry with 507 once the disk is nearly full, answering every batch within 5 s', async () => {
      const headers = await bearer();
      const readBefore = await timely('vehicles', `${base}/logbook/api/logbook/v1/vehicles`, { headers });
      expect(readBefore.status).toBe(200);
      // The disk was nearly full already (other files): 16 MB left above the watermark, filled by telemetry.
      const { bavail, bsize } = await statfs(disk);
      await writeFile(
        join(disk, 'other-files'),
        Buffer.alloc(Math.max(0, bavail * bsize - 40 * 1024 * 1024)),
      );
      let refused: Awaited<ReturnType<typeof send>> | null = null;
      for (; batch < 600 && refused === null; batch += 1) {
        const answer = await send();
        if (answer.status === 200) acknowledged += Number(answer.body?.['accepted']);
        else refused = answer;
      }
      expect(refused?.status, JSON.stringify(refused?.body)).toBe(507);
      expect(refused?.body?.['error']).toBe('insufficient_storage');
      expect(acknowledged).toBeGreaterThan(10 * BATCH);
      // Again and again: refused at once, never hanging.
      for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(507);

      // Everyone else: reads, logins and the health check answer; other writes are refused too.
      const health = await timely('health', `${base}/api/health`);
      expect(health).toMatchObject({ status: 200, body: { status: 'ok', storage: 'full' } });
      const again = await bearer();
      const read = await timely('vehicles', `${base}/logbook/api/logbook/v1/vehicles`, { headers: again });
      expect(read.status).toBe(200);
      const live = await timely(
        'live data',
        `${base}/logbook/api/logbook/v1/live-data?vehicleIds=${vehicleId}`,
        {
          headers: again,
        },
      );
      expect(live.status).toBe(200);
      const write = await timely('notification seen', `${base}/logbook/api/logbook/v1/notifications/seen`, {
        method: 'POST',
        headers: again,
      });
      expect(write.status).toBe(507);
      // Said once.
      expect(output.join('').match(/Storage full: /g)).toHaveLength(1);
    });

    it('takes writes again by itself once the disk has room, and has stored every acknowledged record once', async () => {
      resize(disk, '256m');
      await expect
        .poll(async () => (await timely('health', `${base}/api/health`)).body?.['storage'], {
          timeout: 15_000,
        })
        .not.toBe('full');
      expect(output.join('')).toMatch(/Storage: there is room again .* writes resume/);
      const answer = await send();
      expect(answer.status).toBe(200);
      acknowledged += Number(answer.body?.['accepted']);
      batch += 1;
      const exited = new Promise((done) => child?.once('exit', done));
      child?.kill('SIGTERM');
      await exited;
      const instance = await PGlite.create(join(disk, 'db'));
      const [row] = (
        await instance.query<{ stored: number; distinct: number }>(
          'SELECT count(*)::int AS stored, count(DISTINCT ts)::int AS distinct FROM positions WHERE vehicle_id = $1',
          [vehicleId],
        )
      ).rows;
      await instance.close();
      expect(row).toEqual({ stored: acknowledged, distinct: acknowledged });
    });
  },
);

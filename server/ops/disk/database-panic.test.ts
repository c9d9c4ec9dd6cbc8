import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  cannotMount,
  mountTmpfs,
  resizeTmpfs,
  seedDatabase,
  startSmallDiskPortal,
  storedPositions,
  timely,
  unmount,
  type Answer,
  type SmallDiskPortal,
} from './small-disk-portal';

/**
 * Issue 37, when the database itself runs out of room before the watermark refuses (its write-ahead
 * log on a disk of its own, which the storage watch does not see): PostgreSQL cannot create the log's
 * next segment and raises PANIC. PGlite's instance is then finished, and before this every statement
 * sent to it hung the server at 100 % CPU. Now the batch in hand is refused with 507, everything else
 * is answered within 5 s (503 while the database waits for room), and once the disk has room the
 * server opens the database again by itself: writes resume and every acknowledged record is stored once.
 */
describe.skipIf(cannotMount !== null)(
  `the embedded database's PANIC on a full log disk${cannotMount ? ` (cannot run: ${cannotMount})` : ''}`,
  () => {
    let work = '';
    let wal = '';
    let dbDir = '';
    let vehicleId = 0;
    let portal: SmallDiskPortal | undefined;
    let acknowledged = 0;
    let batch = 0;
    const output = () => portal?.output.join('') ?? '';

    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), 'portal-database-panic-'));
      const dataDir = join(work, 'data');
      dbDir = join(dataDir, 'db');
      await mkdir(dataDir);
      const seeded = await seedDatabase(dbDir, inject('databaseTemplates').pglite.seeded);
      vehicleId = seeded.vehicleId;
      // The log on a disk of its own with room for its one segment and 4 MB: its next segment fails.
      wal = join(dbDir, 'pg_wal');
      const segments = (await readdir(wal)).filter((name) => /^[0-9A-F]{24}$/.test(name));
      expect(segments, 'the seeded database starts with one log segment').toHaveLength(1);
      const kept = join(work, 'wal-kept');
      await cp(wal, kept, { recursive: true });
      mountTmpfs(wal, '20m');
      await cp(kept, wal, { recursive: true });
      portal = await startSmallDiskPortal({
        dataDir,
        staticDir: work,
        key: seeded.key,
        // The data directory has room: the watermark never refuses; the database meets the full disk.
        env: { DISK_CHECK_SECONDS: '1' },
      });
    }, 180_000);

    afterAll(async () => {
      await portal?.stop();
      if (wal) unmount(wal);
      if (work) await rm(work, { recursive: true, force: true });
    });

    it('refuses the batch in hand with 507 and answers everything else within 5 s while the log disk is full', async () => {
      const p = portal!;
      let refused: Answer | null = null;
      for (; batch < 200 && refused === null; batch += 1) {
        const answer = await p.send(batch);
        if (answer.status === 200) acknowledged += Number(answer.body?.['accepted']);
        else refused = answer;
      }
      expect(refused?.status, JSON.stringify(refused?.body)).toBe(507);
      expect(acknowledged).toBeGreaterThan(0);
      // Its log line comes through the server's output, which may arrive after the answer.
      await expect
        .poll(output, { timeout: 5_000 })
        .toMatch(/The embedded database stopped on an error that ends it/);
      // The next batches, the health check, a login: answered at once, refused while there is no room.
      for (let i = 0; i < 3; i += 1) expect((await p.send(batch)).status).toBe(503);
      const health = await timely('health', `${p.base}/api/health`);
      expect(health).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'database' } });
      const login = await timely('login', `${p.base}/um/v1/refresh-tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accountName: 'dispatcher', passkey: 'wrong' }),
      });
      expect(login).toMatchObject({ status: 503, body: { error: 'database_unavailable' } });
      // Said once each, whatever was asked meanwhile.
      expect(output().match(/The embedded database stopped/g)).toHaveLength(1);
      expect(output().match(/waits for free space/g)).toHaveLength(1);
    });

    it('opens the database again by itself once the disk has room, and has stored every acknowledged record once', async () => {
      const p = portal!;
      resizeTmpfs(wal, '256m');
      await expect
        .poll(async () => (await timely('health', `${p.base}/api/health`)).status, { timeout: 30_000 })
        .toBe(200);
      // As above: the log line comes through the server's output, which may arrive after the answer
      // (a clean-clone CI on a busy machine saw the health check's 200 first).
      await expect.poll(output, { timeout: 5_000 }).toMatch(/The embedded database is open again/);
      const headers = await p.bearer();
      const read = await timely('vehicles', `${p.base}/logbook/api/logbook/v1/vehicles`, { headers });
      expect(read.status).toBe(200);
      const answer = await p.send(batch);
      expect(answer.status).toBe(200);
      acknowledged += Number(answer.body?.['accepted']);
      await p.stop();
      expect(await storedPositions(dbDir, vehicleId)).toEqual({
        stored: acknowledged,
        distinct: acknowledged,
      });
    });
  },
);

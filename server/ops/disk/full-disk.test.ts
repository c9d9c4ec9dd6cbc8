import { mkdir, mkdtemp, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  BATCH,
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
 * Issue 37 on a real filesystem that runs full: the compiled server with its embedded database on a
 * 128 MB tmpfs, filled through the ingestion path. Every request is answered within 5 s; telemetry is
 * refused with 507 (nothing acknowledged, nothing stored), other writes too, reads and logins go on;
 * the state is logged once and reported by /api/health; grown, the filesystem takes writes again
 * without a restart; and every acknowledged record is stored exactly once.
 */

describe.skipIf(cannotMount !== null)(
  `a full disk under the embedded database${cannotMount ? ` (cannot run: ${cannotMount})` : ''}`,
  () => {
    let work = '';
    let disk = '';
    let vehicleId = 0;
    let portal: SmallDiskPortal | undefined;
    let base = '';
    let acknowledged = 0;
    let batch = 0;
    const output = () => portal?.output.join('') ?? '';
    const send = () => portal!.send(batch);
    const bearer = () => portal!.bearer();

    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), 'portal-full-disk-'));
      disk = join(work, 'disk');
      await mkdir(disk);
      mountTmpfs(disk, '128m');
      const seeded = await seedDatabase(join(disk, 'db'), inject('databaseTemplates').pglite.seeded);
      vehicleId = seeded.vehicleId;
      portal = await startSmallDiskPortal({
        dataDir: disk,
        staticDir: work,
        key: seeded.key,
        // Refused below 24 MB free: room for the log's next 16 MB segment; measured every second.
        env: { DISK_MIN_FREE: '24MB', DISK_CHECK_SECONDS: '1' },
      });
      base = portal.base;
    }, 180_000);

    afterAll(async () => {
      await portal?.stop();
      if (disk) unmount(disk);
      if (work) await rm(work, { recursive: true, force: true });
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
      let refused: Answer | null = null;
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
      expect(output().match(/Storage full: /g)).toHaveLength(1);
    });

    it('takes writes again by itself once the disk has room, and has stored every acknowledged record once', async () => {
      resizeTmpfs(disk, '256m');
      await expect
        .poll(async () => (await timely('health', `${base}/api/health`)).body?.['storage'], {
          timeout: 15_000,
        })
        .not.toBe('full');
      expect(output()).toMatch(/Storage: there is room again .* writes resume/);
      const answer = await send();
      expect(answer.status).toBe(200);
      acknowledged += Number(answer.body?.['accepted']);
      batch += 1;
      await portal?.stop();
      const row = await storedPositions(join(disk, 'db'), vehicleId);
      expect(row).toEqual({ stored: acknowledged, distinct: acknowledged });
    });
  },
);

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/test-databases';
import { verifyArchiveFile } from './backup-archive';
import {
  backupFileName,
  lastBackupSeconds,
  runNightlyBackupOnce,
  type NightlyBackupDeps,
} from './nightly-backup';

/**
 * Issue 34 §2: with BACKUP_DIR set the server writes a backup each night after BACKUP_TIME (the
 * organisation's time) and keeps the newest BACKUP_KEEP; instances on one database write one a night;
 * a failed night is tried again an hour later.
 */
describeEachDatabase(
  'nightly backups',
  (getCtx) => {
    let dir: string;
    const deps = (overrides: Partial<NightlyBackupDeps> = {}): NightlyBackupDeps => ({
      db: getCtx().db,
      clock: getCtx().clock,
      schedule: { dir, keep: 3, hour: 2, minute: 30 },
      source: async () => getCtx().db.bulk(),
      log: () => {},
      ...overrides,
    });
    const at = (iso: string) => getCtx().clock.set(new Date(iso));

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'portal-nightly-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('waits for BACKUP_TIME in Berlin, then one of two instances writes the night’s backup', async () => {
      at('2026-01-10T01:29:00Z'); // 02:29 in Berlin (winter time)
      expect(await runNightlyBackupOnce(deps(), 'a')).toEqual({ kind: 'notDue' });
      at('2026-01-10T01:31:00Z');
      const outcomes = await Promise.all([
        runNightlyBackupOnce(deps(), 'a'),
        runNightlyBackupOnce(deps(), 'b'),
      ]);
      expect(outcomes.map((o) => o.kind).sort()).toEqual(['taken', 'written']);
      expect(await readdir(dir)).toEqual([backupFileName('2026-01-10')]);
      const manifest = await verifyArchiveFile(join(dir, backupFileName('2026-01-10')));
      expect(manifest.tables.find((t) => t.name === 'accounts')?.rows).toBeGreaterThan(0);
      // Later that night nothing is due any more.
      at('2026-01-10T05:00:00Z');
      expect(await runNightlyBackupOnce(deps(), 'b')).toEqual({ kind: 'taken' });
      expect(await lastBackupSeconds(getCtx().db)).toBeGreaterThanOrEqual(
        Date.parse('2026-01-10T01:31:00Z') / 1000,
      );
    });

    it('tries a failed night again after an hour, and keeps the newest BACKUP_KEEP files', async () => {
      at('2026-01-11T01:40:00Z');
      const failing = deps({ source: () => Promise.reject(new Error('disk on fire')) });
      expect(await runNightlyBackupOnce(failing, 'a')).toEqual({ kind: 'failed', error: 'disk on fire' });
      at('2026-01-11T02:00:00Z');
      expect(await runNightlyBackupOnce(deps(), 'b')).toEqual({ kind: 'taken' });
      at('2026-01-11T02:41:00Z');
      expect((await runNightlyBackupOnce(deps(), 'b')).kind).toBe('written');
      // A partial file of a run that died goes with the next pruning.
      await writeFile(join(dir, `${backupFileName('2026-01-09')}.partial`), 'cut off');
      for (const day of ['12', '13']) {
        at(`2026-01-${day}T03:00:00Z`);
        expect((await runNightlyBackupOnce(deps(), 'a')).kind).toBe('written');
      }
      expect((await readdir(dir)).sort()).toEqual(
        ['2026-01-11', '2026-01-12', '2026-01-13'].map(backupFileName),
      );
    });
  },
  { bothDatabases: true },
);

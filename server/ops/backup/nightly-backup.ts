import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { BulkDatabase } from '../../db/bulk-session';
import type { BackupSchedule } from '../ops-config';
import type { StorageGate } from '../disk/write-guard';
import { FLEET_TIME_ZONE, localDayOf } from '../../telemetry/local-day';
import { backupToFile } from './backup-operations';

/** A nightly backup file's name: the local day it belongs to. */
export const backupFileName = (day: string): string => `portal-backup-${day}.tar.gz`;
const BACKUP_FILE = /^portal-backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/;

/** A claim not finished after this long was left by an instance that stopped: another takes it over. */
const STALE_CLAIM = '3 hours';
/** A failed night is tried again after an hour, three times in all. */
const RETRY_AFTER = '1 hour';
const MAX_ATTEMPTS = 3;

/** The wall-clock minutes since local midnight in the organisation's zone. */
const localMinutes = (ms: number): number => {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: FLEET_TIME_ZONE,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(ms)
    .split(':')
    .map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
};

export interface NightlyBackupDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly schedule: BackupSchedule;
  /** A source that sees one moment of the database (closed after the backup). */
  readonly source: () => Promise<BulkDatabase>;
  readonly log: (message: string, error?: unknown) => void;
  /** While it says full no backup is written (it would take the last room; issue 37). */
  readonly storage?: StorageGate;
}

/** What one look did: nothing due, another instance has it, written, or failed. */
export type NightlyOutcome =
  | { readonly kind: 'notDue' | 'taken' }
  | { readonly kind: 'written'; readonly file: string; readonly bytes: number }
  | { readonly kind: 'failed'; readonly error: string };

/** Removes all but the newest `keep` backup files, and partial files of runs that died. */
const prune = async (schedule: BackupSchedule, writing: string): Promise<string[]> => {
  const names = await readdir(schedule.dir);
  const backups = names.filter((n) => BACKUP_FILE.test(n)).sort();
  const removed = backups.slice(0, Math.max(0, backups.length - schedule.keep));
  const partials = names.filter((n) => n.endsWith('.tar.gz.partial') && n !== `${writing}.partial`);
  for (const name of [...removed, ...partials]) await rm(join(schedule.dir, name), { force: true });
  return removed;
};

/**
 * Looks once whether tonight's backup is due (the local time is past BACKUP_TIME and no instance has
 * written or is writing today's), claims it in `backup_runs`, writes it, and keeps the newest
 * `keep` files. Several instances on one database write one backup a day.
 */
export const runNightlyBackupOnce = async (
  deps: NightlyBackupDeps,
  instance: string,
): Promise<NightlyOutcome> => {
  const now = deps.clock.now();
  const { schedule } = deps;
  if (localMinutes(now.getTime()) < schedule.hour * 60 + schedule.minute) return { kind: 'notDue' };
  if (deps.storage?.state() === 'full') return { kind: 'notDue' };
  const day = localDayOf(now.getTime());
  const claimed = await deps.db.query(
    `INSERT INTO backup_runs (day, instance, claimed_at) VALUES ($1, $2, $3)
     ON CONFLICT (day) DO UPDATE SET instance = EXCLUDED.instance, claimed_at = EXCLUDED.claimed_at,
       attempts = backup_runs.attempts + 1, finished_at = NULL, error = NULL, file = NULL, bytes = NULL
     WHERE (backup_runs.finished_at IS NULL AND backup_runs.claimed_at < $3::timestamptz - interval '${STALE_CLAIM}')
        OR (backup_runs.error IS NOT NULL AND backup_runs.attempts < ${MAX_ATTEMPTS}
            AND backup_runs.finished_at < $3::timestamptz - interval '${RETRY_AFTER}')
     RETURNING day`,
    [day, instance, now.toISOString()],
  );
  if (claimed.length === 0) return { kind: 'taken' };
  const name = backupFileName(day);
  const path = join(schedule.dir, name);
  try {
    const source = await deps.source();
    const manifest = await backupToFile(source, path).finally(() => source.close());
    const { size } = await stat(path);
    await deps.db.query(`UPDATE backup_runs SET finished_at = $2, file = $3, bytes = $4 WHERE day = $1`, [
      day,
      deps.clock.now().toISOString(),
      name,
      size,
    ]);
    const removed = await prune(schedule, name);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    deps.log(
      `Nightly backup ${path} written (${size} bytes, ${rows} rows)${removed.length > 0 ? `; removed ${removed.join(', ')}` : ''}`,
    );
    return { kind: 'written', file: path, bytes: size };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db
      .query(`UPDATE backup_runs SET finished_at = $2, error = $3 WHERE day = $1`, [
        day,
        deps.clock.now().toISOString(),
        reason.slice(0, 2000),
      ])
      .catch(() => {});
    deps.log(`Nightly backup ${path} failed (tried again in an hour, ${MAX_ATTEMPTS} times a night)`, error);
    return { kind: 'failed', error: reason };
  }
};

/** The newest successful nightly backup's end (seconds since the epoch), 0 without one: a metric. */
export const lastBackupSeconds = async (db: Db): Promise<number> => {
  const [row] = await db.query<{ at: number | null }>(
    `SELECT extract(epoch FROM max(finished_at))::float8 AS at FROM backup_runs WHERE error IS NULL`,
  );
  return row?.at ?? 0;
};

/** How often the job looks whether a backup is due. */
const LOOK_EVERY_MS = 5 * 60_000;

export interface NightlyBackups {
  stop(): Promise<void>;
}

/** Looks every 5 minutes (and once at start); stopping waits for a backup being written. */
export const startNightlyBackups = (deps: NightlyBackupDeps): NightlyBackups => {
  const instance = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const look = () => {
    if (stopped) return;
    running = runNightlyBackupOnce(deps, instance)
      .catch((error: unknown) => deps.log('The nightly backup job failed', error))
      .finally(() => {
        if (!stopped) timer = setTimeout(look, LOOK_EVERY_MS);
      });
  };
  timer = setTimeout(look, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};

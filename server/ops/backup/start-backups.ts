import { mkdir } from 'node:fs/promises';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { BulkDatabase } from '../../db/bulk-session';
import type { Metrics } from '../metrics';
import { startControlChannel, type ControlChannel } from './control-channel';
import type { NightlyBackups } from './nightly-backup';
import type { StorageGate } from '../disk/write-guard';

export interface BackupsDeps {
  readonly config: Pick<Config, 'dataDir' | 'databaseUrl' | 'backups'>;
  readonly db: Db;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  readonly metrics: Metrics;
  readonly storage?: StorageGate;
}

export interface Backups {
  stop(): Promise<void>;
}

/**
 * The server's part in backups: on the embedded database the control channel that the `db backup`
 * command asks (only this process may open the database), and the nightly backups when BACKUP_DIR is
 * set. A backup of the embedded database reads a frozen copy of it (frozen-copy.ts), of a PostgreSQL
 * server a snapshot transaction: neither keeps the portal waiting. The backup code loads at first use.
 */
export const startBackups = async (deps: BackupsDeps): Promise<Backups> => {
  const { config, db } = deps;
  const embedded = !config.databaseUrl;
  const source = async (): Promise<BulkDatabase> => {
    if (!embedded) return db.bulk();
    const { frozenCopyOf } = await import('./frozen-copy');
    return frozenCopyOf(db, `${config.dataDir}/db`, config.dataDir);
  };
  const control: ControlChannel | null = embedded
    ? await startControlChannel(
        config.dataDir,
        {
          backup: async (out) => {
            const { backupToStream } = await import('./backup-operations');
            const from = await source();
            await backupToStream(from, out).finally(() => from.close());
          },
        },
        deps.log,
      )
    : null;
  let nightly: NightlyBackups | null = null;
  const schedule = config.backups;
  if (schedule) {
    await mkdir(schedule.dir, { recursive: true }).catch((error: unknown) => {
      throw new Error(
        `BACKUP_DIR ${schedule.dir} cannot be made: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    const { lastBackupSeconds, startNightlyBackups } = await import('./nightly-backup');
    nightly = startNightlyBackups({
      db,
      clock: deps.clock,
      schedule,
      source,
      log: deps.log,
      ...(deps.storage ? { storage: deps.storage } : {}),
    });
    deps.metrics.readGauge(
      'portal_backup_last_success_timestamp_seconds',
      'When the newest nightly backup was written (by any instance), 0 before the first',
      () => lastBackupSeconds(db),
    );
    deps.log(
      `Nightly backups into ${schedule.dir} after ${String(schedule.hour).padStart(2, '0')}:${String(schedule.minute).padStart(2, '0')}, the newest ${schedule.keep} kept`,
    );
  }
  return {
    async stop() {
      await Promise.all([control?.close(), nightly?.stop()]);
    },
  };
};

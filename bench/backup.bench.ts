import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { systemClock } from '../server/clock';
import { backupCommand, copyCommand, restoreCommand, type DbCommandEnv } from '../server/cli/db-commands';
import { migrate } from '../server/db/migrate';
import { loadMigrations } from '../server/db/migrations';
import { pgliteDb } from '../server/db/pglite.db';
import { seedDemoFleetIfEmpty } from '../server/demo/fleet-seed';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { frozenCopyOf } from '../server/ops/backup/frozen-copy';
import { createScratchPostgres } from './support/scratch-database';

/** Positions per vehicle and day: the demo simulator's rate (513,632 records for 55 vehicles in 90 days). */
const RECORDS_PER_DAY = 104;
const DAYS = 365;

export interface BackupFigures {
  readonly vehicles: number;
  readonly positions: number;
  /** Seconds: the embedded database in DATA_DIR (portal stopped) to a backup file, and its size. */
  readonly backupSeconds: number;
  readonly backupBytes: number;
  /** Seconds the running portal's database is held for a backup (checkpoint and file copy). */
  readonly freezeSeconds: number;
  /** Seconds: `db copy` into an empty PostgreSQL database, checks included. */
  readonly copySeconds: number;
  /** Seconds: the backup restored into an empty PostgreSQL database, and into a new data directory. */
  readonly restorePostgresSeconds: number;
  readonly restoreEmbeddedSeconds: number;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * Issue 34 §2: a year of the demo fleet's positions (55 vehicles × 365 days × 104 records, written
 * directly: through the ingestion it would take hours) backed up, copied to PostgreSQL and restored.
 */
export const benchBackup = async (): Promise<BackupFigures> => {
  const work = await mkdtemp(join(tmpdir(), 'portal-bench-backup-'));
  const env = (dataDir: string, databaseUrl?: string): DbCommandEnv => ({
    dataDir,
    databaseUrl,
    migrations: loadMigrations(),
    onProgress: () => {},
    note: () => {},
  });
  const scratch: { drop: () => Promise<void> }[] = [];
  try {
    const dataDir = join(work, 'data');
    await mkdir(dataDir);
    const instance = await PGlite.create(join(dataDir, 'db'));
    const db = pgliteDb(instance);
    await migrate(db, loadMigrations());
    await seedDemoIfEmpty(db, systemClock);
    await seedDemoFleetIfEmpty(db, systemClock);
    const [{ vehicles = 0 } = {}] = await db.query<{ vehicles: number }>(
      'SELECT count(*)::int AS vehicles FROM vehicles',
    );
    for (let month = 0; month < 12; month += 1) {
      // Working hours from 06:00 UTC, a record every 5 minutes with a moving position and odometer.
      await db.query(
        `INSERT INTO positions (vehicle_id, ts, lat, lng, speed, bearing, status, gps_satellites, gsm_signal,
                                mileage_km, external_voltage, temperature)
         SELECT v.id, d + interval '6 hours' + n * interval '5 minutes', 50 + v.id / 100.0 + n / 10000.0,
                10 + n / 10000.0, (n % 60)::real, (n * 7 % 360)::real, 1 + n % 4, 10, 20,
                10000 + extract(doy FROM d) * 100 + n, 24.5, 12.5
           FROM vehicles v,
                generate_series(date '2025-11-26' + $1::int * 31, least(date '2025-11-26' + $1::int * 31 + 30, date '2025-11-26' + ${DAYS - 1}), interval '1 day') d,
                generate_series(0, ${RECORDS_PER_DAY - 1}) n`,
        [month],
      );
    }
    const [{ positions = 0 } = {}] = await db.query<{ positions: number }>(
      'SELECT count(*)::int AS positions FROM positions',
    );
    // The hold a running portal sees: checkpoint and copy of its files.
    const held = performance.now();
    const frozen = await frozenCopyOf(db, join(dataDir, 'db'), work);
    const freezeSeconds = seconds(held);
    await frozen.close();
    await db.close();

    const file = join(work, 'year.tar.gz');
    let since = performance.now();
    await backupCommand(env(dataDir), file);
    const backupSeconds = seconds(since);

    const copyTarget = await createScratchPostgres();
    scratch.push(copyTarget);
    since = performance.now();
    await copyCommand(env(dataDir), copyTarget.url);
    const copySeconds = seconds(since);

    const restoreTarget = await createScratchPostgres();
    scratch.push(restoreTarget);
    since = performance.now();
    await restoreCommand(env(join(work, 'unused'), restoreTarget.url), file, false);
    const restorePostgresSeconds = seconds(since);

    since = performance.now();
    await restoreCommand(env(join(work, 'restored')), file, false);
    const restoreEmbeddedSeconds = seconds(since);
    return {
      vehicles,
      positions,
      backupSeconds,
      backupBytes: (await stat(file)).size,
      freezeSeconds,
      copySeconds,
      restorePostgresSeconds,
      restoreEmbeddedSeconds,
    };
  } finally {
    for (const s of scratch) await s.drop();
    await rm(work, { recursive: true, force: true });
  }
};

export const printBackup = (f: BackupFigures): void => {
  const rate = (s: number) => `${Math.round(f.positions / s).toLocaleString('en-GB')} positions/s`;
  console.log(
    `\nBackups (issue 34 §2): a year of the demo fleet, ${f.vehicles} vehicles, ${f.positions.toLocaleString('en-GB')} positions`,
  );
  console.log(
    `  running portal held for a backup   ${f.freezeSeconds.toFixed(2)} s (checkpoint and file copy)`,
  );
  console.log(
    `  backup of DATA_DIR to a file       ${f.backupSeconds.toFixed(1)} s (${rate(f.backupSeconds)}), ${(f.backupBytes / 1024 / 1024).toFixed(1)} MiB`,
  );
  console.log(
    `  copy --to PostgreSQL               ${f.copySeconds.toFixed(1)} s (${rate(f.copySeconds)}), every table checked`,
  );
  console.log(
    `  restore into PostgreSQL            ${f.restorePostgresSeconds.toFixed(1)} s (${rate(f.restorePostgresSeconds)})`,
  );
  console.log(
    `  restore into a new data directory  ${f.restoreEmbeddedSeconds.toFixed(1)} s (${rate(f.restoreEmbeddedSeconds)})`,
  );
};

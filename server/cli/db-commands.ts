import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { BulkDatabase } from '../db/bulk-session';
import type { Migration } from '../db/migrate';
import { withoutPassword } from '../db/connection-string';
import { pgliteBulk } from '../db/pglite-bulk';
import { postgresBulk } from '../db/postgres-bulk';
import { verifyArchiveFile } from '../ops/backup/backup-archive';
import { tablesWithRows, type LoadResult } from '../ops/backup/backup-loader';
import type { BackupManifest } from '../ops/backup/backup-manifest';
import { backupToFile, copyDatabase, restoreFromFile } from '../ops/backup/backup-operations';
import { fetchBackupFrom, runningPortalOf } from '../ops/backup/control-client';
import type { BackupProgress } from '../ops/backup/snapshot-reader';
import { CliError } from './cli-error';
import { figuresTable, formatBytes } from './progress-printer';

/** What the db commands work on: the server's settings, this build's migrations, where progress goes. */
export interface DbCommandEnv {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly migrations: readonly Migration[];
  readonly onProgress: (progress: BackupProgress) => void;
  /** Lines about what happens meanwhile (stderr). */
  readonly note: (line: string) => void;
}

const databaseDirOf = (env: DbCommandEnv) => join(env.dataDir, 'db');

const openEmbedded = async (dir: string): Promise<BulkDatabase> => {
  const instance = await PGlite.create(dir);
  return pgliteBulk(instance, () => instance.close());
};

const using = async <T>(database: BulkDatabase, fn: (db: BulkDatabase) => Promise<T>): Promise<T> => {
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
};

const refuseWhileRunning = async (env: DbCommandEnv, why: string): Promise<void> => {
  const running = await runningPortalOf(env.dataDir);
  if (running)
    throw new CliError(
      `The portal runs on the embedded database in ${env.dataDir} (process ${running.pid}): ${why}`,
    );
};

const hasEmbeddedDatabase = async (dir: string): Promise<boolean> =>
  existsSync(dir) && (await readdir(dir)).length > 0;

const summary = (manifest: BackupManifest): string => {
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  return (
    `${manifest.tables.length} tables, ${rows.toLocaleString('en-GB')} rows, schema at ` +
    `${manifest.migrations.at(-1)?.id ?? 'no migration'}, taken ${manifest.takenAt}`
  );
};

/**
 * `db backup <file>`: one moment of the database in a file. With the embedded database and a
 * running portal, the portal takes it (control-channel.ts); otherwise the command reads it itself.
 */
export const backupCommand = async (env: DbCommandEnv, file: string): Promise<string> => {
  const path = resolve(file);
  if (existsSync(path))
    throw new CliError(`${path} exists already: name a new file (nothing is overwritten).`);
  let manifest: BackupManifest;
  if (env.databaseUrl) {
    manifest = await using(postgresBulk(env.databaseUrl), (db) =>
      backupToFile(db, path, { onProgress: env.onProgress }),
    );
  } else {
    const running = await runningPortalOf(env.dataDir);
    if (running) {
      env.note(`The portal runs on ${env.dataDir} (process ${running.pid}): it takes the backup.`);
      let shown = 0;
      await fetchBackupFrom(running, path, (bytes) => {
        if (bytes - shown < 16 * 1024 * 1024) return;
        shown = bytes;
        env.note(`  ${formatBytes(bytes)} received`);
      });
      manifest = await verifyArchiveFile(path);
    } else {
      const dir = databaseDirOf(env);
      if (!(await hasEmbeddedDatabase(dir))) throw new CliError(`There is no embedded database in ${dir}.`);
      manifest = await using(await openEmbedded(dir), (db) =>
        backupToFile(db, path, { onProgress: env.onProgress }),
      );
    }
  }
  return `Backup written to ${path} (${formatBytes((await stat(path)).size)}): ${summary(manifest)}.`;
};

const restoredSummary = (result: LoadResult, where: string): string =>
  `Restored into ${where}: ${summary(result.manifest)}; every table's rows and checksum match the backup.`;

/** `db restore <file> [--replace]`: the backup into an empty database (or replacing one with --replace). */
export const restoreCommand = async (env: DbCommandEnv, file: string, replace: boolean): Promise<string> => {
  const path = resolve(file);
  if (!existsSync(path)) throw new CliError(`${path} does not exist.`);
  const options = { migrations: env.migrations, replace, onProgress: env.onProgress };
  if (env.databaseUrl) {
    const result = await using(postgresBulk(env.databaseUrl), (db) => restoreFromFile(db, path, options));
    return `${restoredSummary(result, withoutPassword(env.databaseUrl))} Start the portal with it now.`;
  }
  await refuseWhileRunning(env, 'stop it before restoring.');
  const dir = databaseDirOf(env);
  const existing = (await hasEmbeddedDatabase(dir))
    ? await using(await openEmbedded(dir), (db) => db.session('snapshot', tablesWithRows))
    : [];
  if (existing.length > 0 && !replace)
    throw new CliError(
      `The embedded database in ${dir} holds data (rows in ${existing.length} tables). Restore into an ` +
        'empty data directory, or add --replace to replace it (it is kept beside, renamed).',
    );
  // Into a new directory first: the database in place changes only once the backup loaded whole.
  const stamp = new Date().toISOString().replaceAll(/[:.]/g, '-');
  const restoring = `${dir}.restoring-${stamp}`;
  await mkdir(env.dataDir, { recursive: true });
  try {
    const result = await using(await openEmbedded(restoring), (db) => restoreFromFile(db, path, options));
    let kept = '';
    if (existing.length > 0) {
      kept = `${dir}.replaced-${stamp}`;
      await rename(dir, kept);
    } else await rm(dir, { recursive: true, force: true });
    await rename(restoring, dir);
    return `${restoredSummary(result, dir)}${kept ? ` The database it replaced is kept in ${kept}; delete it once the portal runs on the restored one.` : ''}`;
  } catch (error) {
    await rm(restoring, { recursive: true, force: true });
    throw error;
  }
};

/** `db copy --to <url>`: the embedded database into an empty PostgreSQL database, checked table by table. */
export const copyCommand = async (env: DbCommandEnv, to: string | undefined): Promise<string> => {
  if (!to || !/^postgres(ql)?:\/\//.test(to))
    throw new CliError('copy needs --to <postgres://user:password@host:port/database> (an empty database).');
  if (env.databaseUrl)
    throw new CliError('copy reads the embedded database (DATA_DIR): unset DATABASE_URL for the command.');
  await refuseWhileRunning(env, 'stop it first, or what it writes after the copy would stay behind.');
  const dir = databaseDirOf(env);
  if (!(await hasEmbeddedDatabase(dir))) throw new CliError(`There is no embedded database in ${dir}.`);
  const target = postgresBulk(to);
  const result = await using(await openEmbedded(dir), (source) =>
    copyDatabase(source, target, { migrations: env.migrations, replace: false, onProgress: env.onProgress }),
  );
  const rows = result.manifest.tables.map((table, i) => ({
    name: table.name,
    sourceRows: table.rows,
    sourceChecksum: table.checksum,
    rows: result.tables[i]?.rows ?? 0,
    checksum: result.tables[i]?.checksum ?? '',
  }));
  return (
    `${figuresTable(rows)}\n\nCopied into ${withoutPassword(to)}: ${summary(result.manifest)}; every table's ` +
    `rows and checksum are equal. Start the portal with DATABASE_URL set to it; ${dir} is left as it was.`
  );
};

/** `db verify <file>`: reads a backup through and says what it holds. */
export const verifyCommand = async (file: string): Promise<string> => {
  const path = resolve(file);
  if (!existsSync(path)) throw new CliError(`${path} does not exist.`);
  const manifest = await verifyArchiveFile(path);
  return `${path} is a complete backup of portal ${manifest.productVersion} (${manifest.source}): ${summary(manifest)}.`;
};

import type { Writable } from 'node:stream';
import type { Migration } from '../../db/migrate';
import { archiveWriter, readArchiveFile, writeArchiveFile } from './backup-archive';
import { loadBackup, type LoadResult } from './backup-loader';
import type { BackupManifest } from './backup-manifest';
import type { BulkDatabase } from '../../db/bulk-session';
import { createItemChannel } from './item-channel';
import { readSnapshot, type BackupProgress } from './snapshot-reader';

export interface ProgressOptions {
  readonly onProgress?: (progress: BackupProgress) => void;
}

/** A backup of `source` written whole to `path` (or nothing: see `writeArchiveFile`). */
export const backupToFile = (
  source: BulkDatabase,
  path: string,
  options: ProgressOptions = {},
): Promise<BackupManifest> => writeArchiveFile(path, (write) => readSnapshot(source, write, options));

/** A backup of `source` streamed to `out` (the running server answering the `db backup` command). */
export const backupToStream = async (
  source: BulkDatabase,
  out: Writable,
  options: ProgressOptions = {},
): Promise<BackupManifest> => {
  const writer = await archiveWriter(out);
  try {
    const manifest = await readSnapshot(source, (item) => writer.write(item), options);
    await writer.end();
    return manifest;
  } catch (error) {
    writer.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
};

export interface RestoreOptions extends ProgressOptions {
  readonly migrations: readonly Migration[];
  readonly replace: boolean;
}

/** Loads the backup file at `path` into `target` (see `loadBackup`: all or nothing). */
export const restoreFromFile = (
  target: BulkDatabase,
  path: string,
  options: RestoreOptions,
): Promise<LoadResult> => loadBackup(target, readArchiveFile(path), options);

/**
 * Copies one moment of `source` into `target` without a file between: the snapshot's chunks go
 * straight into the target's load transaction, which checks every table's rows and checksum against
 * the source's at the end and commits only then.
 */
export const copyDatabase = async (
  source: BulkDatabase,
  target: BulkDatabase,
  options: RestoreOptions,
): Promise<LoadResult> => {
  const channel = createItemChannel();
  const reading = readSnapshot(source, (item) => channel.push(item), options).then(
    () => channel.end(),
    (error: unknown) => {
      channel.fail(error);
      throw error;
    },
  );
  // A loader that fails before it reads (the target refused the connection) must not leave the reader
  // waiting for it for ever.
  const loading = loadBackup(target, channel.items, { ...options, onProgress: () => {} }).finally(() =>
    channel.abandon(),
  );
  const [read, loaded] = await Promise.allSettled([reading, loading]);
  if (loaded.status === 'rejected') throw loaded.reason;
  if (read.status === 'rejected') throw read.reason;
  return loaded.value;
};

import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import {
  BackupFileError,
  chunkFile,
  decodeManifest,
  linesIn,
  MANIFEST_FILE,
  parseChunkFile,
  type BackupManifest,
} from './backup-manifest';
import type { BackupItem } from './snapshot-reader';

/**
 * A backup file is a gzip-compressed tar archive (readable with `tar -tzf`): `manifest.json` first,
 * then `data/NNN-<table>/NNNNNN.copy`, each a chunk of the table's rows in PostgreSQL's COPY text
 * format, tables in load order.
 */
export interface ArchiveWriter {
  /** Adds an item; resolves once the archive has taken it (the pace of the disk or the socket). */
  write(item: BackupItem): Promise<void>;
  /** Ends the archive; resolves once everything reached `out`. */
  end(): Promise<void>;
  /** Gives up: `out` gets an error and no more. */
  abort(error: Error): void;
}

/** At first use: the compiled server is one bundle, where a static import loads a package at every start. */
const tarStream = () => import('tar-stream');

/** Writes the items as a tar.gz to `out` (a file, an HTTP answer, a socket). */
export const archiveWriter = async (out: Writable, gzipLevel = 6): Promise<ArchiveWriter> => {
  const tar = (await tarStream()).pack();
  const done = pipeline(tar, createGzip({ level: gzipLevel }), out);
  // A failure of the pipeline rejects `done`; `end` awaits it, `write` sees it through the entry.
  done.catch(() => {});
  // The entry's callback comes once the tar stream took all of it, which waits while gzip and `out`
  // are behind (backpressure); a failed pipeline ends the wait too.
  const entry = async (name: string, data: Uint8Array) => {
    const written = new Promise<void>((resolve, reject) => {
      const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      tar.entry({ name, size: bytes.byteLength, mtime: new Date(0) }, bytes, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    await Promise.race([written, done.then(() => written)]);
  };
  return {
    write: (item) =>
      item.kind === 'manifest'
        ? entry(MANIFEST_FILE, Buffer.from(JSON.stringify(item.manifest, null, 2)))
        : entry(chunkFile(item.tableIndex, item.table, item.chunk), item.data),
    async end() {
      tar.finalize();
      await done;
    },
    abort(error) {
      tar.destroy(error);
    },
  };
};

const readAll = async (stream: AsyncIterable<unknown>): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

/** The items of a tar.gz backup read from `input`, in order; a malformed file throws BackupFileError. */
export async function* readArchive(input: Readable): AsyncGenerator<BackupItem> {
  const tar = (await tarStream()).extract();
  const gunzip = createGunzip();
  const fail = (error: Error) => tar.destroy(error);
  input.on('error', fail);
  gunzip.on('error', fail);
  input.pipe(gunzip).pipe(tar);
  let manifest: BackupManifest | null = null;
  try {
    for await (const entry of tar) {
      const name = entry.header.name;
      const data = await readAll(entry);
      if (manifest === null) {
        if (name !== MANIFEST_FILE)
          throw new BackupFileError(`The backup file starts with ${name}, not ${MANIFEST_FILE}.`);
        manifest = decodeManifest(data.toString('utf8'));
        yield { kind: 'manifest', manifest };
        continue;
      }
      const chunk = parseChunkFile(name);
      if (chunk === null)
        throw new BackupFileError(`The backup file holds ${name}, which is not a data file.`);
      yield { kind: 'chunk', ...chunk, data };
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupFileError(`The backup file cannot be read (${reason}): it is damaged or not a backup.`);
  } finally {
    input.destroy();
  }
  if (manifest === null) throw new BackupFileError('The backup file is empty.');
}

/** The items of the backup file at `path`. */
export const readArchiveFile = (path: string): AsyncGenerator<BackupItem> =>
  readArchive(createReadStream(path));

/**
 * Writes a backup file whole or not at all: into `<path>.partial`, renamed to `path` once complete;
 * a failure removes the partial file. `produce` hands the items to the writer.
 */
export const writeArchiveFile = async <T>(
  path: string,
  produce: (write: (item: BackupItem) => Promise<void>) => Promise<T>,
): Promise<T> => {
  const partial = `${path}.partial`;
  const writer = await archiveWriter(createWriteStream(partial, { mode: 0o600 }));
  try {
    const value = await produce((item) => writer.write(item));
    await writer.end();
    await rename(partial, path);
    return value;
  } catch (error) {
    writer.abort(error instanceof Error ? error : new Error(String(error)));
    await rm(partial, { force: true });
    throw error;
  }
};

/**
 * Reads a backup file through without loading it: the manifest, and every table's data files in
 * place and complete (their lines are the manifest's row count). Throws BackupFileError otherwise.
 */
export const verifyArchiveFile = async (path: string): Promise<BackupManifest> => {
  let manifest: BackupManifest | null = null;
  const chunks: number[] = [];
  const rows: number[] = [];
  for await (const item of readArchiveFile(path)) {
    if (item.kind === 'manifest') {
      manifest = item.manifest;
      continue;
    }
    const table = manifest?.tables[item.tableIndex];
    if (table?.name !== item.table || item.chunk !== (chunks[item.tableIndex] ?? 0))
      throw new BackupFileError(`The backup's data file ${item.table}/${item.chunk} is out of place.`);
    chunks[item.tableIndex] = item.chunk + 1;
    rows[item.tableIndex] = (rows[item.tableIndex] ?? 0) + linesIn(item.data);
  }
  if (manifest === null) throw new BackupFileError('The backup file is empty.');
  const short = manifest.tables.filter((t, i) => (chunks[i] ?? 0) !== t.chunks || (rows[i] ?? 0) !== t.rows);
  if (short.length > 0)
    throw new BackupFileError(
      `The backup file is incomplete: the rows of ${short.map((t) => t.name).join(', ')} are not all in it.`,
    );
  return manifest;
};

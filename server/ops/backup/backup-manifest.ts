import { Either, ParseResult, Schema } from 'effect';

/** What a backup file is: written first in the archive, read first by a restore. */
export const BACKUP_FORMAT = 'rail-fleet-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;

const TableEntry = Schema.Struct({
  name: Schema.String,
  columns: Schema.Array(Schema.String),
  /** Rows in the snapshot, and the order-free checksum of schema-catalog.ts `tableFigures`. */
  rows: Schema.Number,
  checksum: Schema.String,
  /** How many data files hold its rows (COPY text, in key order). */
  chunks: Schema.Number,
});

const SequenceEntry = Schema.Struct({
  name: Schema.String,
  lastValue: Schema.String,
  isCalled: Schema.Boolean,
});

export const BackupManifest = Schema.Struct({
  format: Schema.Literal(BACKUP_FORMAT),
  formatVersion: Schema.Literal(BACKUP_FORMAT_VERSION),
  productVersion: Schema.String,
  /** The snapshot's moment (the database's own clock). */
  takenAt: Schema.String,
  source: Schema.Literal('pglite', 'postgres'),
  /** The migrations applied to the database, in order, with the checksums recorded for them. */
  migrations: Schema.Array(Schema.Struct({ id: Schema.String, checksum: Schema.String })),
  /** In load order: a table after those it references. */
  tables: Schema.Array(TableEntry),
  sequences: Schema.Array(SequenceEntry),
});
export type BackupManifest = typeof BackupManifest.Type;
export type BackupTable = typeof TableEntry.Type;

/** The archive's first file. */
export const MANIFEST_FILE = 'manifest.json';

/** The name of a table's data file in the archive: the table's place in the load order keeps them sorted. */
export const chunkFile = (tableIndex: number, table: string, chunk: number): string =>
  `data/${String(tableIndex).padStart(3, '0')}-${table}/${String(chunk).padStart(6, '0')}.copy`;

const CHUNK_FILE = /^data\/(\d{3})-([a-z0-9_]+)\/(\d{6})\.copy$/;

/** A data file's table index and chunk number, or null for a name that is not one. */
export const parseChunkFile = (name: string): { tableIndex: number; table: string; chunk: number } | null => {
  const match = CHUNK_FILE.exec(name);
  return match ? { tableIndex: Number(match[1]), table: match[2] ?? '', chunk: Number(match[3]) } : null;
};

/** A file that is not a backup of this product (or of a newer format): what to tell the operator. */
export class BackupFileError extends Error {
  override readonly name = 'BackupFileError';
}

/** The manifest read from its JSON text, or a BackupFileError saying what is wrong with it. */
export const decodeManifest = (text: string): BackupManifest => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupFileError(`${MANIFEST_FILE} is not JSON: the file is not a portal backup or is damaged.`);
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT)
    throw new BackupFileError('The file is not a backup of the rail fleet portal.');
  if (format.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupFileError(
      `The backup's format ${String(format.formatVersion)} is not known to this version of the portal ` +
        `(it reads format ${BACKUP_FORMAT_VERSION}): restore it with the version that wrote it, or newer.`,
    );
  const decoded = Schema.decodeUnknownEither(BackupManifest)(json);
  if (Either.isLeft(decoded))
    throw new BackupFileError(
      `${MANIFEST_FILE} is damaged: ${ParseResult.TreeFormatter.formatErrorSync(decoded.left)}`,
    );
  return decoded.right;
};

/** Rows in COPY text: one line each (a newline inside a value is written as `\\n`). */
export const linesIn = (data: Uint8Array): number => {
  let lines = 0;
  for (let at = data.indexOf(0x0a); at !== -1; at = data.indexOf(0x0a, at + 1)) lines += 1;
  return lines;
};

import { CREATE_MIGRATIONS_TABLE, type Migration } from '../../db/migrate';
import { BackupFileError, linesIn, type BackupManifest } from './backup-manifest';
import type { BulkDatabase, BulkSession } from '../../db/bulk-session';
import { ident, MIGRATIONS_TABLE, tableFigures } from './schema-catalog';
import type { BackupItem, BackupProgress } from './snapshot-reader';
import {
  createEmptyMonths,
  partitionNames,
  positionsArePartitioned,
} from '../../telemetry/partitions/position-partitions';
import { monthsOfCopyText } from './copy-text-months';

/** The target holds data and `replace` was not given: nothing was changed. */
export class RestoreRefused extends Error {
  override readonly name = 'RestoreRefused';
}

export interface LoadOptions {
  /** This build's migration files: the backup's must be the first of them, unchanged. */
  readonly migrations: readonly Migration[];
  /** Replace whatever the target holds (otherwise a target with rows is refused). */
  readonly replace: boolean;
  readonly onProgress?: (progress: BackupProgress) => void;
}

/** A table as loaded: its rows and checksum, equal to the backup's (else the load is rolled back). */
export interface LoadedTable {
  readonly name: string;
  readonly rows: number;
  readonly checksum: string;
}

export interface LoadResult {
  readonly manifest: BackupManifest;
  readonly tables: readonly LoadedTable[];
}

/** The build's migrations that the backup's database had applied, checked against the files. */
const migrationsOf = (manifest: BackupManifest, files: readonly Migration[]): Migration[] =>
  manifest.migrations.map((applied, index) => {
    const file = files[index];
    if (file === undefined || file.id !== applied.id)
      throw new BackupFileError(
        `The backup was made by a newer version of the portal (its database has migration ${applied.id}, ` +
          `which this version does not know; ${files.at(-1)?.id ?? 'none'} is its newest): restore it with ` +
          `version ${manifest.productVersion} or newer.`,
      );
    if (applied.checksum !== '' && applied.checksum !== file.checksum)
      throw new BackupFileError(
        `Migration ${applied.id} of the backup differs from this version's file ${file.file}: the backup ` +
          'belongs to another build of the portal.',
      );
    return file;
  });

/** The tables of the public schema that hold at least one row (partitions count as their parent). */
export const tablesWithRows = async (session: BulkSession): Promise<string[]> => {
  const tables = await session.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace
        AND relkind IN ('r', 'p') AND NOT relispartition AND relname <> $1 ORDER BY relname`,
    [MIGRATIONS_TABLE],
  );
  const held: string[] = [];
  for (const { name } of tables) {
    const [row] = await session.query<{ held: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${ident(name)}) AS held`,
    );
    if (row?.held) held.push(name);
  }
  return held;
};

/** An empty public schema, as a new database has (its owner and the right to use it as PostgreSQL 15 sets them). */
const resetSchema = async (session: BulkSession): Promise<void> => {
  await session.exec(
    'DROP SCHEMA public CASCADE; CREATE SCHEMA public AUTHORIZATION pg_database_owner; GRANT USAGE ON SCHEMA public TO PUBLIC;',
  );
};

/** Applies `migrations` in order in the load's transaction, recorded as `migrate` records them. */
const applyMigrations = async (session: BulkSession, migrations: readonly Migration[]): Promise<void> => {
  await session.exec(CREATE_MIGRATIONS_TABLE);
  for (const migration of migrations) {
    await session.exec(migration.sql);
    await session.query(`INSERT INTO ${MIGRATIONS_TABLE} (id, checksum) VALUES ($1, $2)`, [
      migration.id,
      migration.checksum,
    ]);
  }
};

const nextItem = async (iterator: AsyncIterator<BackupItem>): Promise<BackupItem | null> => {
  const next = await iterator.next();
  return next.done ? null : next.value;
};

/**
 * Loads a backup (its items in archive order: the manifest, then the chunks) into `db` in one
 * transaction: refuses a database with rows unless `replace`; makes the schema as the backup's
 * (its migrations, applied from this build's files); loads every row; sets the sequences; and checks
 * each table's row count and checksum against the backup's. Any failure rolls everything back.
 */
export const loadBackup = (
  db: BulkDatabase,
  items: AsyncIterable<BackupItem>,
  options: LoadOptions,
): Promise<LoadResult> =>
  db.session('load', async (session) => {
    const iterator = items[Symbol.asyncIterator]();
    const first = await nextItem(iterator);
    if (first?.kind !== 'manifest') throw new BackupFileError('The backup file has no manifest first.');
    const { manifest } = first;
    const migrations = migrationsOf(manifest, options.migrations);
    const held = await tablesWithRows(session);
    if (held.length > 0 && !options.replace)
      throw new RestoreRefused(
        `The database holds data (rows in ${held.length} tables: ${held.slice(0, 5).join(', ')}` +
          `${held.length > 5 ? ', …' : ''}). Restore into an empty database, or add --replace to replace ` +
          'everything in it with the backup.',
      );
    await resetSchema(session);
    await applyMigrations(session, migrations);
    // Rows a migration wrote itself are in the backup too, as they stood.
    if (manifest.tables.length > 0)
      await session.exec(`TRUNCATE ${manifest.tables.map((t) => ident(t.name)).join(', ')}`);
    // Each month of positions gets its partition before its rows are copied in (a backup made before
    // migration 0022 has an unpartitioned table: its rows are split into months by that migration).
    // The partitions' names, read once for the whole load and kept up to date by createEmptyMonths.
    const partitions = (await positionsArePartitioned(session)) ? await partitionNames(session) : null;
    const loadedChunks = manifest.tables.map(() => 0);
    const loadedRows = manifest.tables.map(() => 0);
    for (let item = await nextItem(iterator); item !== null; item = await nextItem(iterator)) {
      if (item.kind !== 'chunk') throw new BackupFileError('The backup file holds a second manifest.');
      const table = manifest.tables[item.tableIndex];
      if (table?.name !== item.table || item.chunk !== loadedChunks[item.tableIndex])
        throw new BackupFileError(`The backup's data file ${item.table}/${item.chunk} is out of place.`);
      if (partitions && table.name === 'positions')
        await createEmptyMonths(
          session,
          monthsOfCopyText(item.data, table.columns.indexOf('ts'), table.name),
          partitions,
        );
      await session.copyIn(
        `COPY ${ident(table.name)} (${table.columns.map(ident).join(', ')}) FROM STDIN`,
        item.data,
      );
      loadedChunks[item.tableIndex] = item.chunk + 1;
      const rowsDone = (loadedRows[item.tableIndex] ?? 0) + linesIn(item.data);
      loadedRows[item.tableIndex] = rowsDone;
      options.onProgress?.({ table: table.name, rowsDone, rowsTotal: table.rows });
    }
    const missing = manifest.tables.filter((t, i) => loadedChunks[i] !== t.chunks);
    if (missing.length > 0)
      throw new BackupFileError(
        `The backup file ends early: data of ${missing.map((t) => t.name).join(', ')} is missing.`,
      );
    for (const sequence of manifest.sequences)
      await session.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        ident(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    const tables: LoadedTable[] = [];
    for (const table of manifest.tables) {
      const figures = await tableFigures(session, table);
      if (figures.rows !== table.rows || figures.checksum !== table.checksum)
        throw new BackupFileError(
          `Table ${table.name} does not match the backup after loading (${figures.rows} rows, the backup ` +
            `says ${table.rows}; checksum ${figures.checksum === table.checksum ? 'equal' : 'differs'}): ` +
            'the file is damaged. Nothing was restored.',
        );
      tables.push({ name: table.name, ...figures });
    }
    return { manifest, tables };
  });

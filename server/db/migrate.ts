import type { Db, Queryable } from './db';

/**
 * One schema change: a frozen SQL file `NNNN_name.sql` of `server/db/migrations/` (see
 * migrations.ts). Ids are applied once, in order, and never edited after they land.
 */
export interface Migration {
  /** The file name without `.sql`, e.g. `0001_accounts`: what `schema_migrations.id` records. */
  readonly id: string;
  /** Where the file is, as shown in messages (relative to the working directory). */
  readonly file: string;
  readonly sql: string;
  /** sha256 (hex) of the file's bytes, recorded when the migration is applied. */
  readonly checksum: string;
}

/** The database and the migration files disagree; the server must not start on it. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

const LOCK_KEY = 7_310_001;

/** The bookkeeping of applied migrations (also made by a restore, which applies a backup's migrations). */
export const CREATE_MIGRATIONS_TABLE =
  'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now(), checksum text)';

/**
 * The checksums of the SQL that releases before checksums applied (built then from the
 * `*.tables.ts` constants, which never changed while they fed migrations). Their bookkeeping rows
 * have no checksum: one is recorded only when the file still holds exactly that SQL.
 */
export const LEGACY_CHECKSUMS: Readonly<Record<string, string>> = {
  '0001_accounts': '62cef340989bc0ce594ad5d927ff6c3c5f5c5cea940c27e3b8121dc29e47a8ea',
  '0002_fleet_telemetry': '884f5917104f738c7e0205b0711ae51101e8ac582d9d3f13bf8ef25bf9e5fd43',
};

interface AppliedRow {
  readonly id: string;
  readonly checksum: string | null;
}

const changed = (migration: Migration, recorded: string) =>
  new MigrationError(
    `${migration.file} was changed after it was applied to this database (checksum applied ` +
      `${recorded.slice(0, 12)}…, file now ${migration.checksum.slice(0, 12)}…). An applied migration is ` +
      'never edited: restore the file as it was and put the change in a new numbered migration file.',
  );

/**
 * Makes the bookkeeping current (a `checksum` column, added to databases made before it existed)
 * and checks every applied migration against its file; answers the migrations still to apply. Call
 * under the advisory lock.
 */
const checkApplied = async (tx: Queryable, migrations: readonly Migration[]): Promise<Migration[]> => {
  await tx.query(CREATE_MIGRATIONS_TABLE);
  await tx.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
  const rows = await tx.query<AppliedRow>('SELECT id, checksum FROM schema_migrations ORDER BY id');
  const byId = new Map(migrations.map((m) => [m.id, m]));
  for (const row of rows) {
    const migration = byId.get(row.id);
    if (!migration) {
      throw new MigrationError(
        `This database has migration ${row.id} applied, which is not among the migration files ` +
          `(${migrations.at(-1)?.id ?? 'none'} is the newest known): it was made by a newer version of the ` +
          'server. Run that version, or restore a backup made before it.',
      );
    }
    if (row.checksum === null) {
      if (LEGACY_CHECKSUMS[row.id] !== migration.checksum)
        throw changed(migration, LEGACY_CHECKSUMS[row.id] ?? '?');
      await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE id = $1', [
        row.id,
        migration.checksum,
      ]);
    } else if (row.checksum !== migration.checksum) {
      throw changed(migration, row.checksum);
    }
  }
  const applied = new Set(rows.map((r) => r.id));
  return migrations.filter((m) => !applied.has(m.id));
};

/**
 * Whether the database has exactly `migrations` applied, each with its file's checksum: then there is
 * nothing to do, found by one statement without the lock (a restart, issue 34 §1). Anything else (no
 * bookkeeping yet, a bookkeeping without checksums, a migration to apply, an edited file, a newer
 * server's migration) goes the locked way, which applies or refuses.
 */
const everyMigrationApplied = async (db: Db, migrations: readonly Migration[]): Promise<boolean> => {
  try {
    // `*`: a bookkeeping made before checksums has no such column, and is then not current.
    const rows = await db.query<Partial<AppliedRow>>('SELECT * FROM schema_migrations ORDER BY id');
    return (
      rows.length === migrations.length &&
      rows.every((row, i) => row.id === migrations[i]?.id && row.checksum === migrations[i]?.checksum)
    );
  } catch {
    // No bookkeeping table: a new database.
    return false;
  }
};

/**
 * Checks the applied migrations against their files (a changed one is refused with a
 * `MigrationError` naming the file) and applies the others in order, one transaction each, recording
 * their checksums. An advisory lock makes concurrent starts of several server instances safe: the
 * second waits, then finds nothing left to do. Answers the ids it applied.
 */
export const migrate = async (db: Db, migrations: readonly Migration[]): Promise<string[]> => {
  if (await everyMigrationApplied(db, migrations)) return [];
  const pending = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    return checkApplied(tx, migrations);
  });
  const applied: string[] = [];
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      // Another instance may have applied it while this one waited for the lock.
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, checksum) VALUES ($1, $2)', [
        migration.id,
        migration.checksum,
      ]);
      applied.push(migration.id);
    });
  }
  return applied;
};

import type { Db } from './db';

/** One schema change. Ids are applied once, in the order given, and never edited after they land. */
export interface Migration {
  readonly id: string;
  readonly sql: string;
}

const LOCK_KEY = 7_310_001;

/**
 * Applies the migrations not yet applied, in one transaction per migration. An advisory lock makes
 * concurrent starts of several server instances on one database safe: the second waits, then finds
 * nothing left to do.
 */
export const migrate = async (db: Db, migrations: readonly Migration[]): Promise<string[]> => {
  const applied: string[] = [];
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const migration of migrations) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    });
  }
  return applied;
};

import type { Db } from './db.types';

// The interface lives in db.types.ts (the drivers import it); everyone else keeps importing it from here.
export type { Db, Queryable } from './db.types';

export interface DbOptions {
  /** A PostgreSQL connection string; when absent the embedded database is used. */
  readonly databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory://` for a throw-away one. */
  readonly dataDir: string;
  /**
   * Connections of the PostgreSQL pool; `DATABASE_POOL_SIZE` (default 10) when absent. Tests use one, as
   * the embedded database runs one statement at a time (see test-databases.ts).
   */
  readonly poolSize?: number;
  /** Where the embedded database says that it stopped and was opened again (issue 37). */
  readonly log?: (message: string, error?: unknown) => void;
}

export const openDb = async (options: DbOptions): Promise<Db> => {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.db');
    return openPostgres(options.databaseUrl, options.poolSize);
  }
  const { openPglite } = await import('./pglite.db');
  return openPglite(options.dataDir, options.log);
};

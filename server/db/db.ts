/**
 * One small database interface over PGlite (embedded) and node-postgres (a server), so the same SQL
 * and the same services run on both. SQL must be accepted by PostgreSQL 15 and 18.
 */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: everything it wrote is committed together or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** A PostgreSQL connection string; when absent the embedded database is used. */
  readonly databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory://` for a throw-away one. */
  readonly dataDir: string;
}

export const openDb = async (options: DbOptions): Promise<Db> => {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.db');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.db');
  return openPglite(options.dataDir);
};

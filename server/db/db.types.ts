/**
 * One small database interface over PGlite (embedded) and node-postgres (a server), so the same SQL
 * and the same services run on both. SQL must be accepted by PostgreSQL 15 and 18. Its own module so
 * the two drivers, which db.ts loads lazily, do not import db.ts back.
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

/**
 * One small database interface over PGlite (embedded) and node-postgres (a server), so the same SQL
 * and the same services run on both. SQL must be accepted by PostgreSQL 15 and 18. Its own module so
 * the two drivers, which db.ts loads lazily, do not import db.ts back.
 */
import type { BulkDatabase } from './bulk-session';

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
  /**
   * Listens to `NOTIFY` on `channel` (a lower-case identifier) of this database, from any connection
   * or server instance: `onPayload` gets each payload once the sending transaction committed (none
   * from a rolled-back one). Resolves once listening; the returned function stops. On a PostgreSQL
   * server the listening connection comes back by itself after a drop; payloads sent meanwhile are
   * lost, so `onResume` is called once listening again, for the caller to read what it missed.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Sessions with COPY in both directions on this same database (backups, restores, copies between
   * databases): on PostgreSQL each on a connection of its own, on PGlite on its one session.
   */
  bulk(): BulkDatabase;
  /** The connections in use and the queries waiting for one, now (metrics, issue 34 §3). */
  connections(): DbConnections;
}

export interface DbConnections {
  /** Connections open (PGlite: its one). */
  readonly open: number;
  /** Of those, running a query or a transaction. */
  readonly inUse: number;
  /** Queries and transactions waiting for a connection. */
  readonly waiting: number;
}

export interface NotificationListener {
  readonly onPayload: (payload: string) => void;
  readonly onResume?: () => void;
}

/** Channel names are written into LISTEN statements: only plain lower-case identifiers. */
export const assertChannelName = (channel: string): void => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
};

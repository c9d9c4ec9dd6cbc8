/**
 * One database connection inside one transaction, with PostgreSQL's COPY in both directions: what a
 * backup reads from and what a restore writes into, on PGlite and on a PostgreSQL server alike.
 * COPY's text format is PostgreSQL's own; the settings below make it (and every row's text, which the
 * checksums read) the same on PostgreSQL 15 and PGlite's 18.
 */
export interface BulkSession {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (a migration's file). */
  exec(sql: string): Promise<void>;
  /** `COPY (…) TO STDOUT`: the rows in COPY text format. */
  copyOut(sql: string): Promise<Uint8Array>;
  /** `COPY … FROM STDIN` with `data` in COPY text format. */
  copyIn(sql: string, data: Uint8Array): Promise<void>;
}

/** How a session reads or writes: a snapshot that sees one moment, or one transaction that loads. */
export type SessionMode = 'snapshot' | 'load';

/** Opens sessions on one database; `close` ends what it opened. */
export interface BulkDatabase {
  readonly kind: 'pglite' | 'postgres';
  /** A copy of a database frozen at this moment (ISO 8601): the moment a backup of it shows. */
  readonly frozenAt?: string;
  /** Runs `fn` in one transaction: a snapshot (repeatable read, read only) or a load (committed whole). */
  session<T>(mode: SessionMode, fn: (session: BulkSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Output settings that make the text of every value the same on both servers, set for the transaction. */
export const BULK_SETTINGS = [
  "SET LOCAL TimeZone TO 'UTC'",
  "SET LOCAL DateStyle TO 'ISO, YMD'",
  "SET LOCAL IntervalStyle TO 'postgres'",
  'SET LOCAL extra_float_digits TO 1',
  "SET LOCAL bytea_output TO 'hex'",
  "SET LOCAL client_encoding TO 'UTF8'",
];

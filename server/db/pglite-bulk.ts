import type { PGlite } from '@electric-sql/pglite';
import { BULK_SETTINGS, type BulkDatabase, type BulkSession } from './bulk-session';
import type { PgliteEngine } from './pglite-host';

const STDOUT = /\bTO\s+STDOUT\s*$/i;
const STDIN = /\bFROM\s+STDIN\s*$/i;

/** What a session needs of PGlite: its statements, with a blob for COPY (an instance, its thread or a transaction). */
export type PgliteStatements = Pick<PgliteEngine, 'query' | 'exec'>;

/** Runs `fn` in one transaction of a PGlite instance (its own, or the embedded database's, pglite.db.ts). */
export type PgliteTransactionRunner = <T>(fn: (tx: PgliteStatements) => Promise<T>) => Promise<T>;

const pgliteSession = (tx: PgliteStatements): BulkSession => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    return (await tx.query<Row>(sql, params as unknown[])).rows;
  },
  async exec(sql) {
    await tx.exec(sql);
  },
  async copyOut(sql) {
    if (!STDOUT.test(sql)) throw new Error(`copyOut needs COPY … TO STDOUT: ${sql}`);
    const result = await tx.query(sql.replace(STDOUT, "TO '/dev/blob'"));
    return new Uint8Array(result.blob ? await result.blob.arrayBuffer() : new ArrayBuffer(0));
  },
  async copyIn(sql, data) {
    if (!STDIN.test(sql)) throw new Error(`copyIn needs COPY … FROM STDIN: ${sql}`);
    // The bytes come from a file or a COPY out, never a SharedArrayBuffer: no copy needed.
    const bytes = data as Uint8Array<ArrayBuffer>;
    await tx.query(sql.replace(STDIN, "FROM '/dev/blob'"), [], { blob: new Blob([bytes]) });
  },
});

/** Bulk sessions, each in one transaction that `inTransaction` runs. */
export const pgliteBulkOn = (
  inTransaction: PgliteTransactionRunner,
  onClose: () => Promise<void> = async () => {},
): BulkDatabase => ({
  kind: 'pglite',
  session: (mode, fn) =>
    inTransaction(async (tx) => {
      // PGlite has one session: the transaction sees one moment by itself; the level says so anyway.
      await tx.query(
        mode === 'snapshot'
          ? 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY'
          : 'SET TRANSACTION ISOLATION LEVEL READ COMMITTED',
      );
      for (const setting of BULK_SETTINGS) await tx.query(setting);
      return fn(pgliteSession(tx));
    }),
  close: onClose,
});

/** Sessions on an open PGlite instance (the caller owns it: `close` leaves it open). */
export const pgliteBulk = (instance: PGlite, onClose: () => Promise<void> = async () => {}): BulkDatabase =>
  pgliteBulkOn((fn) => instance.transaction(fn), onClose);

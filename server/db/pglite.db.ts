import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteBulk } from './pglite-bulk';
import { assertChannelName, type Db, type Queryable } from './db.types';

/**
 * The write-ahead log's bounds (issue 37): two 16 MB segments kept for reuse rather than made anew, and
 * the checkpoints that free the rest come from pglite-checkpoints.ts (PGlite has no checkpointer).
 */
export const PGLITE_SETTINGS = ['min_wal_size = 32MB', 'max_wal_size = 64MB'];

/** The embedded PostgreSQL (WebAssembly), stored in a directory. */
export const openPglite = async (dataDir: string): Promise<Db> => {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(dataDir, { postgresqlconf: PGLITE_SETTINGS }));
};

/**
 * A throw-away in-memory database started from a data directory dumped by `PGlite.dumpDataDir`
 * (tests: a migrated template loads in well under a second; a new database's initdb takes seconds).
 */
export const openPgliteFromDump = async (dump: Blob): Promise<Db> =>
  pgliteDb(await PGlite.create({ dataDir: 'memory://', loadDataDir: dump }));

/** The `Db` interface over an open PGlite instance. */
export const pgliteDb = (pg: PGlite): Db => {
  // PGlite runs one statement at a time: what is asked of it beyond the first waits its turn.
  let pending = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    pending += 1;
    try {
      return await work();
    } finally {
      pending -= 1;
    }
  };
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const outside = wrap(pg);
  return {
    kind: 'pglite',
    query: (sql, params) => counted(() => outside.query(sql, params)),
    exec: (sql) => counted(() => outside.exec(sql)),
    transaction: (fn) => counted(() => pg.transaction((tx) => fn(wrap(tx)))),
    connections: () => ({ open: 1, inUse: Math.min(pending, 1), waiting: Math.max(pending - 1, 0) }),
    // In-process: the one database never drops its listener, so there is nothing to resume.
    async listen(channel, { onPayload }) {
      assertChannelName(channel);
      const stop = await pg.listen(channel, onPayload);
      return () => stop();
    },
    close: () => pg.close(),
    bulk: () => pgliteBulk(pg),
  };
};

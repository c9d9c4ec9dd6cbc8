import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { assertChannelName, type Db, type Queryable } from './db.types';

/** The embedded PostgreSQL (WebAssembly), stored in a directory. */
export const openPglite = async (dataDir: string): Promise<Db> => {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // In-process: the one database never drops its listener, so there is nothing to resume.
    async listen(channel, { onPayload }) {
      assertChannelName(channel);
      const stop = await pg.listen(channel, onPayload);
      return () => stop();
    },
    close: () => pg.close(),
  };
};

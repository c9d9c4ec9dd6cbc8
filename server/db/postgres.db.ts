import pg from 'pg';
import { postgresBulk } from './postgres-bulk';
import { assertChannelName, type Db, type Queryable } from './db.types';
import { createPostgresListener } from './postgres-listener';

// Keep int8 and numeric as JavaScript numbers, as PGlite does; the values stored here fit.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * Names for parameterised statements, so that each pooled connection parses and plans a statement
 * once and then only binds and executes it: for the short queries on every request (the session and
 * scope check, ~1 ms of PostgreSQL CPU when planned each time) planning was most of the cost. The first
 * 500 distinct texts get a name; any beyond (SQL built with a varying number of placeholders) run
 * unnamed, so the statements a connection keeps stay bounded.
 */
const preparedStatementNames = (max = 500) => {
  const names = new Map<string, string>();
  return (sql: string): string | undefined => {
    const known = names.get(sql);
    if (known !== undefined || names.size >= max) return known;
    const name = `portal_${names.size}`;
    names.set(sql, name);
    return name;
  };
};

/** A PostgreSQL server reached through a connection pool. */
export const openPostgres = async (
  connectionString: string,
  poolSize = Number(process.env['DATABASE_POOL_SIZE'] ?? 10),
): Promise<Db> => {
  // Pipelined clients send each query at once instead of after the answer to the one before: the
  // statements of a transaction that do not wait for each other's answers (Promise.all, or BEGIN with
  // the first ones) take one round trip. The server still runs them one after the other, in order.
  const pool = new pg.Pool({ connectionString, max: poolSize, pipeline: true });
  // The server may end an idle connection (restart, admin termination, DROP DATABASE ... FORCE while
  // the pool closes). The pool drops that client and the next query connects anew; without a
  // listener the pool's 'error' event would crash the process.
  pool.on('error', () => {});
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  const statementName = preparedStatementNames();
  const listening = createPostgresListener(connectionString);
  const wrap = (q: Pick<pg.Pool, 'query'> | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const name = params.length > 0 ? statementName(sql) : undefined;
      const result = await q.query(
        name ? { name, text: sql, values: params as unknown[] } : { text: sql, values: params as unknown[] },
      );
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // Not waited for: BEGIN travels with the transaction's first statements. It fails only with the
      // connection, and then so does every statement sent behind it.
      const begun = client.query('BEGIN').then(
        () => null,
        (error: unknown) => ({ error }),
      );
      try {
        const value = await fn(wrap(client));
        const failed = await begun;
        if (failed) throw failed.error;
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await begun;
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, listener) {
      assertChannelName(channel);
      return listening.listen(channel, listener);
    },
    async close() {
      await listening.close();
      await pool.end();
    },
    bulk: () => postgresBulk(connectionString),
    connections: () => ({
      open: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
};

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { withoutPassword } from './connection-string';
import { BULK_SETTINGS, type BulkDatabase, type BulkSession } from './bulk-session';

const collect = async (stream: NodeJS.ReadableStream): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * pg-copy-streams is imported at first use: the compiled server is one bundle, where a static import
 * of a package loads it at every start, an embedded one's too.
 */
const copyStreams = () => import('pg-copy-streams');

const postgresSession = (client: pg.Client): BulkSession => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    return (await client.query(sql, params as unknown[])).rows as Row[];
  },
  async exec(sql) {
    await client.query(sql);
  },
  copyOut: async (sql) => collect(client.query((await copyStreams()).to(sql))),
  async copyIn(sql, data) {
    const { from: copyFrom } = await copyStreams();
    await pipeline(
      Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]),
      client.query(copyFrom(sql)),
    );
  },
});

/**
 * Sessions on a PostgreSQL server, each on its own connection: a snapshot transaction does not keep
 * writers of the running portal waiting (PostgreSQL's MVCC), a load commits whole or not at all.
 */
export const postgresBulk = (connectionString: string): BulkDatabase => ({
  kind: 'postgres',
  async session(mode, fn) {
    const client = new pg.Client({ connectionString });
    // A dropped connection rejects the query in flight; without a listener the event would crash.
    client.on('error', () => {});
    await client.connect().catch((error: unknown) => {
      throw new Error(
        `The PostgreSQL database ${withoutPassword(connectionString)} cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    try {
      await client.query(
        mode === 'snapshot'
          ? 'BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY'
          : 'BEGIN ISOLATION LEVEL READ COMMITTED',
      );
      for (const setting of BULK_SETTINGS) await client.query(setting);
      const value = await fn(postgresSession(client));
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      await client.end().catch(() => {});
    }
  },
  close: async () => {},
});

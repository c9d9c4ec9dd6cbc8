import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { loadMigrations } from '../../server/db/migrations';

export type DatabaseKind = 'pglite' | 'postgres';

/** The PostgreSQL server the benchmarks use (trust authentication on the loopback). */
export const POSTGRES_ADMIN_URL =
  process.env['BENCH_POSTGRES_URL'] ?? 'postgres://root@127.0.0.1:5432/postgres';

const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** A fresh, empty PostgreSQL database on the server; `drop` removes it again. */
export const createScratchPostgres = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};

/** A migrated empty database of the kind: PGlite in memory, or a scratch database on the server. */
export const openScratchDb = async (
  kind: DatabaseKind,
): Promise<{ db: Db; dispose: () => Promise<void>; url?: string }> => {
  if (kind === 'pglite') {
    const db = await openDb({ dataDir: 'memory://' });
    await migrate(db, loadMigrations());
    return { db, dispose: () => db.close() };
  }
  const scratch = await createScratchPostgres();
  const db = await openDb({ databaseUrl: scratch.url, dataDir: '' });
  await migrate(db, loadMigrations());
  return {
    db,
    url: scratch.url,
    dispose: async () => {
      await db.close();
      await scratch.drop();
    },
  };
};

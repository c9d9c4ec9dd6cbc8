import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { loadMigrations } from '../db/migrations';
import { pgliteDb } from '../db/pglite.db';
import { seedDemoIfEmpty } from '../demo/seed';
import { runDatabasePattern } from './spare-databases';
import { tarWithout } from './tar-without';
import { createTestClock } from './test-clock';

/**
 * Databases made once per server test run, which every suite's database is a copy of: migrating a new
 * database per suite repeated the same work 188 times, and on PGlite a new database's initdb alone
 * takes 2–5 s where loading a dumped data directory takes under one. Each suite still gets its own
 * copy; nothing one suite writes reaches another.
 */
export interface DatabaseTemplates {
  /** The run's id: the suites' PostgreSQL databases are named after it (spare-databases.ts). */
  readonly runId: string;
  /** PGlite data directories as `dumpDataDir` tarballs, by stage. */
  readonly pglite: Readonly<Record<TemplateStage, string>>;
  /** PostgreSQL databases to `CREATE DATABASE … TEMPLATE`, by stage; absent with `SKIP_POSTGRES=1`. */
  readonly postgres?: Readonly<Record<Exclude<TemplateStage, 'empty'>, string>>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The databases every suite's database is copied from. */
    databaseTemplates: DatabaseTemplates;
  }
}

/** New (nothing in it), migrated, or migrated with the demo accounts seeded at the test clock's start. */
export type TemplateStage = 'empty' | 'migrated' | 'seeded';

const migrations = loadMigrations();

/** Migrates `db`, then seeds it the way a suite with `seed: true` would (the test clock's start). */
const migrateAndSeed = async (db: () => Db, dump: (stage: 'migrated' | 'seeded') => Promise<void>) => {
  await migrate(db(), migrations);
  await dump('migrated');
  await seedDemoIfEmpty(db(), createTestClock());
  await dump('seeded');
};

const makePgliteTemplates = async (dir: string): Promise<DatabaseTemplates['pglite']> => {
  const files = {
    empty: join(dir, 'pglite-empty.tar'),
    migrated: join(dir, 'pglite-migrated.tar'),
    seeded: join(dir, 'pglite-seeded.tar'),
  };
  const instance = await PGlite.create('memory://');
  try {
    const templateDatabases = await instance.query<{ oid: number }>(
      `SELECT oid::int AS oid FROM pg_database WHERE datname IN ('template0', 'template1')`,
    );
    const unused = templateDatabases.rows.map(({ oid }) => `base/${oid}/`);
    const dump = async (stage: TemplateStage) => {
      const archive = new Uint8Array(await (await instance.dumpDataDir('none')).arrayBuffer());
      await writeFile(files[stage], tarWithout(archive, unused));
    };
    await dump('empty');
    const db = pgliteDb(instance);
    await migrateAndSeed(() => db, dump);
  } finally {
    await instance.close();
  }
  return files;
};

/** Runs `fn` with a connection to the server's admin database, closed afterwards. */
export const withAdmin = async <T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

/** The address of database `name` on the admin address's server. */
export const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A database on the server as a copy of `template` (no connection may be open to the template). */
export const createDatabaseFrom = (adminUrl: string, name: string, template: string): Promise<void> =>
  withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)).then(() => {});

const makePostgresTemplates = async (
  adminUrl: string,
  runId: string,
): Promise<NonNullable<DatabaseTemplates['postgres']>> => {
  const prefix = `portal_template_${runId}`;
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  // Built in one database; each stage is copied out of it while no connection is open.
  const work = `${prefix}_work`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${work}`));
  let made = false;
  try {
    let db = await openDb({ databaseUrl: databaseUrl(adminUrl, work), dataDir: '' });
    try {
      await migrateAndSeed(
        () => db,
        async (stage) => {
          await db.close();
          await createDatabaseFrom(adminUrl, names[stage], work);
          db = await openDb({ databaseUrl: databaseUrl(adminUrl, work), dataDir: '' });
        },
      );
    } finally {
      await db.close();
    }
    made = true;
  } finally {
    // A run that fails part-way leaves no stage database behind either.
    await dropDatabases(adminUrl, made ? [work] : [work, ...Object.values(names)]);
  }
  return names;
};

const dropDatabases = (adminUrl: string, names: readonly string[]): Promise<void> =>
  withAdmin(adminUrl, async (c) => {
    for (const name of names) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

/** Makes the templates (PGlite always, PostgreSQL when `adminUrl` is given) and how to remove them. */
export const makeDatabaseTemplates = async (
  adminUrl: string | undefined,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> => {
  const dir = await mkdtemp(join(tmpdir(), 'portal-db-templates-'));
  const runId = randomBytes(4).toString('hex');
  const [pgliteMade, postgresMade] = await Promise.allSettled([
    makePgliteTemplates(dir),
    adminUrl ? makePostgresTemplates(adminUrl, runId) : Promise.resolve(undefined),
  ]);
  const postgres = postgresMade.status === 'fulfilled' ? postgresMade.value : undefined;
  const remove = async () => {
    await rm(dir, { recursive: true, force: true });
    if (!adminUrl) return;
    // The suites' databases a worker left (spares, drops cut short), then the templates.
    const left = await withAdmin(adminUrl, (c) =>
      c.query<{ name: string }>('SELECT datname AS name FROM pg_database WHERE datname LIKE $1', [
        runDatabasePattern(runId),
      ]),
    );
    await dropDatabases(adminUrl, [...left.rows.map((r) => r.name), ...Object.values(postgres ?? {})]);
  };
  // One side failing removes what the other made before the failure is reported.
  if (pgliteMade.status === 'rejected' || postgresMade.status === 'rejected') {
    await remove();
    throw pgliteMade.status === 'rejected'
      ? pgliteMade.reason
      : (postgresMade as PromiseRejectedResult).reason;
  }
  return {
    templates: postgres ? { runId, pglite: pgliteMade.value, postgres } : { runId, pglite: pgliteMade.value },
    remove,
  };
};

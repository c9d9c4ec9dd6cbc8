import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp } from '../app';
import { readConfig, type Config } from '../config';
import { openDb, type Db } from '../db/db';
import { openPgliteFromDump } from '../db/pglite.db';
import { seedDemoIfEmpty } from '../demo/seed';
import { createMailer } from '../mail/create-mailer';
import { createDatabaseFrom, databaseUrl, withAdmin, type TemplateStage } from './database-templates';
import { dropLater, runDatabaseName, takeCopy } from './spare-databases';
import { createTestClock, type TestClock } from './test-clock';
import { createLogger, logFunction } from '../ops/logger';
import { createMetrics, type Metrics } from '../ops/metrics';

export type DatabaseKind = 'pglite' | 'postgres';

/** Everything a server suite needs; one per suite and database. */
export interface TestContext {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /** The PostgreSQL server's database URL; undefined on PGlite (one process owns it). */
  readonly databaseUrl: string | undefined;
  /** The app as `createApp` builds it; call it with `app.request(...)`, no port needed. */
  readonly app: Hono;
  readonly clock: TestClock;
  readonly config: Config;
  /** Where the app writes its mails (`<dataDir>/outbox`). */
  readonly outboxDir: string;
  /** What the app logged (failures included), to assert that nothing went wrong unseen. */
  readonly logs: string[];
  /** The JSON lines the app's logger wrote, with `captureLog` (else none). */
  readonly logLines: string[];
  /** The app's metrics (without Node's process metrics). */
  readonly metrics: Metrics;
  /**
   * Another app instance on the same database, sharing nothing else. On PostgreSQL it has its own
   * connection pool; PGlite is in-process, so there it shares the database object.
   */
  secondInstance(): Promise<Hono>;
}

export interface SuiteOptions {
  /** Seed the demo organisations and accounts once for the suite (default true). */
  readonly seed?: boolean;
  /** Extra environment for `readConfig`. */
  readonly env?: Record<string, string>;
  /** Give the app a JSON logger whose lines are kept in `logLines`, as the server logs (issue 34 §3). */
  readonly captureLog?: boolean;
  /**
   * Run on the embedded database too, not only on the PostgreSQL server: for a suite whose subject the
   * two drivers implement differently (the database layer, bulk writes, LISTEN/NOTIFY, the disk and
   * backups, the command-line tools, the demo seed). The other suites run on the server alone, through
   * one connection (see `ONE_CONNECTION`); every end-to-end test runs on the embedded database.
   */
  readonly bothDatabases?: boolean;
}

export const POSTGRES_ADMIN_URL =
  process.env['TEST_POSTGRES_URL'] ?? 'postgres://root@127.0.0.1:5432/postgres';

/** Both databases, unless `SKIP_POSTGRES=1`: an unreachable server then fails the suite, never skips it. */
export const databaseKinds = (): DatabaseKind[] =>
  process.env['SKIP_POSTGRES'] === '1' ? ['pglite'] : ['pglite', 'postgres'];

const withAdminClient = <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> =>
  withAdmin(POSTGRES_ADMIN_URL, fn);

/**
 * A fresh database on the PostgreSQL server, a copy of the run's template of that stage (see
 * database-templates.ts); returns its URL and a function that drops it.
 */
export const createPostgresDatabase = async (
  stage: TemplateStage = 'empty',
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const templates = inject('databaseTemplates');
  let name: string;
  if (stage === 'empty') {
    name = runDatabaseName(templates.runId);
    await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
  } else {
    const template = templates.postgres?.[stage];
    if (!template)
      throw new Error('No PostgreSQL template: the global setup of the server project makes them.');
    name = await takeCopy(template, templates.runId, (copy) =>
      createDatabaseFrom(POSTGRES_ADMIN_URL, copy, template),
    );
  }
  return {
    url: databaseUrl(POSTGRES_ADMIN_URL, name),
    drop: () =>
      withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
};

/**
 * The pool size of a suite's PostgreSQL database: one connection, so that the server runs one statement
 * of the app at a time as the embedded database does. A query sent outside a transaction that is still
 * open (on the pool, not on the transaction) then waits for it on both databases alike, and a suite on
 * the server alone still finds that fault (PGlite would hang on it).
 */
const ONE_CONNECTION = 1;

/** A database of the given kind at `stage` (a copy of the run's template), and how to dispose of it. */
const openDatabaseAt = async (
  kind: DatabaseKind,
  stage: TemplateStage,
  poolSize?: number,
): Promise<{ db: Db; url: string | undefined; dispose: () => Promise<void> }> => {
  if (kind === 'pglite') {
    const dump = await readFile(inject('databaseTemplates').pglite[stage]);
    const db = await openPgliteFromDump(new Blob([dump]));
    return { db, url: undefined, dispose: () => db.close() };
  }
  const created = await createPostgresDatabase(stage);
  const db = await openDb({
    databaseUrl: created.url,
    dataDir: '',
    ...(poolSize === undefined ? {} : { poolSize }),
  }).catch(async (error: unknown) => {
    await created.drop();
    throw error;
  });
  const dispose = async () => {
    await db.close();
    dropLater(created.drop);
  };
  return { db, url: created.url, dispose };
};

/** An empty database of the given kind (not even migrated), and how to dispose of it. */
export const openEmptyDatabase = (kind: DatabaseKind) => openDatabaseAt(kind, 'empty');

/** A migrated empty database of the given kind, and how to dispose of it. */
export const openTestDatabase = (kind: DatabaseKind) => openDatabaseAt(kind, 'migrated');

const buildContext = async (kind: DatabaseKind, options: SuiteOptions) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-test-'));
  const seeded = options.seed !== false;
  const { db, url, dispose } = await openDatabaseAt(kind, seeded ? 'seeded' : 'migrated', ONE_CONNECTION);
  const config = readConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: dataDir,
    PUBLIC_URL: 'https://portal.example.test',
    ...options.env,
  });
  const clock = createTestClock();
  const logs: string[] = [];
  const logLines: string[] = [];
  const logger = options.captureLog
    ? createLogger({ level: 'info', format: 'json' }, { write: (line: string) => void logLines.push(line) })
    : undefined;
  const log = (message: string, error?: unknown) => {
    logs.push(
      error === undefined
        ? message
        : `${message}: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
    );
    if (logger) logFunction(logger)(message, error);
  };
  const metrics = createMetrics({ processMetrics: false });
  const makeApp = (appDb: Db, appMetrics = createMetrics({ processMetrics: false })) =>
    createApp({
      config,
      db: appDb,
      mailer: createMailer(config),
      clock,
      log,
      metrics: appMetrics,
      ...(logger ? { logger } : {}),
    });
  // The seeded template holds these accounts already; a no-op then, kept so the suite never depends on it.
  if (seeded) await seedDemoIfEmpty(db, clock);
  const extraDbs: Db[] = [];
  const ctx: TestContext = {
    kind,
    db,
    databaseUrl: url,
    app: makeApp(db, metrics),
    clock,
    config,
    outboxDir: join(dataDir, 'outbox'),
    logs,
    logLines,
    metrics,
    async secondInstance() {
      if (!url) return makeApp(db);
      const second = await openDb({ databaseUrl: url, dataDir: '', poolSize: ONE_CONNECTION });
      extraDbs.push(second);
      return makeApp(second);
    },
  };
  const cleanup = async () => {
    for (const extra of extraDbs) await extra.close();
    await dispose();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { ctx, cleanup };
};

/**
 * Runs `suite` on the PostgreSQL server (one connection), and on the embedded PGlite too with
 * `bothDatabases`, each with its own fresh database, app, clock and outbox, set up once for the suite
 * (tests of a suite share them). `SKIP_POSTGRES=1`: on PGlite alone.
 */
export const describeEachDatabase = (
  name: string,
  suite: (getCtx: () => TestContext) => void,
  options: SuiteOptions = {},
): void => {
  const kinds = databaseKinds();
  for (const kind of options.bothDatabases ? kinds : kinds.slice(-1)) {
    describe(`${name} [${kind}]`, () => {
      let current: TestContext | undefined;
      let cleanup: (() => Promise<void>) | undefined;
      let setupError: unknown;
      beforeAll(async () => {
        // Kept and rethrown by every test, so an unreachable PostgreSQL fails each test by name
        // instead of reading as "skipped".
        try {
          ({ ctx: current, cleanup } = await buildContext(kind, options));
        } catch (error) {
          setupError = error;
        }
      });
      afterAll(async () => {
        await cleanup?.();
      });
      suite(() => {
        if (setupError !== undefined) throw setupError;
        if (!current) throw new Error('The test database is not ready.');
        return current;
      });
    });
  }
};

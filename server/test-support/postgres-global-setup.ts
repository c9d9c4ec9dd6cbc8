import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from './database-templates';
import { POSTGRES_ADMIN_URL } from './test-databases';

/**
 * Before the server tests: the PostgreSQL server they also run on must answer at `TEST_POSTGRES_URL`.
 * On a machine of this project's kind (Debian's server installed, run as root) a stopped cluster is
 * started and root's role created, as `.ci/run` used to do by hand. Otherwise the run stops with one
 * line saying what to do; it never passes without PostgreSQL unless `SKIP_POSTGRES=1` says so.
 */

const shown = (url: string): string => {
  const parsed = new URL(url);
  parsed.password = parsed.password ? '***' : '';
  return parsed.toString();
};

const failWithOneLine = (line: string): never => {
  console.error(`\n${line}\n`);
  process.exit(1);
};

/** `undefined` when the server answers, else the reason it did not. */
const tryConnect = async (url: string): Promise<Error | undefined> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    await client.end().catch(() => undefined);
  }
};

const onPath = (name: string): boolean =>
  (process.env['PATH'] ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

const isLocal = (url: string): boolean => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
const isRoot = (): boolean => process.getuid?.() === 0;

/** Debian's stopped cluster listening on `port` (`pg_lsclusters`: version, name, port, status, …). */
const stoppedClusterOn = (port: number): { version: string; name: string } | undefined => {
  if (!onPath('pg_lsclusters')) return undefined;
  const lines = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).split('\n');
  for (const line of lines) {
    const [version, name, clusterPort, status] = line.trim().split(/\s+/);
    if (version && name && Number(clusterPort) === port && status === 'down') return { version, name };
  }
  return undefined;
};

const waitUntilAnswering = async (url: string, timeoutMs: number): Promise<Error | undefined> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const failure = await tryConnect(url);
    if (!failure || Date.now() > until) return failure;
    await new Promise((done) => setTimeout(done, 500));
  }
};

const NOT_ANSWERING = (url: string) =>
  `PostgreSQL: nothing answers at ${shown(url)}: start PostgreSQL there, or set TEST_POSTGRES_URL to a server the tests may create databases on (SKIP_POSTGRES=1 runs the server tests on the embedded database only).`;

/** Checks (or starts) PostgreSQL, then makes the database templates; removes them after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = await checkPostgres();
  const { templates, remove } = await makeDatabaseTemplates(adminUrl);
  project.provide('databaseTemplates', templates);
  return remove;
}

/** The server's admin address once it answers; undefined with `SKIP_POSTGRES=1`. */
async function checkPostgres(): Promise<string | undefined> {
  if (process.env['SKIP_POSTGRES'] === '1') {
    console.log('PostgreSQL: skipped (SKIP_POSTGRES=1), server tests run on the embedded database only');
    return undefined;
  }
  const url = POSTGRES_ADMIN_URL;
  let failure = await tryConnect(url);
  const refused = (error: Error | undefined) =>
    !!error &&
    /ECONNREFUSED|ENOENT|timeout|terminated/i.test(`${(error as { code?: string }).code} ${error.message}`);

  const cluster =
    refused(failure) && isLocal(url) && isRoot() && onPath('pg_ctlcluster')
      ? stoppedClusterOn(Number(new URL(url).port || 5432))
      : undefined;
  if (cluster) {
    const { version, name } = cluster;
    console.log(
      `PostgreSQL: nothing answers at ${shown(url)}; starting the installed cluster ${version}/${name}`,
    );
    try {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'start'], { stdio: 'pipe' });
    } catch (error) {
      const output = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n')[0] ?? '';
      return failWithOneLine(
        `PostgreSQL: pg_ctlcluster ${version} ${name} start failed (${output}). ${NOT_ANSWERING(url)}`,
      );
    }
    failure = await waitUntilAnswering(url, 30_000);
  }

  // A freshly installed server has no role for root, the default address's user. Only for the default:
  // an address someone set names a role that should exist, and a typo must not create a superuser.
  const user = decodeURIComponent(new URL(url).username);
  if (
    failure &&
    process.env['TEST_POSTGRES_URL'] === undefined &&
    /role .* does not exist/.test(failure.message) &&
    isLocal(url) &&
    isRoot() &&
    onPath('runuser')
  ) {
    console.log(`PostgreSQL: creating the role ${user} (superuser, as the tests create databases)`);
    execFileSync(
      'runuser',
      ['-u', 'postgres', '--', 'psql', '-q', '-c', `CREATE ROLE "${user}" SUPERUSER LOGIN`],
      {
        stdio: 'pipe',
      },
    );
    failure = await tryConnect(url);
  }

  if (failure && refused(failure)) return failWithOneLine(NOT_ANSWERING(url));
  if (failure)
    return failWithOneLine(`PostgreSQL at ${shown(url)} answers but refuses the tests: ${failure.message}`);
  console.log(`PostgreSQL: ${shown(url)}`);
  return url;
}

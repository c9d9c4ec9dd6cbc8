import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from '../scripts/build-server';
import { createScratchPostgres, type DatabaseKind } from './support/scratch-database';
import { median, ms } from './support/stats';
import { freePort } from '../server/test-support/free-port';
import { benchServerEnv } from './support/server-env';
import { untilHealthy } from './support/until-healthy';

const root = resolve(import.meta.dirname, '..');
const RESTARTS = 3;

/** How the server is started: from its sources through tsx (as before issue 34) or compiled. */
const RUNTIMES = {
  'tsx server/main.ts': [process.execPath, '--import', 'tsx', join(root, 'server/main.ts')],
  'node dist/server/main.js': [process.execPath, join(root, 'tmp/bench-server/main.js')],
} as const;
type Runtime = keyof typeof RUNTIMES;

export interface RestartFigures {
  readonly database: DatabaseKind;
  /** Milliseconds from the process's start to the first 200 of /api/health, each restart, per runtime. */
  readonly restarts: Readonly<Record<Runtime, readonly number[]>>;
}

/** Starts the server, waits for its first healthy answer, stops it by its PID; the milliseconds taken. */
const startToHealth = async (runtime: Runtime, env: Record<string, string>, port: number) => {
  const [command, ...args] = RUNTIMES[runtime];
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  try {
    await untilHealthy(`http://127.0.0.1:${port}/api/health`, () => child.exitCode, {
      what: runtime,
      pollMs: 10,
      timeoutMs: 300_000,
    });
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
};

/**
 * Issue 34 §1: the restart on an existing database (the demo seeded by a first start, the simulator
 * off so nothing writes in the background) until `/api/health` first answers 200, from the sources
 * through tsx and compiled, alternating, {@link RESTARTS} times each.
 */
export const benchRestart = async (database: DatabaseKind): Promise<RestartFigures> => {
  await buildServer(join(root, 'tmp/bench-server'));
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-restart-'));
  const scratch = database === 'postgres' ? await createScratchPostgres() : undefined;
  const port = await freePort();
  const env = { ...benchServerEnv(dataDir, port, scratch?.url), SIMULATOR: '0' };
  const restarts: Record<Runtime, number[]> = { 'tsx server/main.ts': [], 'node dist/server/main.js': [] };
  try {
    await startToHealth('node dist/server/main.js', env, port);
    for (let i = 0; i < RESTARTS; i += 1) {
      for (const runtime of Object.keys(RUNTIMES) as Runtime[]) {
        restarts[runtime].push(await startToHealth(runtime, env, port));
      }
    }
    return { database, restarts };
  } finally {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

export const printRestart = (f: RestartFigures): void => {
  console.log(
    `restart to the first healthy answer, ${f.database} (an existing database, median of ${RESTARTS})`,
  );
  for (const [runtime, values] of Object.entries(f.restarts)) {
    console.log(`  ${runtime}: ${ms(median(values))} (${values.map((v) => ms(v)).join(', ')})`);
  }
};

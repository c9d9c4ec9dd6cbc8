import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../server/demo/demo-accounts';
import { startChild, type Child } from './support/child-process';
import { createScratchPostgres, type DatabaseKind } from './support/scratch-database';
import { cpuSeconds, loadAverage } from './support/process-cpu';
import { ms, summarise, type LatencySummary } from './support/stats';
import { freePort } from '../server/test-support/free-port';
import { benchServerEnv } from './support/server-env';

export interface StartFigures {
  /** From process start until the first HTTP answer / the first login answered. */
  readonly answerMs: number;
  readonly loginMs: number;
  /** From process start until the simulator reports its history written. */
  readonly historyMs: number;
  readonly historyRecords: number;
  /** CPU seconds the server process used until then (its own cost, whatever else the machine ran). */
  readonly historyCpuSeconds: number;
  /** The 1-minute load average when the history was complete. */
  readonly load: number;
  /** Latency of the vehicle list requested every 200 ms while the history was written. */
  readonly duringHistory: LatencySummary;
}

export interface StartupFigures {
  readonly database: DatabaseKind;
  readonly first: StartFigures;
  readonly restart: StartFigures;
}

const answers = async (url: string, init?: RequestInit) => {
  try {
    return await fetch(url, init);
  } catch {
    return null;
  }
};

/** Starts `server/main.ts` as `npm run serve` does and measures until its history is written. */
const startOnce = async (
  env: Record<string, string>,
  base: string,
): Promise<StartFigures & { stop(): Promise<void> }> => {
  const started = performance.now();
  const server = startChild('server/main.ts', [], env);
  try {
    return await measureStart(server, started, base);
  } catch (error) {
    await server.stop();
    throw error;
  }
};

const measureStart = async (server: Child, started: number, base: string) => {
  const history = server.waitFor(/Simulator: (\d+) history records for \d+ vehicles/, 600_000);
  const deadline = started + 120_000;
  while (!(await answers(`${base}/api/openapi.json`))?.ok) {
    if (performance.now() > deadline) throw new Error('The server did not answer within 2 minutes.');
    await new Promise((r) => setTimeout(r, 20));
  }
  const answerMs = performance.now() - started;
  const login = await answers(`${base}/um/v1/refresh-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountName: 'dispatcher', passkey: DEMO_PASSWORD }),
  });
  const loginMs = performance.now() - started;
  const { refreshToken } = (await login!.json()) as { refreshToken: string };
  const access = await answers(`${base}/um/v1/access-tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${refreshToken}:`).toString('base64')}` },
  });
  const { accessToken } = (await access!.json()) as { accessToken: string };
  let done = false;
  void history.then(() => (done = true)).catch(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const t = performance.now();
    await answers(`${base}/logbook/api/logbook/v1/vehicles`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    latencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 200));
  }
  const historyRecords = Number((await history)[1]);
  return {
    answerMs,
    loginMs,
    historyMs: performance.now() - started,
    historyRecords,
    historyCpuSeconds: cpuSeconds(server.process.pid),
    load: loadAverage(),
    duringHistory: summarise(latencies),
    stop: () => server.stop(),
  };
};

/**
 * First start on an empty database (the schema, the demo accounts and fleet, then 90 days of history
 * written in the background) and a restart on the data it left.
 */
export const benchStartup = async (database: DatabaseKind): Promise<StartupFigures> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-start-'));
  const scratch = database === 'postgres' ? await createScratchPostgres() : undefined;
  const port = await freePort();
  const env = benchServerEnv(dataDir, port, scratch?.url);
  try {
    const first = await startOnce(env, `http://127.0.0.1:${port}`);
    await first.stop();
    const restart = await startOnce(env, `http://127.0.0.1:${port}`);
    await restart.stop();
    return { database, first, restart };
  } finally {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

export const printStartup = (f: StartupFigures): void => {
  const line = (label: string, s: StartFigures) =>
    `  ${label}: answers after ${ms(s.answerMs)}, first login ${ms(s.loginMs)}, history of ${s.historyRecords} records ` +
    `complete after ${ms(s.historyMs)} (server CPU ${s.historyCpuSeconds.toFixed(1)} s, load average ${s.load}); meanwhile the vehicle list answered in p50 ${ms(s.duringHistory.p50)}, ` +
    `p95 ${ms(s.duringHistory.p95)}, max ${ms(s.duringHistory.max)} (${s.duringHistory.count} requests)`;
  console.log(`start-up, ${f.database}`);
  console.log(line('first start', f.first));
  console.log(line('restart', f.restart));
};

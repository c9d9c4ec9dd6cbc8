import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from '../scripts/build-server';
import { startChild } from './support/child-process';
import { freePort } from '../server/test-support/free-port';
import { demoAccessToken } from './support/demo-token';
import { createScratchPostgres, type DatabaseKind } from './support/scratch-database';
import { benchServerEnv } from './support/server-env';
import { untilHealthy } from './support/until-healthy';
import { ms, summarise, type LatencySummary } from './support/stats';

const root = resolve(import.meta.dirname, '..');
const GW = '/logbook/api/logbook/v1';
const PHASE_MS = 15_000;
const FLOODS = [10, 40] as const;
const VEHICLES = 20;
/** The per-minute budget the bench's server runs with (the default is 240). */
const FULL_RATE_BUDGET = 1_000_000;

/** One phase: the other user's live data meanwhile, and how the flooding account fared. */
export interface FairnessPhase {
  /** Heavy requests kept in flight by the flooding account (0: the other user alone). */
  readonly inFlight: number;
  readonly liveData: LatencySummary;
  readonly heavyAnswered: number;
  readonly heavyRefused: number;
  readonly heavyPerSecond: number;
}

export interface FairnessFigures {
  readonly database: DatabaseKind;
  readonly phases: readonly FairnessPhase[];
}

/**
 * Issue 38: one account (`dispatcher`) keeps 10, then 40 year exports of 20 vehicles in flight
 * (`GET …/reports/export`, the reporting export's call) while another account of another role
 * (`opadmin`) polls the live data of 20 vehicles back to back, as a dashboard would if it could; first
 * the poller alone. The compiled server on the demo data, simulator off, 15 s a phase, the per-minute
 * budget lifted so that only the in-flight limit and the fair turns hold the flood.
 */
export const benchFairness = async (database: DatabaseKind): Promise<FairnessFigures> => {
  await buildServer(join(root, 'tmp/bench-fairness'));
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-fairness-'));
  const scratch = database === 'postgres' ? await createScratchPostgres() : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'tmp/bench-fairness/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...benchServerEnv(dataDir, port, scratch?.url),
      SIMULATOR: '0',
      // The minute's budget lifted: with the default 240 a fast machine spends it in the first phase and
      // the 40-request phase would measure a refused flood. Here only the in-flight limit and the fair
      // turns hold the flood, at the full export rate: the harder case.
      HEAVY_PER_MINUTE_PER_CALLER: String(FULL_RATE_BUDGET),
    },
    stdio: 'ignore',
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    await untilHealthy(`${base}/api/health`, () => child.exitCode, {
      what: 'the server',
      pollMs: 100,
      timeoutMs: 600_000,
    });
    const app = {
      request: (url: string, init: RequestInit) => fetch(url.replace('http://bench', base), init),
    };
    const flooder = await demoAccessToken(app, 'dispatcher');
    const poller = await demoAccessToken(app, 'opadmin');
    const ids = async (token: string) => {
      const answer = await fetch(`${base}${GW}/vehicles`, { headers: { authorization: `Bearer ${token}` } });
      const { items } = (await answer.json()) as { items: { vehicleId: number }[] };
      return items.slice(0, VEHICLES).map((v) => v.vehicleId);
    };
    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const exportUrl = `${base}${GW}/reports/export?start=${day(-366)}&end=${day(-1)}&vehicleIds=${(await ids(flooder)).join(',')}&top=${VEHICLES}`;
    const liveUrl = `${base}${GW}/live-data?vehicleIds=${(await ids(poller)).join(',')}`;
    const phases: FairnessPhase[] = [];
    for (const inFlight of [0, ...FLOODS])
      phases.push(await phase(inFlight, exportUrl, flooder, liveUrl, poller));
    return { database, phases };
  } finally {
    child.kill('SIGTERM');
    await exited;
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

const phase = async (
  inFlight: number,
  exportUrl: string,
  flooder: string,
  liveUrl: string,
  poller: string,
): Promise<FairnessPhase> => {
  // The flood runs in a process of its own (see fairness-flood.ts) a little longer than the polls.
  const flood =
    inFlight === 0
      ? null
      : startChild(join(root, 'bench/support/fairness-flood.ts'), [
          exportUrl,
          flooder,
          String(inFlight),
          String(PHASE_MS + 1_000),
        ]);
  try {
    await flood?.waitFor(/^flooding$/, 60_000);
    const until = Date.now() + PHASE_MS;
    const latencies: number[] = [];
    while (Date.now() < until) {
      const started = performance.now();
      const answer = await fetch(liveUrl, { headers: { authorization: `Bearer ${poller}` } });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`live data answered ${answer.status}`);
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
    const result = flood ? await flood.waitFor(/^flood (\{.*\})$/, 120_000) : null;
    const counts = result
      ? (JSON.parse(result[1]!) as { answered: number; refused: number; ms: number })
      : { answered: 0, refused: 0, ms: PHASE_MS };
    return {
      inFlight,
      liveData: summarise(latencies),
      heavyAnswered: counts.answered,
      heavyRefused: counts.refused,
      heavyPerSecond: counts.answered / (counts.ms / 1000),
    };
  } finally {
    await flood?.stop();
  }
};

export const printFairness = (f: FairnessFigures): void => {
  console.log(
    `fairness, ${f.database}: another user's live data (20 vehicles) while one account floods year exports (no minute budget)`,
  );
  for (const p of f.phases) {
    const what = p.inFlight === 0 ? 'alone' : `${p.inFlight} exports in flight`;
    const heavy =
      p.inFlight === 0
        ? ''
        : `; exports answered ${p.heavyAnswered} (${p.heavyPerSecond.toFixed(1)}/s), refused ${p.heavyRefused}`;
    console.log(
      `  ${what}: live data p50 ${ms(p.liveData.p50)}, p95 ${ms(p.liveData.p95)}, max ${ms(p.liveData.max)} (${p.liveData.count} answers)${heavy}`,
    );
  }
};

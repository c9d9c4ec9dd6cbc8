import { startChild } from './support/child-process';
import { runLoad, type LoadResult } from './support/http-load';
import { runWrk, wrkAvailable } from './support/wrk-load';
import { cpuSeconds, cpuSecondsOfCommand, loadAverage } from './support/process-cpu';
import type { DatabaseKind } from './support/scratch-database';
import { ms, perSecond } from './support/stats';

export interface LiveDataFigures {
  readonly database: DatabaseKind;
  readonly vehicles: number;
  readonly historyRecords: number;
  readonly historySeconds: number;
  readonly load: number;
  readonly single: Measured;
  readonly concurrent: Measured;
  readonly concurrentGzip: Measured;
  readonly concurrentPolling: Measured;
  readonly paced: Measured;
  /** Browser-like clients polling faster and faster: where p95 leaves 50 ms. */
  readonly pacedSweep: readonly (Measured & { readonly perClientPerSecond: number })[];
  /** The same 100 back-to-back clients on `/api/health` (one `SELECT 1`): what this machine can do at all. */
  readonly ceiling: Measured;
  /** 100 back-to-back connections from wrk (null when wrk is not installed). */
  readonly withWrk: {
    readonly gzip: Measured;
    readonly polling: Measured;
    readonly ceiling: Measured;
  } | null;
}

/**
 * A load run with the CPU time per answer (independent of other load) of the server process, of the
 * PostgreSQL server's processes (NaN on PGlite, which runs inside the server) and of the load generator.
 */
type Measured = LoadResult & {
  readonly serverCpuMsPerRequest: number;
  readonly databaseCpuMsPerRequest: number;
  readonly clientCpuMsPerRequest: number;
};

const VEHICLES = 1000;
const CONCURRENCY = 100;

/**
 * getLiveData for 1,000 vehicles (comma-joined ids) over real HTTP on 127.0.0.1: one client at a time
 * (the cost of one answer), 100 clients back to back (each sends again as soon as it has its answer:
 * the throughput limit), and 100 clients polling once a second each. The server runs in its own
 * process with one day of history per vehicle.
 */
export const benchLiveData = async (database: DatabaseKind): Promise<LiveDataFigures> => {
  const server = startChild('bench/support/live-data-server.ts', [database, String(VEHICLES), '1']);
  try {
    const ready = await server.waitFor(/^READY (.*)$/, 600_000);
    const info = JSON.parse(ready[1]!) as {
      port: number;
      accessToken: string;
      ids: number[];
      records: number;
      historySeconds: number;
    };
    const liveDataUrl = `http://127.0.0.1:${info.port}/logbook/api/logbook/v1/live-data?vehicleIds=${info.ids.join(',')}`;
    const healthUrl = `http://127.0.0.1:${info.port}/api/health`;
    /** Runs a load and adds the CPU time per answer of the server, PostgreSQL and this process. */
    const measure = async (run: () => Promise<LoadResult>, clientInProcess: boolean): Promise<Measured> => {
      const cpuBefore = cpuSeconds(server.process.pid);
      const databaseBefore = cpuSecondsOfCommand('postgres');
      const clientBefore = process.cpuUsage();
      const result = await run();
      const cpu = cpuSeconds(server.process.pid) - cpuBefore;
      // NaN on PGlite, and when a database process ended during the run (its time is lost then).
      const databaseCpu = database === 'postgres' ? cpuSecondsOfCommand('postgres') - databaseBefore : NaN;
      const client = process.cpuUsage(clientBefore);
      return {
        ...result,
        serverCpuMsPerRequest: (1000 * cpu) / result.count,
        databaseCpuMsPerRequest: databaseCpu >= 0 ? (1000 * databaseCpu) / result.count : NaN,
        clientCpuMsPerRequest: clientInProcess ? (client.user + client.system) / 1000 / result.count : NaN,
      };
    };
    const load = (
      concurrency: number,
      maxRequests: number,
      maxMs: number,
      options: {
        readonly intervalMs?: number;
        readonly gzip?: boolean;
        readonly revalidate?: boolean;
        readonly url?: string;
      } = {},
    ): Promise<Measured> =>
      measure(
        () =>
          runLoad({
            url: options.url ?? liveDataUrl,
            headers: {
              authorization: `Bearer ${info.accessToken}`,
              ...(options.gzip ? { 'accept-encoding': 'gzip' } : {}),
            },
            concurrency,
            maxRequests,
            maxMs,
            revalidate: options.revalidate ?? false,
            ...(options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }),
          }),
        true,
      );
    const wrk = (url: string, revalidate: boolean) =>
      measure(
        () =>
          runWrk({
            url,
            authorization: `Bearer ${info.accessToken}`,
            connections: CONCURRENCY,
            seconds: 15,
            revalidate,
          }),
        false,
      );
    await load(4, 20, 30_000); // warm-up: JIT, query plans, connections
    const single = await load(1, 50, 30_000);
    const concurrent = await load(CONCURRENCY, 3000, 30_000);
    const concurrentGzip = await load(CONCURRENCY, 10_000, 30_000, { gzip: true });
    // As browsers poll: gzip, and If-None-Match with the last ETag (304 while the answer is unchanged).
    const concurrentPolling = await load(CONCURRENCY, 30_000, 30_000, { revalidate: true });
    // 100 clients polling once a second each (100 requests/s offered), as browsers would, only faster.
    const paced = await load(CONCURRENCY, 3000, 20_000, { intervalMs: 1000, revalidate: true });
    const pacedSweep = [];
    for (const perClientPerSecond of [2, 4, 8]) {
      const intervalMs = 1000 / perClientPerSecond;
      const run = await load(CONCURRENCY, 100_000, 15_000, { intervalMs, revalidate: true });
      pacedSweep.push({ ...run, perClientPerSecond });
      if (run.p95 > 50) break;
    }
    const ceiling = await load(CONCURRENCY, 100_000, 15_000, { url: healthUrl });
    // The same closed loops from wrk, which leaves the two cores to the server and PostgreSQL.
    const withWrk = wrkAvailable()
      ? {
          gzip: await wrk(liveDataUrl, false),
          polling: await wrk(liveDataUrl, true),
          ceiling: await wrk(healthUrl, false),
        }
      : null;
    return {
      load: loadAverage(),
      database,
      vehicles: VEHICLES,
      historyRecords: info.records,
      historySeconds: info.historySeconds,
      single,
      concurrent,
      concurrentGzip,
      concurrentPolling,
      paced,
      pacedSweep,
      ceiling,
      withWrk,
    };
  } finally {
    await server.stop();
  }
};

export const printLiveData = (f: LiveDataFigures): void => {
  const line = (label: string, r: Measured) =>
    `  ${label}: p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, ${perSecond(r.requestsPerSecond)} requests,` +
    ` CPU per answer: server ${ms(r.serverCpuMsPerRequest)}` +
    (Number.isNaN(r.databaseCpuMsPerRequest) ? '' : `, PostgreSQL ${ms(r.databaseCpuMsPerRequest)}`) +
    (Number.isNaN(r.clientCpuMsPerRequest) ? '' : `, load generator ${ms(r.clientCpuMsPerRequest)}`) +
    ` (${r.count} requests, ${r.notModified ? `${r.notModified} of them 304, ` : ''}` +
    `${r.errors} errors${r.errors ? ` ${JSON.stringify(r.errorKinds)}` : ''},` +
    ` ${Math.round(r.bytesPerResponse / 1024)} KiB each)`;
  console.log(`getLiveData, ${f.vehicles} vehicles, ${f.database} (load average ${f.load})`);
  console.log(`  history: ${f.historyRecords} records written in ${f.historySeconds.toFixed(1)} s`);
  console.log(line('1 client', f.single));
  console.log(line(`${CONCURRENCY} clients, back to back, plain JSON`, f.concurrent));
  console.log(line(`${CONCURRENCY} clients, back to back, gzip`, f.concurrentGzip));
  console.log(
    line(`${CONCURRENCY} clients, back to back, polling like browsers (gzip, ETag)`, f.concurrentPolling),
  );
  console.log(line(`${CONCURRENCY} clients, 1 request/s each, like browsers`, f.paced));
  for (const run of f.pacedSweep)
    console.log(
      line(`${CONCURRENCY} clients, ${run.perClientPerSecond} requests/s each, like browsers`, run),
    );
  console.log(line(`for comparison: ${CONCURRENCY} clients back to back on /api/health`, f.ceiling));
  if (!f.withWrk) {
    console.log('  (wrk is not installed: apt-get install wrk adds the runs with a C load generator)');
    return;
  }
  console.log(line(`wrk, ${CONCURRENCY} connections, back to back, gzip`, f.withWrk.gzip));
  console.log(
    line(`wrk, ${CONCURRENCY} connections, back to back, like browsers (gzip, ETag)`, f.withWrk.polling),
  );
  console.log(line(`wrk, ${CONCURRENCY} connections, back to back on /api/health`, f.withWrk.ceiling));
};

import { startChild } from './support/child-process';
import { runLoad, type LoadResult } from './support/http-load';
import { cpuSeconds, loadAverage } from './support/process-cpu';
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
}

/** A load run with the server process's CPU time per answer (independent of other load). */
type Measured = LoadResult & { readonly serverCpuMsPerRequest: number };

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
    const load = async (
      concurrency: number,
      maxRequests: number,
      maxMs: number,
      options: { readonly intervalMs?: number; readonly gzip?: boolean; readonly revalidate?: boolean } = {},
    ): Promise<Measured> => {
      const cpuBefore = cpuSeconds(server.process.pid);
      const result = await runLoad({
        url: `http://127.0.0.1:${info.port}/logbook/api/logbook/v1/live-data?vehicleIds=${info.ids.join(',')}`,
        headers: {
          authorization: `Bearer ${info.accessToken}`,
          ...(options.gzip ? { 'accept-encoding': 'gzip' } : {}),
        },
        concurrency,
        maxRequests,
        maxMs,
        revalidate: options.revalidate ?? false,
        ...(options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }),
      });
      const cpu = cpuSeconds(server.process.pid) - cpuBefore;
      return { ...result, serverCpuMsPerRequest: (1000 * cpu) / result.count };
    };
    await load(4, 20, 30_000); // warm-up: JIT, query plans, connections
    const single = await load(1, 50, 30_000);
    const concurrent = await load(CONCURRENCY, 3000, 30_000);
    const concurrentGzip = await load(CONCURRENCY, 10_000, 30_000, { gzip: true });
    // As browsers poll: gzip, and If-None-Match with the last ETag (304 while the answer is unchanged).
    const concurrentPolling = await load(CONCURRENCY, 30_000, 30_000, { revalidate: true });
    // 100 clients polling once a second each (100 requests/s offered), as browsers would, only faster.
    const paced = await load(CONCURRENCY, 3000, 20_000, { intervalMs: 1000, revalidate: true });
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
    };
  } finally {
    await server.stop();
  }
};

export const printLiveData = (f: LiveDataFigures): void => {
  const line = (label: string, r: Measured) =>
    `  ${label}: p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, ${perSecond(r.requestsPerSecond)} requests,` +
    ` server CPU ${ms(r.serverCpuMsPerRequest)} per answer` +
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
};

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { median, summarise, type LatencySummary } from './stats';

/** One URL asked repeatedly: its latencies, the size of one answer, the server's CPU per answer. */
export interface TimedGets {
  readonly latency: LatencySummary;
  readonly bytes: number;
  /** This process's CPU time around each answer, the median, in ms (the client is another process). */
  readonly cpuMs: number;
}

/**
 * Asks `url` `runs` times one after the other (after one warm-up) from a client process of its own
 * (`get-client.ts`), taking this process's CPU around each answer: the server's, the client's not in it.
 * `beforeEach` runs before each counted answer, outside its time (e.g. dropping a cache the answer
 * would otherwise be served from).
 */
export const timeGets = async (
  url: string,
  token: string,
  runs: number,
  beforeEach: () => Promise<unknown> = async () => {},
): Promise<TimedGets> => {
  const client = spawn(process.execPath, ['--import', 'tsx', 'bench/support/get-client.ts', url, token], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => client.once('exit', () => resolve()));
  const lines = createInterface({ input: client.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const line = await lines.next();
    if (line.done) throw new Error(`${url}: the client ended`);
    return line.value;
  };
  try {
    if ((await next()) !== 'ready') throw new Error(`${url}: the client did not start`);
    const latencies: number[] = [];
    const cpuMs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      await beforeEach();
      const before = process.cpuUsage();
      client.stdin.write('go\n');
      const [, latency = '', size = ''] = (await next()).split(' ');
      const cpu = process.cpuUsage(before);
      latencies.push(Number(latency));
      cpuMs.push((cpu.user + cpu.system) / 1000);
      bytes = Number(size);
    }
    return { latency: summarise(latencies), bytes, cpuMs: median(cpuMs) };
  } finally {
    client.stdin.end();
    await exited;
  }
};

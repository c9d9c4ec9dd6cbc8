import { Agent, request } from 'node:http';
import { summarise, type LatencySummary } from './stats';

export interface LoadOptions {
  readonly url: string;
  readonly headers: Record<string, string>;
  /** Clients, each sending its next request as soon as the previous answer is read (closed loop). */
  readonly concurrency: number;
  /** The run ends after this many requests or this long, whichever comes first. */
  readonly maxRequests: number;
  readonly maxMs: number;
  /**
   * Paced clients instead: each starts a request every `intervalMs` (staggered, like polling
   * browsers), or at once when the previous answer came later.
   */
  readonly intervalMs?: number;
  /**
   * Each client behaves like a browser polling a `no-cache` answer: it accepts gzip and sends the
   * ETag of the last answer it got as `If-None-Match`, so an unchanged answer comes back as 304.
   */
  readonly revalidate?: boolean;
}

export interface LoadResult extends LatencySummary {
  readonly requestsPerSecond: number;
  readonly errors: number;
  /** What went wrong, e.g. `status 500` or `ECONNRESET`, with counts. */
  readonly errorKinds: Readonly<Record<string, number>>;
  /** Bytes of the last full (200) answer as sent on the wire. */
  readonly bytesPerResponse: number;
  /** Answers that were 304 Not Modified. */
  readonly notModified: number;
}

const get = (agent: Agent, url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; bytes: number; etag: string | undefined }>((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, etag: res.headers.etag }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

/** Loads one URL over keep-alive connections on the loopback and measures every answer. */
export const runLoad = async (options: LoadOptions): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const failed = (kind: string) => {
    errors += 1;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  let bytes = 0;
  let notModified = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + options.maxMs;
  const client = async (index: number) => {
    const every = options.intervalMs ?? 0;
    let next = started + (every * index) / options.concurrency;
    let etag: string | undefined;
    while (sent < options.maxRequests && performance.now() < deadline) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      next += every;
      sent += 1;
      const t = performance.now();
      try {
        const headers = options.revalidate
          ? { ...options.headers, 'accept-encoding': 'gzip', ...(etag ? { 'if-none-match': etag } : {}) }
          : options.headers;
        const answer = await get(agent, options.url, headers);
        if (answer.status === 304 && options.revalidate) notModified += 1;
        else if (answer.status !== 200) failed(`status ${answer.status}`);
        else bytes = answer.bytes;
        etag = answer.etag ?? etag;
      } catch (error) {
        failed((error as NodeJS.ErrnoException).code ?? (error as Error).message);
      }
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => client(i)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    ...summarise(latencies),
    requestsPerSecond: latencies.length / seconds,
    errors,
    errorKinds,
    bytesPerResponse: bytes,
    notModified,
  };
};

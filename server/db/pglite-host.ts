import { Worker } from 'node:worker_threads';

/**
 * What the server's database layer (pglite.db.ts) needs of an embedded database: a PGlite instance in
 * this thread, or one in a thread of its own (below). Statements are sent one at a time.
 */
export interface PgliteEngine {
  query<Row>(
    sql: string,
    params?: unknown[],
    options?: { blob?: Blob },
  ): Promise<{ readonly rows: Row[]; readonly blob?: Blob | undefined }>;
  exec(sql: string): Promise<readonly { readonly command?: string }[]>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Gives up an instance that ended without sending it anything more (only a thread can be stopped). */
  abandon?(): void;
}

/** A statement unanswered this long on a disk without room is PostgreSQL's PANIC, never to return. */
export const STUCK_AFTER_MS = 2_000;
const WATCH_EVERY_MS = 500;

interface HostError {
  readonly name: string;
  readonly message: string;
  readonly [field: string]: unknown;
}

type HostMessage =
  | { readonly ready: true }
  | { readonly failed: HostError }
  | { readonly channel: string; readonly payload: string }
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly error: HostError };

const errorOf = ({ name, message, ...fields }: HostError): Error =>
  Object.assign(new Error(message), { ...fields, name });

/** The instance is gone (its thread stopped or failed): every statement in hand fails with this. */
const ended = (message: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { severity: 'FATAL', ...fields });

/**
 * PGlite in a worker thread of its own (pglite-worker.mjs). A PANIC in PostgreSQL (a write-ahead segment
 * that cannot be created on a full disk, inside a transaction) leaves PGlite's WebAssembly spinning in
 * the statement for good: in the server's own thread that stopped every answer (issue 37). Here the
 * server's thread stays free; a statement unanswered for 2 s while the database's disk has no room
 * (`roomLeft`) ends the thread, failing the statements in hand with SQLSTATE 53100 at PANIC severity,
 * which the database layer answers with 507 and follows with a reopen. A failed start ends its thread
 * too, so it leaves no memory behind (in one thread each failed start kept about 160 MB).
 */
export const startPgliteHost = async (options: {
  readonly dataDir: string;
  readonly settings: readonly string[];
  readonly roomLeft: () => Promise<boolean>;
}): Promise<PgliteEngine> => {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, settings: [...options.settings] },
  });
  const answers = new Map<
    number,
    { readonly since: number; resolve: (result: unknown) => void; reject: (error: unknown) => void }
  >();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let next = 1;
  let gone: Error | null = null;
  let started: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const startedOrFailed = new Promise<void>((resolve, reject) => {
    started = { resolve, reject };
  });

  const end = (error: Error) => {
    if (gone) return;
    gone = error;
    clearInterval(watch);
    started?.reject(error);
    for (const answer of answers.values()) answer.reject(error);
    answers.clear();
    void worker.terminate();
  };

  worker.on('message', (message: HostMessage) => {
    if ('ready' in message) started?.resolve();
    else if ('failed' in message) end(errorOf(message.failed));
    else if ('channel' in message)
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
    else {
      const answer = answers.get(message.id);
      answers.delete(message.id);
      if (message.ok) answer?.resolve(message.result);
      else answer?.reject(errorOf(message.error));
    }
  });
  worker.on('error', (error) => end(ended(`The embedded database's thread failed: ${error.message}`)));
  worker.on('exit', (code) => end(ended(`The embedded database's thread stopped (exit code ${code})`)));

  let looking = false;
  const watch = setInterval(() => {
    const oldest = Math.min(...[...answers.values()].map((answer) => answer.since));
    if (looking || !(Date.now() - oldest > STUCK_AFTER_MS)) return;
    looking = true;
    void options
      .roomLeft()
      .catch(() => true)
      .then((room) => {
        if (!room)
          end(
            ended('The embedded database ran out of disk space in a statement and was stopped', {
              code: '53100',
              severity: 'PANIC',
            }),
          );
      })
      .finally(() => {
        looking = false;
      });
  }, WATCH_EVERY_MS);
  watch.unref();

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      answers.set(id, { since: Date.now(), resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  await startedOrFailed;
  return {
    async query<Row>(sql: string, params: unknown[] = [], queryOptions: { blob?: Blob } = {}) {
      const blob = queryOptions.blob ? new Uint8Array(await queryOptions.blob.arrayBuffer()) : undefined;
      const result = await send<{ rows: Row[]; blob?: Uint8Array<ArrayBuffer> }>({
        op: 'query',
        sql,
        params,
        blob,
      });
      return { rows: result.rows, blob: result.blob ? new Blob([result.blob]) : undefined };
    },
    exec: (sql) => send<{ command?: string }[]>({ op: 'exec', sql }),
    async listen(channel, onPayload) {
      const channelListeners = listeners.get(channel) ?? new Set();
      listeners.set(channel, channelListeners);
      if (channelListeners.size === 0) await send({ op: 'listen', channel });
      channelListeners.add(onPayload);
      return async () => {
        channelListeners.delete(onPayload);
        if (channelListeners.size === 0 && !gone) await send({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (!gone) await send({ op: 'close' });
      end(ended('The embedded database is closed'));
    },
    abandon: () => end(ended('The embedded database ended')),
  };
};

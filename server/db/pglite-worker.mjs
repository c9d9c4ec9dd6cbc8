// @ts-check
/**
 * The embedded database's own thread (issue 37): a worker that holds the PGlite instance and runs what
 * the server thread sends it (started by pglite-host.ts). Plain JavaScript, checked by TypeScript: the same file
 * is the worker in every way the server runs (tsx, the end-to-end bundle, the compiled dist/server/),
 * which a TypeScript file could not be without a compiler at run time.
 *
 * Messages in: `{ id, op: 'query', sql, params, blob? }`, `{ id, op: 'exec', sql }`,
 * `{ id, op: 'listen' | 'unlisten', channel }`, `{ id, op: 'close' }`. Out: `{ ready: true }` or
 * `{ failed }` once, `{ id, ok: true, result }` or `{ id, ok: false, error }` per message, and
 * `{ channel, payload }` per notification. Rows, dates and byte arrays cross as structured clones.
 */
import { Blob } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { URL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/** The global `WebAssembly` (the server's type libraries declare its types only). */
const webAssembly = /** @type {{ compile(bytes: Uint8Array): Promise<WebAssembly.Module> }} */ (
  /** @type {Record<string, unknown>} */ (globalThis)['WebAssembly']
);

/**
 * PGlite's WebAssembly, compiled before PGlite's JavaScript loads (the compile runs on V8's background
 * threads meanwhile). Left to PGlite, the module is instantiated from its bytes, and the start then
 * blocks this thread for about 0.25 s after `create` answers; compiled first, that wait is gone
 * (measured: open to the first query 0.83 s → 0.55 s, issue 34 §1). Null when the file is not where the
 * package keeps it: PGlite then loads it itself.
 */
const compiledWasm = Promise.resolve()
  .then(() => readFile(new URL('./pglite.wasm', import.meta.resolve('@electric-sql/pglite'))))
  .then((bytes) => webAssembly.compile(bytes))
  .catch(() => null);
const { PGlite } = await import('@electric-sql/pglite');

/** @typedef {{ dataDir: string, settings: string[] }} HostData */

/** The fields of a PostgreSQL error that the server reads (code, severity) and logs. */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'constraint',
];

/** @param {unknown} error */
const plainError = (error) => {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, unknown>} */
  const plain = { name: error.name, message: error.message };
  const fields = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error));
  for (const field of ERROR_FIELDS) if (fields[field] !== undefined) plain[field] = fields[field];
  return plain;
};

const port = parentPort;
const { dataDir, settings } = /** @type {HostData} */ (workerData);

/** @type {Map<string, () => Promise<void>>} */
const listening = new Map();

/**
 * @param {import('@electric-sql/pglite').PGlite} pg
 * @param {{ op: string, sql?: string, params?: unknown[], blob?: Uint8Array, channel?: string }} message
 */
const run = async (pg, message) => {
  switch (message.op) {
    case 'query': {
      const options = message.blob
        ? { blob: new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (message.blob)]) }
        : {};
      const result = await pg.query(message.sql ?? '', message.params ?? [], options);
      const blob = result.blob ? new Uint8Array(await result.blob.arrayBuffer()) : undefined;
      return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields, blob };
    }
    case 'exec': {
      const results = await pg.exec(message.sql ?? '');
      // `command` says whether a COMMIT committed (a transaction that failed inside answers ROLLBACK).
      return results.map((result) => ({
        rows: result.rows,
        affectedRows: result.affectedRows,
        command: /** @type {{ command?: string }} */ (result).command,
      }));
    }
    case 'listen': {
      const channel = message.channel ?? '';
      if (!listening.has(channel))
        listening.set(
          channel,
          await pg.listen(channel, (payload) => port?.postMessage({ channel, payload })),
        );
      return null;
    }
    case 'unlisten': {
      const stop = listening.get(message.channel ?? '');
      listening.delete(message.channel ?? '');
      if (stop) await stop();
      return null;
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
};

try {
  const pgliteWasmModule = await compiledWasm;
  const pg = await PGlite.create(dataDir, {
    postgresqlconf: settings,
    ...(pgliteWasmModule ? { pgliteWasmModule } : {}),
  });
  port?.on('message', (/** @type {{ id: number, op: string }} */ message) => {
    run(pg, message).then(
      (result) => port.postMessage({ id: message.id, ok: true, result }),
      (error) => port.postMessage({ id: message.id, ok: false, error: plainError(error) }),
    );
  });
  port?.postMessage({ ready: true });
} catch (error) {
  port?.postMessage({ failed: plainError(error) });
}

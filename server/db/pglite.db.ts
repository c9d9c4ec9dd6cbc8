import { PGlite } from '@electric-sql/pglite';
import { pgliteBulkOn, type PgliteStatements } from './pglite-bulk';
import type { PgliteEngine } from './pglite-host';
import {
  freeAtLeast,
  PGLITE_SETTINGS,
  REOPEN_MIN_FREE_BYTES,
  startPgliteDirectory,
  takePgliteEarly,
} from './pglite-directory';
import { DatabaseUnavailableError, endsTheInstance } from './pglite-failure';
import { assertChannelName, type Db, type NotificationListener, type Queryable } from './db.types';
import { inBackground } from './statement-lane';

export { PGLITE_SETTINGS, REOPEN_MIN_FREE_BYTES };

/** How often the room for a reopen is looked at; a failed reopen waits twice as long each time, up to a minute. */
export const REOPEN_RETRY_MS = 2_000;
const REOPEN_RETRY_MAX_MS = 60_000;

export interface PgliteDbOptions {
  /**
   * Opens the same database again after its instance ended (a PANIC: issue 37). Without it an ended
   * instance leaves the database unavailable (in-memory databases: there is nothing to reopen).
   */
  readonly reopen?: () => Promise<PgliteEngine>;
  /** Whether there is room to try the reopen now (without it: always). */
  readonly roomToReopen?: () => Promise<boolean>;
  /** One line when the instance ends, one when it is open again. */
  readonly log?: (message: string, error?: unknown) => void;
}

/**
 * The embedded PostgreSQL (WebAssembly), stored in a directory, in a thread of its own
 * (pglite-host.ts); opened again by itself after a PANIC, once its disk has room. `memory://`: a
 * throw-away one in this thread.
 */
export const openPglite = async (
  dataDir: string,
  log?: (message: string, error?: unknown) => void,
): Promise<Db> => {
  if (dataDir.startsWith('memory://'))
    return pgliteDb(await PGlite.create(dataDir, { postgresqlconf: PGLITE_SETTINGS }));
  const open = () => startPgliteDirectory(dataDir);
  // Started by the server's entry while its modules loaded (issue 34), else now; an early start that
  // failed is tried again here, so that its failure is reported where the start waits for it.
  const first = await (takePgliteEarly(dataDir)?.catch(open) ?? open());
  const roomToReopen = freeAtLeast(dataDir, REOPEN_MIN_FREE_BYTES);
  return pgliteDb(first, { reopen: open, roomToReopen, ...(log ? { log } : {}) });
};

/**
 * A throw-away in-memory database started from a data directory dumped by `PGlite.dumpDataDir`
 * (tests: a migrated template loads in well under a second; a new database's initdb takes seconds).
 */
export const openPgliteFromDump = async (dump: Blob): Promise<Db> =>
  pgliteDb(await PGlite.create({ dataDir: 'memory://', loadDataDir: dump }));

const rowsOf = (q: PgliteStatements, isOpen: () => boolean = () => true): Queryable => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    if (!isOpen()) throw new Error('The transaction is closed');
    return (await q.query<Row>(sql, params as unknown[])).rows;
  },
  async exec(sql: string) {
    if (!isOpen()) throw new Error('The transaction is closed');
    await q.exec(sql);
  },
});

/**
 * One transaction on the instance, by its statements. Not PGlite's `transaction()`: when a statement
 * in it ends the instance, that one sends ROLLBACK to it, and a statement to an ended instance never
 * returns (measured: 100 % CPU, the server's event loop stopped). Here nothing more is sent then.
 */
const transactionOn = async <T>(pg: PgliteEngine, fn: (tx: PgliteStatements) => Promise<T>): Promise<T> => {
  await pg.exec('BEGIN');
  let result: T;
  try {
    result = await fn(pg);
  } catch (error) {
    if (!endsTheInstance(error)) await pg.exec('ROLLBACK');
    throw error;
  }
  const [commit] = await pg.exec('COMMIT');
  // A statement failed inside and the work went on: PostgreSQL rolled the whole transaction back.
  if (commit?.command === 'ROLLBACK')
    throw new Error('The transaction was rolled back: a statement in it failed');
  return result;
};

interface Listening {
  readonly channel: string;
  readonly listener: NotificationListener;
  /** The instance it listens on, and how to stop there. */
  on: { readonly pg: PgliteEngine; readonly stop: () => Promise<void> } | null;
}

/**
 * Background work (statement-lane.ts: heavy operations such as exports) waits behind interactive
 * work, but never for ever: after this many interactive turns in a row one background turn comes.
 */
const INTERACTIVE_TURNS_IN_A_ROW = 8;

/**
 * The `Db` interface over a PGlite instance. Everything asked of it runs one at a time in the order
 * asked within its lane (interactive first, then background work: issue 38), through this queue
 * rather than PGlite's own, so that once a statement ends the instance (a PANIC, e.g. a write-ahead segment that cannot be made on a full disk) nothing
 * more reaches it: every statement sent to an ended instance hangs the process. The statement in hand
 * fails with its error (the disk-full one answers 507); the database is then opened again from its
 * directory (crash recovery keeps every committed transaction) once its disk has room (looked at every
 * 2 s; a failed open waits 2, 4 … 60 s for the next), meanwhile answering `DatabaseUnavailableError` at
 * once; listeners are moved over and told to read what they missed.
 */
export const pgliteDb = (first: PgliteEngine, options: PgliteDbOptions = {}): Db => {
  const log = options.log ?? (() => {});
  let instance: PgliteEngine | null = first;
  let opening: Promise<PgliteEngine | null> | null = null;
  let lastFailure: unknown = null;
  let closed = false;
  let pending = 0;
  const listening = new Set<Listening>();
  /** Waiting work by lane (see statement-lane.ts), each in the order asked; one runs at a time. */
  const lanes = { interactive: [] as (() => void)[], background: [] as (() => void)[] };
  let busy = false;
  /** Interactive turns taken in a row while background work waited. */
  let streak = 0;

  const pump = () => {
    if (busy) return;
    const { interactive, background } = lanes;
    const backgroundTurn =
      background.length > 0 && (interactive.length === 0 || streak >= INTERACTIVE_TURNS_IN_A_ROW);
    const start = backgroundTurn ? background.shift() : interactive.shift();
    if (!start) return;
    streak = backgroundTurn || background.length === 0 ? 0 : streak + 1;
    busy = true;
    start();
  };

  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    pending += 1;
    return new Promise<T>((resolve, reject) => {
      (inBackground() ? lanes.background : lanes.interactive).push(() => {
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => {
            pending -= 1;
            busy = false;
            // Before a background turn, the request just answered may ask its next statement (a
            // request runs a few in a row): it is let in first, not made to wait for a heavy one.
            if (lanes.interactive.length === 0 && lanes.background.length > 0) setImmediate(pump);
            else pump();
          });
      });
      pump();
    });
  };

  const listenOn = async (pg: PgliteEngine, entry: Listening) => {
    const stop = await pg.listen(entry.channel, entry.listener.onPayload);
    entry.on = { pg, stop };
  };

  const reopened = async (pg: PgliteEngine, endedAt: number) => {
    for (const entry of listening) await listenOn(pg, entry);
    instance = pg;
    lastFailure = null;
    log(
      `The embedded database is open again (${Math.round((Date.now() - endedAt) / 1000)} s after it stopped)`,
    );
    // Notifications sent meanwhile are gone: each listener reads what it missed.
    for (const entry of listening) entry.listener.onResume?.();
  };

  /**
   * Looks for room every 2 s; with room, opens. After `failures` failed opens it waits 2 s × 2^failures
   * (at most a minute) first: failed starts cost memory for good.
   */
  const reopenWhenRoom = (
    reopen: () => Promise<PgliteEngine>,
    endedAt: number,
    failures: number,
    said: boolean,
  ) => {
    const later = (ms: number, failed: number, saidNow: boolean) => {
      if (!closed) setTimeout(() => reopenWhenRoom(reopen, endedAt, failed, saidNow), ms).unref();
    };
    void (async () => {
      const room = await (options.roomToReopen?.() ?? Promise.resolve(true)).catch(() => false);
      if (closed) return;
      if (!room) {
        if (!said) log('The embedded database waits for free space to be opened again');
        later(REOPEN_RETRY_MS, failures, true);
        return;
      }
      const attempt: Promise<PgliteEngine | null> = (async () => {
        try {
          const pg = await reopen();
          if (closed) {
            await pg.close();
            return null;
          }
          await reopened(pg, endedAt);
          return pg;
        } catch (error) {
          lastFailure = error;
          const waitMs = Math.min(REOPEN_RETRY_MS * 2 ** failures, REOPEN_RETRY_MAX_MS);
          log(
            `Opening the embedded database again failed; next try in ${Math.round(waitMs / 1000)} s`,
            error,
          );
          later(waitMs, failures + 1, true);
          return null;
        }
      })();
      opening = attempt;
      await attempt;
      if (opening === attempt) opening = null;
    })();
  };

  const ended = (pg: PgliteEngine, error: unknown) => {
    if (pg !== instance) return;
    instance = null;
    pg.abandon?.();
    lastFailure = error;
    for (const entry of listening) entry.on = null;
    log('The embedded database stopped on an error that ends it; opening it again', error);
    if (options.reopen && !closed) reopenWhenRoom(options.reopen, Date.now(), 0, false);
  };

  const usable = async (): Promise<PgliteEngine> => {
    if (closed) throw new Error('The embedded database is closed');
    if (instance) return instance;
    // A reopen under way takes a second or two: worth waiting for. One that failed is not: answer now.
    const reopened = opening ? await opening : null;
    if (reopened) return reopened;
    throw new DatabaseUnavailableError(lastFailure);
  };

  const run = <T>(work: (pg: PgliteEngine) => Promise<T>): Promise<T> =>
    exclusive(async () => {
      const pg = await usable();
      try {
        return await work(pg);
      } catch (error) {
        if (endsTheInstance(error)) ended(pg, error);
        throw error;
      }
    });

  const inTransaction = <T>(fn: (tx: PgliteStatements) => Promise<T>) => run((pg) => transactionOn(pg, fn));

  return {
    kind: 'pglite',
    query: (sql, params) => run((pg) => rowsOf(pg).query(sql, params)),
    exec: (sql) => run((pg) => rowsOf(pg).exec(sql)),
    transaction: (fn) =>
      inTransaction(async (tx) => {
        let open = true;
        try {
          return await fn(rowsOf(tx, () => open));
        } finally {
          open = false;
        }
      }),
    connections: () => ({
      open: instance ? 1 : 0,
      inUse: Math.min(pending, 1),
      waiting: Math.max(pending - 1, 0),
    }),
    async listen(channel, listener) {
      assertChannelName(channel);
      const entry: Listening = { channel, listener, on: null };
      await run((pg) => listenOn(pg, entry));
      listening.add(entry);
      return async () => {
        listening.delete(entry);
        const on = entry.on;
        entry.on = null;
        // Never to an ended instance (it would not answer).
        if (on) await run(async (pg) => (pg === on.pg ? on.stop() : undefined)).catch(() => {});
      };
    },
    close: () => {
      closed = true;
      return exclusive(async () => {
        const pg = instance;
        instance = null;
        if (pg) await pg.close();
      });
    },
    bulk: () => pgliteBulkOn(inTransaction),
  };
};

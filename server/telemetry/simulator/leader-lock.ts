import pg from 'pg';

/** Session advisory lock held by the one instance that runs the simulator. */
export const SIMULATOR_LOCK_KEY = 7_310_010;
const RETRY_MS = 30_000;

/**
 * The outcome of one attempt to take the lock: leading; refused (another instance holds it: this one
 * now waits in line for it); failed (no connection: tried again later).
 */
export type LockAttempt = 'leading' | 'refused' | 'failed';

export interface Leadership {
  /** Gives up leadership (stopping the work first) and stops trying. */
  stop(): Promise<void>;
}

/**
 * Runs `lead` on exactly one of several server instances sharing a PostgreSQL database. A session
 * advisory lock needs one connection held for as long as it is kept, so it has its own client, apart
 * from the pool. An instance without the lock waits for it in PostgreSQL (`pg_advisory_lock` blocks
 * until the holder releases it): when the leader stops or its connection drops, a waiting instance
 * takes over at once, not at its next try (issue 34 §4: it was up to 30 s). An instance that could
 * not reach the database tries again after `retryMs`. (PGlite needs none of this: an embedded
 * database belongs to one process.)
 */
export const leadWhileLocked = (
  databaseUrl: string,
  lead: () => { stop(): Promise<void> },
  log: (message: string, error?: unknown) => void,
  retryMs = RETRY_MS,
  /** Told the outcome of every attempt: how tests see an instance competing, without sleeping. */
  onAttempt?: (outcome: LockAttempt) => void,
): Leadership => {
  let stopped = false;
  let client: pg.Client | undefined;
  let work: { stop(): Promise<void> } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let pending: Promise<void> = Promise.resolve();
  /** The connection waiting in line for the lock; ended by `stop`, which cancels the wait. */
  let waiting: pg.Client | undefined;

  const release = async () => {
    const [held, running] = [client, work];
    client = undefined;
    work = undefined;
    await running?.stop();
    await held?.end().catch(() => undefined);
  };

  const attempt = async () => {
    if (stopped) return;
    const candidate = new pg.Client({ connectionString: databaseUrl });
    candidate.on('error', (error) => {
      // The lock went with the connection: stop working and compete again.
      log('Simulator: lock connection lost', error);
      if (client === candidate) void release().then(retryLater);
    });
    try {
      await candidate.connect();
      const rows = await candidate.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        SIMULATOR_LOCK_KEY,
      ]);
      if (!rows.rows[0]?.locked && !stopped) {
        onAttempt?.('refused');
        waiting = candidate;
        await candidate.query('SELECT pg_advisory_lock($1)', [SIMULATOR_LOCK_KEY]);
        waiting = undefined;
      }
      if (stopped) {
        await candidate.end();
        return;
      }
      client = candidate;
      work = lead();
      onAttempt?.('leading');
    } catch (error) {
      waiting = undefined;
      await candidate.end().catch(() => undefined);
      // Stopping ends the connection that waits: its wait fails, which is no failure to report.
      if (stopped) return;
      log('Simulator: could not take the lock', error);
      onAttempt?.('failed');
      retryLater();
    }
  };

  const retryLater = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      pending = attempt();
    }, retryMs);
    timer.unref();
  };

  pending = attempt();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await waiting?.end().catch(() => undefined);
      await pending;
      await release();
    },
  };
};

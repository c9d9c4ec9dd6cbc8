import type { Db } from './db.types';

/**
 * The embedded database's write-ahead log in bounds (issue 37). PGlite runs PostgreSQL as a single
 * process without its checkpointer: nothing checkpoints until the database closes, so the log of a
 * quiet installation with the simulator grew by 64 MB in minutes and filled a small disk. This takes a
 * checkpoint whenever 16 MB of log (one segment) were written since the last; with `min_wal_size` of
 * 32 MB (pglite.db.ts) the log then keeps two to three 16 MB segments, recycled instead of made anew,
 * and a checkpoint costs 30–90 ms.
 */
export const WAL_CHECKPOINT_BYTES = 16 * 1024 * 1024;
const LOOK_EVERY_MS = 5_000;

const walSinceCheckpoint = async (db: Db): Promise<number> => {
  const [row] = await db.query<{ bytes: number }>(
    `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), (pg_control_checkpoint()).redo_lsn)::float8 AS bytes`,
  );
  return row?.bytes ?? 0;
};

/** Checkpoints when due; answers whether it did. */
export const checkpointIfDue = async (db: Db): Promise<boolean> => {
  if ((await walSinceCheckpoint(db)) < WAL_CHECKPOINT_BYTES) return false;
  await db.exec('CHECKPOINT');
  return true;
};

export const startCheckpoints = (db: Db, log: (message: string, error?: unknown) => void) => {
  let failing = false;
  const timer = setInterval(() => {
    checkpointIfDue(db).then(
      () => {
        failing = false;
      },
      (error: unknown) => {
        // Once per outage, not every 5 s (a full disk is the storage watch's to report).
        if (!failing) log('A checkpoint of the embedded database failed', error);
        failing = true;
      },
    );
  }, LOOK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};

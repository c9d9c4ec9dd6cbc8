import { randomBytes } from 'node:crypto';

/**
 * PostgreSQL copies made one suite ahead (issue 26). `CREATE DATABASE … TEMPLATE` writes the template
 * (about 9 MB) through the write-ahead log and waits for it to reach the disk, and `DROP DATABASE`
 * waits for a checkpoint: time the worker's cores had nothing to do. So each worker keeps the next
 * suite's copy of a template in the making while a suite runs, and a suite's database is dropped
 * without the worker waiting for it. Names carry the run's id: the run's teardown drops whatever a
 * worker left (a spare never used, a drop cut short by the worker's end).
 */

/** The workers' files share one module instance per file only: the spares live on the worker's global. */
const SPARES = Symbol.for('portal.test.spareDatabases');
const DROPS = Symbol.for('portal.test.pendingDrops');

interface WorkerState {
  [SPARES]?: Map<string, Promise<string>>;
  [DROPS]?: Set<Promise<void>>;
}

const state = globalThis as WorkerState;
const spares = (state[SPARES] ??= new Map());
const drops = (state[DROPS] ??= new Set());

/** A new database name of the run `runId` (see {@link runDatabasePattern}). */
export const runDatabaseName = (runId: string): string =>
  `portal_test_${runId}_${randomBytes(5).toString('hex')}`;

/** The LIKE pattern of every database of the run `runId`. */
export const runDatabasePattern = (runId: string): string => `portal\\_test\\_${runId}\\_%`;

/**
 * A database copied from `template`: the spare made for it while the last suite ran, if any (else a
 * new one), and the next spare started. `create` makes the named copy.
 */
export const takeCopy = async (
  template: string,
  runId: string,
  create: (name: string) => Promise<void>,
): Promise<string> => {
  const make = () => {
    const name = runDatabaseName(runId);
    return create(name).then(() => name);
  };
  const spare = spares.get(template);
  const next = make();
  // Awaited by the next suite; a failure there falls back to a copy made then (which reports it).
  next.catch(() => undefined);
  spares.set(template, next);
  if (spare) {
    const name = await spare.catch(() => undefined);
    if (name !== undefined) return name;
  }
  return make();
};

/** Runs `drop` without the suite waiting for it; a failure leaves the database to the run's teardown. */
export const dropLater = (drop: () => Promise<void>): void => {
  const pending = drop()
    .catch(() => undefined)
    .finally(() => drops.delete(pending));
  drops.add(pending);
};

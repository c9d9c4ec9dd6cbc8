import { mkdirSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { startPgliteHost, type PgliteEngine } from './pglite-host';

/**
 * The write-ahead log's bounds (issue 37): two 16 MB segments kept for reuse rather than made anew, and
 * the checkpoints that free the rest come from pglite-checkpoints.ts (PGlite has no checkpointer).
 * 32 MB of shared buffers (PostgreSQL's default is 128 MB): PGlite's start prepares them in WebAssembly
 * at about 3 ms a megabyte, so the smaller pool opens a database 0.3 s sooner (issue 34 §1); scans of
 * tables larger than a quarter of the pool use a small ring either way, and the data files' pages stay
 * in the operating system's cache (a 105 MB table grouped 5 times: 248–266 ms a pass with either size).
 */
export const PGLITE_SETTINGS = ['min_wal_size = 32MB', 'max_wal_size = 64MB', 'shared_buffers = 32MB'];

/** A write-ahead segment: what PostgreSQL must be able to create, or PANIC. */
export const SEGMENT_BYTES = 16 * 1024 * 1024;

/**
 * Free space a reopen needs: its crash recovery ends with a checkpoint and may need a new write-ahead
 * segment. On a full disk PGlite's start fails ("PGlite failed to initialize properly"), and each failed
 * start in one thread kept about 160 MB of memory and 14 files for good (measured, PGlite 0.5; its own
 * thread frees the memory): so a reopen is tried only with room for two segments, and after a failure
 * ever more rarely.
 */
export const REOPEN_MIN_FREE_BYTES = 2 * SEGMENT_BYTES;

/** Whether the data directory and its write-ahead log (which may be a mount of its own) both have `bytes` free. */
export const freeAtLeast = (dataDir: string, bytes: number) => async (): Promise<boolean> => {
  const spaces = await Promise.all([dataDir, join(dataDir, 'pg_wal')].map((path) => statfs(path)));
  return spaces.every((fs) => fs.bavail * fs.bsize >= bytes);
};

/**
 * Starts the embedded database of `dataDir` in its thread (pglite-host.ts). Light to import (no PGlite
 * here: the thread loads it), so the server's entry can start it before its own modules load.
 */
export const startPgliteDirectory = (dataDir: string): Promise<PgliteEngine> => {
  mkdirSync(dataDir, { recursive: true });
  // Under one segment free, a statement that does not return is the PANIC (a long read above it is not).
  return startPgliteHost({
    dataDir,
    settings: PGLITE_SETTINGS,
    roomLeft: freeAtLeast(dataDir, SEGMENT_BYTES),
  });
};

/** Where a database started ahead of the server waits to be taken (one per process, shared by bundles). */
const EARLY = Symbol.for('rail-fleet-portal.early-pglite');
type EarlyStart = { readonly dataDir: string; readonly engine: Promise<PgliteEngine> };
const registry = globalThis as { [EARLY]?: EarlyStart | undefined };

/**
 * Issue 34: the server's entry starts the embedded database before the server's modules load, so that
 * PGlite opens in its thread (about a second) while they load on the other core.
 */
export const startPgliteEarly = (dataDir: string): void => {
  const engine = startPgliteDirectory(dataDir);
  // Taken by `takePgliteEarly`; a failure is the taker's (it starts again and reports that one).
  engine.catch(() => {});
  registry[EARLY] = { dataDir, engine };
};

/**
 * The database started early for `dataDir`, once (null when none was, or for another directory: that
 * one is closed, so only one instance ever holds a directory).
 */
export const takePgliteEarly = (dataDir: string): Promise<PgliteEngine> | null => {
  const early = registry[EARLY];
  registry[EARLY] = undefined;
  if (!early) return null;
  if (early.dataDir === dataDir) return early.engine;
  void early.engine.then((engine) => engine.close()).catch(() => {});
  return null;
};

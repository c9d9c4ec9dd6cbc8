import { statfs } from 'node:fs/promises';
import type { StorageLevel } from '../../../src/api/contract/health.contract';
import type { DiskConfig } from '../ops-config';

/**
 * How the storage stands (issue 37): `ok`; `warning` once a watched filesystem is DISK_WARN_PERCENT used
 * (90 % by default); `full` once one has less free space than its low watermark: writes are refused
 * (507) until there is room again, reads go on.
 */
export type StorageState = StorageLevel;

export interface WatchedFilesystem {
  /** The directory watched (the data directory, the embedded database's, BACKUP_DIR). */
  readonly path: string;
  readonly totalBytes: number;
  readonly freeBytes: number;
  /** The low watermark: below this much free space writes are refused. */
  readonly minFreeBytes: number;
}

export interface StorageSnapshot {
  readonly state: StorageState;
  /** The filesystem that decides the state (the one with the least room relative to its watermark). */
  readonly worst: WatchedFilesystem | null;
  readonly filesystems: readonly WatchedFilesystem[];
}

const GIB = 1024 ** 3;

/**
 * The default low watermark of a filesystem of `total` bytes: the larger of 5 % and 1 GiB, where 1 GiB
 * is capped at a quarter of a small disk (a 120 MB disk keeps 30 MB free: room for the embedded
 * database's next 16 MB write-ahead segment).
 */
export const defaultMinFree = (total: number): number => Math.max(0.05 * total, Math.min(GIB, 0.25 * total));

export const minFreeOf = (total: number, config: DiskConfig): number =>
  config.minFree === null
    ? defaultMinFree(total)
    : config.minFree.kind === 'bytes'
      ? Math.min(config.minFree.value, total)
      : (config.minFree.value / 100) * total;

/** Writes resume once the free space is this much above the watermark, so a full disk does not flap. */
const RESUME_FACTOR = 1.1;

/** The state of `filesystems`, given the state before (for the margin at which writes resume). */
export const storageStateOf = (
  filesystems: readonly WatchedFilesystem[],
  warnPercent: number,
  before: StorageState,
): StorageState => {
  const full = filesystems.some(
    (fs) => fs.freeBytes < fs.minFreeBytes * (before === 'full' ? RESUME_FACTOR : 1),
  );
  if (full) return 'full';
  const warning = filesystems.some((fs) => (1 - fs.freeBytes / fs.totalBytes) * 100 >= warnPercent);
  return warning ? 'warning' : 'ok';
};

export interface DiskWatch {
  /** The state as last measured (synchronous: the write guard asks on every write). */
  state(): StorageState;
  snapshot(): StorageSnapshot;
  /** Measures now (after a write failed for lack of space, say); resolves with the new snapshot. */
  check(): Promise<StorageSnapshot>;
  /** Hears every change of state. */
  onChange(listener: (next: StorageSnapshot, before: StorageState) => void): () => void;
  stop(): void;
}

export interface DiskWatchDeps {
  readonly paths: readonly string[];
  readonly config: DiskConfig;
  readonly log: (message: string) => void;
  /** The free space of a path (statfs; tests may give their own). */
  readonly measure?: (path: string) => Promise<{ totalBytes: number; freeBytes: number }>;
}

const statfsOf = async (path: string) => {
  const stats = await statfs(path);
  return { totalBytes: stats.blocks * stats.bsize, freeBytes: stats.bavail * stats.bsize };
};

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

const describe = (fs: WatchedFilesystem) =>
  `${mib(fs.freeBytes)} free of ${mib(fs.totalBytes)} on ${fs.path} (writes are refused below ${mib(fs.minFreeBytes)})`;

/**
 * Watches the free space of the portal's filesystems every `checkSeconds` and at once when asked; logs
 * one line when the state changes (and says why).
 */
export const startDiskWatch = async (deps: DiskWatchDeps): Promise<DiskWatch> => {
  const measure = deps.measure ?? statfsOf;
  const listeners = new Set<(next: StorageSnapshot, before: StorageState) => void>();
  let current: StorageSnapshot = { state: 'ok', worst: null, filesystems: [] };
  let running: Promise<StorageSnapshot> | null = null;
  const measureAll = async (): Promise<StorageSnapshot> => {
    const filesystems: WatchedFilesystem[] = [];
    for (const path of new Set(deps.paths)) {
      try {
        const { totalBytes, freeBytes } = await measure(path);
        filesystems.push({ path, totalBytes, freeBytes, minFreeBytes: minFreeOf(totalBytes, deps.config) });
      } catch {
        // A directory that does not exist (yet) holds nothing of ours; the others decide.
      }
    }
    const before = current.state;
    const state = storageStateOf(filesystems, deps.config.warnPercent, before);
    const worst =
      filesystems.toSorted((a, b) => a.freeBytes / a.minFreeBytes - b.freeBytes / b.minFreeBytes)[0] ?? null;
    current = { state, worst, filesystems };
    if (state !== before) {
      if (state === 'full' && worst)
        deps.log(`Storage full: ${describe(worst)}; refusing writes, reads go on`);
      else if (before === 'full')
        deps.log(`Storage: there is room again (${worst ? describe(worst) : 'measured'}); writes resume`);
      else if (state === 'warning' && worst)
        deps.log(`Storage warning: ${describe(worst)}; over ${deps.config.warnPercent} % used`);
      else deps.log('Storage: below the warning level again');
      for (const listener of listeners) listener(current, before);
    }
    return current;
  };
  const check = () => {
    running ??= measureAll().finally(() => {
      running = null;
    });
    return running;
  };
  await check();
  const timer = setInterval(() => void check(), deps.config.checkSeconds * 1000);
  timer.unref();
  return {
    state: () => current.state,
    snapshot: () => current,
    check,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => clearInterval(timer),
  };
};

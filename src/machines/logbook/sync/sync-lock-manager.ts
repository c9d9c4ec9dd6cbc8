/**
 * The part of the Web Locks API the sync uses (`navigator.locks` fits it), so one sync runs at a time
 * across the tabs of a browser. The lock is held until the callback's promise settles; with
 * `ifAvailable` the callback gets null at once when another holder has it.
 */
export interface SyncLockManager {
  request(
    name: string,
    options: { readonly ifAvailable: true },
    callback: (lock: object | null) => Promise<void>,
  ): Promise<unknown>;
}

/**
 * A lock manager for one JavaScript realm: the fallback where `navigator.locks` is missing (an
 * insecure context; then only this tab is kept to one sync), and the tests' stand-in for the browser's,
 * where `hold` plays "another tab holds it".
 */
export interface MemoryLockManager extends SyncLockManager {
  /** Takes the lock as someone else would; answers the release, or null when it is taken. */
  hold(name: string): (() => void) | null;
  isHeld(name: string): boolean;
}

export const createMemoryLockManager = (): MemoryLockManager => {
  const held = new Set<string>();
  const take = (name: string) => {
    if (held.has(name)) return null;
    held.add(name);
    return () => void held.delete(name);
  };
  return {
    async request(name, _options, callback) {
      const release = take(name);
      if (release === null) return callback(null);
      try {
        return await callback({ name });
      } finally {
        release();
      }
    },
    hold: take,
    isHeld: (name) => held.has(name),
  };
};

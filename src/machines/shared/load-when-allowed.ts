/** What the loader reads of the session: whether the code may start now, and its changes. */
export interface StartAllowed {
  allowed(): boolean;
  subscribe(listener: () => void): { unsubscribe(): void };
}

/** Actors loaded lazily: there once the session first allows them. */
export interface LazyActorsHandle<T> extends LoadedValue<T> {
  /** Resolves with the running actors once loaded (never while the session does not allow them). */
  readonly ready: Promise<T>;
  /** Stops them (or stops waiting). */
  readonly stop: () => void;
}

/**
 * Something loaded lazily as a view reads it (`useSyncExternalStore(subscribe, current)`): no promise
 * in the render, so nothing suspends.
 */
export interface LoadedValue<T> {
  /** The loaded value, null until it is there. */
  readonly current: () => T | null;
  /** Told when the value arrives; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * Loads and starts actors the first time the session allows them, so their code stays out of the
 * login page. After that the machines follow the session themselves (stopped on logout, started
 * again on the next login). A chunk that fails to load (offline right after a deploy) is tried again
 * on the next session change.
 */
export const loadWhenAllowed = <T extends { stop(): void }>(
  session: StartAllowed,
  load: () => Promise<T>,
  name: string,
): LazyActorsHandle<T> => {
  let stopped = false;
  let loaded: T | null = null;
  let resolve: (value: T) => void = () => undefined;
  const ready = new Promise<T>((r) => (resolve = r));
  let subscription: { unsubscribe(): void } | null = null;
  const listeners = new Set<() => void>();
  const start = () => {
    subscription?.unsubscribe();
    subscription = null;
    load().then(
      (actors) => {
        if (stopped) actors.stop();
        else {
          loaded = actors;
          resolve(actors);
          for (const listener of listeners) listener();
        }
      },
      (error: unknown) => {
        if (stopped) return;
        console.warn(`[${name}] loading failed`, error);
        watch();
      },
    );
  };
  const watch = () => {
    subscription = session.subscribe(() => {
      if (subscription && session.allowed()) start();
    });
  };
  if (session.allowed()) start();
  else watch();
  return {
    ready,
    current: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      stopped = true;
      subscription?.unsubscribe();
      loaded?.stop();
    },
  };
};

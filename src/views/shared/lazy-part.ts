import { useEffect, useState } from 'react';

/** What {@link LazyPart.useLoaded} gives a view: the loaded value, or whether loading failed. */
export interface LoadedPart<T> {
  readonly value: T | undefined;
  readonly failed: boolean;
  /** Tries again after a failure (a lost link that came back). */
  readonly retry: () => void;
}

export interface LazyPart<T> {
  /** Starts loading (a pointer over or focus on what opens the part); resolves when loaded. */
  readonly preload: () => Promise<T>;
  /** The part in a view: undefined until loaded (at once once loaded before), `failed` if it could not. */
  readonly useLoaded: () => LoadedPart<T>;
}

/**
 * A part of a view whose code loads when it is first shown, not with the page (a calendar in a popover:
 * issue 35 keeps it out of the first load of the pages that only show its button). Unlike `React.lazy` it
 * renders at once once loaded, starts loading ahead of the opening, and a failed load (a cab between two
 * masts with a worker that has not cached it yet) is shown and can be retried instead of breaking the page.
 */
export const lazyPart = <T>(load: () => Promise<T>): LazyPart<T> => {
  let loaded: { readonly value: T } | undefined;
  let pending: Promise<T> | undefined;
  const preload = (): Promise<T> => {
    if (loaded) return Promise.resolve(loaded.value);
    pending ??= load().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const useLoaded = (): LoadedPart<T> => {
    const [part, setPart] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (part) return undefined;
      let live = true;
      preload().then(
        (value) => live && setPart({ value }),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [part, attempt]);
    return {
      value: part?.value,
      failed: failed && !part,
      retry: () => {
        setFailed(false);
        setAttempt((n) => n + 1);
      },
    };
  };
  return { preload, useLoaded };
};

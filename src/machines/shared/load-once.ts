/**
 * A loader that loads once and then hands out the same result (a chunk and what is built from it);
 * a failed load (a chunk that cannot be fetched, offline right after a deploy) is tried again on
 * the next call instead of failing for good.
 */
export const loadOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
};

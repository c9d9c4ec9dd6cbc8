/**
 * A short-lived cache of encoded answers, shared by every caller whose answer is identical.
 *
 * Live data changes at most once per device report (every 10 s), while every open dashboard polls it;
 * a hundred dispatchers of one operator watching the same fleet would otherwise make the server
 * read and encode the same 1,000 vehicles a hundred times a second. Concurrent misses of one key
 * share a single read. Each instance keeps its own copy: nothing here is state another instance
 * needs, and an answer is never older than `ttlMs`.
 */
export interface AnswerCache<T> {
  get(key: string, produce: () => Promise<T>): Promise<T>;
}

export const createAnswerCache = <T>(options: {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly now: () => number;
}): AnswerCache<T> => {
  const entries = new Map<string, { readonly expiresAt: number; readonly value: Promise<T> }>();
  const evict = (now: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    // Map keeps insertion order: drop the oldest while over the limit.
    for (const key of entries.keys()) {
      if (entries.size <= options.maxEntries) break;
      entries.delete(key);
    }
  };
  return {
    get(key, produce) {
      const now = options.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = produce();
      entries.set(key, { expiresAt: now + options.ttlMs, value });
      // A failed read is not remembered: the next caller tries again.
      value.catch(() => entries.delete(key));
      if (entries.size > options.maxEntries) evict(now);
      return value;
    },
  };
};

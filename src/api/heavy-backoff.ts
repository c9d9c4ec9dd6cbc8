/**
 * The client's side of the server's limit on heavy work (issue 38): a 429 to an endpoint marked
 * `heavy` is waited out as its `Retry-After` says and the same request sent again.
 */

/** Waits per call before a 429 is handed to the caller. */
export const HEAVY_MAX_WAITS = 5;
/** The longest single wait, whatever `Retry-After` says. */
export const HEAVY_MAX_WAIT_SECONDS = 60;
/** The wait when `Retry-After` is missing or not a positive number of seconds. */
export const HEAVY_DEFAULT_WAIT_SECONDS = 1;

/** Waits `ms` milliseconds; rejects when `signal` aborts. Injectable so tests need not wait. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

const abortError = (signal: AbortSignal): Error =>
  signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The operation was aborted.', 'AbortError');

/** A setTimeout-based {@link Sleep}. */
export const sleepWithTimeout: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** The seconds to wait for a 429's `Retry-After` header (delta-seconds), capped. */
export const heavyWaitSeconds = (retryAfter: string | null): number => {
  const seconds = retryAfter === null || retryAfter.trim() === '' ? NaN : Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds <= 0) return HEAVY_DEFAULT_WAIT_SECONDS;
  return Math.min(seconds, HEAVY_MAX_WAIT_SECONDS);
};

/**
 * Waits `seconds` with `sleep`, ending at once when `signal` aborts (even if `sleep` ignores it).
 * Resolves `true` after the wait, `false` when the caller aborted.
 */
export const waitOrAbort = async (seconds: number, sleep: Sleep, signal?: AbortSignal): Promise<boolean> => {
  if (signal?.aborted) return false;
  let onAbort = () => {};
  const aborted = new Promise<false>((resolve) => {
    onAbort = () => resolve(false);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([
      sleep(seconds * 1000, signal).then(
        () => !signal?.aborted,
        (error: unknown) => {
          if (signal?.aborted) return false;
          throw error;
        },
      ),
      aborted,
    ]);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
};

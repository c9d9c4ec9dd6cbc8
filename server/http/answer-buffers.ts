/** How many buffers are kept for the next answers, and the largest kept. */
const KEPT_BUFFERS = 2;
const LARGEST_KEPT_BYTES = 64 * 1024 * 1024;
/** Kept buffers go after this long without an answer that needed one. */
const KEPT_FOR_MS = 60_000;

const kept: Uint8Array<ArrayBuffer>[] = [];
let dropTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Large answer buffers (a year's export is 14 MB), kept for the next answer once the last was sent.
 * A new buffer of that size per request made V8 collect its whole heap after every export (the
 * external memory it counts grew by megabytes each time): half the export's CPU (issue 29 §4). At
 * most two are kept, for a minute after the last use.
 */
export const answerBuffers = {
  /** A buffer of at least `size` bytes, not zeroed: a kept one when one is large enough. */
  take(size: number): Uint8Array<ArrayBuffer> {
    const fitting = kept
      .map((buffer, i) => ({ buffer, i }))
      .filter(({ buffer }) => buffer.byteLength >= size)
      .sort((a, b) => a.buffer.byteLength - b.buffer.byteLength)[0];
    if (fitting) {
      kept.splice(fitting.i, 1);
      return fitting.buffer;
    }
    const fresh = Buffer.allocUnsafeSlow(size);
    return new Uint8Array(fresh.buffer, fresh.byteOffset, size);
  },

  /** A buffer nothing reads any more (its answer was sent), for the next answer. */
  give(buffer: Uint8Array<ArrayBuffer>): void {
    if (buffer.byteLength > LARGEST_KEPT_BYTES || kept.includes(buffer)) return;
    kept.push(buffer);
    kept.sort((a, b) => b.byteLength - a.byteLength);
    kept.length = Math.min(kept.length, KEPT_BUFFERS);
    clearTimeout(dropTimer);
    dropTimer = setTimeout(() => (kept.length = 0), KEPT_FOR_MS);
    dropTimer.unref();
  },

  /** How many are kept (for tests). */
  get keptCount(): number {
    return kept.length;
  },
};

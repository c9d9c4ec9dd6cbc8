import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';

export interface BodyLimitOptions {
  /** Largest body a request may carry. */
  readonly maxBytes: number;
  /**
   * Largest declared body read to its end (and thrown away) after refusing it, so the connection
   * stays usable; anything larger is refused with `Connection: close`.
   */
  readonly drainBytes: number;
  /** How long reading a refused body may take before the connection is closed instead. */
  readonly drainMs: number;
}

const tooLarge = (maxBytes: number, close: boolean) =>
  new ApiError(413, 'payload_too_large', `The body is larger than ${maxBytes / 1024 / 1024} MiB.`, {
    field: 'body',
    ...(close ? { headers: { connection: 'close' } } : {}),
  });

/** Reads a body to its end within the time limit; false when it did not end in time. */
const discard = async (body: ReadableStream<Uint8Array>, drainMs: number): Promise<boolean> => {
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), drainMs);
  });
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), timedOut]);
      if (chunk === 'timeout') {
        void reader.cancel().catch(() => {});
        return false;
      }
      if (chunk.done) return true;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Refuses bodies over `maxBytes` with a 413 that leaves the connection in a known state. Answering
 * before the body was read left its bytes on a keep-alive connection: the next request on it failed
 * with ECONNRESET. Now a refused body of declared length up to `drainBytes` is read and dropped (the
 * connection is kept); a larger or chunked one gets `Connection: close`, so the client opens a new one
 * (on HTTP/1.1: an HTTP/2 connection carries on whatever one stream did).
 */
export const limitBody = (options: BodyLimitOptions): MiddlewareHandler => {
  const streamed = (close: boolean) =>
    bodyLimit({
      maxSize: options.maxBytes,
      onError: () => {
        throw tooLarge(options.maxBytes, close);
      },
    });
  const [closing, keeping] = [streamed(true), streamed(false)];
  return async (c, next) => {
    // GET and HEAD carry no body: skipping the check spares every poll building a full Request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // HTTP/2 ends a refused stream alone (and forbids the header): its connection is never closed.
    const incoming = (c.env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming;
    const http2 = incoming?.httpVersionMajor === 2;
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined)
      return (http2 ? keeping : closing)(c, next);
    const length = Number(declared);
    if (!(length > options.maxBytes)) return next();
    const body = c.req.raw.body;
    const drained = body !== null && length <= options.drainBytes && (await discard(body, options.drainMs));
    throw tooLarge(options.maxBytes, !drained && !http2);
  };
};

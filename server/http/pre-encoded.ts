import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/**
 * An answer already encoded as JSON text in the contract's shape, sent as it is. For hot polled
 * paths whose encoded answer is shared between callers (see the live-data cache): encoding 1,000
 * vehicle entries through the schema and JSON costs tens of milliseconds of CPU per request.
 * Their tests decode the answers strictly against the schema.
 *
 * With `encodeAnswer` it also carries what makes polling cheap over HTTP: a strong ETag of the text
 * (a poll whose `If-None-Match` names it gets 304 and no body; browsers send it by themselves since
 * the answer is `no-cache`) and the text compressed once with gzip, so every caller that accepts gzip
 * gets the same compressed bytes instead of the server compressing per request.
 */
export class PreEncodedJson {
  constructor(
    /** The JSON text, or its UTF-8 bytes (an answer of megabytes, written as bytes). */
    readonly json: string | Uint8Array<ArrayBuffer>,
    readonly etag?: string,
    readonly gzip?: Uint8Array,
    /** For `json` in a reused buffer: hands it back once the answer was sent (see answer-buffers). */
    readonly recycle?: () => void,
  ) {}
}

/** Fingerprints and compresses (off the main thread) an encoded answer. */
export const encodeAnswer = async (json: string): Promise<PreEncodedJson> => {
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  const compressed = await gzipAsync(json, { level: 4, strategy: constants.Z_DEFAULT_STRATEGY });
  return new PreEncodedJson(json, etag, compressed);
};

/** RFC 9110 §13.1.2: `*` or a list of entity tags, weak ones compared weakly. */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

/** Whether `Accept-Encoding` allows gzip (a `q=0` refuses it). */
export const acceptsGzip = (acceptEncoding: string | undefined): boolean =>
  (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding?.trim().toLowerCase() !== 'gzip' && coding?.trim() !== '*') return false;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return q === undefined || Number(q) > 0;
  });

export interface PreEncodedResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string | Uint8Array | null;
}

/** What to send for a pre-encoded answer, given the request's conditional and encoding headers. */
export const preEncodedResponse = (
  answer: PreEncodedJson,
  status: number,
  request: { readonly ifNoneMatch: string | undefined; readonly acceptEncoding: string | undefined },
): PreEncodedResponse => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (answer.etag) {
    headers['etag'] = answer.etag;
    // Stored by the browser, but revalidated before every use: a poll never sees stale data.
    headers['cache-control'] = 'private, no-cache';
    if (answer.gzip) headers['vary'] = 'Accept-Encoding';
    if (etagMatches(request.ifNoneMatch, answer.etag)) return { status: 304, headers, body: null };
  }
  if (answer.gzip && acceptsGzip(request.acceptEncoding)) {
    return { status, headers: { ...headers, 'content-encoding': 'gzip' }, body: answer.gzip };
  }
  return { status, headers, body: answer.json };
};

/**
 * Hands an answer's reused buffer back once Node has passed the whole answer to the socket (the
 * response's `finish`). Not for a response that closed before (an aborted download: a write may still
 * hold the bytes) nor for an answer made in-process (no response to wait for): their buffers go with
 * the garbage.
 */
export const recycleWhenSent = (env: unknown, answer: PreEncodedJson): void => {
  const recycle = answer.recycle;
  const outgoing = (
    env as { outgoing?: { once?: (event: 'finish', listener: () => void) => void } } | undefined
  )?.outgoing;
  if (recycle !== undefined && typeof outgoing?.once === 'function') outgoing.once('finish', recycle);
};

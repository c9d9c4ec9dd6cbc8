import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** The content codings the server sends, in its order of preference. */
export type ContentCoding = 'br' | 'gzip';
export const CONTENT_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to send from `available` given the request's `Accept-Encoding` (RFC 9110 §12.5.3), or
 * undefined for the file as it is. No header means identity; a coding with `q=0` (or `*;q=0` and no
 * entry of its own) is refused; among the accepted, the higher q wins and brotli wins a tie. An
 * explicitly preferred `identity` beats a coding with a lower q.
 */
export const negotiateCoding = (
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[] = CONTENT_CODINGS,
): ContentCoding | undefined => {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    if (name === '') continue;
    const q = params.map((p) => /^q=([01](?:\.\d{0,3})?)$/i.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: string): number => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: ContentCoding | undefined;
  for (const coding of CONTENT_CODINGS) {
    if (!available.includes(coding) || weightOf(coding) <= 0) continue;
    if (best === undefined || weightOf(coding) > weightOf(best)) best = coding;
  }
  const identity = weights.get('identity');
  if (best !== undefined && identity !== undefined && identity > weightOf(best)) return undefined;
  return best;
};

/** A small answer made per request (the app's page), compressed on the spot: well under 1 ms. */
export const compressSmall = (text: string, coding: ContentCoding): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    coding === 'br'
      ? brotliCompressSync(text, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(text, { level: 6 }),
  );

/** Adds `Accept-Encoding` to a response's `Vary` unless it is there. */
export const varyOnAcceptEncoding = (headers: Headers): void => {
  const vary = headers.get('vary') ?? '';
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.append('vary', 'Accept-Encoding');
};

/** Answers shorter than this are sent as they are: the coding's own overhead eats the gain (as the build's copies). */
export const MIN_COMPRESSED_ANSWER_BYTES = 1024;

/** From here on an answer is compressed at a faster setting. */
const LARGE_ANSWER_BYTES = 256 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CodedAnswer {
  readonly body: string | Uint8Array<ArrayBuffer>;
  /** The coding applied, when one was. */
  readonly coding?: ContentCoding;
  /** Whether the answer depends on `Accept-Encoding` (large enough to be compressed for some caller). */
  readonly varies: boolean;
}

/**
 * A text answer made per request (an API answer, a locale file), compressed for a caller that accepts
 * brotli or gzip once it is at least {@link MIN_COMPRESSED_ANSWER_BYTES}. Compressed on libuv's thread
 * pool, never on the event loop: a year's report of 100 vehicles is megabytes. Brotli at quality 5
 * (0.3 ms for a 17 KB locale file, 3.1× smaller); above 256 KB at quality 3, which measured 63 ms for
 * 4.6 MB of report JSON (7× smaller) where quality 5 took 500 ms and gzip's level 6 200 ms (gzip, for
 * the callers without brotli: level 6, above 256 KB level 4).
 */
export const codeAnswer = async (text: string, acceptEncoding: string | undefined): Promise<CodedAnswer> => {
  const bytes = Buffer.byteLength(text);
  if (bytes < MIN_COMPRESSED_ANSWER_BYTES) return { body: text, varies: false };
  const coding = negotiateCoding(acceptEncoding);
  if (coding === undefined) return { body: text, varies: true };
  const large = bytes > LARGE_ANSWER_BYTES;
  const compressed =
    coding === 'br'
      ? await brotliAsync(text, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: large ? 3 : 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
          },
        })
      : await gzipAsync(text, { level: large ? 4 : 6 });
  return { body: new Uint8Array(compressed), coding, varies: true };
};

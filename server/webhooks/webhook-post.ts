import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address';
import { guardedLookup, hostOf } from './webhook-address';

/** What one attempt got: the receiver's status, or why there was none. */
export interface PostOutcome {
  readonly statusCode: number | null;
  /** null when the receiver answered 2xx. */
  readonly error: string | null;
}

/** An attempt waits this long for the whole answer (Standard Webhooks suggests a short timeout). */
export const POST_TIMEOUT_MS = 15_000;
/** Of the answer, this much is read (and dropped): the status is what counts. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface PostOptions {
  readonly allowPrivate: boolean;
  readonly timeoutMs?: number;
  readonly userAgent: string;
}

/**
 * POSTs one signed message. Redirects are not followed (a 3xx is a failed attempt, so a receiver
 * cannot bounce the message into the inside), the connection goes only to a public address unless
 * private networks are allowed, and the attempt ends after {@link POST_TIMEOUT_MS}.
 */
export const postWebhook = (
  url: string,
  headers: Readonly<Record<string, string>>,
  body: string,
  options: PostOptions,
): Promise<PostOutcome> =>
  new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ statusCode: null, error: 'The endpoint URL is not valid.' });
    }
    const host = hostOf(target);
    if (!options.allowPrivate && isIP(host) && !isPublicAddress(host)) {
      return resolve({ statusCode: null, error: `${host} is on a loopback or private network.` });
    }
    let settled = false;
    const done = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': options.userAgent,
        },
        lookup: guardedLookup(options.allowPrivate),
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        const status = res.statusCode ?? null;
        const finish = () =>
          done(
            status !== null && status >= 200 && status < 300
              ? { statusCode: status, error: null }
              : { statusCode: status, error: `The receiver answered ${status ?? 'without a status'}.` },
          );
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    const timeoutMs = options.timeoutMs ?? POST_TIMEOUT_MS;
    const timer = setTimeout(() => {
      done({ statusCode: null, error: `No answer within ${timeoutMs / 1000} s.` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({ statusCode: null, error: error.code === 'EPRIVATEADDRESS' ? error.message : describe(error) }),
    );
    req.end(body);
  });

const describe = (error: NodeJS.ErrnoException): string => {
  if (error.code === 'ECONNREFUSED') return 'The connection was refused.';
  if (error.code === 'ENOTFOUND') return 'The host was not found.';
  if (error.code === 'ECONNRESET') return 'The connection was reset.';
  return error.code ? `${error.code}: ${error.message}` : error.message;
};

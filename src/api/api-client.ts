import { Either, ParseResult, Schema } from 'effect';
import {
  ApiErrorBody,
  type AnyEndpoint,
  type BodyOf,
  type FilePart,
  type ParamsOf,
  type QueryOf,
  type SuccessOf,
} from './contract';
import { ApiCallError } from './api-failure';
import { apiUrl, DEFAULT_API_BASE, type ApiBase } from './api-base';
import {
  HEAVY_MAX_WAITS,
  heavyWaitSeconds,
  sleepWithTimeout,
  waitOrAbort,
  type Sleep,
} from './heavy-backoff';

/** What one call sends besides the endpoint itself. */
export interface CallInput<E> {
  readonly params?: ParamsOf<E>;
  readonly query?: QueryOf<E>;
  readonly body?: BodyOf<E>;
  /** Bearer token for `accessToken` endpoints. */
  readonly accessToken?: string;
  /** User token for `userToken` endpoints (sent as HTTP Basic user name). */
  readonly userToken?: string;
  readonly signal?: AbortSignal;
  /** Told of a successful answer's headers before its body is read (a download's file name). */
  readonly onHeaders?: (headers: Headers) => void;
  /**
   * Told at the start of each wait of a `heavy` endpoint the server turned away with 429 (how many
   * seconds until the same request is sent again), so a progress can show the wait.
   */
  readonly onWait?: (seconds: number) => void;
}

/**
 * The credentials part of a call for `accessToken` endpoints: the token when there is one (logged out
 * or not fetched yet: none, the server answers 401) and the abort signal.
 */
export const callAuth = (
  accessToken: string | null,
  signal: AbortSignal,
): { readonly accessToken?: string; readonly signal: AbortSignal } =>
  accessToken === null ? { signal } : { accessToken, signal };

export type CallResult<E> = E extends { success: { binary: object } } ? Blob : SuccessOf<E>;

export interface ApiClient {
  call<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>): Promise<CallResult<E>>;
}

export interface ApiClientOptions {
  /** Host and versions of user management and the gateway (spec 000 §7); the page's origin and v1 by default. */
  readonly base?: ApiBase;
  readonly fetch?: typeof fetch;
  /**
   * Told of every answer's `Date` header with the device times around the call (the server clock,
   * server-clock.ts, learns from it how far the device clock is off) and its status (a 507 tells the
   * storage banner that the server's disk is full).
   */
  readonly onAnswer?: (dateHeader: string | null, sentAt: number, receivedAt: number, status: number) => void;
  /** How the client waits before asking a `heavy` endpoint again after a 429 (setTimeout by default). */
  readonly sleep?: Sleep;
}

type Scalar = string | number | boolean | null | undefined;

const fillPath = (path: string, params: Record<string, Scalar> | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params?.[name] ?? '')));

const queryString = (query: Record<string, Scalar> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
};

const isFilePart = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && (value as FilePart).bytes instanceof Uint8Array;

/** A multipart body: file parts as files with their declared type, everything else as text. */
const formDataOf = (fields: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (isFilePart(value)) {
      const bytes = value.bytes as Uint8Array<ArrayBuffer>;
      form.append(name, new Blob([bytes], { type: value.contentType }), value.fileName);
    } else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
};

const decodeError = Schema.decodeUnknownEither(ApiErrorBody);

const readErrorBody = async (response: Response): Promise<ApiErrorBody | null> => {
  try {
    const decoded = decodeError(await response.json());
    return Either.isRight(decoded) ? decoded.right : null;
  } catch {
    return null;
  }
};

/**
 * The typed client derived from the contract: encodes requests with the endpoint's schemas and
 * decodes every answer; a response that does not match is a DecodeError, never data.
 */
export const createApiClient = (options: ApiClientOptions = {}): ApiClient => {
  const base = options.base ?? DEFAULT_API_BASE;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const sleep = options.sleep ?? sleepWithTimeout;
  return {
    async call<E extends AnyEndpoint>(endpoint: E, input: CallInput<E> = {}): Promise<CallResult<E>> {
      const headers: Record<string, string> = { accept: 'application/json' };
      if ((endpoint.auth === 'accessToken' || endpoint.auth === 'optionalAccessToken') && input.accessToken)
        headers['authorization'] = `Bearer ${input.accessToken}`;
      if (endpoint.auth === 'userToken' && input.userToken)
        headers['authorization'] = `Basic ${btoa(`${input.userToken}:`)}`;
      let body: string | FormData | undefined;
      if (endpoint.body && endpoint.bodyType === 'multipart') {
        // fetch sets the content type itself, with the boundary.
        body = formDataOf(Schema.encodeSync(endpoint.body)(input.body) as Record<string, unknown>);
      } else if (endpoint.body) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(Schema.encodeSync(endpoint.body)(input.body));
      }
      const query = (
        endpoint.query && input.query ? Schema.encodeSync(endpoint.query)(input.query) : undefined
      ) as Record<string, Scalar> | undefined;
      const url = `${apiUrl(base, fillPath(endpoint.path, input.params))}${queryString(query)}`;
      let response: Response;
      // A heavy endpoint's 429 (too much heavy work in flight or this minute's budget used, issue 38):
      // wait as Retry-After says and send the same request again, up to HEAVY_MAX_WAITS times.
      for (let waits = 0; ; waits++) {
        const sentAt = Date.now();
        try {
          response = await doFetch(url, {
            method: endpoint.method,
            headers,
            body: body ?? null,
            signal: input.signal ?? null,
          });
        } catch (error) {
          if (input.signal?.aborted) throw new ApiCallError({ _tag: 'Aborted' });
          throw new ApiCallError({
            _tag: 'NetworkError',
            message: error instanceof Error ? error.message : String(error),
          });
        }
        options.onAnswer?.(response.headers.get('date'), sentAt, Date.now(), response.status);
        if (response.status !== 429 || !endpoint.heavy || waits >= HEAVY_MAX_WAITS) break;
        await response.body?.cancel().catch(() => undefined);
        const seconds = heavyWaitSeconds(response.headers.get('retry-after'));
        input.onWait?.(seconds);
        if (!(await waitOrAbort(seconds, sleep, input.signal))) throw new ApiCallError({ _tag: 'Aborted' });
      }
      if (response.status !== endpoint.success.status) {
        const retryAfter = Number(response.headers.get('retry-after'));
        throw new ApiCallError({
          _tag: 'HttpError',
          status: response.status,
          body: await readErrorBody(response),
          retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
        });
      }
      input.onHeaders?.(response.headers);
      if (endpoint.success.binary) return (await response.blob()) as CallResult<E>;
      if (!endpoint.success.schema) return undefined as CallResult<E>;
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new ApiCallError({
          _tag: 'DecodeError',
          operationId: endpoint.operationId,
          message: 'The answer is not JSON.',
        });
      }
      const decoded = Schema.decodeUnknownEither(endpoint.success.schema)(json);
      if (Either.isLeft(decoded)) {
        throw new ApiCallError({
          _tag: 'DecodeError',
          operationId: endpoint.operationId,
          message: ParseResult.TreeFormatter.formatErrorSync(decoded.left),
        });
      }
      return decoded.right as CallResult<E>;
    },
  };
};

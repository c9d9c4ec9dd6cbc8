import type { ApiErrorBody, ApiErrorCode, FieldIssue } from '../../src/api/contract';

/** A failure a handler throws to answer with a 4xx/5xx and an {@link ApiErrorBody}. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    error: ApiErrorCode,
    message: string,
    extra: {
      field?: string;
      issues?: readonly FieldIssue[];
      violations?: readonly string[];
      retryAfterSeconds?: number;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.status = status;
    const { headers, ...rest } = extra;
    this.body = { error, message, ...rest };
    this.headers = headers ?? {};
  }
}

export const unauthorized = (message = 'Missing, invalid, expired or revoked token.') =>
  new ApiError(401, 'unauthorized', message);

export const notFound = (what = 'Resource') => new ApiError(404, 'not_found', `${what} not found.`);

export const forbidden = (message: string, field?: string) =>
  new ApiError(403, 'forbidden', message, field === undefined ? {} : { field });

/**
 * Spec 001 §7: token generation failure gives a result with status 500. Its own code, so a client can
 * tell it from other server faults; the cause is logged, never sent.
 */
export const tokenGenerationFailed = () =>
  new ApiError(500, 'token_generation_failed', 'The token could not be generated; please try again.');

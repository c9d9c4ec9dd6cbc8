import type { ApiErrorBody } from './contract';

/** Why a call failed, as typed data machines can keep in context. */
export type ApiFailure =
  /** The server answered with an error status; `body` is its decoded error, when it sent one. */
  | {
      readonly _tag: 'HttpError';
      readonly status: number;
      readonly body: ApiErrorBody | null;
      readonly retryAfterSeconds: number | null;
    }
  /** No answer: offline, DNS, connection reset. */
  | { readonly _tag: 'NetworkError'; readonly message: string }
  /** An answer that does not match the contract: reported, never rendered. */
  | { readonly _tag: 'DecodeError'; readonly operationId: string; readonly message: string }
  /** The caller cancelled (the machine left the state that invoked the call). */
  | { readonly _tag: 'Aborted' };

/** The error every API call rejects with. */
export class ApiCallError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(failure._tag === 'HttpError' ? `HTTP ${failure.status}` : failure._tag);
    this.name = 'ApiCallError';
    this.failure = failure;
  }
}

/** Reads the typed failure out of anything an invoked promise rejected with. */
export const toApiFailure = (error: unknown): ApiFailure =>
  error instanceof ApiCallError
    ? error.failure
    : { _tag: 'NetworkError', message: error instanceof Error ? error.message : String(error) };

/** The HTTP status of a failure, or null when there was no answer. */
export const failureStatus = (failure: ApiFailure): number | null =>
  failure._tag === 'HttpError' ? failure.status : null;

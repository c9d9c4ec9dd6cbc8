import { Schema } from 'effect';

/** Machine-readable error codes the API answers with. */
export const ApiErrorCode = Schema.Literal(
  'invalid_request',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'invalid_credentials',
  'forbidden',
  'not_found',
  'too_many_attempts',
  'passkey_rules_violated',
  'invalid_reset_token',
  'wrong_passkey',
  'conflict',
  'internal_error',
  /** Signing a user or access token failed (spec 001 §7: "a result with status 500"). */
  'token_generation_failed',
  /** 507: the server's storage is (almost) full; writes are refused until there is room (issue 37). */
  'insufficient_storage',
  /** 503: the database cannot answer now (the embedded one is being opened again); try again shortly. */
  'database_unavailable',
  /**
   * 429: the caller has as much heavy work (exports, reports, tracks, bulk writes) in flight, or has
   * asked for as much this minute, as one caller may (issue 38); `Retry-After` says when to try again.
   */
  'too_many_requests',
);
export type ApiErrorCode = typeof ApiErrorCode.Type;

/**
 * Result codes of the logbook (spec 001 §4 Deletion, §8), answered in `resultCode` of an error or per id
 * of a delete. The client adds only_deleted_locally, new_login_required, sync_in_process,
 * system_is_offline and saved_locally itself. The sync push (issue 8) answers per entry with
 * successfully_saved / successfully_finalized / successfully_deleted or an err_* code:
 * err_version_conflict (the entry changed on the server since the version the client last saw),
 * err_validation (HTTP 400 with issues), err_server (retry later).
 */
export const LogbookResultCode = Schema.Literal(
  'successfully_deleted',
  'only_deleted_locally',
  'err_unknown_organisation',
  'err_forbidden_request',
  'new_login_required',
  'err_unknown',
  'err_multiple_error_occurred',
  'err_already_finalized',
  'err_unknown_entry',
  'sync_in_process',
  'system_is_offline',
  'saved_locally',
  'successfully_saved',
  'successfully_finalized',
  'err_version_conflict',
  'err_validation',
  'err_server',
);
export type LogbookResultCode = typeof LogbookResultCode.Type;

/** One problem with one field of a request. */
export const FieldIssue = Schema.Struct({
  /** Dotted path of the field, e.g. `settings.language`; `body` for the whole body. */
  field: Schema.String,
  message: Schema.String,
});
export type FieldIssue = typeof FieldIssue.Type;

/** The JSON body of every 4xx/5xx answer. */
export const ApiErrorBody = Schema.Struct({
  error: ApiErrorCode,
  message: Schema.String,
  /** The first offending field, when the error is about one. */
  field: Schema.optional(Schema.String),
  issues: Schema.optional(Schema.Array(FieldIssue)),
  /** Password rules the submitted passkey violates (see `passkey-rules.ts`). */
  violations: Schema.optional(Schema.Array(Schema.String)),
  retryAfterSeconds: Schema.optional(Schema.Number),
  /** The logbook's result code for this failure (spec 001 §8). */
  resultCode: Schema.optional(LogbookResultCode),
}).annotations({ identifier: 'ApiError' });
export type ApiErrorBody = typeof ApiErrorBody.Type;

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
);
export type ApiErrorCode = typeof ApiErrorCode.Type;

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
}).annotations({ identifier: 'ApiError' });
export type ApiErrorBody = typeof ApiErrorBody.Type;

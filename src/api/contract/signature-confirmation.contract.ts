import { Schema } from 'effect';
import { endpoint } from './endpoint';

/**
 * Signing without drawing (issue 36, WCAG 2.1.1 and 2.5.7): a person types their full name and
 * confirms it with their password. The server checks both and answers a one-time confirmation that
 * the finalisation of an entry redeems (`typedSignature`, online or later from the device's queue), so
 * the password never waits in a browser's storage.
 */

/** How long a confirmation may wait in a device's queue before the finalisation redeems it. */
export const SIGNATURE_CONFIRMATION_DAYS = 7;
export const TYPED_NAME_MAX = 120;

/** A typed full name: what the account holds as first and last name, compared without case. */
export const TypedName = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => 'required' }),
  Schema.maxLength(TYPED_NAME_MAX, { message: () => `max_length_${TYPED_NAME_MAX}` }),
).annotations({ identifier: 'TypedName' });

export const SignatureConfirmationRequest = Schema.Struct({
  fullName: TypedName,
  passkey: Schema.String.pipe(
    Schema.minLength(1, { message: () => 'required' }),
    Schema.maxLength(1000, { message: () => 'max_length_1000' }),
  ),
});
export type SignatureConfirmationRequest = typeof SignatureConfirmationRequest.Type;

export const SignatureConfirmation = Schema.Struct({
  /** One-time, unguessable; sent back as `typedSignature.confirmation`. */
  confirmation: Schema.String,
  /** The name as the account holds it ("first last"). */
  fullName: Schema.String,
  confirmedAt: Schema.String.annotations({ description: 'ISO 8601, UTC' }),
}).annotations({ identifier: 'SignatureConfirmation' });
export type SignatureConfirmation = typeof SignatureConfirmation.Type;

/** A signature by typed name, as a finalisation sends it (with the image the client drew of the name). */
export const TypedSignature = Schema.Struct({
  confirmation: Schema.String.pipe(
    Schema.pattern(/^[A-Za-z0-9_-]{43}$/, { message: () => 'signature_confirmation' }),
  ),
}).annotations({ identifier: 'TypedSignature' });
export type TypedSignature = typeof TypedSignature.Type;

/** How a finalised entry was signed by name (null or absent: drawn). */
export const SignedByName = Schema.Struct({
  fullName: Schema.String,
  confirmedAt: Schema.String.annotations({ description: 'ISO 8601, UTC' }),
}).annotations({ identifier: 'SignedByName' });
export type SignedByName = typeof SignedByName.Type;

export const createSignatureConfirmation = endpoint({
  operationId: 'createSignatureConfirmation',
  method: 'POST',
  path: '/um/v1/accounts/me/signature-confirmations',
  summary: `Confirm a signature by typed name with the caller’s password (issue 36): 400 naming fullName when it is not the account’s first and last name, 403 wrong_passkey naming passkey (counts towards the login throttle, 429). The confirmation is redeemed once by finalising an entry with typedSignature, within ${SIGNATURE_CONFIRMATION_DAYS} days.`,
  tag: 'accounts',
  auth: 'accessToken',
  body: SignatureConfirmationRequest,
  success: { status: 201, schema: SignatureConfirmation },
  errors: [401, 403, 429],
});

export const signatureConfirmationEndpoints = [createSignatureConfirmation] as const;

import type { AnyEventObject } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import type { PasskeyResetEvent } from './passkey-reset.machine';

/**
 * Test and story data for the passkey-reset machine: payload variants of the user events (valid and
 * refused by the guards) and the outcomes of both calls. Not imported by the app.
 */
const httpError = (status: number) =>
  new ApiCallError({ _tag: 'HttpError', status, body: null, retryAfterSeconds: null });

export const VALID_PASSKEY = 'Portal-Demo-2026!';

const requestEvents: readonly PasskeyResetEvent[] = [
  { type: 'user.requestReset', accountName: 'dispatcher', emailLocale: 'en-GB' },
  // Refused: nothing filled in.
  { type: 'user.requestReset', accountName: '   ', emailLocale: 'de-DE' },
];

const resetEvents: readonly PasskeyResetEvent[] = [
  { type: 'user.resetPasskey', token: 'reset-token', newPasskey: VALID_PASSKEY, confirmation: VALID_PASSKEY },
  // Refused: confirmation differs.
  {
    type: 'user.resetPasskey',
    token: 'reset-token',
    newPasskey: VALID_PASSKEY,
    confirmation: 'Portal-Demo-2026?',
  },
  // Refused: breaks the rules although both are equal.
  { type: 'user.resetPasskey', token: 'reset-token', newPasskey: 'short', confirmation: 'short' },
  // Refused: no token.
  { type: 'user.resetPasskey', token: '', newPasskey: VALID_PASSKEY, confirmation: VALID_PASSKEY },
];

export const passkeyResetFixtures: {
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { fresh: {} },
  eventVariants: {
    'user.requestReset': requestEvents,
    'user.resetPasskey': resetEvents,
    'xstate.done.actor.requestReset': [{ type: 'xstate.done.actor.requestReset', output: undefined }],
    'xstate.error.actor.requestReset': [
      { type: 'xstate.error.actor.requestReset', error: httpError(404) },
      { type: 'xstate.error.actor.requestReset', error: httpError(500) },
    ],
    'xstate.done.actor.resetPasskey': [{ type: 'xstate.done.actor.resetPasskey', output: undefined }],
    'xstate.error.actor.resetPasskey': [{ type: 'xstate.error.actor.resetPasskey', error: httpError(400) }],
  },
};

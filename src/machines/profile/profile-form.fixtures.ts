import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import { done, failed } from '../fleet/fleet.fixtures';
import { httpError, networkError } from '../session/session.fixtures';
import { isEmailComplete, isPasskeyComplete } from './profile-form.rules';
import type { ProfileFormContext, ProfileFormEvent, ProfileFormInput } from './profile-form.types';

/** A password that keeps every rule (the demo accounts' own). */
export const FIXTURE_NEW_PASSKEY = 'Portal-Demo-2027!';
export const FIXTURE_CURRENT_PASSKEY = 'Portal-Demo-2026!';
export const FIXTURE_EMAIL = 'lisa.driver@rail.example.de';

/** An answer naming the failed rule, as the server sends it. */
const apiError = (status: number, error: 'wrong_passkey' | 'invalid_request', field: string) =>
  new ApiCallError({
    _tag: 'HttpError',
    status,
    body: { error, message: 'refused', field },
    retryAfterSeconds: null,
  });

/**
 * Each group has one complete variant, one the guards refuse and the empty one, so the model reaches
 * both "save enabled" and "save disabled" without multiplying states.
 */
const passkeyEdits: readonly ProfileFormEvent[] = [
  {
    type: 'user.editPasskey',
    current: FIXTURE_CURRENT_PASSKEY,
    next: FIXTURE_NEW_PASSKEY,
    confirmation: FIXTURE_NEW_PASSKEY,
  },
  // Refused: breaks the rules (no digit, no symbol) although confirmed.
  { type: 'user.editPasskey', current: FIXTURE_CURRENT_PASSKEY, next: 'weakpass', confirmation: 'weakpass' },
  { type: 'user.editPasskey', current: '', next: '', confirmation: '' },
];

const emailEdits: readonly ProfileFormEvent[] = [
  { type: 'user.editEmail', email: FIXTURE_EMAIL, confirmation: FIXTURE_EMAIL },
  // Refused: the confirmation differs.
  { type: 'user.editEmail', email: FIXTURE_EMAIL, confirmation: 'lisa@rail.example.de' },
  { type: 'user.editEmail', email: '', confirmation: '' },
];

/** Test and story data for the profile form machine. Not imported by the app. */
export const profileFormFixtures: {
  readonly inputs: Readonly<Record<'user' | 'demoUser' | 'typed', ProfileFormInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    user: { isDemoUser: false, language: 'de-DE' },
    demoUser: { isDemoUser: true, language: 'en-GB' },
    // Both groups complete and English chosen: every save is enabled (the walker jumps from here).
    typed: {
      isDemoUser: false,
      language: 'de-DE',
      typed: {
        passkey: {
          current: FIXTURE_CURRENT_PASSKEY,
          next: FIXTURE_NEW_PASSKEY,
          confirmation: FIXTURE_NEW_PASSKEY,
        },
        email: { email: FIXTURE_EMAIL, confirmation: FIXTURE_EMAIL },
        language: 'en-GB',
      },
    },
  },
  eventVariants: {
    'user.editPasskey': passkeyEdits,
    'user.editEmail': emailEdits,
    'user.chooseLanguage': [
      { type: 'user.chooseLanguage', language: 'en-GB' },
      { type: 'user.chooseLanguage', language: 'de-DE' },
    ],
    'session.languageChanged': [{ type: 'session.languageChanged', language: 'en-GB' }],
    'xstate.done.actor.saveProfile': [done('saveProfile', undefined)],
    'xstate.error.actor.saveProfile': [
      failed('saveProfile', apiError(403, 'wrong_passkey', 'oldPasskey')),
      failed('saveProfile', networkError()),
    ],
    'xstate.done.actor.saveLanguage': [done('saveLanguage', undefined)],
    'xstate.error.actor.saveLanguage': [failed('saveLanguage', httpError(403))],
  },
};

/**
 * The model's "same state": the value and what the guards read. Every edit replaces its whole group
 * and each group has one complete variant, so "complete or not" is all that tells two forms apart.
 */
export const serializeProfileForm = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as ProfileFormContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    demo: context.isDemoUser,
    passkey: isPasskeyComplete(context.passkey),
    email: isEmailComplete(context.email),
    language: context.language,
    savedLanguage: context.savedLanguage,
    saving: context.saving,
    failed: context.failure !== null,
  });
};

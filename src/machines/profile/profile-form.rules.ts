import type { ApiFailure } from '../../api/api-failure';
import { isValidEmailAddress, passkeyViolations } from '../../api/contract';
import type {
  EmailFields,
  PasskeyFields,
  ProfileFormContext,
  SaveProfileRequest,
} from './profile-form.types';

/** Empty fields: the form at the start and after a save. */
export const emptyPasskey: PasskeyFields = { current: '', next: '', confirmation: '' };
export const emptyEmail: EmailFields = { email: '', confirmation: '' };

/** Spec 001 §5: the current password is given, the new one keeps every rule and equals its confirmation. */
export const isPasskeyComplete = (fields: PasskeyFields): boolean =>
  fields.current !== '' && fields.next === fields.confirmation && passkeyViolations(fields.next).length === 0;

/** The address as it is sent: surrounding spaces do not count. */
export const emailOf = (fields: EmailFields): string => fields.email.trim();

/** The confirmation differs from the new address (once something is typed in it). */
export const emailMismatch = (fields: EmailFields): boolean =>
  fields.confirmation.trim() !== '' && fields.confirmation.trim() !== emailOf(fields);

/** Spec 001 §5: the new e-mail equals its confirmation and is a valid address. */
export const isEmailComplete = (fields: EmailFields): boolean =>
  fields.confirmation.trim() === emailOf(fields) && isValidEmailAddress(emailOf(fields));

/** The profile save is enabled: not a demo user, and the password or the e-mail group is complete. */
export const canSaveProfile = (context: ProfileFormContext): boolean =>
  !context.isDemoUser && (isPasskeyComplete(context.passkey) || isEmailComplete(context.email));

/** The language save is enabled: not a demo user, and the choice differs from the saved language. */
export const canSaveLanguage = (context: ProfileFormContext): boolean =>
  !context.isDemoUser && context.language !== context.savedLanguage;

/** What the profile save sends: each complete group. */
export const saveProfileRequest = (context: ProfileFormContext): SaveProfileRequest => ({
  passkey: isPasskeyComplete(context.passkey)
    ? { oldPasskey: context.passkey.current, newPasskey: context.passkey.next }
    : null,
  email: isEmailComplete(context.email) ? emailOf(context.email) : null,
});

/** Why a save failed, as the dialog tells it. */
export type ProfileFailureReason =
  'wrongPasskey' | 'passkeyRules' | 'invalidEmail' | 'forbidden' | 'throttled' | 'offline' | 'other';

export const profileFailureReason = (failure: ApiFailure | null): ProfileFailureReason => {
  if (failure === null) return 'other';
  if (failure._tag === 'NetworkError') return 'offline';
  if (failure._tag !== 'HttpError') return 'other';
  const error = failure.body?.error;
  if (error === 'wrong_passkey') return 'wrongPasskey';
  if (error === 'passkey_rules_violated') return 'passkeyRules';
  if (failure.status === 400 && failure.body?.field === 'email') return 'invalidEmail';
  if (failure.status === 403) return 'forbidden';
  if (failure.status === 429) return 'throttled';
  return 'other';
};

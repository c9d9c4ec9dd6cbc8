import type { ApiFailure } from '../../api/api-failure';
import type { Language } from '../../api/contract';

/**
 * The public interface of the profile form machine (spec 001 §2 Profile, §5 password rules and
 * profile save rules, §8 profile save dialogs): the password change, the e-mail change, the
 * language saved to the account, and the outcome dialogs.
 */

/** The password change group, as typed. */
export interface PasskeyFields {
  /** The current password (the server checks it). */
  readonly current: string;
  readonly next: string;
  readonly confirmation: string;
}

/** The e-mail change group, as typed. */
export interface EmailFields {
  readonly email: string;
  readonly confirmation: string;
}

/** What the last save changed: the outcome dialog says which. */
export type ProfileSaveKind = 'profile' | 'language';

export interface ProfileFormContext {
  readonly isDemoUser: boolean;
  readonly passkey: PasskeyFields;
  readonly email: EmailFields;
  /** The language chosen with the radio. */
  readonly language: Language;
  /** The account's language as last saved: the save is disabled while the choice equals it. */
  readonly savedLanguage: Language;
  /** What the running or last save is about. */
  readonly saving: ProfileSaveKind | null;
  /** Why the last save failed (shown in the failure dialog); null otherwise. */
  readonly failure: ApiFailure | null;
}

/** What the screen hands the machine when the page opens. */
export interface ProfileFormInput {
  readonly isDemoUser: boolean;
  /** The account's language, or the one in use when the account never chose one. */
  readonly language: Language;
  /** Fields already typed and a language already chosen (stories; the app starts empty). */
  readonly typed?: {
    readonly passkey: PasskeyFields;
    readonly email: EmailFields;
    readonly language: Language;
  };
}

/** Input of `saveProfile`: the parts to change (at least one is set). */
export interface SaveProfileRequest {
  readonly passkey: { readonly oldPasskey: string; readonly newPasskey: string } | null;
  readonly email: string | null;
}

/** Input of `saveLanguage`. */
export interface SaveLanguageRequest {
  readonly language: Language;
}

/** Events, named by who speaks. */
export type ProfileFormEvent =
  /** The password group changed (the view sends all three fields). */
  | ({ readonly type: 'user.editPasskey' } & PasskeyFields)
  /** The e-mail group changed (both fields). */
  | ({ readonly type: 'user.editEmail' } & EmailFields)
  | { readonly type: 'user.chooseLanguage'; readonly language: Language }
  /** Save the password and/or the e-mail, whichever group is complete (spec 001 §5). */
  | { readonly type: 'user.saveProfile' }
  | { readonly type: 'user.saveLanguage' }
  /** Close the outcome dialog before it closes itself. */
  | { readonly type: 'user.dismiss' }
  /** The account's language changed elsewhere (the header's switch): the radio follows. */
  | { readonly type: 'session.languageChanged'; readonly language: Language };

/**
 * Tags the page asks for:
 * - `saving`: a save is running (fields and buttons disabled)
 * - `saved` / `saveFailed`: the outcome dialog (closes itself after 2 s / 4 s)
 */
export type ProfileFormTag = 'saving' | 'saved' | 'saveFailed';

/** Spec 001 §8, §9: the success dialog closes after 2 s, the failure dialog after 4 s. */
export const PROFILE_FORM_TIMING = { savedMs: 2000, failedMs: 4000 } as const;

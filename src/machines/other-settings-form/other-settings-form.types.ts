import type { ApiFailure } from '../../api/api-failure';
import type {
  ApproverRole,
  PortalEnvironment,
  UserInteraction,
  UserInteractionBody,
  UserMessage,
  VersionNumber,
  VersionNumbers,
} from '../../api/contract';

/**
 * The public interface of the Other Settings form machine (spec 001 §2 Other Settings, §3, §5
 * Administration): the prepared version number and the update and message prompts (user
 * interaction), saved together with "Update version".
 */

export type VersionPart = keyof VersionNumber;
export const VERSION_PARTS: readonly VersionPart[] = ['major', 'minor', 'bugFix'];

/** The four checkboxes of the user interaction. */
export type InteractionFlag = 'suggestReload' | 'showMessage' | 'msgIsDependent' | 'isDisableDismissButton';

/**
 * The form as typed. Times are wall-clock values `YYYY-MM-DDTHH:mm` in the form's time zone (what the
 * date-time field holds); anything else (empty, unreadable text) is refused by the rules.
 */
export interface SettingsForm {
  /** The "version change" checkbox: the prepared version is sent (and its fields are editable). */
  readonly versionChange: boolean;
  /** The version parts as typed (integers when valid). */
  readonly version: Readonly<Record<VersionPart, string>>;
  readonly flags: Readonly<Record<InteractionFlag, boolean>>;
  readonly message: UserMessage;
  readonly start: string;
  readonly end: string;
}

/** What the server has: the prepared and the production version, and the prepared interaction. */
export interface LoadedSettings {
  readonly versions: VersionNumbers['versionNos'];
  readonly interaction: UserInteraction;
}

/** What the console hands the machine. */
export interface OtherSettingsFormInput {
  /** Only the `administrator` edits major and minor (spec 001 §5). */
  readonly role: ApproverRole;
  /** On production nothing can be changed. */
  readonly environment: PortalEnvironment;
  /** The IANA zone the form's times are written in (the organisation's); the server gets Berlin time. */
  readonly timeZone: string;
}

export interface OtherSettingsFormContext {
  readonly role: ApproverRole;
  readonly environment: PortalEnvironment;
  readonly timeZone: string;
  /** The server's settings; null before the first load. */
  readonly loaded: LoadedSettings | null;
  readonly form: SettingsForm;
  /** Why the last call failed, and which; null otherwise. */
  readonly failure: { readonly call: 'load' | 'save'; readonly failure: ApiFailure } | null;
}

/** Input of `saveSettings`: the parts to store, at least one. */
export interface SaveSettingsRequest {
  readonly version: VersionNumber | null;
  readonly interaction: UserInteractionBody | null;
}

/** Output of `saveSettings`: the server's answer per part sent. */
export interface SavedSettings {
  readonly versions: VersionNumbers | null;
  readonly interaction: UserInteraction | null;
}

/** A form field a problem is shown at. */
export type SettingsField = VersionPart | 'messageDe' | 'messageEn' | 'start' | 'end';

/** Why a field keeps "Update version" disabled (i18n keys `otherSettings.problems.<problem>`). */
export type SettingsProblem =
  'notInteger' | 'tooLarge' | 'required' | 'tooLong' | 'invalidDate' | 'inPast' | 'beforeStart';

export type SettingsProblems = Readonly<Partial<Record<SettingsField, SettingsProblem>>>;

/** Events, named by who speaks. */
export type OtherSettingsFormEvent =
  | { readonly type: 'user.setVersionChange'; readonly checked: boolean }
  | { readonly type: 'user.editVersion'; readonly part: VersionPart; readonly value: string }
  | { readonly type: 'user.setFlag'; readonly flag: InteractionFlag; readonly checked: boolean }
  | { readonly type: 'user.editMessage'; readonly language: keyof UserMessage; readonly text: string }
  | { readonly type: 'user.editStart'; readonly value: string }
  | { readonly type: 'user.editEnd'; readonly value: string }
  /** "Update version": store what is checked (spec 001 §5). */
  | { readonly type: 'user.save' }
  | { readonly type: 'user.retry' }
  /** Close the outcome dialog. */
  | { readonly type: 'user.dismiss' }
  /** A deployment happened (the approvals machine): production now runs `version`. */
  | { readonly type: 'release.deployed'; readonly version: VersionNumber };

/**
 * Tags the view asks for: `loading`, `loadFailed` (retry), `saving`, and the outcome dialog `saved`
 * / `saveFailed` (retry or close).
 */
export type OtherSettingsFormTag = 'loading' | 'loadFailed' | 'saving' | 'saved' | 'saveFailed';

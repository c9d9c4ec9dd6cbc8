import { ADMIN_LIMITS, type UserInteractionBody, type VersionNumber } from '../../api/contract';
import { instantOfWallTime, serverDateText, wallTimeOf } from './interaction-time';
import {
  VERSION_PARTS,
  type InteractionFlag,
  type LoadedSettings,
  type OtherSettingsFormContext,
  type SaveSettingsRequest,
  type SavedSettings,
  type SettingsForm,
  type SettingsProblem,
  type SettingsProblems,
  type VersionPart,
} from './other-settings-form.types';

/** Spec 001 §5: a message runs from now to now + 3 days unless chosen otherwise. */
export const DEFAULT_MESSAGE_DAYS = 3;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The form before anything is loaded. */
export const EMPTY_FORM: SettingsForm = {
  versionChange: false,
  version: { major: '', minor: '', bugFix: '' },
  flags: { suggestReload: false, showMessage: false, msgIsDependent: false, isDisableDismissButton: false },
  message: { de: '', en: '' },
  start: '',
  end: '',
};

const isPreparing = (context: OtherSettingsFormContext) => context.environment !== 'production';
const versionText = (version: VersionNumber) => ({
  major: String(version.major),
  minor: String(version.minor),
  bugFix: String(version.bugFix),
});

/**
 * The form for what the server has: its checks and texts; the stored period while it is still ahead
 * (a start already past becomes now), else the defaults now and now + 3 days (spec 001 §5).
 */
export const formOf = (loaded: LoadedSettings, now: number, timeZone: string): SettingsForm => {
  const { interaction } = loaded;
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const storedStart = interaction.startDate === null ? null : Date.parse(interaction.startDate);
  const storedEnd = interaction.endDate === null ? null : Date.parse(interaction.endDate);
  const start = storedStart !== null && storedStart >= minute ? storedStart : minute;
  const end = storedEnd !== null && storedEnd >= start ? storedEnd : minute + DEFAULT_MESSAGE_DAYS * DAY_MS;
  return {
    versionChange: false,
    version: versionText(loaded.versions.current),
    flags: {
      suggestReload: interaction.suggestReload,
      showMessage: interaction.showMessage,
      msgIsDependent: interaction.msgIsDependent,
      isDisableDismissButton: interaction.isDisableDismissButton,
    },
    message: { de: interaction.message.de, en: interaction.message.en },
    start: wallTimeOf(start, timeZone),
    end: wallTimeOf(end, timeZone),
  };
};

/** A version part as typed: an integer from 0 to the contract's limit (spec 001 §5), or why not. */
export const versionPartOf = (text: string): number | SettingsProblem => {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (!/^\d+$/.test(trimmed)) return 'notInteger';
  const value = Number(trimmed);
  return value > ADMIN_LIMITS.maxVersionPart ? 'tooLarge' : value;
};

/** The caller may type into this version part: version change checked; major and minor are the administrator's. */
export const mayEditVersion = (context: OtherSettingsFormContext, part: VersionPart): boolean =>
  isPreparing(context) &&
  context.form.versionChange &&
  (part === 'bugFix' || context.role === 'administrator');

/**
 * A checkbox may take this value (spec 001 §5): "message relies on update" needs show message and
 * suggest refresh; "disable dismiss" needs show message. Clearing is always allowed.
 */
export const maySetFlag = (
  context: OtherSettingsFormContext,
  flag: InteractionFlag,
  checked: boolean,
): boolean => {
  if (!isPreparing(context)) return false;
  if (!checked) return true;
  const { flags } = context.form;
  if (flag === 'msgIsDependent') return flags.showMessage && flags.suggestReload;
  if (flag === 'isDisableDismissButton') return flags.showMessage;
  return true;
};

/** The form with a checkbox set; the checks that depend on a cleared one are cleared with it. */
export const withFlag = (form: SettingsForm, flag: InteractionFlag, checked: boolean): SettingsForm => {
  const flags = { ...form.flags, [flag]: checked };
  if (!flags.showMessage || !flags.suggestReload) flags.msgIsDependent = false;
  if (!flags.showMessage) flags.isDisableDismissButton = false;
  return { ...form, flags };
};

/** The form with version change (un)checked; unchecking brings back the prepared version. */
export const withVersionChange = (
  form: SettingsForm,
  checked: boolean,
  loaded: LoadedSettings | null,
): SettingsForm => ({
  ...form,
  versionChange: checked,
  version: checked || loaded === null ? form.version : versionText(loaded.versions.current),
});

/**
 * Whether "Update version" also stores the user interaction: a check is set, or one was set before
 * (clearing it withdraws the prompt). Otherwise only the version is stored.
 */
export const sendsInteraction = (context: OtherSettingsFormContext): boolean => {
  const { flags } = context.form;
  const before = context.loaded?.interaction;
  return (
    flags.suggestReload || flags.showMessage || before?.suggestReload === true || before?.showMessage === true
  );
};

/** Why each field stops the save, per spec 001 §5 and the contract's limits. */
export const settingsProblems = (context: OtherSettingsFormContext, now: number): SettingsProblems => {
  const { form, timeZone } = context;
  const problems: Partial<Record<keyof SettingsProblems, SettingsProblem>> = {};
  if (form.versionChange) {
    for (const part of VERSION_PARTS) {
      const value = versionPartOf(form.version[part]);
      if (typeof value !== 'number') problems[part] = value;
    }
  }
  if (form.flags.showMessage) {
    for (const [field, text] of [
      ['messageDe', form.message.de],
      ['messageEn', form.message.en],
    ] as const) {
      if (text.trim() === '') problems[field] = 'required';
      else if (text.length > ADMIN_LIMITS.maxMessageLength) problems[field] = 'tooLong';
    }
  }
  if (sendsInteraction(context)) {
    const start = instantOfWallTime(form.start, timeZone);
    const end = instantOfWallTime(form.end, timeZone);
    // The server's grace: a start typed a few minutes ago is still "now".
    if (start === null) problems.start = form.start === '' ? 'required' : 'invalidDate';
    else if (start < now - ADMIN_LIMITS.startGraceMs) problems.start = 'inPast';
    if (end === null) problems.end = form.end === '' ? 'required' : 'invalidDate';
    else if (start !== null && end < start) problems.end = 'beforeStart';
  }
  return problems;
};

/** Spec 001 §5: "Update version" needs suggest refresh, version change or show message checked. */
export const anyChecked = (form: SettingsForm): boolean =>
  form.versionChange || form.flags.suggestReload || form.flags.showMessage;

/** "Update version" is enabled: loaded, not production, something checked, no problem. */
export const canSave = (context: OtherSettingsFormContext, now: number): boolean =>
  isPreparing(context) &&
  context.loaded !== null &&
  anyChecked(context.form) &&
  Object.keys(settingsProblems(context, now)).length === 0;

const versionOf = (form: SettingsForm): VersionNumber => {
  const part = (p: VersionPart) => {
    const value = versionPartOf(form.version[p]);
    return typeof value === 'number' ? value : 0;
  };
  return { major: part('major'), minor: part('minor'), bugFix: part('bugFix') };
};

const interactionOf = (form: SettingsForm, timeZone: string): UserInteractionBody => ({
  ...form.flags,
  message: { de: form.message.de, en: form.message.en },
  start_date: serverDateText(instantOfWallTime(form.start, timeZone) ?? 0),
  end_date: serverDateText(instantOfWallTime(form.end, timeZone) ?? 0),
});

/** What "Update version" sends (only called when {@link canSave}). */
export const saveRequestOf = (context: OtherSettingsFormContext): SaveSettingsRequest => ({
  version: context.form.versionChange ? versionOf(context.form) : null,
  interaction: sendsInteraction(context) ? interactionOf(context.form, context.timeZone) : null,
});

/** The server's settings after a save: what it answered replaces what was loaded. */
export const loadedAfterSave = (loaded: LoadedSettings, saved: SavedSettings): LoadedSettings => ({
  versions: saved.versions?.versionNos ?? loaded.versions,
  interaction: saved.interaction ?? loaded.interaction,
});

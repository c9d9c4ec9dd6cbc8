import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { UserInteraction, VersionNumbers } from '../../api/contract';
import { conflictError } from '../deployment-approvals/deployment-approvals.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import { httpError, networkError } from '../session/session.fixtures';
import { canSave } from './other-settings-form.rules';
import type {
  LoadedSettings,
  OtherSettingsFormContext,
  OtherSettingsFormInput,
  SavedSettings,
} from './other-settings-form.types';

/** The clock of the fixtures: 23.11.2026 09:00 UTC, 10:00 in Berlin. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
export const FIXTURE_TIME_ZONE = 'Europe/Berlin';
const HOUR_MS = 3_600_000;

const NOTHING: UserInteraction = {
  suggestReload: false,
  showMessage: false,
  msgIsDependent: false,
  isDisableDismissButton: false,
  message: { de: '', en: '' },
  startDate: null,
  endDate: null,
  userSuggestReloadTs: 0,
  userMsgTs: 0,
};

export const FIXTURE_MESSAGE = {
  de: 'Am Samstag von 22:00 bis 23:00 Uhr ist das Portal wegen Wartung nicht erreichbar.',
  en: 'On Saturday from 22:00 to 23:00 the portal is down for maintenance.',
};

/** Prepared 1.3.0, production 1.2.4, no prompts. */
export const FIXTURE_FRESH: LoadedSettings = {
  versions: { current: { major: 1, minor: 3, bugFix: 0 }, production: { major: 1, minor: 2, bugFix: 4 } },
  interaction: NOTHING,
};

/** A prepared update with a message relying on it, from in an hour for two days. */
export const FIXTURE_PREPARED_MESSAGE: LoadedSettings = {
  versions: FIXTURE_FRESH.versions,
  interaction: {
    ...NOTHING,
    suggestReload: true,
    showMessage: true,
    msgIsDependent: true,
    message: FIXTURE_MESSAGE,
    startDate: new Date(FIXTURE_NOW + HOUR_MS).toISOString(),
    endDate: new Date(FIXTURE_NOW + 49 * HOUR_MS).toISOString(),
    userSuggestReloadTs: FIXTURE_NOW - HOUR_MS,
    userMsgTs: FIXTURE_NOW - HOUR_MS,
  },
};

const SAVED_VERSIONS: VersionNumbers = {
  versionNos: { current: { major: 1, minor: 3, bugFix: 1 }, production: FIXTURE_FRESH.versions.production },
};
/** The answer of a save of version 1.3.1 with a suggested refresh. */
export const FIXTURE_SAVED: SavedSettings = {
  versions: SAVED_VERSIONS,
  interaction: { ...NOTHING, suggestReload: true, userSuggestReloadTs: FIXTURE_NOW },
};

/** Test and story data for the Other Settings form machine. Not imported by the app. */
export const otherSettingsFormFixtures: {
  readonly inputs: Readonly<Record<'administrator' | 'operatorAdmin' | 'production', OtherSettingsFormInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    administrator: { role: 'administrator', environment: 'staging', timeZone: FIXTURE_TIME_ZONE },
    operatorAdmin: { role: 'operator_admin', environment: 'local', timeZone: FIXTURE_TIME_ZONE },
    production: { role: 'administrator', environment: 'production', timeZone: FIXTURE_TIME_ZONE },
  },
  eventVariants: {
    // A prepared message first: the walker (states by value) reaches a savable form from it.
    'xstate.done.actor.loadSettings': [
      done('loadSettings', FIXTURE_PREPARED_MESSAGE),
      done('loadSettings', FIXTURE_FRESH),
    ],
    'xstate.error.actor.loadSettings': [failed('loadSettings', networkError())],
    'xstate.done.actor.saveSettings': [done('saveSettings', FIXTURE_SAVED)],
    'xstate.error.actor.saveSettings': [
      failed('saveSettings', conflictError('environment')),
      failed('saveSettings', httpError(403)),
    ],
    'user.setVersionChange': [
      { type: 'user.setVersionChange', checked: true },
      { type: 'user.setVersionChange', checked: false },
    ],
    // One valid edit per owner (major: the administrator's) and one that is not an integer.
    'user.editVersion': [
      { type: 'user.editVersion', part: 'major', value: '2' },
      { type: 'user.editVersion', part: 'bugFix', value: '1' },
      { type: 'user.editVersion', part: 'bugFix', value: '1.5' },
    ],
    'user.setFlag': (
      ['suggestReload', 'showMessage', 'msgIsDependent', 'isDisableDismissButton'] as const
    ).flatMap((flag) => [
      { type: 'user.setFlag', flag, checked: true },
      { type: 'user.setFlag', flag, checked: false },
    ]),
    'user.editMessage': [
      { type: 'user.editMessage', language: 'de', text: FIXTURE_MESSAGE.de },
      { type: 'user.editMessage', language: 'en', text: FIXTURE_MESSAGE.en },
      { type: 'user.editMessage', language: 'de', text: '' },
    ],
    // Tomorrow 10:00 Berlin, and yesterday (in the past).
    'user.editStart': [
      { type: 'user.editStart', value: '2026-11-24T10:00' },
      { type: 'user.editStart', value: '2026-11-22T10:00' },
    ],
    // In a week, and before any start above.
    'user.editEnd': [
      { type: 'user.editEnd', value: '2026-11-30T10:00' },
      { type: 'user.editEnd', value: '2026-11-21T10:00' },
    ],
    'user.save': [{ type: 'user.save' }],
    'user.retry': [{ type: 'user.retry' }],
    'user.dismiss': [{ type: 'user.dismiss' }],
    'release.deployed': [{ type: 'release.deployed', version: { major: 1, minor: 3, bugFix: 0 } }],
  },
};

/**
 * The model's "same state": the value and what the guards read: whether version change, suggest
 * refresh and show message are checked, and whether "Update version" is enabled.
 */
export const serializeOtherSettingsForm = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as OtherSettingsFormContext;
  const { versionChange, flags } = context.form;
  return JSON.stringify({
    value: snapshot.value as unknown,
    loaded: context.loaded !== null,
    checks: [versionChange, flags.suggestReload, flags.showMessage],
    canSave: canSave(context, Date.now()),
    failed: context.failure?.call ?? null,
  });
};

import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import {
  getNotificationSettings,
  saveNotificationSettings,
  type NotificationSetting,
  type SuccessOf,
} from '../../api/contract';
import { formOf } from './settings-form.rules';
import type { SaveSettingsRequest } from './settings-form.types';

/** What the save answers: every saved vehicle with its settings as now stored. */
export type SettingsSaved = SuccessOf<typeof saveNotificationSettings>;

/** Input of `loadSettings`. */
export interface LoadSettingsRequest {
  readonly wpId: number;
}

const notProvided = (name: string) => () =>
  Promise.reject(
    new Error(`The settings form actor '${name}' was not provided (see settingsFormMachineFor).`),
  );

/** The form's calls; the defaults reject (tests and stories provide fakes). */
export const settingsFormActorDefaults = {
  loadSettings: fromPromise<readonly NotificationSetting[], LoadSettingsRequest>(notProvided('loadSettings')),
  saveSettings: fromPromise<SettingsSaved, SaveSettingsRequest>(notProvided('saveSettings')),
};

/** What the real calls need. */
export interface SettingsFormDeps {
  readonly api: ApiClient;
  /** Read at call time: a refresh in between is picked up. */
  readonly getAccessToken: () => string | null;
}

/**
 * The real calls through the typed API client (leaving the state aborts them). Any status but 200
 * rejects (the client checks the contract's success status), so only 200 counts as saved.
 */
export const createSettingsFormActors = (deps: SettingsFormDeps) => ({
  loadSettings: fromPromise<readonly NotificationSetting[], LoadSettingsRequest>(({ input, signal }) =>
    deps.api.call(getNotificationSettings, {
      ...callAuth(deps.getAccessToken(), signal),
      params: { wpId: input.wpId },
    }),
  ),
  saveSettings: fromPromise<SettingsSaved, SaveSettingsRequest>(({ input, signal }) =>
    deps.api.call(saveNotificationSettings, {
      ...callAuth(deps.getAccessToken(), signal),
      body: { form: formOf(input.rows), wpIds: input.wpIds },
    }),
  ),
});

import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { ApiCallError } from '../../api/api-failure';
import {
  deleteTemporaryNotificationSetting,
  getNotificationSettings,
  listTemporaryNotificationSettings,
  saveNotificationSettings,
  type SuccessOf,
} from '../../api/contract';
import { formOf } from './settings-form.rules';
import type { LoadedSettings, RemoveTemporaryRequest, SaveSettingsRequest } from './settings-form.types';

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
  loadSettings: fromPromise<LoadedSettings, LoadSettingsRequest>(notProvided('loadSettings')),
  saveSettings: fromPromise<SettingsSaved, SaveSettingsRequest>(notProvided('saveSettings')),
  removeTemporary: fromPromise<void, RemoveTemporaryRequest>(notProvided('removeTemporary')),
};

/** A 404 on removal: the temporary setting is gone already (ended elsewhere), which was the aim. */
const isGone = (error: unknown) =>
  error instanceof ApiCallError && error.failure._tag === 'HttpError' && error.failure.status === 404;

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
  loadSettings: fromPromise<LoadedSettings, LoadSettingsRequest>(async ({ input, signal }) => {
    const request = { ...callAuth(deps.getAccessToken(), signal), params: { wpId: input.wpId } };
    const [settings, temporary] = await Promise.all([
      deps.api.call(getNotificationSettings, request),
      deps.api.call(listTemporaryNotificationSettings, request),
    ]);
    return { settings, temporary: temporary.items };
  }),
  saveSettings: fromPromise<SettingsSaved, SaveSettingsRequest>(({ input, signal }) =>
    deps.api.call(saveNotificationSettings, {
      ...callAuth(deps.getAccessToken(), signal),
      body: {
        form: formOf(input.rows),
        wpIds: input.wpIds,
        ...(input.period ? { period: input.period } : {}),
      },
    }),
  ),
  removeTemporary: fromPromise<void, RemoveTemporaryRequest>(async ({ input, signal }) => {
    try {
      await deps.api.call(deleteTemporaryNotificationSetting, {
        ...callAuth(deps.getAccessToken(), signal),
        params: { wpId: input.wpId, id: input.id },
      });
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }),
});

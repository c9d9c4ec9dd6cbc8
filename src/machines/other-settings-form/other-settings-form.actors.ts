import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import {
  getUserInteraction,
  getVersionNumbers,
  setUserInteraction,
  setVersionNumber,
} from '../../api/contract';
import type { OtherSettingsDeps } from '../deployment-approvals/deployment-approvals.actors';
import type { LoadedSettings, SaveSettingsRequest, SavedSettings } from './other-settings-form.types';

const notProvided = (name: string) => () =>
  Promise.reject(
    new Error(`The Other Settings form actor '${name}' was not provided (see otherSettingsMachinesFor).`),
  );

/** The form's calls; the defaults reject (tests and stories provide fakes). */
export const otherSettingsFormActorDefaults = {
  loadSettings: fromPromise<LoadedSettings>(notProvided('loadSettings')),
  saveSettings: fromPromise<SavedSettings, SaveSettingsRequest>(notProvided('saveSettings')),
};

/**
 * The real calls (leaving the state aborts them). The version goes first: when it is refused (a
 * major or minor change by the operator's admin), the prompts are not prepared either.
 */
export const createOtherSettingsFormActors = (
  deps: OtherSettingsDeps,
): typeof otherSettingsFormActorDefaults => ({
  loadSettings: fromPromise<LoadedSettings>(async ({ signal }) => {
    const auth = () => callAuth(deps.getAccessToken(), signal);
    const [versions, interaction] = await Promise.all([
      deps.api.call(getVersionNumbers, auth()),
      deps.api.call(getUserInteraction, auth()),
    ]);
    return { versions: versions.versionNos, interaction };
  }),
  saveSettings: fromPromise<SavedSettings, SaveSettingsRequest>(async ({ input, signal }) => {
    const versions =
      input.version === null
        ? null
        : await deps.api.call(setVersionNumber, {
            ...callAuth(deps.getAccessToken(), signal),
            body: input.version,
          });
    const interaction =
      input.interaction === null
        ? null
        : await deps.api.call(setUserInteraction, {
            ...callAuth(deps.getAccessToken(), signal),
            body: input.interaction,
          });
    return { versions, interaction };
  }),
});

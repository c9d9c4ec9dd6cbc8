import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { updateAccountSettings, updateEmail, updatePasskey } from '../../api/contract';
import type { SaveLanguageRequest, SaveProfileRequest } from './profile-form.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The profile form actor '${name}' was not provided (see profileFormMachineFor).`));

/** The form's calls; the defaults reject (tests and stories provide fakes). */
export const profileFormActorDefaults = {
  saveProfile: fromPromise<void, SaveProfileRequest>(notProvided('saveProfile')),
  saveLanguage: fromPromise<void, SaveLanguageRequest>(notProvided('saveLanguage')),
};

/** What the real calls need. */
export interface ProfileFormDeps {
  readonly api: Pick<ApiClient, 'call'>;
  /** Read at call time: a refresh in between is picked up. */
  readonly getAccessToken: () => string | null;
}

/**
 * The real calls through the typed API client (leaving the state aborts them). The password goes
 * first: when it is refused (wrong current password), the e-mail is not changed either, so the
 * failure dialog speaks for the whole save.
 */
export const createProfileFormActors = (deps: ProfileFormDeps): typeof profileFormActorDefaults => ({
  saveProfile: fromPromise<void, SaveProfileRequest>(async ({ input, signal }) => {
    if (input.passkey) {
      await deps.api.call(updatePasskey, { ...callAuth(deps.getAccessToken(), signal), body: input.passkey });
    }
    if (input.email !== null) {
      await deps.api.call(updateEmail, {
        ...callAuth(deps.getAccessToken(), signal),
        body: { email: input.email },
      });
    }
  }),
  saveLanguage: fromPromise<void, SaveLanguageRequest>(async ({ input, signal }) => {
    await deps.api.call(updateAccountSettings, {
      ...callAuth(deps.getAccessToken(), signal),
      body: { settings: { language: input.language } },
    });
  }),
});

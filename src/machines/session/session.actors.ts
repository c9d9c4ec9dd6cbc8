import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import {
  createAccessToken,
  createRefreshToken,
  getAccountAccessRights,
  getAccountSettings,
  getPersonAccount,
  revokeRefreshToken,
  updateAccountSettings,
  type AccessRights,
  type AccountSettings,
  type PersonAccount,
} from '../../api/contract';

/** Input of the `login` actor (createRefreshToken). */
export interface LoginInput {
  readonly accountName: string;
  readonly passkey: string;
}
/** Output of the `login` actor: the new user token. */
export interface LoginOutput {
  readonly refreshToken: string;
}
/** Input of the actors that authenticate with the user token (createAccessToken, revokeRefreshToken). */
export interface UserTokenInput {
  readonly userToken: string;
}
/** Output of `fetchAccessToken`. */
export interface AccessTokenOutput {
  readonly accessToken: string;
  /** Seconds until the access token expires. */
  readonly expiresIn: number;
}
/** Input of the actors that authenticate with the access token. */
export interface AccessTokenInput {
  readonly accessToken: string;
}
/** Output of `loadProfile`: account, rights and settings, loaded together. */
export interface ProfileOutput {
  readonly account: PersonAccount;
  readonly accessRights: AccessRights;
  readonly accessRightsByOrganisation: Readonly<Record<string, AccessRights>>;
  readonly settings: AccountSettings;
}
/** Input of `saveSettings` (updateAccountSettings): only the settings that change. */
export interface SaveSettingsInput extends AccessTokenInput {
  readonly settings: AccountSettings;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The session actor '${name}' was not provided (see createAppActors).`));

/**
 * The session machine's remote work, by name. The defaults reject: the composition root provides
 * {@link createSessionApiActors}, tests and stories provide fakes.
 */
export const sessionActorDefaults = {
  login: fromPromise<LoginOutput, LoginInput>(notProvided('login')),
  fetchAccessToken: fromPromise<AccessTokenOutput, UserTokenInput>(notProvided('fetchAccessToken')),
  revokeUserToken: fromPromise<void, UserTokenInput>(notProvided('revokeUserToken')),
  loadProfile: fromPromise<ProfileOutput, AccessTokenInput>(notProvided('loadProfile')),
  saveSettings: fromPromise<AccountSettings, SaveSettingsInput>(notProvided('saveSettings')),
};

/** The real actors: every call goes through the typed API client and passes the abort signal on. */
export const createSessionApiActors = (api: ApiClient): typeof sessionActorDefaults => ({
  login: fromPromise<LoginOutput, LoginInput>(({ input, signal }) =>
    api.call(createRefreshToken, { body: input, signal }),
  ),
  fetchAccessToken: fromPromise<AccessTokenOutput, UserTokenInput>(({ input, signal }) =>
    api.call(createAccessToken, { userToken: input.userToken, signal }),
  ),
  revokeUserToken: fromPromise<void, UserTokenInput>(({ input, signal }) =>
    api.call(revokeRefreshToken, { userToken: input.userToken, signal }),
  ),
  loadProfile: fromPromise<ProfileOutput, AccessTokenInput>(async ({ input, signal }) => {
    const auth = { accessToken: input.accessToken, signal };
    const [account, rights, settings] = await Promise.all([
      api.call(getPersonAccount, auth),
      api.call(getAccountAccessRights, auth),
      api.call(getAccountSettings, auth),
    ]);
    return {
      account,
      accessRights: rights.accessRights,
      accessRightsByOrganisation: rights.accessRightsByOrganisation,
      settings: settings.settings,
    };
  }),
  saveSettings: fromPromise<AccountSettings, SaveSettingsInput>(async ({ input, signal }) => {
    const saved = await api.call(updateAccountSettings, {
      accessToken: input.accessToken,
      body: { settings: input.settings },
      signal,
    });
    return saved.settings;
  }),
});

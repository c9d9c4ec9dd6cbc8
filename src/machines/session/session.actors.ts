import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import type { AccountSettings } from '../../api/contract';
import { loadOnce } from '../shared/load-once';
import type {
  AccessTokenInput,
  AccessTokenOutput,
  LoginInput,
  LoginOutput,
  ProfileOutput,
  SaveSettingsInput,
  UserTokenInput,
} from './session.types';

export type {
  AccessTokenInput,
  AccessTokenOutput,
  LoginInput,
  LoginOutput,
  ProfileOutput,
  SaveSettingsInput,
  SessionCalls,
  UserTokenInput,
} from './session.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The session actor '${name}' was not provided (see createSessionActors).`));

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

/**
 * The real actors over the API client that `loadApi` gives: each loads the calls on its first run (a
 * chunk that cannot be fetched fails the call like no answer would, and the next call tries again).
 */
export const createSessionApiActors = (loadApi: () => Promise<ApiClient>): typeof sessionActorDefaults => {
  const calls = loadOnce(async () => {
    const [{ createSessionCalls }, api] = await Promise.all([import('./session.calls'), loadApi()]);
    return createSessionCalls(api);
  });
  return {
    login: fromPromise<LoginOutput, LoginInput>(async ({ input, signal }) =>
      (await calls()).login(input, signal),
    ),
    fetchAccessToken: fromPromise<AccessTokenOutput, UserTokenInput>(async ({ input, signal }) =>
      (await calls()).fetchAccessToken(input, signal),
    ),
    revokeUserToken: fromPromise<void, UserTokenInput>(async ({ input, signal }) =>
      (await calls()).revokeUserToken(input, signal),
    ),
    loadProfile: fromPromise<ProfileOutput, AccessTokenInput>(async ({ input, signal }) =>
      (await calls()).loadProfile(input, signal),
    ),
    saveSettings: fromPromise<AccountSettings, SaveSettingsInput>(async ({ input, signal }) =>
      (await calls()).saveSettings(input, signal),
    ),
  };
};

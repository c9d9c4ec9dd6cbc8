import type { ApiClient } from '../../api/api-client';
import {
  createAccessToken,
  createRefreshToken,
  getAccountAccessRights,
  getAccountSettings,
  getPersonAccount,
  revokeRefreshToken,
  updateAccountSettings,
} from '../../api/contract';
import type { SessionCalls } from './session.types';

/**
 * The session's calls through the typed API client. Loaded lazily by `createSessionApiActors`: this
 * module brings the contract (and Effect's Schema) with it.
 */
export const createSessionCalls = (api: ApiClient): SessionCalls => ({
  login: (input, signal) => api.call(createRefreshToken, { body: input, signal }),
  fetchAccessToken: (input, signal) => api.call(createAccessToken, { userToken: input.userToken, signal }),
  revokeUserToken: (input, signal) => api.call(revokeRefreshToken, { userToken: input.userToken, signal }),
  loadProfile: async (input, signal) => {
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
  },
  saveSettings: async (input, signal) => {
    const saved = await api.call(updateAccountSettings, {
      accessToken: input.accessToken,
      body: { settings: input.settings },
      signal,
    });
    return saved.settings;
  },
});

import type { ApiClient } from '../../api/api-client';
import { createPasskeyReset, createPasskeyResetRequest } from '../../api/contract/accounts.contract';
import type { PasskeyResetCalls } from './passkey-reset.types';

/** The origin the reset request names (spec 000 §7: default 'telematics'). */
export const PASSKEY_RESET_ORIGIN = 'telematics';

/**
 * The reset page's calls through the typed API client. Loaded lazily by `createPasskeyResetMachine`:
 * this module brings the contract (and Effect's Schema) with it.
 */
export const createPasskeyResetCalls = (api: Pick<ApiClient, 'call'>): PasskeyResetCalls => ({
  requestReset: async (input, signal) => {
    await api.call(createPasskeyResetRequest, {
      body: { accountName: input.accountName, origin: PASSKEY_RESET_ORIGIN, emailLocale: input.emailLocale },
      signal,
    });
  },
  resetPasskey: async (input, signal) => {
    await api.call(createPasskeyReset, {
      body: { newPasskey: input.newPasskey, resetAuthentificationToken: input.token },
      signal,
    });
  },
});

import type { Authenticator } from '../http/route';
import type { AccountsService } from './accounts.service';

/**
 * The binder's view of the accounts service: both kinds of token, verified against the database.
 * Device keys are the telemetry module's; the app composes the two.
 */
export const createAuthenticator = (service: AccountsService): Omit<Authenticator, 'deviceKey'> => ({
  accessToken: (token) => service.verifyAccessToken(token),
  userToken: (token) => service.verifyUserToken(token),
});

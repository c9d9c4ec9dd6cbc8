import type { Authenticator } from '../http/route';
import type { AccountsService } from './accounts.service';

/**
 * The binder's view of the accounts service: both kinds of token, verified against the database.
 * Device keys are the telemetry module's and the administrator check the console's; the app
 * composes them.
 */
export const createAuthenticator = (
  service: AccountsService,
): Pick<Authenticator, 'accessToken' | 'userToken'> => ({
  accessToken: (token) => service.verifyAccessToken(token),
  userToken: (token) => service.verifyUserToken(token),
});

import type { Hono } from 'hono';
import * as contract from '../../src/api/contract';
import { route, type Authenticator } from '../http/route';
import type { AccountsService } from './accounts.service';

/** Binds every operation of the accounts contract; decoding and authentication happen in `route`. */
export const registerAccountRoutes = (app: Hono, auth: Authenticator, service: AccountsService): void => {
  route(app, auth, contract.createRefreshToken, ({ body, clientAddress }) =>
    service.createRefreshToken(body, clientAddress),
  );
  route(app, auth, contract.revokeRefreshToken, ({ caller }) => service.revokeRefreshToken(caller));
  route(app, auth, contract.createAccessToken, ({ caller }) => service.createAccessToken(caller));
  route(app, auth, contract.getAccountAccessRights, ({ caller }) => service.getAccountAccessRights(caller));
  route(app, auth, contract.getPersonAccount, ({ caller }) => service.getPersonAccount(caller));
  route(app, auth, contract.getAccountSettings, ({ caller }) => service.getAccountSettings(caller));
  route(app, auth, contract.updateAccountSettings, ({ caller, body }) =>
    service.updateAccountSettings(caller, body.settings),
  );
  route(app, auth, contract.createPasskeyResetRequest, ({ body, clientAddress }) =>
    service.createPasskeyResetRequest(body, clientAddress),
  );
  route(app, auth, contract.createPasskeyReset, ({ body }) => service.createPasskeyReset(body));
  route(app, auth, contract.updatePasskey, ({ caller, body }) => service.updatePasskey(caller, body));
  route(app, auth, contract.createSignatureConfirmation, ({ caller, body }) =>
    service.createSignatureConfirmation(caller, body),
  );
  route(app, auth, contract.updateEmail, ({ caller, body }) => service.updateEmail(caller, body.email));
  route(app, auth, contract.getAvatarImageUrl, ({ caller }) => service.getAvatarImageUrl(caller));
  route(app, auth, contract.getAvatarImage, ({ params, query }) =>
    service.getAvatarImage(params.accountId, query.signature),
  );
  route(app, auth, contract.updateAvatarImage, ({ caller, body }) =>
    service.updateAvatarImage(caller, body.avatarImage),
  );
  route(app, auth, contract.deleteAvatarImage, ({ caller }) => service.deleteAvatarImage(caller));
};

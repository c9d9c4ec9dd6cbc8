import type { Hono } from 'hono';
import * as contract from '../../src/api/contract';
import { route, type Authenticator } from '../http/route';
import type { ContentAccountsService } from './content-accounts.service';

/** Binds the content service's account calls; decoding and authentication happen in `route`. */
export const registerContentAccountRoutes = (
  app: Hono,
  auth: Authenticator,
  service: ContentAccountsService,
): void => {
  route(app, auth, contract.updateContentUser, ({ caller, body }) => service.updateContentUser(caller, body));
  route(app, auth, contract.getUserData, ({ caller }) => service.getUserData(caller));
  route(app, auth, contract.uploadProfileImage, ({ caller, body }) =>
    service.uploadProfileImage(caller, body.image),
  );
  route(app, auth, contract.deleteProfileImage, ({ caller }) => service.deleteProfileImage(caller));
  route(app, auth, contract.saveUserLocale, ({ caller, body }) =>
    service.saveUserLocale(caller, body.locale),
  );
  route(app, auth, contract.getLocomotives, ({ caller }) => service.getLocomotives(caller));
};

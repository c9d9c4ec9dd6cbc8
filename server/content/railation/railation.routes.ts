import type { Hono } from 'hono';
import * as contract from '../../../src/api/contract';
import { route, type Authenticator } from '../../http/route';
import type { RailationAdminService } from './railation-admin.service';
import type { RailationService } from './railation.service';

/** Binds the directory's and the FAQ's calls; decoding and authentication happen in `route`. */
export const registerRailationRoutes = (app: Hono, auth: Authenticator, service: RailationService): void => {
  route(app, auth, contract.getRailationPlaces, ({ caller, query }) => service.places(caller, query));
  route(app, auth, contract.getRailationMarkers, ({ caller, query }) => service.markers(caller, query));
  route(app, auth, contract.getRailationPlace, ({ caller, params }) => service.place(caller, params.placeId));
  route(app, auth, contract.getRailationCategories, ({ caller }) => service.categories(caller));
  route(app, auth, contract.getFaq, ({ caller, query }) => service.faq(caller, query.lang ?? 'de'));
};

/** Binds the administrators' writes of the directory. */
export const registerRailationAdminRoutes = (
  app: Hono,
  auth: Authenticator,
  service: RailationAdminService,
): void => {
  route(app, auth, contract.importRailationPlaces, ({ caller, body }) => service.importPlaces(caller, body));
  route(app, auth, contract.createRailationPlace, ({ caller, body }) => service.createPlace(caller, body));
  route(app, auth, contract.updateRailationPlace, ({ caller, params, body }) =>
    service.updatePlace(caller, params.placeId, body),
  );
  route(app, auth, contract.deleteRailationPlace, ({ caller, params }) =>
    service.deletePlace(caller, params.placeId),
  );
};

import type { Hono } from 'hono';
import * as contract from '../../src/api/contract';
import { route, type Authenticator } from '../http/route';
import type { FleetService } from './fleet.service';
import type { RestrictionService } from './restrictions/restriction.service';
import { registerRestrictionRoutes } from './restrictions/restrictions.routes';

/**
 * Binds every operation of the fleet contract and the vehicles' restriction notices; decoding and
 * authentication happen in `route`.
 */
export const registerFleetRoutes = (
  app: Hono,
  auth: Authenticator,
  service: FleetService,
  restrictions: RestrictionService,
): void => {
  registerRestrictionRoutes(app, auth, restrictions);
  route(app, auth, contract.getVehicleMetadata, ({ caller }) => service.getVehicleMetadata(caller));
  route(app, auth, contract.getUserVehicles, ({ caller }) => service.getUserVehicles(caller));
  route(app, auth, contract.getActiveVehicleList, ({ caller }) => service.getActiveVehicleList(caller));
  route(app, auth, contract.getLiveData, ({ caller, query }) =>
    service.getLiveData(caller, query.vehicleIds),
  );
  route(app, auth, contract.getLiveDataForVehicle, ({ caller, params, query }) =>
    service.getLiveDataForVehicle(caller, params.vehicleId, query.language),
  );
  route(app, auth, contract.getWeatherInfo, ({ caller, params, query }) =>
    service.getWeatherInfo(caller, params.vehicleId, query.language),
  );
  route(app, auth, contract.getDatasheet, ({ caller, params }) =>
    service.getDatasheet(caller, params.vehicleId),
  );
  route(app, auth, contract.saveLocomotiveComment, ({ caller, params, body }) =>
    service.saveLocomotiveComment(caller, params.wpId, body),
  );
};

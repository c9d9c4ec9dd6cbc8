import type { Hono } from 'hono';
import * as contract from '../../../src/api/contract';
import { route, type Authenticator } from '../../http/route';
import type { RestrictionService } from './restriction.service';

/** Binds the restriction notices (issue 30 §2); decoding and auth happen in `route`. */
export const registerRestrictionRoutes = (
  app: Hono,
  auth: Authenticator,
  restrictions: RestrictionService,
) => {
  route(app, auth, contract.listActiveRestrictions, ({ caller }) => restrictions.active(caller));
  route(app, auth, contract.listVehicleRestrictions, ({ caller, params }) =>
    restrictions.list(caller, params.vehicleId),
  );
  route(app, auth, contract.createVehicleRestriction, ({ caller, params, body }) =>
    restrictions.create(caller, params.vehicleId, body),
  );
  route(app, auth, contract.liftVehicleRestriction, ({ caller, params, body }) =>
    restrictions.lift(caller, params.vehicleId, params.restrictionId, body.remark),
  );
  route(app, auth, contract.acknowledgeVehicleRestriction, ({ caller, params, body }) =>
    restrictions.acknowledge(caller, params.vehicleId, params.restrictionId, body),
  );
};

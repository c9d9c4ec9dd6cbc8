import type { Hono } from 'hono';
import * as contract from '../../../src/api/contract';
import { route, type Authenticator } from '../../http/route';
import type { TrackService } from './track.service';

/** Binds getTracks; decoding and authentication happen in `route`. */
export const registerTrackRoutes = (app: Hono, auth: Authenticator, service: TrackService): void => {
  route(app, auth, contract.getTracks, ({ caller, params, query }) =>
    service.getTracks(caller, params.vehicleId, query),
  );
};

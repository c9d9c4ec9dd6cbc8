import type { Hono } from 'hono';
import * as contract from '../../../src/api/contract';
import { route, type Authenticator } from '../../http/route';
import type { HeatmapService } from './heatmap.service';

/** Binds getHeatmap; decoding and authentication happen in `route`. */
export const registerHeatmapRoutes = (app: Hono, auth: Authenticator, service: HeatmapService): void => {
  route(app, auth, contract.getHeatmap, ({ caller, params, query }) =>
    service.getHeatmap(caller, params.vehicleId, query),
  );
};

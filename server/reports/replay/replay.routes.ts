import type { Hono } from 'hono';
import * as contract from '../../../src/api/contract';
import { route, type Authenticator } from '../../http/route';
import type { ReplayService } from './replay.service';

/** Binds the replay's chunk and fleet-at reads; decoding and authentication happen in `route`. */
export const registerReplayRoutes = (app: Hono, auth: Authenticator, service: ReplayService): void => {
  route(app, auth, contract.getReplayChunk, ({ caller, query }) => service.getReplayChunk(caller, query));
  route(app, auth, contract.getFleetAt, ({ caller, query }) => service.getFleetAt(caller, query));
};

import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import {
  acknowledgeVehicleRestriction,
  createVehicleRestriction,
  liftVehicleRestriction,
  listVehicleRestrictions,
  type Restriction,
  type VehicleRestrictions,
} from '../../api/contract/restrictions.contract';
import type {
  AcknowledgeRestrictionRequest,
  CreateRestrictionRequest,
  LiftRestrictionRequest,
} from './vehicle-restrictions.types';

type Token = () => string | null;

/** The real calls of the vehicle restrictions machine (leaving a state aborts its call). */
export const createRestrictionApiActors = (client: ApiClient, accessToken: Token) => ({
  loadRestrictions: fromPromise<VehicleRestrictions, { vehicleId: number }>(({ input, signal }) =>
    client.call(listVehicleRestrictions, {
      ...callAuth(accessToken(), signal),
      params: { vehicleId: input.vehicleId },
    }),
  ),
  createRestriction: fromPromise<Restriction, CreateRestrictionRequest>(({ input, signal }) =>
    client.call(createVehicleRestriction, {
      ...callAuth(accessToken(), signal),
      params: { vehicleId: input.vehicleId },
      body: { text: input.text, speedLimitKmh: input.speedLimitKmh, validUntil: input.validUntil },
    }),
  ),
  liftRestriction: fromPromise<Restriction, LiftRestrictionRequest>(({ input, signal }) =>
    client.call(liftVehicleRestriction, {
      ...callAuth(accessToken(), signal),
      params: { vehicleId: input.vehicleId, restrictionId: input.restrictionId },
      body: { remark: input.remark },
    }),
  ),
  acknowledgeRestriction: fromPromise<Restriction, AcknowledgeRestrictionRequest>(({ input, signal }) =>
    client.call(acknowledgeVehicleRestriction, {
      ...callAuth(accessToken(), signal),
      params: { vehicleId: input.vehicleId, restrictionId: input.restrictionId },
      body: {},
    }),
  ),
});

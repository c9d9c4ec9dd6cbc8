import type { Hono } from 'hono';
import type { Restriction, VehicleRestrictions } from '../../../src/api/contract';
import { call } from '../../test-support/http-client';
import { GW } from '../test-fleet';

export const restrictionsPath = (vehicleId: number) => `${GW}/vehicles/${vehicleId}/restrictions`;
export const ACTIVE_RESTRICTIONS = `${GW}/restrictions/active`;

/** Creates a restriction; fails unless it was stored. */
export const addRestriction = async (
  app: Hono,
  accessToken: string,
  vehicleId: number,
  body: { text: string; speedLimitKmh?: number | null; validUntil?: string | null },
): Promise<Restriction> => {
  const response = await call(app, 'POST', restrictionsPath(vehicleId), {
    accessToken,
    body: { speedLimitKmh: null, validUntil: null, ...body },
  });
  if (response.status !== 201) throw new Error(`create: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Restriction;
};

/** A vehicle's restrictions as the list answers them. */
export const restrictionsOf = async (app: Hono, accessToken: string, vehicleId: number) => {
  const response = await call(app, 'GET', restrictionsPath(vehicleId), { accessToken });
  if (response.status !== 200) throw new Error(`list: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as VehicleRestrictions;
};

import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { notFound } from '../http/api-error';
import type { Caller } from '../http/route';
import { localDayOf } from '../telemetry/local-day';
import { requireFleetReader, requireVehicleListReader } from './fleet-access';
import { readVehicles, type VehicleFilter, type VehicleRow } from './vehicle-rows';

/** What a fleet read found: the rows, with the time and local day they were read for. */
export interface FleetRead {
  readonly now: Date;
  readonly today: string;
  readonly rows: VehicleRow[];
}

/** The caller's vehicles matching the filter (403 without gateway read), with today's local day. */
export const readFleet = async (
  deps: { readonly db: Queryable; readonly clock: Clock },
  caller: Caller,
  filter: VehicleFilter,
): Promise<FleetRead> => {
  const scope = await requireFleetReader(deps.db, caller);
  const now = deps.clock.now();
  const today = localDayOf(now.getTime());
  return { now, today, rows: await readVehicles(deps.db, scope, today, filter) };
};

/**
 * Every vehicle of the caller's organisation for the vehicle list: with gateway read (`liveData`) or
 * logbook read only (the rows then must be answered without their live values); 403 with neither.
 */
export const readVehicleList = async (
  deps: { readonly db: Queryable; readonly clock: Clock },
  caller: Caller,
): Promise<{ readonly rows: VehicleRow[]; readonly liveData: boolean }> => {
  const { scope, liveData } = await requireVehicleListReader(deps.db, caller);
  const today = localDayOf(deps.clock.now().getTime());
  return { rows: await readVehicles(deps.db, scope, today, { all: true }), liveData };
};

/** One vehicle of the caller's organisation; any other id, known or not, is 404 without data. */
export const readOneVehicle = async (
  deps: { readonly db: Queryable; readonly clock: Clock },
  caller: Caller,
  vehicleId: number,
): Promise<{ readonly now: Date; readonly row: VehicleRow }> => {
  const { now, rows } = await readFleet(deps, caller, { id: vehicleId });
  const row = rows[0];
  if (!row) throw notFound('Vehicle');
  return { now, row };
};

import type { Queryable } from '../db/db';
import type { SimulatedVehicle } from '../telemetry/simulator/fleet-simulator';
import { seedOf } from '../telemetry/simulator/random';
import { makeRoute } from '../telemetry/simulator/route';
import { DEMO_FLEET, type DemoVehicle } from './fleet-data';
import { corridorRoute } from './fleet-stations';

/** How one demo vehicle is simulated; the seed follows from its fabric number, so it survives reseeding. */
export const simulationOf = (vehicle: DemoVehicle): SimulatedVehicle => ({
  vehicleId: vehicle.id,
  seed: seedOf(vehicle.fabricNr),
  sim: {
    role: vehicle.sim.role,
    electric: vehicle.sim.electric,
    route: makeRoute(corridorRoute(vehicle.sim.corridor)),
    home: vehicle.sim.home,
    reportsPosition: vehicle.sim.reportsPosition,
    odometerKm: vehicle.sim.odometerKm,
  },
});

/**
 * The demo vehicles present in the database. A vehicle counts only when id and fabric number both
 * match, so the simulator never writes into a vehicle that merely shares an id with a demo one.
 */
export const storedDemoVehicles = async (q: Queryable): Promise<SimulatedVehicle[]> => {
  const rows = await q.query<{ id: number; fabric_nr: string }>(
    'SELECT id, fabric_nr FROM vehicles WHERE id = ANY($1::int[])',
    [DEMO_FLEET.map((v) => v.id)],
  );
  const stored = new Map(rows.map((r) => [r.id, r.fabric_nr]));
  return DEMO_FLEET.filter((v) => stored.get(v.id) === v.fabricNr).map(simulationOf);
};

import type { Db } from '../../server/db/db';
import { DEMO_ORGANISATIONS } from '../../server/demo/demo-accounts';
import { DEMO_FLEET } from '../../server/demo/fleet-data';
import { simulationOf } from '../../server/demo/fleet-simulation';
import { insertVehicles, type NewVehicle } from '../../server/fleet/vehicle-store';
import type { SimulatedVehicle } from '../../server/telemetry/simulator/fleet-simulator';
import { ingestRecords } from '../../server/telemetry/ingestion.service';
import { simulateVehicle } from '../../server/telemetry/simulator/simulate-vehicle';

/**
 * A large fleet for the benchmarks in the first demo organisation: copies of the demo vehicles (their
 * models, corridors and roles) with their own names, content-service ids and seeds.
 */
export const insertBenchFleet = async (db: Db, count: number): Promise<SimulatedVehicle[]> => {
  const vehicles: NewVehicle[] = [];
  const templates: SimulatedVehicle[] = [];
  for (let i = 0; i < count; i++) {
    const { id: _id, sim: _sim, ...template } = DEMO_FLEET[i % DEMO_FLEET.length]!;
    vehicles.push({
      ...template,
      organisationId: DEMO_ORGANISATIONS[0].id,
      wpId: 100_000 + i,
      name: `${template.name} #${i + 1}`,
      fabricNr: `${template.fabricNr}-${i + 1}`,
    });
    templates.push(simulationOf(DEMO_FLEET[i % DEMO_FLEET.length]!));
  }
  const ids = await insertVehicles(db, vehicles);
  return ids.map((vehicleId, i) => ({ ...templates[i]!, vehicleId, seed: templates[i]!.seed + i }));
};

/** Writes `days` of history per vehicle through the ingestion, `parallel` vehicles at a time. */
export const writeHistory = async (
  db: Db,
  fleet: readonly SimulatedVehicle[],
  days: number,
  parallel: number,
): Promise<number> => {
  const now = Date.now();
  const queue = [...fleet];
  let records = 0;
  const worker = async () => {
    for (let v = queue.shift(); v; v = queue.shift()) {
      const history = simulateVehicle(v.sim, now - days * 86_400_000, now, 300_000, v.seed);
      for (let i = 0; i < history.length; i += 1000) {
        const { accepted } = await ingestRecords(db, v.vehicleId, history.slice(i, i + 1000), new Date());
        // Added after the await: `records += await …` would read the total before other workers add.
        records += accepted;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return records;
};

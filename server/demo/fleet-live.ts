import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { startSimulator, type Simulator } from '../telemetry/simulator/fleet-simulator';
import { leadWhileLocked } from '../telemetry/simulator/leader-lock';
import { ingestionSink, teltonikaSink } from '../telemetry/simulator/record-sink';
import type { Metrics } from '../ops/metrics';
import type { StorageGate } from '../ops/disk/write-guard';
import { storedDemoVehicles } from './fleet-simulation';
import { ensureSimulatedTrackers } from './simulated-trackers';

export interface DemoSimulationDeps {
  readonly db: Db;
  /** Set for a PostgreSQL server: then only the instance holding the advisory lock simulates. */
  readonly databaseUrl: string | undefined;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  /** Set with SIMULATOR_PROTOCOL=teltonika: the vehicles connect to this listener as boxes. */
  readonly teltonika?: { readonly host: string; readonly port: number };
  /** Counts the simulator's records (those sent as boxes count on the Teltonika path). */
  readonly metrics?: Metrics;
  /** While it says full the simulator stores nothing (issue 37). */
  readonly storage?: StorageGate;
  /** Days of history for a vehicle without any (`SIMULATOR_HISTORY_DAYS`); the simulator's 90 by default. */
  readonly historyDays?: number;
}

/** The running simulation: whether this instance leads it (holds the lock) now, and how to stop it. */
export interface DemoSimulation {
  leading(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts the simulated demo fleet in the background: the history first, then live records every 10 s.
 * Call it once the server listens; the returned stop waits for the batch in flight.
 */
export const startDemoSimulation = async (deps: DemoSimulationDeps): Promise<DemoSimulation> => {
  const vehicles = await storedDemoVehicles(deps.db);
  if (vehicles.length === 0) return { leading: () => false, stop: async () => {} };
  const box = deps.teltonika;
  if (box) {
    const changed = await ensureSimulatedTrackers(
      deps.db,
      vehicles.map((v) => v.vehicleId),
      deps.clock.now(),
    );
    if (changed > 0) deps.log(`Simulator: ${changed} demo vehicles now report as Teltonika boxes.`);
  }
  let leading = false;
  const start = (): Pick<Simulator, 'stop'> => {
    deps.log(
      `Simulator: running ${vehicles.length} demo vehicles${box ? ` as Teltonika boxes on port ${box.port}` : ''}.`,
    );
    leading = true;
    const simulator = startSimulator({
      db: deps.db,
      vehicles,
      clock: deps.clock,
      log: deps.log,
      ...(deps.historyDays === undefined ? {} : { backfillDays: deps.historyDays }),
      sink: box
        ? teltonikaSink(box.host, box.port)
        : ingestionSink(deps.db, deps.clock, deps.metrics, deps.storage),
    });
    return {
      stop: async () => {
        leading = false;
        await simulator.stop();
      },
    };
  };
  const running = deps.databaseUrl ? leadWhileLocked(deps.databaseUrl, start, deps.log) : start();
  return { leading: () => leading, stop: () => running.stop() };
};

import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { ingestionSink, type RecordSink } from './record-sink';
import type { SimVehicle } from './sim-vehicle';
import { simulateVehicle, type SimRecord } from './simulate-vehicle';
import { latestStoredTimes } from './stored-progress';

/** A vehicle of the database and how it is simulated. */
export interface SimulatedVehicle {
  readonly vehicleId: number;
  readonly seed: number;
  readonly sim: SimVehicle;
}

export interface SimulatorOptions {
  readonly db: Db;
  readonly vehicles: readonly SimulatedVehicle[];
  readonly clock: Clock;
  /** How often live records are generated and ingested. */
  readonly intervalMs?: number;
  /** Record spacing of live data while driving. */
  readonly liveStepMs?: number;
  /** History written on first start. */
  readonly backfillDays?: number;
  /** Record spacing of the history (at most 10 minutes: ingestion counts no longer gaps). */
  readonly backfillStepMs?: number;
  /** Records per ingestion call: a device's batch (the HTTP operation takes up to 1000). */
  readonly batchSize?: number;
  /** Vehicles backfilled at once; PGlite runs one statement at a time, PostgreSQL can do more. */
  readonly concurrency?: number;
  readonly log: (message: string, error?: unknown) => void;
  /**
   * Where the records go: straight into the ingestion (the default), or over a tracker protocol
   * (SIMULATOR_PROTOCOL=teltonika: {@link teltonikaSink}); closed when the simulator stops.
   */
  readonly sink?: RecordSink;
  /** Called after each batch is stored: how tests see the history being written, without sleeping. */
  readonly onBatchStored?: (vehicleId: number, accepted: number) => void;
}

export interface Simulator {
  /** Resolves when every vehicle's history is written (or the simulator stopped). */
  readonly backfilled: Promise<void>;
  /** Stops generating and waits for the ingestion call in flight. */
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;
/** Time span generated at once while catching up: a few days of one vehicle, a few batches. */
const CATCH_UP_SPAN_MS = 4 * DAY_MS;
/** A shorter gap (a quick restart) is filled at the live spacing. */
const COARSE_GAP_MS = 3_600_000;

/** Lets the server answer requests between two batches. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs the simulated fleet as devices: every `intervalMs` the records since the last tick are
 * generated per vehicle and handed to the sink: `ingestRecords`, the code the HTTP operation calls, or a
 * Teltonika connection per vehicle. On
 * start each vehicle first catches up from its newest stored record (or `backfillDays` ago) to now,
 * in batches that yield to the event loop, in the background; it joins the live ticks when done.
 */
export const startSimulator = (options: SimulatorOptions): Simulator => {
  const { db, clock, log } = options;
  const intervalMs = options.intervalMs ?? 10_000;
  const liveStepMs = options.liveStepMs ?? 10_000;
  const backfillStepMs = options.backfillStepMs ?? 300_000;
  const batchSize = options.batchSize ?? 1000;
  const sink = options.sink ?? ingestionSink(db, clock);
  const cursors = new Map<number, number>();
  const live = new Set<SimulatedVehicle>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let tickRunning: Promise<void> = Promise.resolve();

  /** Ingests in device-sized batches; answers how many were new, or null when the vehicle is gone. */
  const ingest = async (
    vehicle: SimulatedVehicle,
    records: readonly SimRecord[],
    history: boolean,
  ): Promise<number | null> => {
    let accepted = 0;
    for (let i = 0; i < records.length && !stopped; i += batchSize) {
      try {
        const stored = await sink.store(vehicle.vehicleId, records.slice(i, i + batchSize), history);
        accepted += stored;
        options.onBatchStored?.(vehicle.vehicleId, stored);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          log(`Simulator: vehicle ${vehicle.vehicleId} no longer exists; it is left out.`);
          return null;
        }
        throw error;
      }
      await yieldToEventLoop();
    }
    return accepted;
  };

  /** Writes the vehicle's records from its cursor to `to`; the cursor moves only when all landed. */
  const advance = async (
    vehicle: SimulatedVehicle,
    to: number,
    stepMs: number,
    history = false,
  ): Promise<number | null> => {
    const from = cursors.get(vehicle.vehicleId) ?? to;
    const accepted = await ingest(
      vehicle,
      simulateVehicle(vehicle.sim, from, to, stepMs, vehicle.seed),
      history,
    );
    if (accepted !== null && !stopped) cursors.set(vehicle.vehicleId, to);
    return accepted;
  };

  /** Brings the vehicle from its cursor up to now, a few days at a time; then it joins the ticks. */
  const catchUp = async (vehicle: SimulatedVehicle): Promise<number> => {
    let written = 0;
    while (!stopped) {
      const now = clock.now().getTime();
      const from = cursors.get(vehicle.vehicleId) ?? now;
      if (now - from <= intervalMs) break;
      const step = now - from > COARSE_GAP_MS ? backfillStepMs : liveStepMs;
      const accepted = await advance(vehicle, Math.min(from + CATCH_UP_SPAN_MS, now), step, true);
      if (accepted === null) return written;
      written += accepted;
    }
    if (!stopped) live.add(vehicle);
    return written;
  };

  const backfill = async (): Promise<void> => {
    const started = Date.now();
    const ids = options.vehicles.map((v) => v.vehicleId);
    const stored = await latestStoredTimes(db, ids);
    const earliest = clock.now().getTime() - (options.backfillDays ?? 90) * DAY_MS;
    for (const id of ids) cursors.set(id, Math.max(stored.get(id) ?? earliest, earliest));
    const queue = [...options.vehicles];
    let written = 0;
    const worker = async () => {
      for (let vehicle = queue.shift(); vehicle && !stopped; vehicle = queue.shift()) {
        try {
          // Added after the await: other workers add to the total meanwhile.
          const accepted = await catchUp(vehicle);
          written += accepted;
        } catch (error) {
          log(
            `Simulator: history of vehicle ${vehicle.vehicleId} failed; it stays off the live ticks.`,
            error,
          );
        }
      }
    };
    const concurrency = options.concurrency ?? (db.kind === 'postgres' ? 4 : 1);
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (!stopped)
      log(`Simulator: ${written} history records for ${ids.length} vehicles in ${Date.now() - started} ms.`);
  };

  const tick = async () => {
    const now = clock.now().getTime();
    for (const vehicle of [...live]) {
      if (stopped) return;
      try {
        if ((await advance(vehicle, now, liveStepMs)) === null) live.delete(vehicle);
      } catch (error) {
        // The cursor stays: the next tick sends the same records again, stored once.
        log(`Simulator: live records of vehicle ${vehicle.vehicleId} failed; retrying next tick.`, error);
      }
    }
  };

  const schedule = () => {
    if (stopped) return;
    // A chain of timeouts, not an interval: a slow tick delays the next instead of piling up.
    timer = setTimeout(() => {
      tickRunning = tick().finally(schedule);
    }, intervalMs);
    timer.unref();
  };

  const backfilled = backfill().catch((error: unknown) => log('Simulator: backfill failed', error));
  schedule();
  return {
    backfilled,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([tickRunning, backfilled]);
      await sink.close();
    },
  };
};

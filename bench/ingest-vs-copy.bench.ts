import { systemClock } from '../server/clock';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { ingestRecords } from '../server/telemetry/ingestion.service';
import { POSITION_RECORD_COLUMNS } from '../server/telemetry/position-store';
import { simulateVehicle, type SimRecord } from '../server/telemetry/simulator/simulate-vehicle';
import { STATUS_CODES } from '../server/telemetry/telemetry-record';
import { postgresBulk } from '../server/db/postgres-bulk';
import { keepPositionPartitions } from '../server/telemetry/partitions/position-partitions';
import { insertBenchFleet } from './support/bench-fleet';
import { openScratchDb } from './support/scratch-database';
import { loadAverage } from './support/process-cpu';
import { median, perSecond } from './support/stats';

/**
 * Issue 29 §2: the product's ingestion against a raw `COPY` of the same number of records into
 * `positions`, in one run on one PostgreSQL database, round after round. The ingestion is the service
 * every path calls (HTTP, Teltonika, OsmAnd): validation, duplicates, daily figures, live row, alert
 * rules; 500-record batches in time order, one device at a time and four at once. The COPY writes the
 * same records (other vehicles, the same months' partitions) as one stream on one connection.
 */

const BATCH = 500;
/** Records each device sends in a round (ten batches). */
const PER_DEVICE = 5_000;
const ROUNDS = 5;
const PARALLEL = 4;

export interface IngestVsCopyRound {
  readonly oneDevice: number;
  readonly copyOne: number;
  readonly fourDevices: number;
  readonly copyFour: number;
}

export interface IngestVsCopyFigures {
  readonly load: number;
  readonly rounds: readonly IngestVsCopyRound[];
}

const copyText = (vehicleId: number, records: readonly SimRecord[]): Buffer =>
  Buffer.from(
    records
      .map((r) =>
        [
          vehicleId,
          r.timestamp,
          r.lat ?? '\\N',
          r.lng ?? '\\N',
          r.speed,
          r.bearing,
          STATUS_CODES[r.status],
          r.gpsSatellites,
          r.gsmSignal,
          r.mileageKm,
          r.externalPowerVoltage,
          r.temperature,
        ].join('\t'),
      )
      .join('\n') + '\n',
  );

/** The same columns as the ingestion writes (the rows above are in that order). */
const COPY_SQL = `COPY positions (${POSITION_RECORD_COLUMNS}) FROM STDIN`;

/** Records/s of `work` (one array of batches per device, `parallel` devices at once). */
const ingestRate = async (
  db: Parameters<typeof ingestRecords>[0],
  devices: readonly { vehicleId: number; records: readonly SimRecord[] }[],
): Promise<number> => {
  const started = performance.now();
  await Promise.all(
    devices.map(async ({ vehicleId, records }) => {
      for (let i = 0; i < records.length; i += BATCH) {
        const result = await ingestRecords(db, vehicleId, records.slice(i, i + BATCH), new Date());
        if (result.accepted !== Math.min(BATCH, records.length - i))
          throw new Error(`ingestion refused records: ${JSON.stringify(result).slice(0, 300)}`);
      }
    }),
  );
  const total = devices.reduce((sum, d) => sum + d.records.length, 0);
  return total / ((performance.now() - started) / 1000);
};

/** Records/s of one COPY of every device's records into `positions`, committed. */
const copyRate = async (
  url: string,
  devices: readonly { vehicleId: number; records: readonly SimRecord[] }[],
): Promise<number> => {
  const data = Buffer.concat(devices.map((d) => copyText(d.vehicleId, d.records)));
  const bulk = postgresBulk(url);
  const started = performance.now();
  await bulk.session('load', (session) => session.copyIn(COPY_SQL, data));
  const seconds = (performance.now() - started) / 1000;
  await bulk.close();
  const total = devices.reduce((sum, d) => sum + d.records.length, 0);
  return total / seconds;
};

export const benchIngestVsCopy = async (): Promise<IngestVsCopyFigures> => {
  const { db, dispose, url } = await openScratchDb('postgres');
  try {
    await seedDemoIfEmpty(db, systemClock);
    // The months' partitions, as a running server keeps them (its upkeep job): without them every
    // record, ingested or copied, would go into the default partition.
    await keepPositionPartitions(db, new Date(), 0);
    // Per round: 1 + 4 devices ingested, 1 + 4 vehicles copied.
    const fleet = await insertBenchFleet(db, 2 + ROUNDS * 2 * (1 + PARALLEL));
    // One busy vehicle's simulated week (most of the fleet stands part of the day): every device sends
    // these records as its own, so each vehicle gets the same kind of records in the same partitions.
    const start = Date.now() - 9 * 86_400_000;
    const sims = fleet
      .slice(0, 6)
      .map((v) => simulateVehicle(v.sim, start, start + 7 * 86_400_000, 10_000, v.seed));
    const busiest = sims.reduce((a, b) => (b.length > a.length ? b : a));
    if (busiest.length < PER_DEVICE) throw new Error(`the simulation made ${busiest.length} records`);
    const records = busiest.slice(0, PER_DEVICE);
    const recordsOf = (i: number) => ({ vehicleId: fleet[i]!.vehicleId, records });
    const load = loadAverage();
    const rounds: IngestVsCopyRound[] = [];
    let next = 0;
    const take = (n: number) => Array.from({ length: n }, () => recordsOf(next++));
    // A warm-up round: the first statements of a connection plan and cache.
    await ingestRate(db, take(1));
    await copyRate(url!, take(1));
    for (let round = 0; round < ROUNDS; round += 1) {
      const oneDevice = await ingestRate(db, take(1));
      const copyOne = await copyRate(url!, take(1));
      const fourDevices = await ingestRate(db, take(PARALLEL));
      const copyFour = await copyRate(url!, take(PARALLEL));
      rounds.push({ oneDevice, copyOne, fourDevices, copyFour });
    }
    return { load, rounds };
  } finally {
    await dispose();
  }
};

export const printIngestVsCopy = (f: IngestVsCopyFigures): void => {
  console.log(
    `ingestion against COPY, postgres, ${BATCH}-record batches, ${PER_DEVICE} records a device (load average ${f.load})`,
  );
  f.rounds.forEach((r, i) =>
    console.log(
      `  round ${i + 1}: 1 device ${perSecond(r.oneDevice)}, COPY ${perSecond(r.copyOne)} (${(r.oneDevice / r.copyOne).toFixed(2)}); ` +
        `${PARALLEL} devices ${perSecond(r.fourDevices)}, COPY ${perSecond(r.copyFour)} (${(r.fourDevices / r.copyFour).toFixed(2)})`,
    ),
  );
  const one = median(f.rounds.map((r) => r.oneDevice / r.copyOne));
  const four = median(f.rounds.map((r) => r.fourDevices / r.copyFour));
  console.log(
    `  median ratio to COPY: 1 device ${one.toFixed(2)} (goal ≥ 0.40), ${PARALLEL} devices at once ${four.toFixed(2)} (goal ≥ 0.60)`,
  );
};

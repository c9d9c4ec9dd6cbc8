import type { Hono } from 'hono';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { readConfig } from '../server/config';
import type { Db } from '../server/db/db';
import { seedDemoAlertSettings } from '../server/demo/demo-alert-settings';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { startDaySummaryJob } from '../server/reports/track/day-summary-job';
import { createMailer } from '../server/mail/create-mailer';
import { createDeviceKey } from '../server/telemetry/device-keys';
import { ingestRecords } from '../server/telemetry/ingestion.service';
import { simulateVehicle, type SimRecord } from '../server/telemetry/simulator/simulate-vehicle';
import { insertBenchFleet } from './support/bench-fleet';
import { openScratchDb, type DatabaseKind } from './support/scratch-database';
import { loadAverage } from './support/process-cpu';
import { ms, perSecond, summarise, type LatencySummary } from './support/stats';

export interface IngestionRun extends LatencySummary {
  readonly label: string;
  readonly records: number;
  readonly recordsPerSecond: number;
}

export interface IngestionFigures {
  readonly database: DatabaseKind;
  readonly load: number;
  readonly runs: readonly IngestionRun[];
  /** The same runs while the background build of track summaries works through a backlog. */
  readonly withBuild: {
    readonly load: number;
    readonly backlogRecords: number;
    readonly backlogDays: number;
    /** Days the job built while the runs went on. */
    readonly daysBuilt: number;
    readonly runs: readonly IngestionRun[];
  };
}

const BATCH = 500;
const VEHICLES = 40;
const BATCHES_PER_VEHICLE = 5;
const DAY_MS = 86_400_000;
/** History every 10 s without track summaries that the background build works through meanwhile. */
const BACKLOG_VEHICLES = 8;
const BACKLOG_DAYS = 10;

/** Batches of 500 live records (10 s apart) per vehicle, in time order: what a device sends. */
const batchesOf = (
  sim: Parameters<typeof simulateVehicle>[0],
  seed: number,
  startMs: number,
): SimRecord[][] => {
  const records = simulateVehicle(sim, startMs, startMs + 3 * 86_400_000, 10_000, seed);
  const batches: SimRecord[][] = [];
  for (let i = 0; i + BATCH <= records.length && batches.length < BATCHES_PER_VEHICLE; i += BATCH)
    batches.push(records.slice(i, i + BATCH));
  return batches;
};

type Send = (vehicleIndex: number, batch: readonly SimRecord[]) => Promise<void>;

/** Sends every vehicle's batches in order, `parallel` vehicles at once; times each batch. */
const measure = async (
  label: string,
  work: SimRecord[][][],
  parallel: number,
  send: Send,
): Promise<IngestionRun> => {
  const latencies: number[] = [];
  const queue = work.map((batches, index) => ({ index, batches }));
  const started = performance.now();
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift())
      for (const batch of job.batches) {
        const t = performance.now();
        await send(job.index, batch);
        latencies.push(performance.now() - t);
      }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const seconds = (performance.now() - started) / 1000;
  const records = latencies.length * BATCH;
  return { label, records, recordsPerSecond: records / seconds, ...summarise(latencies) };
};

const viaHttp =
  (app: Hono, keys: readonly string[]): Send =>
  async (index, batch) => {
    const response = await app.request('http://bench/logbook/api/logbook/v1/telemetry', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${keys[index]}` },
      body: JSON.stringify({ records: batch }),
    });
    if (response.status !== 200) throw new Error(`ingestTelemetry answered ${response.status}`);
    await response.arrayBuffer();
  };

const setUp = async (db: Db, count: number, allRules: boolean) => {
  await seedDemoIfEmpty(db, systemClock);
  const fleet = await insertBenchFleet(db, count);
  // All 16 alert rules on every vehicle, with the demo fleet's limits.
  if (allRules)
    await seedDemoAlertSettings(
      db,
      fleet.map((v) => v.vehicleId),
      new Date(),
    );
  const start = Date.now() - 10 * 86_400_000;
  return fleet.map((v) => ({ v, batches: batchesOf(v.sim, v.seed, start) }));
};

/**
 * The three runs on a fresh database, the background build running meanwhile or not, all 16 alert
 * rules on every vehicle or none.
 */
export const measureRuns = async (database: DatabaseKind, withBuild: boolean, allRules = false) => {
  const { db, dispose } = await openScratchDb(database);
  try {
    const fleet = await setUp(db, 3 * VEHICLES + (withBuild ? BACKLOG_VEHICLES : 0), allRules);
    let backlogRecords = 0;
    if (withBuild) {
      // Ten closed days every 10 s for eight more vehicles, ten days before the measured records.
      const backlog = fleet.slice(3 * VEHICLES).map((f) => f.v);
      const end = Date.now() - 11 * DAY_MS;
      for (const v of backlog) {
        const records = simulateVehicle(v.sim, end - BACKLOG_DAYS * DAY_MS, end, 10_000, v.seed);
        for (let i = 0; i < records.length; i += 1000)
          await ingestRecords(db, v.vehicleId, records.slice(i, i + 1000), new Date());
        backlogRecords += records.length;
      }
    }
    const [{ days } = { days: 0 }] = await db.query<{ days: number }>(
      'SELECT count(*)::int AS days FROM daily_figures',
    );
    let daysBuilt = 0;
    // Looks again every second (not every minute): the measured records land on closed days too.
    const job = withBuild
      ? startDaySummaryJob({
          db,
          clock: systemClock,
          log: () => {},
          startMs: 0,
          idleMs: 1000,
          onStep: (built) => (daysBuilt += built.length),
        })
      : null;
    try {
      const group = (k: number) => fleet.slice(k * VEHICLES, (k + 1) * VEHICLES);
      const direct: Send = async (index, batch) => {
        await ingestRecords(db, group(0)[index]!.v.vehicleId, batch, new Date());
      };
      const directParallel: Send = async (index, batch) => {
        await ingestRecords(db, group(1)[index]!.v.vehicleId, batch, new Date());
      };
      const keys = await Promise.all(group(2).map(({ v }) => createDeviceKey(db, v.vehicleId)));
      const config = readConfig({
        DATA_DIR: '/tmp/portal-bench-unused',
        STATIC_DIR: '/tmp/portal-bench-unused',
      });
      const app = createApp({ config, db, mailer: createMailer(config), clock: systemClock, log: () => {} });
      const load = loadAverage();
      /** The run, labelled with the days the job built during it. */
      const counted = async (run: Promise<IngestionRun>) => {
        const before = daysBuilt;
        const figures = await run;
        return withBuild
          ? { ...figures, label: `${figures.label} (${daysBuilt - before} days built meanwhile)` }
          : figures;
      };
      const runs = [
        await counted(
          measure(
            'service, 1 device at a time',
            group(0).map((f) => f.batches),
            1,
            direct,
          ),
        ),
        await counted(
          measure(
            'service, 4 devices at once',
            group(1).map((f) => f.batches),
            4,
            directParallel,
          ),
        ),
        await counted(
          measure(
            'HTTP operation, 4 devices at once',
            group(2).map((f) => f.batches),
            4,
            viaHttp(app, keys),
          ),
        ),
      ];
      const [{ events } = { events: 0 }] = await db.query<{ events: number }>(
        'SELECT count(*)::int AS events FROM notification_events',
      );
      return { load, runs, backlogRecords, backlogDays: days, daysBuilt, events };
    } finally {
      await job?.stop();
    }
  } finally {
    await dispose();
  }
};

/**
 * Ingestion throughput for 500-record batches in time order (new data, the usual case): through the
 * service as the simulator calls it, one device at a time and four at once, and through the HTTP
 * operation with device keys (in-process requests: JSON parsing, schema decoding and key check
 * included, no sockets). Then the same on a second database while the background build of track
 * summaries works through a backlog of closed days (and the closed days the runs write).
 */
export const benchIngestion = async (database: DatabaseKind): Promise<IngestionFigures> => {
  const without = await measureRuns(database, false);
  const withBuild = await measureRuns(database, true);
  return {
    database,
    load: without.load,
    runs: without.runs,
    withBuild: {
      load: withBuild.load,
      backlogRecords: withBuild.backlogRecords,
      backlogDays: withBuild.backlogDays,
      daysBuilt: withBuild.daysBuilt,
      runs: withBuild.runs,
    },
  };
};

export const printIngestion = (f: IngestionFigures): void => {
  console.log(`ingestion, ${BATCH}-record batches, ${f.database} (load average ${f.load})`);
  const line = (r: IngestionRun) =>
    console.log(
      `  ${r.label}: ${perSecond(r.recordsPerSecond)} records; per batch p50 ${ms(r.p50)}, p95 ${ms(r.p95)} (${r.records} records)`,
    );
  f.runs.forEach(line);
  const w = f.withBuild;
  console.log(
    `ingestion while the background build of track summaries runs, ${f.database} (load average ${w.load}; a backlog of ${w.backlogRecords} records every 10 s, ${w.backlogDays} vehicle-days with data; the job built ${w.daysBuilt} days meanwhile)`,
  );
  w.runs.forEach(line);
};

import { systemClock } from '../server/clock';
import type { Db } from '../server/db/db';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { ingestRecords } from '../server/telemetry/ingestion.service';
import { keepPositionPartitions } from '../server/telemetry/partitions/position-partitions';
import { createScaleFleet, fillPositions, STEP_SECONDS, type ScaleFleet } from './scale/scale-fill';
import { loadAverage } from './support/process-cpu';
import { openScratchDb } from './support/scratch-database';
import { median, ms } from './support/stats';
import { timeGets } from './support/timed-gets';
import { serveBenchApp } from './support/bench-app';

/**
 * Issue 29 §3: every read at 100 million positions as at 1 million, in one run on one PostgreSQL
 * database. 1,000 vehicles (live rows for all), 300 with a year of positions every 90 s (105 million
 * rows when full) and a year of daily figures. First about 1 million rows: vehicle P's last 30 days
 * and everyone else's last days; measured; then the rest of the year; measured again with the same
 * requests, so P's month reads the same rows both times. `BENCH_SCALE_ROWS` sets the full size (for a
 * quick try).
 */

const GW = '/logbook/api/logbook/v1';
const VEHICLES = 1000;
const TRACKED = 300;
const DAY_S = 86_400;
const SMALL_ROWS = 1_000_000;
const RUNS = 30;
const BATCH = 500;
const INGEST_BATCHES = 20;

export interface ScaleReading {
  readonly rows: number;
  readonly sizeBytes: number;
  /** Median latency (ms) and server CPU per answer of each read, by label. */
  readonly reads: readonly { readonly label: string; readonly p50: number; readonly cpuMs: number }[];
  readonly ingestPerSecond: number;
}

export interface ScaleFigures {
  readonly load: number;
  readonly fillSeconds: number;
  readonly small: ScaleReading;
  readonly large: ScaleReading;
  /** Ingestion batches while the oldest month is dropped: the slowest, and the median without a drop. */
  readonly drop: {
    readonly dropped: readonly string[];
    readonly slowestMs: number;
    readonly usualMs: number;
  };
}

const day = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

/** `count` records every 10 s from `fromS`, as a device sends them. */
const deviceRecords = (fromS: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    timestamp: new Date((fromS + i * 10) * 1000).toISOString(),
    lat: 53.5 + i * 1e-5,
    lng: 10 + i * 1e-5,
    speed: 40,
    bearing: 90,
    status: 'driving',
    gpsSatellites: 9,
    gsmSignal: 20,
    mileageKm: 1000 + i * 0.1,
    externalPowerVoltage: 24.5,
    temperature: 12,
  }));

/** Ingests `batches` batches into the vehicle after its last position: records/s and each batch's ms. */
const ingest = async (db: Db, vehicleId: number, fromS: number, batches: number) => {
  const records = deviceRecords(fromS, batches * BATCH);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < records.length; i += BATCH) {
    const batchStarted = performance.now();
    if (process.env['BENCH_VERBOSE']) console.error(`  batch ${i / BATCH} of vehicle ${vehicleId}`);
    await ingestRecords(db, vehicleId, records.slice(i, i + BATCH), new Date());
    times.push(performance.now() - batchStarted);
  }
  return { perSecond: records.length / ((performance.now() - started) / 1000), times };
};

const measure = async (db: Db, fleet: ScaleFleet, base: string, token: string, ingestVehicle: number) => {
  const p = fleet.tracked[0]!;
  const end = day(fleet.endS);
  const monthAgo = day(fleet.endS - 29 * DAY_S);
  const yearAgo = day(fleet.endS - 365 * DAY_S);
  const reads = [
    ['live data, 1,000 vehicles', `/live-data?vehicleIds=${fleet.all.join(',')}`],
    ['report, one vehicle × 366 days', `/reports/${p}/days?start=${yearAgo}&end=${end}`],
    [
      'export, 100 vehicles × 366 days',
      `/reports/export?start=${yearAgo}&end=${end}&vehicleIds=${fleet.tracked.slice(0, 100).join(',')}`,
    ],
    [
      'track, one month (stored summaries dropped first)',
      `/reports/${p}/tracks?start=${monthAgo}&end=${end}&zoom=12`,
    ],
    [
      'heat map, one month (stored summaries dropped first)',
      `/reports/${p}/heatmap?start=${monthAgo}&end=${end}`,
    ],
  ] as const;
  const out: { label: string; p50: number; cpuMs: number }[] = [];
  for (const [label, path] of reads) {
    if (process.env['BENCH_VERBOSE']) console.error(`  reading ${label}`);
    // The track and heat map read the raw positions only where no summary of the day is stored: each
    // of their answers comes after the summaries the last one stored were dropped.
    const cold = path.includes('/tracks') || path.includes('/heatmap');
    const dropSummaries = () => db.query('DELETE FROM track_days WHERE vehicle_id = $1', [p]);
    const timed = await timeGets(
      `${base}${GW}${path}`,
      token,
      cold ? 5 : RUNS,
      cold ? dropSummaries : undefined,
    );
    out.push({ label, p50: timed.latency.p50, cpuMs: timed.cpuMs });
  }
  const { perSecond } = await ingest(db, ingestVehicle, fleet.endS + 60, INGEST_BATCHES);
  return { reads: out, ingestPerSecond: perSecond };
};

const sizeOf = async (db: Db) =>
  Number(
    (await db.query<{ size: string }>('SELECT pg_database_size(current_database())::text AS size'))[0]?.size,
  );

export const benchScale = async (): Promise<ScaleFigures> => {
  const fullRows = Number(process.env['BENCH_SCALE_ROWS'] ?? 105_000_000);
  const { db, dispose } = await openScratchDb('postgres');
  const server = { close: () => {} };
  try {
    await seedDemoIfEmpty(db, systemClock);
    const endS = Math.floor((Date.now() / 1000 - 2 * DAY_S) / STEP_SECONDS) * STEP_SECONDS;
    const fleet = await createScaleFleet(db, VEHICLES, TRACKED, endS);
    const [p, ...others] = fleet.tracked as [number, ...number[]];
    // The first million: P's month, the others' last days.
    const pMonthS = endS - 30 * DAY_S;
    const pRows = await fillPositions(db, [p], pMonthS, endS);
    const othersSpanS = Math.round(((SMALL_ROWS - pRows) / others.length) * STEP_SECONDS);
    const smallRows = pRows + (await fillPositions(db, others, endS - othersSpanS, endS));
    // Measured at rest: the statistics current, nothing of the fill left to write out.
    await db.query('ANALYZE');
    await db.query('CHECKPOINT');
    const served = await serveBenchApp(db, { HEAVY_PER_MINUTE_PER_CALLER: '1000000' });
    server.close = served.close;
    const { origin: base, token } = served;
    // A warm-up: the first batches of a process compile the ingestion's code.
    await ingest(db, fleet.all[VEHICLES - 1]!, endS + 60, INGEST_BATCHES);
    // A first pass, not counted: the server's code compiled and the small database's pages cached,
    // as the second measurement finds them.
    await measure(db, fleet, base, token, fleet.all[VEHICLES - 2]!);
    const small = {
      rows: smallRows,
      sizeBytes: await sizeOf(db),
      ...(await measure(db, fleet, base, token, fleet.all[TRACKED]!)),
    };
    // The rest of the year, up to the full size: older days of everyone.
    const fillStarted = performance.now();
    const yearSpanS = Math.min(366 * DAY_S, Math.round((fullRows / TRACKED) * STEP_SECONDS));
    const startS = endS - yearSpanS;
    let largeRows = smallRows + (await fillPositions(db, [p], startS, pMonthS));
    largeRows += await fillPositions(db, others, startS, endS - othersSpanS, (rows) =>
      console.error(`  … ${((largeRows + rows) / 1e6).toFixed(1)} million positions`),
    );
    await db.query('ANALYZE');
    await db.query('CHECKPOINT');
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    const large = {
      rows: largeRows,
      sizeBytes: await sizeOf(db),
      ...(await measure(db, fleet, base, token, fleet.all[TRACKED + 1]!)),
    };
    // The oldest month expires (one month less kept than there is) while a device sends its batches.
    const usual = await ingest(db, fleet.all[TRACKED + 2]!, endS + 60, INGEST_BATCHES);
    // Ten months of a year of positions: the oldest two months' partitions go.
    const monthsKept = Math.max(1, Math.floor(yearSpanS / (31 * DAY_S)) - 1);
    const during = ingest(db, fleet.all[TRACKED + 3]!, endS + 60, INGEST_BATCHES * 2);
    const report = await keepPositionPartitions(db, new Date(), monthsKept);
    const drop = {
      dropped: report.dropped,
      slowestMs: Math.max(...(await during).times),
      usualMs: median(usual.times),
    };
    return { load: loadAverage(), fillSeconds, small, large, drop };
  } finally {
    server.close();
    await dispose();
  }
};

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

export const printScale = (f: ScaleFigures): void => {
  console.log(
    `every read at ${(f.large.rows / 1e6).toFixed(1)} million positions against ${(f.small.rows / 1e6).toFixed(2)} million, postgres (load average ${f.load}; the rest written in ${f.fillSeconds.toFixed(0)} s)`,
  );
  console.log(`  database on disk: ${gb(f.small.sizeBytes)} → ${gb(f.large.sizeBytes)}`);
  for (const [i, small] of f.small.reads.entries()) {
    const large = f.large.reads[i]!;
    console.log(
      `  ${small.label}: p50 ${ms(small.p50)} → ${ms(large.p50)} (${(large.p50 / small.p50).toFixed(2)}×, goal ≤ 1.5×); server CPU ${ms(small.cpuMs)} → ${ms(large.cpuMs)}`,
    );
  }
  console.log(
    `  ingestion, ${INGEST_BATCHES} batches of ${BATCH}: ${f.small.ingestPerSecond.toFixed(0)}/s → ${f.large.ingestPerSecond.toFixed(0)}/s (${(f.small.ingestPerSecond / f.large.ingestPerSecond).toFixed(2)}× the time, goal ≤ 1.5×)`,
  );
  console.log(
    `  dropping the oldest month (${f.drop.dropped.join(', ') || 'none'}) while a device sends: slowest batch ${ms(f.drop.slowestMs)}, usual ${ms(f.drop.usualMs)} (stall ${ms(Math.max(0, f.drop.slowestMs - f.drop.usualMs))}, goal ≤ 100 ms)`,
  );
};
